import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { startSession } from '../auth/accounts';
import { expect, seriousAxeViolations, test, waitUntilStill } from '../fixtures';
import { freshAddress, leadFields, postLead } from '../leads/leads';
import { clearAgency, createMember, origin, uniqueName } from './members-data';

/**
 * Every staff page on a 360 px phone, with the longest data staff meet: 60-character addresses
 * and long names wrap inside their boxes, shown in full; nothing scrolls sideways, open
 * dialogs and schedule sections included.
 */
test.use({ viewport: { width: 360, height: 740 } });

const longName = 'María de los Ángeles Fernández-Villavicencio Undurraga';
const longCompany = 'Sociedad Comercializadora e Importadora de Maquinaria Agrícola del Sur Ltda.';
const longPage = '/blog/como-implementar-odoo-en-una-distribuidora-mayorista-de-la-zona-sur';

/** A 60-character address no other test uses, in lower case as lookups store it. */
function longEmail() {
  const email = `maria.de.los.angeles.fernandez.villavicencio.${randomBytes(2).toString('hex')}@empresa.cl`;
  expect(email).toHaveLength(60);
  return email;
}

/**
 * Fails when the page scrolls sideways or anything on it (an open dialog's content included)
 * sticks out of the viewport or is cut off by its own box, naming the culprits.
 */
async function expectFits(page: Page, what: string) {
  await waitUntilStill(page);
  const layout = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element, detail: string) =>
      `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} "${(
        element.textContent ?? ''
      ).slice(0, 40)}" ${detail}`;
    // Visually hidden content (sr-only: a box clipped to 1 px) is out of sight by design.
    const visuallyHidden = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const { width, height } = box.getBoundingClientRect();
        if ((width <= 1 || height <= 1) && getComputedStyle(box).overflow !== 'visible') {
          return true;
        }
      }
      return false;
    };
    const problems: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || visuallyHidden(element)) continue;
      if (box.left < -1 || box.right > width + 1) {
        problems.push(describe(element, `spans ${Math.round(box.left)}–${Math.round(box.right)}`));
      }
      const clips = getComputedStyle(element).overflowX !== 'visible';
      const control = ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
      if (clips && !control && element.scrollWidth > element.clientWidth + 1) {
        problems.push(describe(element, `cuts ${element.scrollWidth} to ${element.clientWidth}`));
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, problems };
  });
  expect(layout.scrollWidth, `${what} scrolls sideways:\n${layout.problems.join('\n')}`).toBe(
    layout.width,
  );
  expect(layout.problems, what).toEqual([]);
}

/** The text is shown whole: visible, inside the viewport's width and not cut by its box. */
async function expectReadable(text: Locator) {
  await expect(text).toBeVisible();
  const shown = await text.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      cut: element.scrollWidth > element.clientWidth + 1,
    };
  });
  expect(shown, (await text.textContent()) ?? undefined).toEqual({ inside: true, cut: false });
}

