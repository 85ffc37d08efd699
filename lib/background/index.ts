import 'server-only';

/** Background work (server entry): the outbox's channels and sweep, the every-minute jobs. */
export { outboxChannelNames, outboxChannels, sweepOutbox } from './channels';
export { minuteJobs, runMinuteJobs } from './minute-jobs';
