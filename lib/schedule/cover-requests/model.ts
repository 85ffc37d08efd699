import { isFirestoreId, text, toIsoDate } from '@/lib/firebase/values';
import * as z from '@/lib/zod';
import { scheduleMessages } from '../messages';
import { toMemberRange, type Coverage } from '../model';
import { coverageRange, instant } from '../schemas';

/**
 * Cover requests ('Pedir cobertura', `solicitudes-cobertura`): a member asks the group to take
 * over a range of their shifts; the first member who accepts gets a coverage for it. Client-safe:
 * the board reads the same shape from its listener.
 */
export const COVER_REQUEST_STATUS = {
  open: 'abierta',
  accepted: 'aceptada',
  cancelled: 'cancelada',
  expired: 'vencida',
} as const;
export type CoverRequestStatus = (typeof COVER_REQUEST_STATUS)[keyof typeof COVER_REQUEST_STATUS];
export const COVER_REQUEST_STATUSES = Object.values(COVER_REQUEST_STATUS);

/**
 * A cover request: shaped like the coverage it asks for (`memberId` and `nombre` are the
 * requester's), with where it stands and, once accepted, who took it and the coverage made; once
 * cancelled, who cancelled it and when.
 */
export interface CoverRequest extends Coverage {
  status: CoverRequestStatus;
  acceptedBy?: { memberId: string; nombre: string };
  /** Who accepted: the staff user's email (or a Slack user), beside the member who covers. */
  acceptedByUser?: string;
  acceptedAt?: string;
  coverageId?: string;
  /** Who cancelled it: the staff user's email (or a Slack user). */
  cancelledBy?: string;
  cancelledAt?: string;
  /** The absence whose conflict opened it (`Ausencia: <kind>`), if one did. */
  absenceId?: string;
}

/** Most requests GET …/cover-requests answers, and the board's listener reads (open ones). */
export const MAX_COVER_REQUESTS = 100;

export const coverRequestMessages = {
  noShift: 'No tiene turno en ese rango',
  notFound: 'Solicitud de cobertura no encontrada',
  notOpen: 'La solicitud ya no está abierta',
  noMember: 'No tienes un miembro en este grupo: indica quién (memberId)',
  ownRequest: 'No puedes cubrir tu propia solicitud',
  notYours: 'Solo quien pidió la cobertura o quien la creó puede cancelarla',
  statusInvalid: 'Estado no válido: abierta, aceptada, cancelada o vencida',
} as const;

const memberId = z
  .string({ error: scheduleMessages.memberRequired })
  .trim()
  .min(1, scheduleMessages.memberRequired)
  .refine(isFirestoreId, scheduleMessages.memberNotInGroup)
  .optional();

/** POST …/cover-requests: a coverage's range rules; `memberId` defaults to the caller's member. */
export const coverRequestSchema = z
  .strictObject({
    memberId,
    from: instant,
    to: instant,
    reason: z.string().trim().max(200, scheduleMessages.reasonTooLong).optional(),
  })
  .superRefine(coverageRange);

export type CoverRequestInput = z.infer<typeof coverRequestSchema>;

/** POST …/cover-requests/{id}/accept: `memberId` defaults to the caller's member. */
export const acceptCoverSchema = z.strictObject({ memberId });

/**
 * Who may cancel a request: the requester's member (`memberId`, the caller's own member, if any)
 * or whoever created it (`email`, any case). The server's check and the board's 'Cancelar'.
 */
export function mayCancelCover(
  request: Pick<CoverRequest, 'memberId' | 'createdBy'>,
  caller: { memberId?: string; email: string },
): boolean {
  if (caller.memberId !== undefined && caller.memberId === request.memberId) return true;
  const email = caller.email.trim().toLowerCase();
  return email !== '' && request.createdBy.trim().toLowerCase() === email;
}

/** A stored request (admin or browser SDK: Timestamps either way) as the API answers it. */
export function toCoverRequest(id: string, data: Record<string, unknown>): CoverRequest {
  const accepted = data.acceptedBy as { memberId?: unknown; nombre?: unknown } | undefined;
  return {
    ...toMemberRange(id, data),
    ...(text(data.reason) && { reason: text(data.reason) }),
    status: data.status as CoverRequestStatus,
    ...(accepted && {
      acceptedBy: { memberId: text(accepted.memberId), nombre: text(accepted.nombre) },
    }),
    ...(text(data.acceptedByUser) && { acceptedByUser: text(data.acceptedByUser) }),
    ...(data.acceptedAt != null && { acceptedAt: toIsoDate(data.acceptedAt) ?? '' }),
    ...(text(data.coverageId) && { coverageId: text(data.coverageId) }),
    ...(text(data.cancelledBy) && { cancelledBy: text(data.cancelledBy) }),
    ...(data.cancelledAt != null && { cancelledAt: toIsoDate(data.cancelledAt) ?? '' }),
    ...(text(data.absenceId) && { absenceId: text(data.absenceId) }),
  };
}
