/** The schedule's Firestore collections (docs/contracts.md, Data model). */
export const scheduleCollections = {
  /** `rotaciones/{group}`: the group's rotation. */
  rotations: 'rotaciones',
  /** `coberturas/{id}`: one coverage. */
  coverages: 'coberturas',
  /** `calendarios/{group}-{uid}`: a hash of one staff user's calendar token for the group. */
  calendars: 'calendarios',
  /** `solicitudes-cobertura/{id}`: one cover request (cover-request-model.ts). */
  coverRequests: 'solicitudes-cobertura',
} as const;

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

export const DAY_MS = 86_400_000;
