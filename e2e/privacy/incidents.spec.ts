import { randomBytes } from 'node:crypto';
import { startSession } from '../auth/accounts';
import { expect, seriousAxeViolations, test } from '../fixtures';
import { origin } from '../support/members-data';

/**
 * The incident register (docs/contracts.md, Security incidents): the privacy
 * role records an incident on a phone, changes it with a decision and prints its report; plain
 * staff and visitors are refused, and bad input is named by field.
 */
const HOUR = 3_600_000;
const uniqueTitle = (text: string) => `${text} ${randomBytes(3).toString('hex')}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const incident = (overrides: Record<string, unknown> = {}) => ({
  title: uniqueTitle('Portátil perdido'),
  detectedAt: hoursAgo(2),
  description: 'Un portátil con la base de contactos se perdió en un taxi.',
  dataCategories: ['contacto'],
  risk: 'medio',
  ...overrides,
});

test.describe('the incident register', () => {
  test('the privacy role records an incident on a phone, decides and prints it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await startSession(page.request, { privacy: true });
    // One recorded 30 hours after its detection: the list marks it past the clock's 24 h.
    const late = incident({
      title: uniqueTitle('Correo a destinatario equivocado'),
      detectedAt: hoursAgo(30),
      risk: 'alto',
    });
    expect(
      (await page.request.post('/api/privacy/incidents', { headers: origin, data: late })).status(),
    ).toBe(201);

    await page.goto('/soporte/privacidad/incidentes');
    const lateCard = page.getByRole('listitem').filter({ hasText: late.title });
    await expect(lateCard).toContainText('30 horas desde la detección');
    await expect(lateCard).toContainText('Más de 24 horas abierto');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    const form = page.getByRole('region', { name: 'Registrar incidente' });
    await form.getByRole('button', { name: 'Registrar incidente' }).click();
    await expect(form.getByText('Escribe un título de hasta 200 caracteres')).toBeVisible();

    const title = uniqueTitle('Acceso indebido al CRM');
    await form.getByLabel('Título').fill(title);
    await form
      .getByLabel('Qué pasó')
      .fill('Una sesión de ventas se usó desde un equipo desconocido.');
    await form.getByLabel('Contacto').check();
    await form.getByLabel('Comercial').check();
    await form.getByLabel('Personas afectadas (vacío si aún no se sabe)').fill('120');
    await form.getByLabel('Riesgo').selectOption('alto');
    await form
      .getByLabel('Primera decisión o medida (opcional)')
      .fill('Se cerró la sesión y se cambió la clave');
    await form.getByRole('button', { name: 'Registrar incidente' }).click();
    await expect(page.getByText('Incidente registrado')).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await page.getByRole('link', { name: title }).click();
    const report = page.getByRole('article', { name: title });
    await expect(report).toContainText('Informe de incidente de seguridad');
    await expect(report).toContainText('Andina Digital SpA');
    await expect(report).toContainText('Contacto, Comercial');
    await expect(report).toContainText('Se cerró la sesión y se cambió la clave');
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // Notified without the Agency's date: refused under that field, nothing changes.
    const change = page.getByRole('region', { name: 'Actualizar incidente' });
    await change.getByLabel('Estado').selectOption('notificado');
    await change
      .getByLabel('Decisión o medida tomada')
      .fill('Se notificó a la Agencia por su sitio');
    await change.getByRole('button', { name: 'Guardar cambio' }).click();
    await expect(
      change.getByText('Un incidente notificado necesita la fecha de notificación a la Agencia'),
    ).toBeVisible();
    await expect(report).toContainText('Abierto');

    const now = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Santiago',
      dateStyle: 'short',
      timeStyle: 'short',
    })
      .format(new Date())
      .replace(' ', 'T');
    await change.getByLabel('Notificado a la Agencia (hora de Chile)').fill(now);
    await change.getByRole('button', { name: 'Guardar cambio' }).click();
    await expect(page.getByText('Cambio guardado')).toBeVisible();
    await expect(report).toContainText('Notificado');
    await expect(report.getByRole('listitem')).toHaveCount(2);
    await expect(report).toContainText('Se notificó a la Agencia por su sitio');

    // Printed, the report alone: no staff header, no change form.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await report.getByRole('button', { name: 'Imprimir' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(report).toBeVisible();
    await expect(change).toBeHidden();
    await expect(page.getByTestId('session-user')).toBeHidden();
  });

  test('names the field of bad input, and needs a decision for every change', async ({
    request,
  }) => {
    await startSession(request, { privacy: true });
    const post = (data: unknown) =>
      request.post('/api/privacy/incidents', { headers: origin, data });
    for (const [data, field] of [
      [incident({ dataCategories: ['salud'] }), 'dataCategories.0'],
      [incident({ risk: 'crítico' }), 'risk'],
      [incident({ peopleAffected: -3 }), 'peopleAffected'],
      [incident({ detectedAt: 'ayer' }), 'detectedAt'],
      [incident({ status: 'notificado' }), 'agencyNotifiedAt'],
    ] as const) {
      const response = await post(data);
      expect(response.status(), field).toBe(400);
      const body = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(Object.keys(body.fields), field).toContain(field);
      expect(body.error).toBeTruthy();
    }
    const created = await post(incident());
    expect(created.status()).toBe(201);
    const { incident: stored } = (await created.json()) as { incident: { id: string } };
    const path = `/api/privacy/incidents/${stored.id}`;
    const undecided = await request.patch(path, { headers: origin, data: { risk: 'alto' } });
    expect(undecided.status()).toBe(400);
    expect(((await undecided.json()) as { fields: object }).fields).toHaveProperty('decision');
    const missing = await request.patch('/api/privacy/incidents/no-existe', {
      headers: origin,
      data: { decision: 'x' },
    });
    expect(missing.status()).toBe(404);
    expect((await request.get('/soporte/privacidad/incidentes/no-existe')).status()).toBe(404);

    const listed = await request.get('/api/privacy/incidents');
    const { incidents } = (await listed.json()) as {
      incidents: { id: string; hoursOpen: number }[];
    };
    expect(incidents.find(({ id }) => id === stored.id)?.hoursOpen).toBe(2);
  });

  test('plain staff get 403 on the pages and the API, visitors 401', async ({ page, request }) => {
    const calls: [string, string, unknown][] = [
      ['GET', '/api/privacy/incidents', undefined],
      ['POST', '/api/privacy/incidents', incident()],
      ['PATCH', '/api/privacy/incidents/abc', { decision: 'x' }],
    ];
    for (const [method, path, data] of calls) {
      const response = await request.fetch(path, { method, headers: origin, data });
      expect(response.status(), `${method} ${path}`).toBe(401);
    }
    await startSession(page.request);
    for (const [method, path, data] of calls) {
      const response = await page.request.fetch(path, { method, headers: origin, data });
      expect(response.status(), `${method} ${path}`).toBe(403);
    }
    for (const path of ['/soporte/privacidad/incidentes', '/soporte/privacidad/incidentes/abc']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Sin acceso a datos personales' }),
      ).toBeVisible();
    }
  });
});
