import { chatSafe, type ChatDialect } from '@/lib/chat/client';
import { formatChileDateTime } from '@/lib/format';
import { memberGroupNames } from '@/lib/members/client';

/** A person of a handoff, as the chat message names them. */
export interface HandoffPerson {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
}

/** One assignment, as every chat hook hears of it. */
export interface Handoff {
  group: 'equipo' | 'agencia';
  holder: HandoffPerson;
  previous: HandoffPerson | null;
  /** The email of the staff user who assigned the shift. */
  assignedBy: string;
  at: Date;
}

const named = (person: HandoffPerson) => person.nombre || person.email || 'Sin nombre';

/**
 * How a text names a person: by default their name, plain text in the chat's markup; the Slack
 * app mentions them instead (`<@U…>`) where their Slack account is known.
 */
export type NameOf = (person: HandoffPerson) => string;
const plainName =
  (dialect: ChatDialect): NameOf =>
  (person) =>
    chatSafe(named(person), dialect);

/**
 * The Spanish text of a handoff: group, the new holder with phone, the previous holder, who
 * assigned it and when, in Chile's time (whatever the server's zone), and the new holder asked
 * to confirm it on the board (`link`). What staff typed is made plain text in the `dialect` of
 * the chat that shows it.
 */
export function handoffText(
  { group, holder, previous, assignedBy, at }: Handoff,
  dialect: ChatDialect,
  link: string,
  name: NameOf = plainName(dialect),
): string {
  const safe = (value: string) => chatSafe(value, dialect);
  const phone = holder.telefono ? ` (${safe(holder.telefono)})` : '';
  const before = previous ? `Turno anterior: ${name(previous)}.` : 'Nadie tenía el turno.';
  return [
    `Cambio de turno de soporte (${memberGroupNames[group]}): ahora atiende ${name(holder)}${phone}.`,
    before,
    `Asignado por ${safe(assignedBy) || 'alguien sin correo'} el ${formatChileDateTime(at)} (hora de Chile).`,
    `${name(holder)}, confirma el turno en ${link}`,
  ].join(' ');
}

/**
 * The JSON body for a chat of that `dialect`: `text`, which Slack, Google Chat and Microsoft
 * Teams incoming webhooks show (they ignore the other members), the board's `link` and the
 * structured fields, as stored, for hooks that read them.
 */
export function handoffPayload(handoff: Handoff, dialect: ChatDialect, link: string) {
  return {
    text: handoffText(handoff, dialect, link),
    link,
    group: handoff.group,
    holder: handoff.holder,
    previous: handoff.previous,
    assignedBy: handoff.assignedBy,
    at: handoff.at.toISOString(),
  };
}

/**
 * The tick skipped a member the schedule named who no longer exists (deleted some other way
 * than the API's, which refuses): one alert per skipped holding, so the shift never moves
 * silently.
 */
export interface SkipAlert {
  group: 'equipo' | 'agencia';
  /** Who the schedule named: their id, and their name where a coverage kept it ('' otherwise). */
  skipped: { id: string; nombre: string };
  /** Who holds the shift now (the next member of the rotation), or nobody. */
  holder: HandoffPerson | null;
  /** When the skipped member's holding began. */
  at: Date;
}

/** The Spanish text of a skip alert, staff-typed values made plain text for the chat. */
export function skipAlertText({ group, skipped, holder, at }: SkipAlert, dialect: ChatDialect) {
  const safe = (value: string) => chatSafe(value, dialect);
  const who = skipped.nombre ? `a ${safe(skipped.nombre)}` : `al miembro ${safe(skipped.id)}`;
  return [
    `Turno de soporte (${memberGroupNames[group]}): ${who} le tocaba el turno desde el ${formatChileDateTime(at)} (hora de Chile), pero ya no está en el grupo.`,
    holder
      ? `Se saltó: atiende ${safe(named(holder))}.`
      : 'Se saltó y nadie más de la rotación puede tomarlo.',
    'Quítalo de la rotación o de la cobertura.',
  ].join(' ');
}

/** A range of shifts, as the schedule notices give it. */
interface NoticeRange {
  from: Date;
  to: Date;
}

/**
 * A notice about the schedule to the shift's chat (`avisos-agenda`), besides handoffs: cover
 * requests asked, accepted, cancelled and expired, a handoff nobody confirmed, a shift about to start.
 * `at` is when what it tells happened.
 */
