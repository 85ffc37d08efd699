import 'server-only';
import { chatSafe } from '@/lib/chat';
import { formatChileDateTime } from '@/lib/format';
import { memberByEmail, memberGroupNames, memberGroups, type MemberGroup } from '@/lib/members';
import { awaitsConfirmation, dutyAt, scheduleOf, shiftConfirmation } from '@/lib/schedule';
import { slackUserEmail } from '@/lib/slack';
import { DAY_MS } from '@/lib/time';
import { slackAppMessages as m } from './messages';

/** What `/turno` answers: only the caller sees it. */
export interface CommandAnswer {
  response_type: 'ephemeral';
  text: string;
}

/** How far ahead `/turno mis turnos` looks. */
const OWN_SHIFTS_DAYS = 14;
/** Slack waits 3 s for the whole answer: its own users.info gets at most this. */
const LOOKUP_TIMEOUT_MS = 1500;

const plain = (value: string) => chatSafe(value, 'slack');
const when = (iso: string) => formatChileDateTime(new Date(iso));
const ephemeral = (text: string): CommandAnswer => ({ response_type: 'ephemeral', text });

/** One group now: the holder, since when, confirmed or not, and the next handoff. */
async function groupNow(group: MemberGroup, now: number): Promise<string> {
  const [duty, confirmation] = await Promise.all([
    dutyAt(group, undefined, now),
    shiftConfirmation(group),
  ]);
  const name = `*${memberGroupNames[group]}*`;
  if (!duty) return `${name}: ${m.nobody}.`;
  const confirmed = awaitsConfirmation(confirmation, duty.id) ? m.unconfirmed : m.confirmed;
  const since = duty.since ? ` desde el ${when(duty.since)}` : '';
  const next = duty.next
    ? `Próximo cambio: ${when(duty.next.start)}, a ${plain(duty.next.nombre)}.`
    : `Próximo cambio: ${m.noNext}.`;
  return `${name}: ${plain(duty.nombre)}${since} (${confirmed}). ${next}`;
}

/** The caller's own shifts in both groups over the next 14 days, by start. */
async function ownShifts(userId: string, now: number): Promise<string> {
  const found = await slackUserEmail(userId, { timeoutMs: LOOKUP_TIMEOUT_MS });
  if (!found.ok) return m.slackDown;
  if (!found.email) return m.noEmail;
  const email = found.email;
  const members = await Promise.all(memberGroups.map((group) => memberByEmail(group, email)));
  if (members.every((member) => !member)) return m.noMemberAnywhere(plain(email));
  const shifts = await Promise.all(
    memberGroups.map(async (group, index) => {
      const member = members[index];
      if (!member) return [];
      const { shifts } = await scheduleOf(group, now, now + OWN_SHIFTS_DAYS * DAY_MS, now);
      return shifts
        .filter((shift) => shift.memberId === member.id)
        .map((shift) => ({ group, ...shift }));
    }),
  );
  const mine = shifts.flat().sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  if (mine.length === 0) return m.noOwnShifts;
  return [
    `*Tus turnos de los próximos ${OWN_SHIFTS_DAYS} días* (hora de Chile)`,
    ...mine.map(
      (shift) =>
        `• ${memberGroupNames[shift.group]}: del ${when(shift.start)} al ${when(shift.end)}`,
    ),
  ].join('\n');
}

/**
 * The answer to `/turno <text>` from the Slack user `userId`: empty or `ahora`, each group now;
 * `equipo` / `agencia`, that group; `mis turnos`, the caller's shifts; anything else, the help.
 * Times in Chile's, names plain text for Slack.
 */
export async function answerTurno(
  userId: string,
  text: string,
  now = Date.now(),
): Promise<CommandAnswer> {
  const asked = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (asked === '' || asked === 'ahora') {
    const lines = await Promise.all(memberGroups.map((group) => groupNow(group, now)));
    return ephemeral(['*Turno de soporte ahora* (hora de Chile)', ...lines].join('\n'));
  }
  const group = memberGroups.find((name) => name === asked);
  if (group) return ephemeral(`*Turno de soporte* (hora de Chile)\n${await groupNow(group, now)}`);
  if (asked === 'mis turnos') return ephemeral(await ownShifts(userId, now));
  return ephemeral(m.help);
}
