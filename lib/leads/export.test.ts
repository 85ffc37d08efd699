import { describe, expect, it, vi } from 'vitest';

// The logger reads the validated configuration when loaded: the documented example's.
vi.hoisted(() => process.loadEnvFile('.env.example'));

import { leadsCsvStream } from './export';
import type { Lead } from './model';

const leadNumber = (n: number): Lead => ({
  id: `lead${n}`,
  status: 'forwarded',
  createdAt: '2026-11-27T12:05:00.000Z',
  name: `Persona ${n}`,
  email: `persona${n}@empresa.cl`,
  company: 'Austral, SpA',
  jobTitle: '',
  phone: '+56 9 1234 5678',
  demoDescription: 'dos\nlíneas',
  country: 'Chile',
  city: 'Santiago',
  destinations: { odoo: { status: 'forwarded', attempts: 1, upstreamId: '7' } },
});

/** `count` pages of `size` leads, read one at a time like allLeads; `read` counts the reads. */
function pagesOf(count: number, size: number, failAt?: number) {
  const state = { read: 0 };
  async function* pages() {
    for (let page = 0; page < count; page++) {
      if (page === failAt) throw new Error('Firestore no responde');
      state.read += 1;
      yield Array.from({ length: size }, (_, i) => leadNumber(page * size + i));
    }
  }
  return { pages: pages(), state };
}

// The BOM kept, to be seen (a decoder drops it by default).
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

describe('leadsCsvStream', () => {
  it('streams the BOM and header first, then a page at a time, as they are read', async () => {
    const { pages, state } = pagesOf(1000, 2);
    const stream = await leadsCsvStream(pages, async () => {});
    const reader = stream.getReader();
    const first = decoder.decode((await reader.read()).value);
    expect(first.startsWith('\uFEFFfecha;nombre;email;empresa;')).toBe(true);
    expect(first).toContain('persona1@empresa.cl');
    expect(first).not.toContain('persona2@empresa.cl');
    // Memory holds a page or two, however many leads there are.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.read).toBeLessThanOrEqual(2);
    await reader.cancel();
  });

  it('writes one row per lead with the one CSV writer, and tells progress before each page leaves', async () => {
    const { pages } = pagesOf(3, 2);
    const progress: [number, boolean][] = [];
    const stream = await leadsCsvStream(pages, async (rows, complete) => {
      progress.push([rows, complete]);
    });
    const text = await new Response(stream).text();
    expect(text.split('\r\n')).toHaveLength(1 + 6 + 1);
    expect(text).toContain('Persona 5;persona5@empresa.cl;"Austral, SpA";');
    expect(text).toContain(';"\'+56 9 1234 5678";Chile;Santiago;"dos\nlíneas";forwarded;');
    expect(progress).toEqual([
      [2, false],
      [4, false],
      [6, false],
      [6, true],
    ]);
  });

  it('with no lead, is the header alone, complete', async () => {
    const progress: [number, boolean][] = [];
    const stream = await leadsCsvStream(pagesOf(0, 2).pages, async (rows, complete) => {
      progress.push([rows, complete]);
    });
    expect((await new Response(stream).text()).split('\r\n')).toHaveLength(2);
    expect(progress).toEqual([
      [0, false],
      [0, true],
    ]);
  });

  it('fails before answering when the first page or its audit fails: no file at all', async () => {
    await expect(leadsCsvStream(pagesOf(3, 2, 0).pages, async () => {})).rejects.toThrow(
      'Firestore no responde',
    );
    const refused = async () => {
      throw new Error('auditoría no disponible');
    };
    await expect(leadsCsvStream(pagesOf(3, 2).pages, refused)).rejects.toThrow('auditoría');
  });

  it('errors the stream when a later page fails, so the download is cut, never complete', async () => {
    const progress: [number, boolean][] = [];
    const stream = await leadsCsvStream(pagesOf(5, 2, 2).pages, async (rows, complete) => {
      progress.push([rows, complete]);
    });
    await expect(new Response(stream).text()).rejects.toThrow('Firestore no responde');
    expect(progress).toEqual([
      [2, false],
      [4, false],
    ]);
  });

  it('sends no page whose rows the audit could not count', async () => {
    const received: string[] = [];
    const stream = await leadsCsvStream(pagesOf(3, 2).pages, async (rows) => {
      if (rows > 2) throw new Error('auditoría no disponible');
    });
    const reader = stream.getReader();
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received.push(decoder.decode(value));
        }
      })(),
    ).rejects.toThrow('auditoría');
    expect(received.join('')).not.toContain('persona2@empresa.cl');
  });
});
