import { odooModules, odooProcess, whyChooseUs } from '../../content/odoo';
import { expect, test } from '../fixtures';

test.describe('ERP landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/odoo-landing-page');
  });

  test("'Why choose us', the five modules and the five steps in order", async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Implementación de Odoo ERP');
    const why = page.locator('#why');
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(
      whyChooseUs.reasons.map((reason) => reason.title),
    );
    await expect(page.locator('#modules').getByRole('heading', { level: 3 })).toHaveText([
      'CRM y Ventas',
      'Inventario y Logística',
      'Contabilidad y Finanzas',
      'Recursos Humanos',
      'E-Commerce y Marketing',
    ]);
    expect(odooModules.modules).toHaveLength(5);
    const steps = page.locator('#process ol > li');
    await expect(steps).toHaveCount(5);
    await expect(steps.getByRole('heading')).toHaveText(
      odooProcess.steps.map((step) => step.title),
    );
  });

  test('every call to action books a consultation', async ({ page }) => {
    const buttons = page.getByRole('button', { name: 'Agenda una consulta gratuita' });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Agenda una reunión' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('the ERP teaser on the home page leads here', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Módulos de Odoo ERP' })
      .getByRole('link', { name: /CRM y Ventas/ })
      .click();
    await expect(page).toHaveURL('/odoo-landing-page');
  });
});
