import { NextResponse } from 'next/server';
import { answerTurno } from '@/lib/slack-app';
import { slackRoute } from '@/lib/slack/route';

/** `/turno`, Slack's slash command: signed by Slack, answered in Spanish to the caller alone. */
export const POST = slackRoute('/turno', async (form) =>
  NextResponse.json(await answerTurno(form.get('user_id') ?? '', form.get('text') ?? '')),
);
