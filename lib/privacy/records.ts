/**
 * The personal-data collections (docs/contracts.md, Data model): the rights requests, the audit
 * of what staff did with someone's data (hashed address only), the chat notices telling staff
 * of a new request (outbox messages, one per hook, naming no address), and how far the one-off
 * migrations have gone (`migraciones`).
 */
export const privacyCollections = {
  requests: 'solicitudes-datos',
  audit: 'auditoria-datos',
  notices: 'avisos-privacidad',
  migrations: 'migraciones',
} as const;

/** The migration that gives leads stored before it their `emailNormalized`. */
export const LEAD_EMAIL_MIGRATION = 'leads-email-normalizado';
