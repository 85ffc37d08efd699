import { expect, test } from '../fixtures';

test('GET /api/health says every piece answers, and nothing else', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = await response.json();
  expect(body).toMatchObject({ ok: true, firestore: true, cms: true });
  expect(Object.values(body).every((value) => typeof value === 'boolean')).toBe(true);
});
