import { after, NextResponse } from 'next/server';
import { jsonError } from '@/lib/http';
import { deliverScheduleNoticesInBackground } from '@/lib/notifications';
import { parseSlackAction, replyToSlack, runSlackAction } from '@/lib/slack-app';
import { slackRoute } from '@/lib/slack/route';

/**
 * Clicks on the notices' buttons ('Confirmo turno', 'Cubrir'): signed by Slack; done before the
 * 200, the outcome replied through the click's `response_url` once the answer is out.
 */
export const POST = slackRoute('a click', async (form) => {
  const parsed = parseSlackAction(form.get('payload'));
  if (!parsed.ok) return jsonError(400, parsed.error);
  const { reply, notices } = await runSlackAction(parsed.action);
  after(async () => {
    await replyToSlack(parsed.action.responseUrl, reply);
    await deliverScheduleNoticesInBackground(notices);
  });
  return new NextResponse(null, { status: 200 });
});
