/**
 * The schedule's Firestore collections (docs/contracts.md, Data model): the one place that
 * names them. The schedule alone reads and writes them (the live board reads some, as
 * firestore.rules allows).
 */
export const scheduleCollections = {
  /** `turnos/{id}`: the append-only history, one entry per handoff. */
  history: 'turnos',
  /**
   * `turnos-actual/{group}`: the group's latest handoff and its confirmation. Every handoff reads
   * and writes it, so concurrent handoffs of a group conflict and Firestore serialises them,
   * whatever the group's size; it also answers "on duty since, assigned by" without a query.
   */
  current: 'turnos-actual',
  /** `rotaciones/{group}`: the group's rotation. */
  rotations: 'rotaciones',
  /** `coberturas/{id}`: one coverage. */
  coverages: 'coberturas',
  /** `calendarios/{group}-{uid}`: a hash of one staff user's calendar token for the group. */
  calendars: 'calendarios',
  /** `solicitudes-cobertura/{id}`: one cover request (cover-requests/model.ts). */
  coverRequests: 'solicitudes-cobertura',
  /** `ausencias/{id}`: one member away over a range (absences/model.ts). */
  absences: 'ausencias',
  /**
   * `tarifas-turno/{group}-{YYYY-MM}`: the pay rates a group's hours earn from that month on, with
   * every change (who, when) in `changes` (pay/model.ts).
   */
  payRates: 'tarifas-turno',
  /** `pagos-publicados/{group}-{YYYY-MM}`: a month's pay rows, frozen when published. */
  publishedPay: 'pagos-publicados',
} as const;
