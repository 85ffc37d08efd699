import { describe, expect, it } from 'vitest';
import { chatSafe } from './escape';

describe('chatSafe: a typed value is plain text in every chat', () => {
  it('opens no mention or link in any dialect', () => {
    expect(chatSafe('<!channel>', 'slack')).toBe('&lt;!channel&gt;');
    expect(chatSafe('<https://x|y>', 'slack')).toBe('&lt;https://x|y&gt;');
    expect(chatSafe('Pérez & Cía', 'slack')).toBe('Pérez &amp; Cía');
    expect(chatSafe('<users/all>', 'google-chat')).toBe('‹users/all›');
    expect(chatSafe('[Pincha](https://x.example)', 'teams')).toBe('［Pincha］(https://x.example)');
    expect(chatSafe('@here <!channel> [a](b)', 'other')).toBe('@\u200Bhere ‹!channel› ［a］(b)');
    expect(chatSafe('Ana (@everyone)', 'other')).toBe('Ana (@\u200Beveryone)');
    expect(chatSafe('ana@andina.cl', 'other')).toBe('ana@andina.cl');
  });

  it('turns line breaks into spaces, so a typed value starts no line of its own', () => {
    for (const dialect of ['slack', 'google-chat', 'teams', 'other'] as const) {
      expect(chatSafe('Ana\n> <!here>\r\n\n# Urgente', dialect)).not.toMatch(/[\r\n]/);
    }
    expect(chatSafe('Ana\n> <!here>\r\n\n# Urgente', 'slack')).toBe(
      'Ana &gt; &lt;!here&gt; # Urgente',
    );
    expect(chatSafe('<@U0123ABC>\u2028hola', 'slack')).toBe('&lt;@U0123ABC&gt; hola');
  });

  it('leaves ordinary names and phones exactly as typed', () => {
    for (const dialect of ['slack', 'google-chat', 'teams', 'other'] as const) {
      expect(chatSafe("María José O'Higgins-Núñez", dialect)).toBe("María José O'Higgins-Núñez");
      expect(chatSafe('+56 9 1111 2222', dialect)).toBe('+56 9 1111 2222');
    }
  });
});
