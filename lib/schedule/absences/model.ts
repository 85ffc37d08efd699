import { isFirestoreId, text } from '@/lib/firebase/values';
import * as z from '@/lib/zod';
import { scheduleMessages } from '../messages';
import { toMemberRange, type MemberRange } from '../model';
import { instant, rangeRule } from '../schemas';

/**
 * Absences ('Registrar ausencia', `ausencias`): a member away over a range. The schedule never
 * hands them a shift then, and a shift of theirs coming within SCHEDULE_CONFLICT_DAYS opens a
 * cover request. Client-safe: the board reads the same shape.
 */
export const ABSENCE_KINDS = ['vacaciones', 'licencia', 'permiso', 'otro'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

/** How an absence's kind reads in Spanish (the cover request's reason, the board). */
export const absenceKindNames: Record<AbsenceKind, string> = {
  vacaciones: 'vacaciones',
  licencia: 'licencia',
  permiso: 'permiso',
  otro: 'otro',
};

export interface Absence extends MemberRange {
  kind: AbsenceKind;
  note?: string;
}

/** The longest absence one record holds (a longer one is two). */
export const MAX_ABSENCE_DAYS = 92;

export const absenceMessages = {
  reversed: 'La ausencia debe terminar después de comenzar',
  tooLong: `Una ausencia dura como máximo ${MAX_ABSENCE_DAYS} días`,
  ended: 'La ausencia ya terminó: elige un término futuro',
  kindInvalid: 'Tipo de ausencia no válido: vacaciones, licencia, permiso u otro',
  noteTooLong: 'La nota admite hasta 200 caracteres',
  notFound: 'Ausencia no encontrada',
  noMember: 'No tienes un miembro en este grupo: indica quién (memberId)',
  memberAway: (nombre: string, until: string) =>
    `${nombre} está ausente hasta el ${until}: elige a otro miembro`,
} as const;

/** POST …/absences: `memberId` defaults to the caller's member; "ended" is checked against now. */
export const absenceSchema = z
  .strictObject({
    memberId: z
      .string({ error: scheduleMessages.memberRequired })
      .trim()
      .min(1, scheduleMessages.memberRequired)
      .refine(isFirestoreId, scheduleMessages.memberNotInGroup)
      .optional(),
    from: instant,
    to: instant,
    kind: z.enum(ABSENCE_KINDS, { error: absenceMessages.kindInvalid }),
    note: z.string().trim().max(200, absenceMessages.noteTooLong).optional(),
  })
  .superRefine(
    rangeRule(MAX_ABSENCE_DAYS, {
      reversed: absenceMessages.reversed,
      tooLong: absenceMessages.tooLong,
      ended: absenceMessages.ended,
    }),
  );

export type AbsenceInput = z.infer<typeof absenceSchema>;

/** A stored absence (admin or browser SDK: Timestamps either way) as the API answers it. */
export const toAbsence = (id: string, data: Record<string, unknown>): Absence => ({
  ...toMemberRange(id, data),
  kind: data.kind as AbsenceKind,
  ...(text(data.note) && { note: text(data.note) }),
});

/** An absence as the plan reads it: who is away, over [from, to) in epoch ms. */
export interface AbsenceRule {
  id: string;
  memberId: string;
  from: number;
  to: number;
  kind: AbsenceKind;
}

export const toAbsenceRule = (absence: Absence): AbsenceRule => ({
  id: absence.id,
  memberId: absence.memberId,
  from: Date.parse(absence.from),
  to: Date.parse(absence.to),
  kind: absence.kind,
});

/** The member's absence at instant t, if they are away then. */
export const absenceAt = (absences: readonly AbsenceRule[], memberId: string, t: number) =>
  absences.find((absence) => absence.memberId === memberId && absence.from <= t && t < absence.to);
