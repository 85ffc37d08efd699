import { memberGroupNames, type MemberGroup } from '@/lib/members/client';

/** What the Slack app tells people, in Spanish (docs/contracts.md, The on-call tool in Slack). */
export const slackAppMessages = {
  help: [
    '*Uso de /turno*',
    '• `/turno` o `/turno ahora`: quién tiene el turno de soporte en cada grupo.',
    '• `/turno equipo` o `/turno agencia`: solo ese grupo.',
    '• `/turno mis turnos`: tus turnos de los próximos 14 días.',
  ].join('\n'),
  nobody: 'nadie tiene el turno',
  noNext: 'sin cambios programados',
  confirmed: 'confirmado',
  unconfirmed: 'sin confirmar',
  noOwnShifts: 'No tienes turnos en los próximos 14 días.',
  noEmail:
    'Tu cuenta de Slack no muestra un correo: no puedo saber qué miembro eres. Pídele a quien administra Slack que lo revise.',
  slackDown: 'No pude preguntarle a Slack quién eres. Intenta de nuevo en un momento.',
  notMember: (group: MemberGroup, email: string) =>
    `No eres miembro de ${memberGroupNames[group]} (tu correo en Slack es ${email}).`,
  noMemberAnywhere: (email: string) =>
    `Tu correo en Slack (${email}) no es el de ningún miembro de Equipo ni de Agencia.`,
  slow: 'Estoy consultando el turno; te respondo aquí en unos segundos.',
  failed: 'No pude hacerlo: el servicio de datos no responde. Intenta de nuevo en un momento.',
  confirmedBy: (nombre: string, time: string) => `Turno confirmado por ${nombre} a las ${time}`,
  covers: (nombre: string) => `Cubre ${nombre}`,
} as const;
