import { readFile } from 'node:fs/promises';
import { startSession } from '../auth/accounts';
import { expect, seriousAxeViolations, test } from '../fixtures';

const PAGE = '/soporte/privacidad/registro';
const API = '/api/privacy/processing-record';
const CSV_HEADER =
  'id;finalidad;base_legal;titulares;categorias_datos;colecciones;destinatarios;plazo_conservacion;medidas';

test.describe('the record of processing (registro de actividades de tratamiento)', () => {
  test('asks for a session: the page sends to /login, the API answers 401', async ({
    page,
    request,
  }) => {
    await page.goto(PAGE);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(PAGE)}`);
    expect((await request.get(API)).status()).toBe(401);
    expect((await request.get(`${API}?format=csv`)).status()).toBe(401);
  });

  test('plain staff get the 403 page and 403 from the API', async ({ page }) => {
    await startSession(page.request);
    const direct = await page.goto(PAGE);
    expect(direct?.status()).toBe(403);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sin acceso a datos personales' }),
    ).toBeVisible();
    for (const path of [API, `${API}?format=csv`]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
  });

  test('privacy staff reach it from /soporte/datos, read it and download it', async ({ page }) => {
    await startSession(page.request, { privacy: true });
    await page.goto('/soporte/datos');
    await page.getByRole('link', { name: 'Registro de tratamiento' }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registro de actividades de tratamiento' }),
    ).toBeVisible();
    for (const name of [
      'Solicitudes de demo (leads)',
      'Solicitudes de datos personales',
      'Incidentes de seguridad',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const rights = page.getByRole('region', { name: 'Solicitudes de datos personales' });
    await expect(rights).toContainText('solicitudes-datos');
    await expect(rights).toContainText('Cumplimiento de una obligación legal');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${CSV_HEADER}`);
    expect(csv).toContain('solicitudes-derechos;');

    const json = await page.request.get(API);
    expect(json.status()).toBe(200);
    const { activities } = (await json.json()) as { activities: { id: string }[] };
    expect(activities.map((activity) => activity.id)).toContain('incidentes-seguridad');
  });

  test('fits a 360 px phone without scrolling sideways', async ({ page }) => {
    await startSession(page.request, { privacy: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 2, name: 'Avisos por chat' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  });
});
