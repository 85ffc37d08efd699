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

const groupNames: Record<Handoff['group'], string> = { equipo: 'Equipo', agencia: 'Agencia' };

const santiago = new Intl.DateTimeFormat('es-CL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Santiago',
});

const named = (person: HandoffPerson) => person.nombre || person.email || 'Sin nombre';

/**
 * The Spanish text of a handoff: group, the new holder with phone, the previous holder, who
 * assigned it and when, in Chile's time (whatever the server's zone).
 */
export function handoffText({ group, holder, previous, assignedBy, at }: Handoff): string {
  const phone = holder.telefono ? ` (${holder.telefono})` : '';
  const before = previous ? `Turno anterior: ${named(previous)}.` : 'Nadie tenía el turno.';
  return [
    `Cambio de turno de soporte (${groupNames[group]}): ahora atiende ${named(holder)}${phone}.`,
    before,
    `Asignado por ${assignedBy || 'alguien sin correo'} el ${santiago.format(at)} (hora de Chile).`,
  ].join(' ');
}

/**
 * The JSON body: `text`, which Slack, Google Chat and Microsoft Teams incoming webhooks show
 * (they ignore the other members), and the structured fields for hooks that read them.
 */
export function handoffPayload(handoff: Handoff) {
  return {
    text: handoffText(handoff),
    group: handoff.group,
    holder: handoff.holder,
    previous: handoff.previous,
    assignedBy: handoff.assignedBy,
    at: handoff.at.toISOString(),
  };
}
