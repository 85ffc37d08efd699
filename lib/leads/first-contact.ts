import { DAY_MS } from '@/lib/time';
/**
 * A lead's first contact by sales, as pure rules (docs/architecture.md, Leads): what the
 * minute's poll of Odoo decides for each lead still waiting, and what the desk shows. Business
 * minutes come from the caller (`lib/sales-hours` with SALES_HOURS), so these rules know no
 * calendar.
 */

/** Business minutes from one instant to a later one (0 when it is not later). */
export type MinutesBetween = (from: Date, to: Date) => number;

/** How far back the poll asks about uncontacted leads: older ones are no longer asked about. */
export const FIRST_CONTACT_DAYS = 30;

/** What the site keeps of a lead's first contact (`contact` in the lead's document). */
export interface StoredContact {
  /** When Odoo created its `crm.lead` (Odoo's `create_date`). */
  odooCreatedAt: Date;
  /** The stage it was created in (false in Odoo: null). */
  firstStageId: number | null;
  /** When sales were seen to have contacted it: null while waiting. */
  contactedAt: Date | null;
  /** Business minutes from creation in Odoo to `contactedAt`: null while waiting. */
  businessMinutes: number | null;
  /** When it was found late and announced (`lead.waiting`): null until then. */
  lateAt: Date | null;
  /** Late and still waiting: what `GET /api/leads?contact=late` lists. */
  late: boolean;
  /** The poll asks no more: contacted, gone from Odoo, or older than FIRST_CONTACT_DAYS. */
  done: boolean;
}

/** A lead the poll asks Odoo about: created there, not blocked, not `done`. */
export interface WaitingLead {
  id: string;
  odooId: number;
  company: string;
  blocked: boolean;
  /** When the lead was stored: its age while Odoo's creation date is not yet known. */
  createdAt?: Date;
  contact?: StoredContact;
}

/** What Odoo answers about one `crm.lead` (its stage, type and dates, UTC). */
export interface OdooLeadStage {
  id: number;
  stageId: number | null;
  type: string;
  createdAt: Date;
  stageChangedAt: Date | null;
}

/** The poll's decision about one lead: the `contact` to write, and whether to announce it. */
export interface ContactDecision {
  id: string;
  /** `{ done: true }` alone for a lead gone from Odoo before the poll saw it. */
  contact: StoredContact | Pick<StoredContact, 'done'>;
  /** Business minutes waited, when the lead is to be announced (`lead.waiting`) now. */
  announce?: number;
}

/** Odoo's datetimes are UTC, written 'YYYY-MM-DD HH:MM:SS'; null for false or anything else. */
export function odooDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?$/.test(value)) {
    return null;
  }
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The rows of Odoo's `search_read` of `crm.lead` (`id`, `stage_id`, `type`, `create_date`,
 * `date_last_stage_update`); a row without a readable `create_date` is left out.
 */
export function odooLeadStages(rows: readonly Record<string, unknown>[]): OdooLeadStage[] {
  return rows.flatMap((row) => {
    const createdAt = odooDate(row.create_date);
    if (typeof row.id !== 'number' || !createdAt) return [];
    const stage = Array.isArray(row.stage_id) ? (row.stage_id[0] as unknown) : null;
    return [
      {
        id: row.id,
        stageId: typeof stage === 'number' ? stage : null,
        type: String(row.type),
        createdAt,
        stageChangedAt: odooDate(row.date_last_stage_update),
      },
    ];
  });
}

/** A stage date this much after the creation means the lead moved before the poll first saw it. */
const SAME_INSTANT_MS = 2_000;

const clamp = (value: Date, from: Date, to: Date) =>
  new Date(Math.min(Math.max(value.getTime(), from.getTime()), to.getTime()));

/**
 * When a lead was contacted, if it was. It counts once it has left the stage it was created in,
 * or was converted to an opportunity (the site creates leads, `type: 'lead'`). The moment is
 * Odoo's `date_last_stage_update` when the stage moved: Odoo's own record, to the second, and
 * right whatever the poll's cadence or an outage of ours (had sales moved it twice between two
 * polls, it is the later move, still no later than the poll); the poll's time for a conversion,
 * which keeps no date the site reads. A lead first seen with a stage date after its creation
 * moved before the first poll: contacted then.
 */
