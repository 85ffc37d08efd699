import type { Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, seriousAxeViolations, test } from '../fixtures';
import { createAccount } from '../auth/accounts';
import { clearAgency, clearAgencyHistory, createMember, uniqueName } from './members-data';

const agency = (page: Page) => page.getByRole('region', { name: 'Agencia', exact: true });
const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

test.beforeEach(async () => {
  await Promise.all([clearAgency(), clearAgencyHistory()]);
});

test('staff set up a rotation, a coverage, the calendar link and read the hours', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const staff = await createAccount({ nombre: 'Paula Contreras' });
  await page.goto('/soporte');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL('/soporte');
  const ana = await createMember(page.request, 'agencia', { nombre: uniqueName('Ana') });
  const beto = await createMember(page.request, 'agencia', { nombre: uniqueName('Beto') });
  await page.reload();

  const column = agency(page);
  const panel = column.getByRole('region', { name: 'Calendario de turnos - Agencia' });
  await expect(panel.getByText('Sin rotación: el turno se asigna solo a mano.')).toBeVisible();
  await expect(panel.getByText('No hay turnos programados.', { exact: false })).toBeVisible();

  // A daily rotation, Beto first, from tomorrow at 09:00.
  await panel.getByText('Configurar rotación').click();
  await panel.getByRole('button', { name: 'Guardar rotación' }).click();
  await expect(
    panel.getByRole('alert').filter({ hasText: 'Agrega al menos un miembro a la rotación' }),
  ).toBeVisible();
  await panel.getByRole('checkbox', { name: ana.nombre }).check();
  await panel.getByRole('checkbox', { name: beto.nombre }).check();
  await panel.getByRole('button', { name: `Subir a ${beto.nombre}` }).click();
  await panel.getByLabel('Duración de cada turno').fill('1');
  await panel.getByLabel('Unidad').selectOption('days');
  await panel.getByLabel('Hora de traspaso').fill('09:00');
  const tomorrow = Temporal.Now.plainDateISO('America/Santiago').add({ days: 1 });
  await panel.getByLabel('Fecha del primer traspaso').fill(tomorrow.toString());
  await panel.getByRole('button', { name: 'Guardar rotación' }).click();
  await expect(toast(page, 'Rotación guardada')).toBeVisible();
  await expect(panel.getByText('Turnos de 1 días, traspaso a las 09:00')).toBeVisible();
  await expect(panel.getByTestId('schedule-next')).toContainText(beto.nombre);
  await expect(panel.getByTestId('schedule-next')).toContainText('09:00');
  const upcoming = panel.getByRole('list', { name: 'Próximos 14 días' });
  await expect(upcoming.getByRole('listitem').first()).toContainText(beto.nombre);
  await expect(upcoming.getByRole('listitem').nth(1)).toContainText(ana.nombre);

  // A coverage: Ana takes Beto's first day; first a reversed range, refused in Spanish.
  await panel.getByText('Coberturas', { exact: true }).click();
  await panel.getByLabel('Quién cubre').selectOption(ana.id);
  await panel.getByLabel('Desde').fill(`${tomorrow.toString()}T09:00`);
  await panel.getByLabel('Hasta').fill(`${tomorrow.toString()}T08:00`);
  await panel.getByRole('button', { name: 'Agregar cobertura' }).click();
  await expect(
    panel.getByRole('alert').filter({ hasText: 'La cobertura debe terminar después de comenzar' }),
  ).toBeVisible();
  await panel.getByLabel('Hasta').fill(`${tomorrow.add({ days: 1 }).toString()}T09:00`);
  await panel.getByLabel('Motivo (opcional)').fill('Cambio de turno');
  await panel.getByRole('button', { name: 'Agregar cobertura' }).click();
  await expect(toast(page, 'Cobertura agregada')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Coberturas' })).toContainText('Cambio de turno');
  await expect(upcoming.getByRole('listitem').first()).toContainText(ana.nombre);
  await expect(upcoming.getByRole('listitem').first()).toContainText('Cobertura');
  await panel.getByRole('button', { name: `Eliminar la cobertura de ${ana.nombre}` }).click();
  await expect(toast(page, 'Cobertura eliminada')).toBeVisible();
  await expect(panel.getByText('No hay coberturas vigentes ni futuras.')).toBeVisible();

  // The calendar link, copied.
  await panel.getByText('Enlace del calendario').click();
  await panel.getByRole('button', { name: 'Generar enlace nuevo' }).click();
  const link = panel.getByLabel('Enlace de suscripción');
  await expect(link).toHaveValue(/\/api\/calendar\/agencia\.ics\?token=/);
  await panel.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(panel.getByText('Enlace copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  // The hours of this month: Beto was put on duty by hand a moment ago.
  await column.getByRole('combobox').first().selectOption(beto.id);
  await column.getByRole('button', { name: 'Asignar Turno' }).click();
  await expect(column.getByText(beto.nombre).first()).toBeVisible();
  await panel.getByText('Horas de turno').click();
  await panel.getByRole('button', { name: 'Ver horas' }).click();
  const table = panel.getByRole('table');
  await expect(table.getByRole('rowheader', { name: beto.nombre })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute(
    'href',
    /\/api\/reports\/hours\?group=agencia&month=\d{4}-\d{2}$/,
  );

  expect(await seriousAxeViolations(page, 'section[aria-labelledby="agencia-schedule"]')).toEqual(
    [],
  );
});

test('the schedule fits a phone: nothing wider than the screen, every control reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 915 });
  const staff = await createAccount();
  await page.goto('/soporte');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL('/soporte');
  await createMember(page.request, 'agencia', { nombre: uniqueName('Ana') });
  await page.reload();
  const panel = agency(page).getByRole('region', { name: 'Calendario de turnos - Agencia' });
  for (const part of [
    'Configurar rotación',
    'Coberturas',
    'Enlace del calendario',
    'Horas de turno',
  ]) {
    await panel.getByText(part, { exact: true }).click();
  }
  await expect(panel.getByRole('button', { name: 'Guardar rotación' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Agregar cobertura' })).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(412);
  // Nothing in the schedule reaches past the screen's edge (the member cards are not its part).
  const widest = await panel.evaluate((element) =>
    Math.max(
      ...[...element.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right),
    ),
  );
  expect(widest).toBeLessThanOrEqual(412);
});
