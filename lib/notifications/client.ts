/** Shift notifications' client-safe entry: the message's pure rules and the collection names. */
export type { Handoff, HandoffPerson, SkipAlert } from './message';
export { notificationCollections } from './records';
