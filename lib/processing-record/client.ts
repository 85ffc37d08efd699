/** The record of processing's client-safe entry: its shape. Server code uses `@/lib/processing-record`. */
export type { ActivityId, ProcessingActivity } from './model';
