/** The chat transport's client-safe entry: dialects, escaping and how long messages are kept. */
export { chatSafe } from './escape';
export type { ChatDialect } from './hooks';
export { CHAT_MAX_ATTEMPTS, CHAT_RETENTION_DAYS, chatExpiresAt, expiryOnceSent } from './retention';
