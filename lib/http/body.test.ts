import { describe, expect, it } from 'vitest';
import * as z from '@/lib/zod';
import { readJson, readJsonBody } from './body';

const url = 'http://localhost/api/test';

/** A chunked body without Content-Length: `chunks` pieces of `size` bytes, counting reads. */
function chunkedRequest(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  const request = new Request(url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readJson', () => {
  it('parses a JSON body within the limit', async () => {
    const request = new Request(url, { method: 'POST', body: '{"a":1}' });
    expect(await readJson(request)).toEqual({ ok: true, data: { a: 1 } });
  });

  it('refuses by the declared Content-Length before reading', async () => {
    const request = new Request(url, {
      method: 'POST',
      body: '{}',
      headers: { 'content-length': String(32 * 1024) },
    });
    const result = await readJson(request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.response.status).toBe(413);
  });

  it('stops reading a chunked body once it passes the limit (413)', async () => {
    // 1,000 chunks of 1 KiB = 1 MiB offered; the limit is 16 KiB.
    const { request, pulled } = chunkedRequest(1000, 1024);
    const result = await readJson(request, { maxBytes: 16 * 1024 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(413);
      expect(await result.response.json()).toEqual({ error: 'La solicitud es demasiado grande' });
    }
    // It read a little past the limit, not the whole megabyte.
    expect(pulled()).toBeLessThan(20);
  });

  it('answers 400 in Spanish for a body that is not JSON, with the chosen key', async () => {
    const request = new Request(url, { method: 'POST', body: 'nope' });
    const result = await readJson(request, { errorKey: 'detail' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.response.status).toBe(400);
      expect(await result.response.json()).toEqual({
        detail: 'El cuerpo de la solicitud no es JSON válido',
      });
    }
  });
});

describe('readJsonBody', () => {
  it('validates with the schema and names the first field', async () => {
    const schema = z.object({ nombre: z.string().min(1, 'El nombre es requerido') });
    const request = new Request(url, { method: 'POST', body: '{"nombre":""}' });
    const result = await readJsonBody(request, schema, { fieldLabels: { nombre: 'Nombre' } });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(await result.response.json()).toEqual({
        error: 'Nombre: El nombre es requerido',
        fields: { nombre: 'El nombre es requerido' },
      });
    }
  });
});
