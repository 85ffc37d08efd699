import { decimal, toCsv } from '@/lib/csv';
import { toIsoDate } from '@/lib/firebase/values';
import { memberGroups, type MemberGroup } from '@/lib/members/client';
import { HOUR_MS } from '@/lib/time';
import * as z from '@/lib/zod';
import { monthBounds, type HourKind, type MemberHours } from '../hours/hours';
import { monthSchema } from '../schemas';

/**
 * Pay for hours on duty (docs/contracts.md, Pay): a group's rates per kind of hour
 * from a month on (`tarifas-turno`), a month's pay per member at the rates in effect, and the
 * month's rows frozen once published (`pagos-publicados`). Pure and client-safe.
 */

/** Whole Chilean pesos an hour of each kind earns. */
export interface ClpPerHour {
  habiles: number;
  noche: number;
  finDeSemana: number;
  feriado: number;
}

/** The rate of each kind of hour (the contract's names for the hours' kinds). */
const rateOf: Record<HourKind, keyof ClpPerHour> = {
  business: 'habiles',
  night: 'noche',
  weekend: 'finDeSemana',
  holiday: 'feriado',
};

/** One saved version of a month's rates: what they became, who saved them and when. */
interface PayRateChange {
  clpPerHour: ClpPerHour;
  by: string;
  at: string;
}

/**
 * A group's rates from `effectiveFrom` on (until a later month's rates), as stored and answered:
 * the rates now, who saved them last and when, and every version saved, oldest first (the last
 * is the current one).
 */
export interface PayRates {
  group: MemberGroup;
  effectiveFrom: string;
  clpPerHour: ClpPerHour;
  updatedBy: string;
  updatedAt: string;
  changes: PayRateChange[];
}

/** The id of a group's month in `tarifas-turno` and `pagos-publicados`. */
export const payMonthId = (group: MemberGroup, month: string) => `${group}-${month}`;

export const payMessages = {
  effectiveFromInvalid: 'Indica desde qué mes rige la tarifa (effectiveFrom) como AAAA-MM',
  ratesRequired: 'Indica las tarifas por hora (clpPerHour): habiles, noche, finDeSemana y feriado',
  rateInvalid: (field: keyof ClpPerHour) =>
    `La tarifa ${field} (clpPerHour.${field}) debe ser un número entero de pesos, 0 o más`,
  groupInvalid: 'Indica el grupo (group): equipo o agencia',
  noRates: 'No hay tarifas de turno vigentes para ese mes',
  monthNotOver: 'El mes aún no termina: se publica una vez terminado',
  alreadyPublished: 'El pago de ese mes ya fue publicado',
} as const;

const pesos = (field: keyof ClpPerHour) => {
  const message = payMessages.rateInvalid(field);
  return z.number({ error: message }).int(message).min(0, message);
};

/** PUT /api/schedule/{group}/pay-rates: whole pesos ≥ 0 per kind, from a month 'YYYY-MM' on. */
export const payRatesSchema = z.strictObject({
  effectiveFrom: z
    .string({ error: payMessages.effectiveFromInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, payMessages.effectiveFromInvalid),
  clpPerHour: z.strictObject(
    {
      habiles: pesos('habiles'),
      noche: pesos('noche'),
      finDeSemana: pesos('finDeSemana'),
      feriado: pesos('feriado'),
    },
    { error: payMessages.ratesRequired },
  ),
});

export type PayRatesInput = z.infer<typeof payRatesSchema>;

/** POST /api/reports/pay/publish. */
export const publishPaySchema = z.strictObject({
  group: z.enum(memberGroups as [MemberGroup, ...MemberGroup[]], {
    error: payMessages.groupInvalid,
  }),
  month: monthSchema,
});

/** One member's pay of a month: their hours by kind and the amount they earn, whole pesos. */
export interface PayRow extends Pick<MemberHours, 'memberId' | 'nombre' | 'email' | HourKind> {
  amount: number;
}

const HOUR = BigInt(HOUR_MS);

/**
 * What hours earn at `rates`, in whole pesos: the exact sum of each kind's milliseconds times
 * its rate, over an hour's milliseconds, rounded half up once (never per kind). The hours are
 * whole milliseconds over HOUR_MS (hoursByMember), so the milliseconds are recovered exactly;
 * BigInt keeps the sum exact whatever the rates.
 */
export function payAmount(hours: Pick<MemberHours, HourKind>, rates: ClpPerHour): number {
  let sum = 0n;
  for (const [kind, rate] of Object.entries(rateOf) as [HourKind, keyof ClpPerHour][]) {
    sum += BigInt(Math.round(hours[kind] * HOUR_MS)) * BigInt(rates[rate]);
  }
  return Number((sum + HOUR / 2n) / HOUR);
}

/** The hours report's rows with what each member earns at `rates`. */
export const payRows = (rows: MemberHours[], rates: ClpPerHour): PayRow[] =>
  rows.map((row) => ({
    memberId: row.memberId,
    nombre: row.nombre,
    email: row.email,
    business: row.business,
    night: row.night,
    weekend: row.weekend,
    holiday: row.holiday,
    amount: payAmount(row, rates),
  }));

/**
 * The pay report in the hours report's format (lib/csv: BOM, `;`, CRLF, decimal comma): hours
 * with one decimal, the amount in whole pesos.
 */
export function payCsv(rows: PayRow[]): string {
  const hours = (value: number) => decimal(value, 1);
  return toCsv(
    [
      'miembro',
      'email',
      'horas_habiles',
      'horas_noche',
      'horas_fin_de_semana',
      'horas_feriado',
      'monto_clp',
    ],
    rows.map((row) => [
      row.nombre,
      row.email,
      hours(row.business),
      hours(row.night),
      hours(row.weekend),
      hours(row.holiday),
      row.amount,
    ]),
  );
}

/** Whether a month ('YYYY-MM') is over in America/Santiago at `now` (epoch ms). */
export const monthIsOver = (month: string, now: number) => monthBounds(month).end <= now;

/** A stored `tarifas-turno` document as answered. */
export function toPayRates(data: Record<string, unknown>): PayRates {
  const changes = Array.isArray(data.changes) ? (data.changes as Record<string, unknown>[]) : [];
  return {
    group: data.group as MemberGroup,
    effectiveFrom: String(data.effectiveFrom),
    clpPerHour: data.clpPerHour as ClpPerHour,
    updatedBy: String(data.updatedBy),
    updatedAt: toIsoDate(data.updatedAt) ?? '',
    changes: changes.map((change) => ({
      clpPerHour: change.clpPerHour as ClpPerHour,
      by: String(change.by),
      at: toIsoDate(change.at) ?? '',
    })),
  };
}

/** The same rates, kind by kind. */
export const sameRates = (a: ClpPerHour, b: ClpPerHour) =>
  (Object.values(rateOf) as (keyof ClpPerHour)[]).every((kind) => a[kind] === b[kind]);

/** A month's pay as published (`pagos-publicados`): the rows and rates frozen, who and when. */
export interface PublishedPay {
  group: MemberGroup;
  month: string;
  rates: Pick<PayRates, 'effectiveFrom' | 'clpPerHour'>;
  rows: PayRow[];
  publishedBy: string;
  publishedAt: string;
}

/** A stored `pagos-publicados` document as answered. */
export function toPublishedPay(data: Record<string, unknown>): PublishedPay {
  return {
    group: data.group as MemberGroup,
    month: String(data.month),
    rates: data.rates as PublishedPay['rates'],
    rows: data.rows as PayRow[],
    publishedBy: String(data.publishedBy),
    publishedAt: toIsoDate(data.publishedAt) ?? '',
  };
}
