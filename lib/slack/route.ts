import 'server-only';
import { NextResponse } from 'next/server';
import { jsonError, readText } from '@/lib/http';
import { log } from '@/lib/log';
import { slackApp } from './config';
import { isSlackSigned } from './signature';

/** Slack sends at most a few KiB; anything larger is not Slack's (docs/contracts.md). */
const MAX_SLACK_BODY_BYTES = 64 * 1024;

/** The ephemeral answer when something of ours failed: Slack shows it to the caller alone. */
const unavailable = {
  response_type: 'ephemeral',
  text: 'No pude responder: el servicio de datos no responde. Intenta de nuevo en un momento.',
};

/**
 * A route Slack calls (the slash command, interactivity): 404 without the Slack app, 413 over
 * 64 KiB, 401 unless signed by Slack (checked on the raw body, before anything is parsed or
 * done); then `handle` gets the form Slack sent. A failure of ours answers an ephemeral Spanish
 * message (Slack shows a 5xx as a bare "dispatch_failed").
 */
export function slackRoute(
  name: string,
  handle: (form: URLSearchParams) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const app = slackApp();
    if (!app) return jsonError(404, 'No encontrado');
    const body = await readText(request, { maxBytes: MAX_SLACK_BODY_BYTES });
    if (!body.ok) return body.response;
    const signed = isSlackSigned(app.signingSecret, {
      timestamp: request.headers.get('x-slack-request-timestamp'),
      signature: request.headers.get('x-slack-signature'),
      body: body.data,
    });
    if (!signed) return jsonError(401, 'Solicitud sin firma válida de Slack');
    try {
      return await handle(new URLSearchParams(body.data));
    } catch (error) {
      log.error('slack', `${name} failed`, error);
      return NextResponse.json(unavailable);
    }
  };
}