test('/soporte fits with long names and addresses, its schedule and dialogs too', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await clearAgency();
  await startSession(page.request, { nombre: longName });
  const onDuty = await createMember(page.request, 'agencia', {
    nombre: uniqueName(longName),
    email: longEmail(),
  });
  const available = await createMember(page.request, 'agencia', {
    nombre: uniqueName(longName),
    email: longEmail(),
  });
  const assigned = await page.request.post(`/api/members/agencia/${onDuty.id}/assign`, {
    headers: origin,
  });
  expect(assigned.status()).toBe(200);
  const day = 24 * 60 * 60 * 1000;
  const covered = await page.request.post('/api/schedule/agencia/coverages', {
    headers: origin,
    data: {
      memberId: available.id,
      from: new Date(Date.now() + day).toISOString(),
      to: new Date(Date.now() + 2 * day).toISOString(),
      reason: `Cubre a ${onDuty.nombre} durante la capacitación anual`,
    },
  });
  expect(covered.status()).toBe(201);

  await page.goto('/soporte');
  await expect(page.getByRole('heading', { name: 'Sistema de Turno de Soporte' })).toBeVisible();
  await expectFits(page, '/soporte');
  const agency = page.getByRole('region', { name: 'Agencia', exact: true });
  await expectReadable(page.getByTestId('session-user'));
  await expectReadable(
    agency.getByRole('region', { name: 'Turno Actual - Agencia' }).getByText(onDuty.email),
  );
  const list = agency.getByRole('region', { name: 'Usuarios de Agencia' });
  for (const member of [onDuty, available]) {
    await expectReadable(list.getByText(member.email));
    await expectReadable(list.getByText(member.nombre, { exact: true }));
  }

  // The schedule's sections, the hours of this month included.
  for (const summary of await agency.locator('summary').all()) await summary.click();
  await agency.getByRole('button', { name: 'Ver horas' }).click();
  await expect(agency.getByRole('rowheader', { name: onDuty.nombre })).toBeVisible();
  await expectFits(page, '/soporte with the schedule open');
  await expectReadable(agency.getByRole('list', { name: 'Coberturas' }).getByText(/Cubre a/));
  await expectReadable(agency.getByRole('rowheader', { name: onDuty.nombre }));
  // The hours table, one block per member on a phone, is still a table to a screen reader.
  expect(await seriousAxeViolations(page, 'section[aria-labelledby="agencia-schedule"]')).toEqual(
    [],
  );

  // The dialogs: editing, and confirming a deletion of, a long-named member.
  await list.getByRole('button', { name: `Editar a ${available.nombre}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Usuario' });
  await expect(edit.getByLabel('Email')).toHaveValue(available.email);
  await expectFits(page, 'the edit dialog');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await list.getByRole('button', { name: `Eliminar a ${available.nombre}` }).click();
  const confirm = page.getByRole('dialog', { name: `¿Eliminar a ${available.nombre} de Agencia?` });
  await expectReadable(confirm.getByRole('heading'));
  await expectFits(page, 'the delete dialog');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
});

test('/soporte/leads fits with a long name, company and page', async ({ page, request }) => {
  await startSession(page.request, { nombre: longName });
  const posted = await postLead(
    request,
    leadFields({ name: longName, email: longEmail(), company: longCompany, page: longPage }),
  );
  expect(posted.status()).toBe(201);
  await page.goto('/soporte/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expectFits(page, '/soporte/leads');
  const row = page.getByRole('listitem').filter({ hasText: longPage });
  await expectReadable(row.getByText(longName));
  await expectReadable(row.getByText(longCompany));
  await expectReadable(row.getByText(longPage));
});

test('/soporte/datos fits with a 60-character address, its dialogs too', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = longEmail();
  await startSession(page.request, { nombre: longName, privacy: true });
  expect((await postLead(request, leadFields({ name: longName, email }))).status()).toBe(201);
  const requested = await request.post('/api/privacy-requests', {
    headers: { 'x-forwarded-for': freshAddress() },
    data: { email, right: 'rectificacion', message: `Soy ${longName}: corrijan mi empresa.` },
  });
  expect(requested.status()).toBe(201);

  await page.goto('/soporte/datos');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
  await expectFits(page, '/soporte/datos');
  const row = page.locator('tr').filter({ hasText: email });
  await expectReadable(row.getByText(email));

  await row.getByRole('button', { name: 'Ver datos' }).click();
  const found = page.getByTestId('personal-data');
  await expect(found).toContainText('Solicitudes de demo (1)');
  await expectFits(page, '/soporte/datos with the data found');
  await expectReadable(found.getByRole('definition').filter({ hasText: email }));
  await expectReadable(found.getByRole('definition').filter({ hasText: longName }));
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  await found.getByRole('button', { name: 'Corregir' }).click();
  const correction = page.getByRole('dialog', { name: 'Corregir datos' });
  await expect(correction.getByLabel('Email')).toHaveValue(email);
  await expectFits(page, 'the correction dialog');
  await correction.getByRole('button', { name: 'Cancelar' }).click();

  // Deleting shows the address in the dialog's title; deleting also leaves no data behind.
  await found.getByRole('button', { name: 'Eliminar todo' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Eliminar todos los datos de ${email}?` });
  await expectReadable(confirm.getByRole('heading'));
  await expectFits(page, 'the delete dialog');
  await confirm.getByRole('button', { name: 'Eliminar todo' }).click();
  await expect(page.getByText('Eliminadas 1 solicitudes de demo y 1 de derechos.')).toBeVisible();
  await expectFits(page, '/soporte/datos after deleting');
});

test('/login fits with a long address and its error', async ({ page }) => {
  await page.goto('/login');
  await expectFits(page, '/login');
  await page.getByLabel('Email').fill(longEmail());
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  // Next's route announcer is an alert too, empty: the form's error is the one with text.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await expectFits(page, '/login with an error');
});
