import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from '../fixtures';
import { createAccount, startSession } from '../auth/accounts';
import { clearAgency, createMember, uniqueName } from './members-data';

const column = (page: Page, name: 'Equipo' | 'Agencia') =>
  page.getByRole('region', { name, exact: true });
const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function fillMember(
  dialog: Locator,
  fields: { nombre: string; email: string; telefono: string },
) {
  await dialog.getByLabel('Nombre').fill(fields.nombre);
  await dialog.getByLabel('Email').fill(fields.email);
  await dialog.getByLabel('Teléfono').fill(fields.telefono);
}

test.beforeEach(async () => {
  await clearAgency();
});

test('the whole shift workflow in the browser', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await createAccount({ nombre: 'Paula Contreras' });
  await page.goto('/soporte');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL('/soporte');
  await expect(page.getByRole('heading', { name: 'Sistema de Turno de Soporte' })).toBeVisible();
  await expect(page.getByTestId('session-user')).toHaveText('Paula Contreras');

  const agency = column(page, 'Agencia');
  await expect(agency.getByText('Turno Actual - Agencia')).toBeVisible();
  await expect(agency.getByText('Sin turno asignado')).toBeVisible();
  await expect(agency.getByText('No hay usuarios de agencia')).toBeVisible();
  await expect(agency.getByText('0 miembros disponibles')).toBeVisible();
  await expect(agency.getByRole('combobox')).toContainText('No hay usuarios disponibles');
  await expect(
    agency.getByText('Todos los usuarios están en turno o no hay usuarios registrados.'),
  ).toBeVisible();
  await expect(agency.getByRole('button', { name: 'Asignar Turno' })).toBeDisabled();
  await expect(agency.getByRole('button', { name: 'Normalizar' })).toHaveCount(0);

  // Create, with the create modal's validation.
  await agency.getByRole('button', { name: 'Agregar' }).click();
  const create = page.getByRole('dialog', { name: 'Agregar a Agencia' });
  const submit = create.getByRole('button', { name: 'Agregar' });
  await expect(submit).toBeDisabled();
  await create.getByLabel('Nombre').focus();
  await create.getByLabel('Email').focus();
  await expect(create.getByText('El nombre es requerido')).toBeVisible();
  await create.getByLabel('Nombre').fill('A');
  await expect(create.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await create.getByLabel('Email').fill('correo');
  await create.getByLabel('Teléfono').focus();
  await expect(create.getByText('Ingresa un email válido')).toBeVisible();
  await create.getByLabel('Teléfono').fill('123');
  await create.getByLabel('Nombre').focus();
  await expect(create.getByText('El teléfono debe tener al menos 8 caracteres')).toBeVisible();
  await create.getByLabel('Teléfono').fill('');
  await expect(create.getByText('El teléfono es requerido')).toBeVisible();
  await expect(submit).toBeDisabled();

  const first = {
    nombre: uniqueName('Ana Torres'),
    email: 'ana.torres@agencia.cl',
    telefono: '56912345678',
  };
  await fillMember(create, first);
  await expect(create.getByText('El nombre debe tener al menos 2 caracteres')).toBeHidden();
  await submit.click();
  await expect(toast(page, `Usuario de agencia ${first.nombre} creado`)).toBeVisible();
  await expect(create).toBeHidden();
  await expect(agency.getByText('1 miembro disponibles')).toBeVisible();

  const second = {
    nombre: uniqueName('Luis Vega'),
    email: 'luis.vega@agencia.cl',
    telefono: '+56 2 2345 6789',
  };
  await agency.getByRole('button', { name: 'Agregar' }).click();
  await fillMember(page.getByRole('dialog', { name: 'Agregar a Agencia' }), second);
  await page
    .getByRole('dialog', { name: 'Agregar a Agencia' })
    .getByRole('button', { name: 'Agregar' })
    .click();
  await expect(agency.getByText('2 miembros disponibles')).toBeVisible();
  await expect(agency.getByRole('listitem').filter({ hasText: second.nombre })).toContainText(
    'Disponible',
  );

  // Assign.
  await agency
    .getByRole('combobox')
    .selectOption({ label: `${first.nombre} · ${first.telefono} · ${first.email}` });
  await agency.getByRole('button', { name: 'Asignar Turno' }).click();
  await expect(toast(page, `Turno de agencia asignado a ${first.nombre}`)).toBeVisible();
  const current = agency.getByRole('region', { name: 'Turno Actual - Agencia' });
  await expect(current).toContainText(first.nombre);
  await expect(current).toContainText('En Servicio');
  await expect(current).toContainText('Atendiendo');
  await expect(current).toContainText('+56 9 1234 5678');
  await expect(current).toContainText(`asignado por ${staff.email}`);
  await expect(current).toContainText('AT');
  await expect(agency.getByRole('combobox')).toHaveValue('');
  await expect(agency.getByRole('combobox').getByRole('option')).toHaveCount(2);
  await expect(agency.getByRole('region', { name: 'Historial de turnos' })).toContainText(
    first.nombre,
  );

  // The member on duty cannot be deleted: no delete button.
  await expect(agency.getByRole('button', { name: `Eliminar a ${first.nombre}` })).toHaveCount(0);

  // Edit, with the edit modal's own messages.
  await agency.getByRole('button', { name: `Editar a ${first.nombre}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Usuario' });
  await expect(edit.getByLabel('Email')).toHaveValue(first.email);
  await edit.getByLabel('Email').fill('');
  await edit.getByLabel('Teléfono').focus();
  await expect(edit.getByText('El email es requerido')).toBeVisible();
  await edit.getByLabel('Email').fill('ana@');
  await expect(edit.getByText('Ingrese un email válido')).toBeVisible();
  await edit.getByLabel('Teléfono').fill('llamar luego');
  await edit.getByLabel('Nombre').focus();
  await expect(edit.getByText('Ingrese un teléfono válido')).toBeVisible();
  await edit.getByLabel('Email').fill(' Ana.Nueva@Agencia.CL ');
  await edit.getByLabel('Teléfono').fill('(56) 9 8765-4321');
  await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(toast(page, 'Actualizando usuario...')).toBeVisible();
  await expect(toast(page, `Usuario de agencia ${first.nombre} actualizado`)).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(current).toContainText('ana.nueva@agencia.cl');
  await expect(current).toContainText('+56 9 8765 4321');

  // Delete the other member, after confirming.
  await agency.getByRole('button', { name: `Eliminar a ${second.nombre}` }).click();
  const confirm = page.getByRole('dialog', { name: `¿Eliminar a ${second.nombre} de Agencia?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Eliminando usuario...')).toBeVisible();
  await expect(toast(page, `Usuario de agencia ${second.nombre} eliminado`)).toBeVisible();
  await expect(agency.getByText('1 miembro disponibles')).toBeVisible();

  // Normalise the team.
  const team = column(page, 'Equipo');
  await team.getByRole('button', { name: 'Normalizar' }).click();
  const normalize = page.getByRole('dialog', { name: '¿Normalizar la base de datos del equipo?' });
  await normalize.getByRole('button', { name: 'Normalizar' }).click();
  // In the whole suite the team holds every test account's record (hundreds), each rewritten
  // here and streamed to the open live boards: the emulator takes its time.
  await expect(toast(page, 'Base de datos normalizada:')).toBeVisible({ timeout: 30_000 });

  // Reload, then sign out.
  await agency.getByRole('button', { name: 'Actualizar' }).click();
  await expect(agency.getByText(first.nombre).first()).toBeVisible();
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(toast(page, 'Sesión cerrada correctamente')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('the team column: create modal title, list and assignment messages', async ({ page }) => {
  await startSession(page.request);
  const nombre = uniqueName('Equipo Uno');
  await page.goto('/soporte');
  const team = column(page, 'Equipo');
  await expect(team.getByText('Turno Actual - Equipo')).toBeVisible();
  await expect(team.getByText('Asignación de Turno - Equipo')).toBeVisible();
  await expect(team.getByText('Equipo de Soporte')).toBeVisible();
  await team.getByRole('button', { name: 'Agregar' }).click();
  const create = page.getByRole('dialog', { name: 'Agregar al Equipo' });
  const email = `${Date.now()}@andina.test`;
  await fillMember(create, { nombre, email, telefono: '+56 9 5555 4444' });
  await create.getByRole('button', { name: 'Agregar' }).click();
  await expect(toast(page, `Usuario ${nombre} creado exitosamente`)).toBeVisible();
  await team
    .getByRole('combobox')
    .selectOption({ label: `${nombre} · +56 9 5555 4444 · ${email}` });
  await team.getByRole('button', { name: 'Asignar Turno' }).click();
  await expect(toast(page, `Turno asignado correctamente a ${nombre}`)).toBeVisible();
  await expect(team.getByRole('region', { name: 'Turno Actual - Equipo' })).toContainText(nombre);
});

test('toasts close on demand and by themselves after 5 s', async ({ page }) => {
  await startSession(page.request);
  const member = await createMember(page.request, 'agencia');
  // Playwright's clock, held once the toast shows: its 5 s are the page's, not the machine's.
  await page.clock.install();
  await page.goto('/soporte');
  const agency = column(page, 'Agencia');
  await agency.getByRole('combobox').selectOption(member.id);
  await agency.getByRole('button', { name: 'Asignar Turno' }).click();
  const message = toast(page, `Turno de agencia asignado a ${member.nombre}`);
  await expect(message).toContainText('¡Éxito!');
  await message.getByRole('button', { name: 'Cerrar notificación' }).click();
  await expect(message).toBeHidden();

  await agency.getByRole('button', { name: `Editar a ${member.nombre}` }).click();
  await page
    .getByRole('dialog', { name: 'Editar Usuario' })
    .getByRole('button', { name: 'Guardar Cambios' })
    .click();
  const info = toast(page, 'Actualizando usuario...');
  await expect(info).toContainText('Información');
  // A moment ahead: the clock keeps running while this call travels.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await page.clock.runFor(5_500);
  await expect(info).toBeHidden();
});

test('a lost session sends the screen back to the login page', async ({ page, context }) => {
  await startSession(page.request);
  // Once the board is live: it would otherwise notice the missing cookie on connecting.
  const live = page.waitForResponse((response) => response.url().endsWith('/api/live/token'));
  await page.goto('/soporte');
  expect((await live).status()).toBe(200);
  await context.clearCookies();
  await column(page, 'Agencia').getByRole('button', { name: 'Actualizar' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fsoporte');
});

test('on a phone the two columns stack, and the screen is accessible', async ({ page }) => {
  // axe reads the whole board, which in the full suite lists every test account's record.
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await startSession(page.request);
  await createMember(page.request, 'agencia');
  await page.goto('/soporte');
  const teamBox = await column(page, 'Equipo').boundingBox();
  const agencyBox = await column(page, 'Agencia').boundingBox();
  expect(agencyBox!.y).toBeGreaterThanOrEqual(teamBox!.y + teamBox!.height);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await column(page, 'Agencia').getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByRole('dialog', { name: 'Agregar a Agencia' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
