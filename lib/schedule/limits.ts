import { DAY_MS } from '@/lib/time';

/** Most history entries a past range reads (about a handoff an hour for a month). */
export const MAX_HISTORY_ENTRIES = 1000;

/** How far ahead "who is next" looks (and a coverage's end, for 'Asignar Turno'). */
export const NEXT_HORIZON_MS = 92 * DAY_MS;

/** Longest range a coverage may span. */
export const MAX_COVERAGE_DAYS = 31;
/** Longest range GET /api/schedule answers. */
export const MAX_RANGE_DAYS = 92;
/** How far ahead GET /api/schedule and GET /api/on-duty?at= answer (400 beyond). */
export const MAX_AHEAD_DAYS = 366;
/**
 * Most handoffs one computation walks: the longest walk the answers above allow (a daily
 * rotation from now to 366 + 92 days ahead) with room to spare. Beyond it the walk stops with an
 * error instead of holding the event loop (input validation keeps requests well below it).
 */
export const MAX_WALKED_HANDOFFS = 1000;
/** Most members in a rotation's order (bounds the reads of a plan). */
export const MAX_ROTATION_MEMBERS = 50;
/**
 * Most coverages a plan reads (those not ended yet, soonest end first): staff add them by hand,
 * a group rarely has more than a few ahead; beyond this the furthest are left out of the plan.
 */
export const MAX_OPEN_COVERAGES = 100;
