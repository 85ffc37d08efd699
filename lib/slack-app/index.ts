import 'server-only';

/**
 * The on-call tool in Slack (server entry): what `/turno` answers and what a click on the
 * notices' buttons does ('Confirmo turno', 'Cubrir'), through the schedule's own operations, for
 * the member whose address is the Slack user's. The routes are app/api/slack/*.
 */
export { parseSlackAction, runSlackAction } from './actions';
export { answerCommand, answerTurno } from './command';
export { replyToSlack } from './respond';
