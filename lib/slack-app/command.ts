import 'server-only';
import { chatSafe } from '@/lib/chat';
import { formatChileDateTime } from '@/lib/format';
import { memberByEmail, memberGroupNames, memberGroups, type MemberGroup } from '@/lib/members';
import { awaitsConfirmation, dutyAt, scheduleOf, shiftConfirmation } from '@/lib/schedule';
import { slackUserEmail } from '@/lib/slack';
import { DAY_MS } from '@/lib/time';
import { slackAppMessages as m } from './messages';
import { replyToSlack } from './respond';

/** What `/turno` answers: only the caller sees it. */
interface CommandAnswer {
  response_type: 'ephemeral';
  text: string;
}

/** Slack waits 3 s for the HTTP answer: past this, the answer follows through `response_url`. */
const COMMAND_DEADLINE_MS = 2500;

/** How far ahead `/turno mis turnos` looks. */
const OWN_SHIFTS_DAYS = 14;
/** Who the caller is, from Slack: past the command's deadline the answer follows later. */
const LOOKUP_TIMEOUT_MS = 10_000;

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

/**
 * `/turno` as the route answers it: within COMMAND_DEADLINE_MS the answer itself; otherwise (a
 * slow data service) a note that it follows, and `later`, which sends the answer (or why not)
 * to the command's `response_url` once it is ready.
 */
export async function answerCommand(
  form: URLSearchParams,
): Promise<{ answer: CommandAnswer; later?: () => Promise<void> }> {
  const answer = answerTurno(form.get('user_id') ?? '', form.get('text') ?? '');
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), COMMAND_DEADLINE_MS);
  });
  const inTime = await Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
  if (inTime) return { answer: inTime };
  const responseUrl = form.get('response_url') ?? '';
  return {
    answer: ephemeral(m.slow),
    later: async () => {
      const late = await answer.catch(() => ephemeral(m.failed));
      if (URL.canParse(responseUrl)) await replyToSlack(responseUrl, late);
    },
  };
}