function contactedAt(known: StoredContact | undefined, row: OdooLeadStage, now: Date) {
  const moved = known
    ? row.stageId !== known.firstStageId
    : (row.stageChangedAt?.getTime() ?? 0) - row.createdAt.getTime() > SAME_INSTANT_MS;
  if (moved) return clamp(row.stageChangedAt ?? now, row.createdAt, now);
  return row.type === 'opportunity' ? now : null;
}

/**
 * What the poll does with each waiting lead, given Odoo's rows: records its creation and first
 * stage the first time, its first contact (and the business minutes it took), a lead still
 * uncontacted `limit` business minutes after its creation in Odoo as late (announced once, never
 * when blocked), and stops asking about a lead contacted, gone from Odoo, or older than
 * FIRST_CONTACT_DAYS. A lead that needs nothing written gets no decision.
 */
export function decideFirstContacts(
  leads: readonly WaitingLead[],
  rows: readonly OdooLeadStage[],
  { now, limit, minutesBetween }: { now: Date; limit: number; minutesBetween: MinutesBetween },
): ContactDecision[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const oldest = now.getTime() - FIRST_CONTACT_DAYS * DAY_MS;
  return leads.flatMap((lead): ContactDecision[] => {
    const row = byId.get(lead.odooId);
    const known = lead.contact;
    if (!row) {
      // Deleted in Odoo (a person's deletion, or by hand): nothing more to learn.
      return [
        { id: lead.id, contact: known ? { ...known, late: false, done: true } : { done: true } },
      ];
    }
    const base: StoredContact = known ?? {
      odooCreatedAt: row.createdAt,
      firstStageId: row.stageId,
      contactedAt: null,
      businessMinutes: null,
      lateAt: null,
      late: false,
      done: false,
    };
    const contacted = contactedAt(known, row, now);
    if (contacted) {
      const businessMinutes = minutesBetween(base.odooCreatedAt, contacted);
      return [
        {
          id: lead.id,
          contact: { ...base, contactedAt: contacted, businessMinutes, late: false, done: true },
        },
      ];
    }
    const waited = minutesBetween(base.odooCreatedAt, now);
    const tooOld = base.odooCreatedAt.getTime() < oldest;
    if (waited >= limit && !base.lateAt && !lead.blocked) {
      const contact = { ...base, lateAt: now, late: true, done: tooOld };
      return [{ id: lead.id, contact, announce: waited }];
    }
    if (tooOld) return [{ id: lead.id, contact: { ...base, done: true } }];
    return known ? [] : [{ id: lead.id, contact: base }];
  });
}

/** A lead's first contact as staff see it (`Lead.contact`). */
export interface LeadContact {
  contactedAt: string | null;
  businessMinutes: number;
  late: boolean;
}

/**
 * `Lead.contact` of a lead created in Odoo: business minutes from its creation there to its
 * first contact, or to now while it waits; late at `limit` or more. Before the poll has seen it,
 * its creation is when Odoo accepted it (`forwardedAt` of its Odoo delivery).
 */
export function leadContactView(
  stored: Partial<StoredContact> | undefined,
  forwardedAt: Date | undefined,
  { now, limit, minutesBetween }: { now: Date; limit: number; minutesBetween: MinutesBetween },
): LeadContact | undefined {
  const created = stored?.odooCreatedAt ?? forwardedAt;
  if (!created) return undefined;
  const contacted = stored?.contactedAt ?? null;
  const businessMinutes =
    contacted && typeof stored?.businessMinutes === 'number'
      ? stored.businessMinutes
      : minutesBetween(created, contacted ?? now);
  return {
    contactedAt: contacted ? contacted.toISOString() : null,
    businessMinutes,
    late: businessMinutes >= limit,
  };
}

/** The median of some business minutes (the mean of the middle two for an even count); null for none. */
export function medianMinutes(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}
