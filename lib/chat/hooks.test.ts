import { describe, expect, it } from 'vitest';
import { chatDialect, hookHost, hookId, hookUrl } from './hooks';

const slack = 'https://hooks.slack.com/services/T0ABC/B0DEF/s3cr3tT0kenValue000000';
const google = 'https://chat.googleapis.com/v1/spaces/AAAA/messages?key=k3y&token=t0ken';

describe('hookId', () => {
  it('is stable per URL and differs between URLs', () => {
    expect(hookId(slack)).toBe(hookId(slack));
    expect(hookId(slack)).not.toBe(hookId(google));
    expect(hookId(slack)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('reveals no part of the URL', () => {
    for (const part of ['hooks', 'slack', 'T0ABC', 's3cr3t', 'services']) {
      expect(hookId(slack)).not.toContain(part);
    }
  });
});

describe('hookUrl', () => {
  it('finds a hook by id wherever it stands in the list', () => {
    expect(hookUrl(hookId(google), [slack, google])).toBe(google);
    expect(hookUrl(hookId(google), [google])).toBe(google);
  });

  it('finds nothing for a hook taken out of the list', () => {
    expect(hookUrl(hookId(google), [slack])).toBeUndefined();
    expect(hookUrl(hookId(google), [])).toBeUndefined();
  });
});

describe('hookHost', () => {
  it('keeps the host only', () => {
    expect(hookHost(slack)).toBe('hooks.slack.com');
    expect(hookHost('no es una URL')).toBe('');
  });
});

describe('chatDialect', () => {
  it("knows each provider's incoming webhooks by host", () => {
    expect(chatDialect(slack)).toBe('slack');
    expect(chatDialect(google)).toBe('google-chat');
    expect(chatDialect('https://andina.webhook.office.com/webhookb2/x/IncomingWebhook/y/z')).toBe(
      'teams',
    );
    expect(chatDialect('https://outlook.office.com/webhook/x')).toBe('teams');
    expect(chatDialect('https://prod-01.westus.logic.azure.com/workflows/x/triggers')).toBe(
      'teams',
    );
    expect(chatDialect('https://chat.andina.cl/hooks/abc')).toBe('other');
    // A look-alike host is not the provider.
    expect(chatDialect('https://hooks.slack.com.evil.example/x')).toBe('other');
  });
});