export type ScheduleNotice = { group: Handoff['group']; at: Date } & (
  | ({
      event: 'cover.requested';
      requestId: string;
      requester: HandoffPerson;
      reason: string;
    } & NoticeRange)
  | ({ event: 'cover.accepted'; requester: HandoffPerson; acceptor: HandoffPerson } & NoticeRange)
  | ({ event: 'cover.expired'; requester: HandoffPerson } & NoticeRange)
  | ({ event: 'cover.cancelled'; requester: HandoffPerson; cancelledBy: string } & NoticeRange)
  | {
      event: 'handoff.unconfirmed';
      holder: HandoffPerson;
      previous: HandoffPerson | null;
      /** The rotation's `fallbackMemberId`, the one to call; null when it names none. */
      fallback: HandoffPerson | null;
      /** When the holder got the shift. */
      since: Date;
    }
  | ({ event: 'shift.reminder'; member: HandoffPerson } & NoticeRange)
  | {
      event: 'shift.reassigned';
      /** Who the schedule named for the shift, away (`kind`: vacaciones, licencia…). */
      absent: HandoffPerson;
      kind: string;
      /** Who takes it; null: nobody else is available and it stays with `holder`. */
      standIn: HandoffPerson | null;
      holder: HandoffPerson | null;
    }
  /** The Slack app found no account with the member's address: their user group stays as it was. */
  | { event: 'slack.no-account'; member: HandoffPerson }
);

/**
 * The Spanish text of a schedule notice, staff-typed values made plain text in the chat's
 * markup, with the board's `link`, where each notice's action is.
 */
export function scheduleNoticeText(
  notice: ScheduleNotice,
  dialect: ChatDialect,
  link: string,
  who: NameOf = plainName(dialect),
): string {
  const safe = (value: string) => chatSafe(value, dialect);
  const withPhone = (person: HandoffPerson) =>
    person.telefono ? `${who(person)} (${safe(person.telefono)})` : who(person);
  const group = memberGroupNames[notice.group];
  const range = ({ from, to }: NoticeRange) =>
    `del ${formatChileDateTime(from)} al ${formatChileDateTime(to)} (hora de Chile)`;
  switch (notice.event) {
    case 'cover.requested':
      return [
        `Pedido de cobertura (${group}): ${who(notice.requester)} necesita que alguien cubra su turno ${range(notice)}.`,
        notice.reason ? `Motivo: ${safe(notice.reason)}.` : '',
        `Para cubrirlo: ${link}`,
      ]
        .filter(Boolean)
        .join(' ');
    case 'cover.accepted':
      return `Cobertura aceptada (${group}): ${withPhone(notice.acceptor)} cubre a ${who(notice.requester)} ${range(notice)}.`;
    case 'cover.expired':
      return `Pedido de cobertura vencido (${group}): nadie aceptó cubrir a ${who(notice.requester)} ${range(notice)}; el turno sigue siendo suyo.`;
    case 'cover.cancelled':
      return `Pedido de cobertura cancelado (${group}): ya no se busca quien cubra a ${who(notice.requester)} ${range(notice)}. Lo canceló ${safe(notice.cancelledBy)}.`;
    case 'handoff.unconfirmed':
      return [
        `Turno sin confirmar (${group}): ${withPhone(notice.holder)} no ha confirmado el turno que recibió el ${formatChileDateTime(notice.since)} (hora de Chile)${notice.previous ? ` de ${who(notice.previous)}` : ''}.`,
        notice.fallback
          ? `Llama a ${withPhone(notice.fallback)}, el miembro de respaldo.`
          : 'La rotación no tiene miembro de respaldo.',
        `Confirmar: ${link}`,
      ].join(' ');
    case 'shift.reassigned':
      return [
        `Turno reasignado (${group}): ${who(notice.absent)} está ausente (${safe(notice.kind)}) en el turno que comienza el ${formatChileDateTime(notice.at)} (hora de Chile);`,
        notice.standIn
          ? `lo toma ${withPhone(notice.standIn)}.`
          : `nadie más de la rotación está disponible, así que sigue ${notice.holder ? withPhone(notice.holder) : 'quien tenía el turno'}.`,
        `Tablero: ${link}`,
      ].join(' ');
    case 'slack.no-account':
      return `${who(notice.member)} no tiene cuenta de Slack con ${safe(notice.member.email)}. El grupo de usuarios de Slack de ${group} sigue igual hasta que la tenga.`;
    case 'shift.reminder':
      return `Recordatorio de turno (${group}): ${withPhone(notice.member)} tiene el turno de soporte ${range(notice)}. Tablero: ${link}`;
  }
}
