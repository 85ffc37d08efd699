import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { seededPosts } from './seed';

/** The blog's demo modal and one of its fields. */
export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Solicita una demo' });
export const field = (page: Page, label: string) =>
  dialog(page).getByLabel(label, { exact: false });
/** The modal's thank-you view, which replaces the form once a request is stored. */
export const thankYou = (page: Page) =>
  dialog(page).getByRole('heading', { name: '¡Gracias! Recibimos tu solicitud' });

/** Opens a seeded post (reached from the list, as its id differs per database). */
export async function openPost(page: Page) {
  await page.goto('/blogs');
  const href = await page
    .getByRole('link', { name: new RegExp(seededPosts.published[3] ?? '') })
    .getAttribute('href');
  await page.goto(href ?? '/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Fills the demo request (country and city are pre-filled) and gives consent; a test may give
 * its own email and company.
 */
export async function fillRequest(
  page: Page,
  { email = 'camila.rojas@empresa.cl', company = 'Distribuidora Austral' } = {},
) {
  await field(page, 'Nombre').fill('Camila Rojas');
  await field(page, 'Email').fill(email);
  await field(page, 'Empresa').fill(company);
  await field(page, 'Cargo').fill('Gerenta de Operaciones');
  await field(page, 'Teléfono').fill('+56 9 1234 5678');
  await field(page, '¿Qué te gustaría ver en la demo?').fill('Inventario y facturación.');
  await dialog(page)
    .getByRole('checkbox', { name: /acepto la política de privacidad/ })
    .check();
}
