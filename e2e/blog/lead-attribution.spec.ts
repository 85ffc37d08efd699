import { expect, skipDemoModal, test } from '../fixtures';
import { freshAddress, leadRecord } from '../leads/leads';
import { dialog, field, fillRequest, openPost, thankYou } from './demo-form';

/**
 * The visit's attribution (docs/contracts.md, Leads into the CRM): the `utm_*` of the page the
 * visit landed on, kept for the visit, and the page the demo form was sent from, stored with
 * the lead.
 */
test.describe('lead attribution', () => {
  test.beforeEach(async ({ page }) => {
    // A client address of its own, so no other test shares its lead quota.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
    await skipDemoModal(page);
  });

  async function sendDemoRequest(page: import('@playwright/test').Page) {
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(field(page, 'País')).toHaveValue('Chile');
    await fillRequest(page);
    const sent = page.waitForResponse('**/api/odoo');
    await dialog(page).getByRole('button', { name: 'Enviar solicitud' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    await expect(thankYou(page)).toBeVisible();
    const { lead_id } = (await response.json()) as { lead_id: string };
    return { lead: await leadRecord(lead_id), body: response.request().postDataJSON() as object };
  }

  test("keeps the landing page's utm for the visit and sends them with the page", async ({
    page,
  }) => {
    await page.goto(
      '/services/big-data?utm_source=linkedin&utm_medium=social&utm_campaign=odoo-19&utm_content=',
    );
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('landingUtm')))
      .toBe('{"source":"linkedin","medium":"social","campaign":"odoo-19"}');
    // A later page of the same visit with other utm_ values does not replace the landing's.
    await page.goto('/?utm_source=otro&utm_term=tarde');
    await openPost(page);
    const postPath = new URL(page.url()).pathname;
    expect(postPath).toMatch(/^\/blogs\/.+/);

    const { lead, body } = await sendDemoRequest(page);
    expect(body).toMatchObject({
      utm: { source: 'linkedin', medium: 'social', campaign: 'odoo-19' },
      page: postPath,
    });
    expect(lead).toMatchObject({
      name: 'Camila Rojas',
      utm: { source: 'linkedin', medium: 'social', campaign: 'odoo-19' },
      page: postPath,
    });
    expect(lead?.utm).not.toHaveProperty('term');
    expect(lead?.utm).not.toHaveProperty('content');
  });

  test('a visit that landed without utm sends only the page', async ({ page }) => {
    await openPost(page);
    const { lead, body } = await sendDemoRequest(page);
    expect(body).not.toHaveProperty('utm');
    expect(lead).not.toHaveProperty('utm');
    expect(lead?.page).toBe(new URL(page.url()).pathname);
  });
});
