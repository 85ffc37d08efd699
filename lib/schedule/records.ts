/** The schedule's Firestore collections (docs/contracts.md, Data model). */
export const scheduleCollections = {
  /** `rotaciones/{group}`: the group's rotation. */
  rotations: 'rotaciones',
  /** `coberturas/{id}`: one coverage. */
  coverages: 'coberturas',
  /** `calendarios/{group}-{uid}`: a hash of one staff user's calendar token for the group. */
  calendars: 'calendarios',
} as const;

/** Longest range a coverage may span. */
export const MAX_COVERAGE_DAYS = 31;
/** Longest range GET /api/schedule answers. */
export const MAX_RANGE_DAYS = 92;
/** Most members in a rotation's order (bounds the reads of a plan). */
export const MAX_ROTATION_MEMBERS = 50;
/**
 * Most coverages a plan reads (those not ended yet, soonest end first): staff add them by hand,
 * a group rarely has more than a few ahead; beyond this the furthest are left out of the plan.
 */
export const MAX_OPEN_COVERAGES = 100;
/** Most history entries a past range reads (about an assignment an hour for a month). */
export const MAX_HISTORY_ENTRIES = 1000;

export const DAY_MS = 86_400_000;
