import 'server-only';
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { DomainError } from '@/lib/errors';
import { adminDb, isFirestoreId, runTransaction, toIsoDate } from '@/lib/firebase';
import { incidentAuditEntry } from '../audit';
import { privacyCollections } from '../records';
import { hoursBetween, INCIDENT_ALERT_HOURS, type IncidentView } from './model';
import {
  incidentMessages,
  incidentRuleErrors,
  type IncidentChange,
  type NewIncident,
} from './schema';

export const incidents = () => adminDb().collection(privacyCollections.incidents);

const instantOf = (value: string | null | undefined) => (value ? new Date(value) : null);
const iso = (value: unknown) => toIsoDate(value) ?? undefined;

/**
 * An incident as stored → as answered. `openUntil` (when it stopped being open) and `alerts`
 * (the clock's, `h24` and `h72`) are kept beside the contract's fields.
 */
function incidentView(document: DocumentSnapshot, now: Date): IncidentView {
  const data = document.data() ?? {};
  const detectedAt = (data.detectedAt as { toDate(): Date }).toDate();
  const openUntil = data.openUntil ? (data.openUntil as { toDate(): Date }).toDate() : now;
  const alerts = (data.alerts ?? {}) as Record<string, unknown>;
  return {
    id: document.id,
    title: String(data.title),
    detectedAt: detectedAt.toISOString(),
    description: String(data.description),
    dataCategories: data.dataCategories,
    peopleAffected: data.peopleAffected ?? null,
    sensitive: data.sensitive === true,
    risk: data.risk,
    status: data.status,
    ...(data.agencyNotifiedAt && { agencyNotifiedAt: iso(data.agencyNotifiedAt) }),
    ...(data.peopleNotifiedAt && { peopleNotifiedAt: iso(data.peopleNotifiedAt) }),
    decisions: ((data.decisions ?? []) as DocumentData[]).map((decision) => ({
      at: iso(decision.at) ?? '',
      by: String(decision.by),
      text: String(decision.text),
    })),
    createdBy: String(data.createdBy),
    createdAt: iso(data.createdAt) ?? '',
    hoursOpen: hoursBetween(detectedAt, openUntil),
    alertsSentAt: Object.fromEntries(
      INCIDENT_ALERT_HOURS.flatMap((hours) => {
        const at = iso(alerts[`h${hours}`]);
        return at ? [[hours, at]] : [];
      }),
    ),
  };
}

/** The fields of `change` as stored (instants as Dates, a cleared date deleted). */
function storedFields(change: Partial<NewIncident>): DocumentData {
  const { decision: _decision, agencyNotifiedAt, peopleNotifiedAt, detectedAt, ...rest } = change;
  return {
    ...rest,
    ...(detectedAt !== undefined && { detectedAt: new Date(detectedAt) }),
    ...(agencyNotifiedAt !== undefined && { agencyNotifiedAt: instantOf(agencyNotifiedAt) }),
    ...(peopleNotifiedAt !== undefined && { peopleNotifiedAt: instantOf(peopleNotifiedAt) }),
  };
}

function refuseBrokenRules(incident: Parameters<typeof incidentRuleErrors>[0]) {
  const errors = incidentRuleErrors(incident);
  const first = Object.values(errors)[0];
  if (first) throw new DomainError(400, first, errors);
}

const decisionOf = (text: string, by: string, at: Date) => ({ at, by, text });

/** Records a new incident with its first decision, and its audit entry, in one transaction. */
export async function createIncident(
  input: NewIncident,
  by: string,
  now = new Date(),
): Promise<IncidentView> {
  refuseBrokenRules(input);
  const ref = incidents().doc();
  const audit = incidentAuditEntry({ incidentId: ref.id, by, at: now, change: 'create' });
  await runTransaction(async (transaction) => {
    transaction.create(ref, {
      ...storedFields(input),
      agencyNotifiedAt: instantOf(input.agencyNotifiedAt),
      peopleNotifiedAt: instantOf(input.peopleNotifiedAt),
      decisions: [decisionOf(input.decision ?? 'Registro del incidente', by, now)],
      createdBy: by,
      createdAt: now,
      openUntil: input.status === 'abierto' ? null : now,
      alerts: {},
    });
    transaction.create(audit.ref, audit.data);
  });
  return incidentView(await ref.get(), now);
}

/**
 * Open incidents first, the earliest detected first (the most urgent), then the rest, newest
 * detected first: the register is short, so it is read whole.
 */
export async function listIncidents(now = new Date()): Promise<IncidentView[]> {
  const snapshot = await incidents().orderBy('detectedAt', 'desc').get();
  const all = snapshot.docs.map((document) => incidentView(document, now));
  const open = all.filter((incident) => incident.status === 'abierto').reverse();
  return [...open, ...all.filter((incident) => incident.status !== 'abierto')];
}

/** One incident, or null. */
export async function findIncident(id: string, now = new Date()): Promise<IncidentView | null> {
  if (!isFirestoreId(id)) return null;
  const document = await incidents().doc(id).get();
  return document.exists ? incidentView(document, now) : null;
}

/** The stored state of an incident as the rules read it. */
function ruleState(data: DocumentData): Parameters<typeof incidentRuleErrors>[0] {
  return {
    detectedAt: (data.detectedAt as { toDate(): Date }).toDate().toISOString(),
    dataCategories: data.dataCategories,
    sensitive: data.sensitive === true,
    risk: data.risk,
    status: data.status,
    agencyNotifiedAt: toIsoDate(data.agencyNotifiedAt),
    peopleNotifiedAt: toIsoDate(data.peopleNotifiedAt),
  };
}

/**
 * Changes an incident: the fields given, checked with the rules over the incident as it would
 * stand, and the decision appended to its trail with who and when; audited in the same
 * transaction. Unknown incident: 404.
 */
export async function updateIncident(
  id: string,
  change: IncidentChange,
  by: string,
  now = new Date(),
): Promise<IncidentView> {
  if (!isFirestoreId(id)) throw new DomainError(404, incidentMessages.notFound);
  const ref = incidents().doc(id);
  const { decision, ...fields } = change;
  await runTransaction(async (transaction: Transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new DomainError(404, incidentMessages.notFound);
    const data = snapshot.data() ?? {};
    const before = ruleState(data);
    refuseBrokenRules({ ...before, ...fields });
    const audit = incidentAuditEntry({
      incidentId: id,
      by,
      at: now,
      change: 'update',
      fields: Object.keys(fields),
    });
    // Hours open count to when it first stopped being open; reopening starts the count again.
    const reopened = fields.status === 'abierto' && before.status !== 'abierto';
    const closed =
      fields.status !== undefined && fields.status !== 'abierto' && before.status === 'abierto';
    transaction.update(ref, {
      ...storedFields(fields),
      decisions: [...(data.decisions ?? []), decisionOf(decision, by, now)],
      ...(reopened && { openUntil: null }),
      ...(closed && { openUntil: now }),
    });
    transaction.create(audit.ref, audit.data);
  });
  const updated = await findIncident(id, now);
  if (!updated) throw new DomainError(404, incidentMessages.notFound);
  return updated;
}
