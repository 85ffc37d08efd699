import { after, NextResponse } from 'next/server';
import { answerCommand } from '@/lib/slack-app';
import { slackRoute } from '@/lib/slack/route';

/**
 * `/turno`, Slack's slash command: signed by Slack, answered in Spanish to the caller alone,
 * within Slack's 3 s (a slow answer follows through the command's `response_url`).
 */
export const POST = slackRoute('/turno', async (form) => {
  const { answer, later } = await answerCommand(form);
  if (later) after(later);
  return NextResponse.json(answer);
});
