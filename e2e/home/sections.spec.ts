import { clients } from '../../content/clients';
import { heroSlides, valuesSection } from '../../content/home';
import { odooModules } from '../../content/odoo';
import { products } from '../../content/products';
import { services } from '../../content/services';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';

test.describe('home page sections', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the hero has its three slides and their buttons', async ({ page }) => {
    const hero = page.locator('#home');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(heroSlides[0]!.title);
    for (const slide of heroSlides) {
      await expect(hero.getByRole('heading', { name: slide.title })).toHaveCount(1);
    }
    await expect(hero.getByRole('button', { name: 'Agenda una consulta gratuita' })).toHaveCount(1);
    await expect(hero.getByRole('button', { name: 'Reunámonos' })).toHaveCount(1);
    // 'Descubre más' leaves the site for the configured integration platform.
    await expect(hero.getByRole('link', { name: 'Descubre más' })).toHaveAttribute(
      'href',
      e2eStack.integrationPlatformUrl,
    );
  });

  test('the ERP teaser links every module to the landing page', async ({ page }) => {
    const teaser = page.getByRole('region', { name: 'Módulos de Odoo ERP' });
    for (const erpModule of odooModules.modules) {
      await expect(teaser.getByRole('link', { name: new RegExp(erpModule.title) })).toHaveAttribute(
        'href',
        '/odoo-landing-page',
      );
    }
  });

  test('services: four cards, each linking to its page', async ({ page }) => {
    const section = page.locator('#services');
    await expect(section.getByRole('link')).toHaveCount(4);
    for (const service of services) {
      await expect(section.getByRole('link', { name: new RegExp(service.title) })).toHaveAttribute(
        'href',
        `/services/${service.slug}`,
      );
    }
  });

  test("'Nuestros productos': three products opening their sites in a new tab", async ({
    page,
  }) => {
    const section = page.locator('#products');
    await expect(section.getByRole('heading', { name: 'Nuestros productos' })).toBeVisible();
    await expect(section.getByRole('button')).toHaveCount(3);
    for (const product of products) {
      await expect(section.getByRole('heading', { name: product.name })).toHaveCount(1);
      await expect(section.getByRole('img', { name: `Logo de ${product.name}` })).toHaveCount(1);
      await expect(section.getByText(product.subtitle)).toHaveCount(1);
      const link = section.getByRole('link', { name: `Conoce más sobre ${product.name}` });
      await expect(link).toHaveAttribute('href', product.url ?? e2eStack.integrationPlatformUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('clients: logos, figures, countries and seven testimonials', async ({ page }) => {
    const section = page.locator('#clients');
    await expect(
      section.getByRole('heading', { name: 'Compañías líderes confían en nuestra experiencia.' }),
    ).toBeVisible();
    const logos = section.getByRole('group', { name: 'Algunos de nuestros clientes' });
    for (const client of clients) {
      await expect(logos.getByRole('img', { name: client.name, exact: true })).toHaveCount(1);
    }
    await expect(section.getByText('+30 TB')).toBeVisible();
    await expect(section.getByText('+300')).toBeVisible();
    await expect(section.getByText('implementaciones exitosas')).toBeVisible();
    await expect(section.getByText('+200')).toBeVisible();
    await expect(section.getByText('automatizaciones de procesos')).toBeVisible();
    for (const country of ['Chile', 'Colombia', 'Argentina', 'Canadá']) {
      await expect(section.getByRole('listitem').filter({ hasText: country })).toBeVisible();
    }
    const testimonials = section.getByRole('region', { name: 'Testimonios de clientes' });
    await expect(testimonials.getByRole('group')).toHaveCount(7);
    await expect(section.getByRole('button', { name: 'Agenda una reunión' })).toBeVisible();
  });

  test("'Cómo creamos valor para tu empresa.': the five points", async ({ page }) => {
    const section = page.locator('#values');
    await expect(
      section.getByRole('heading', { name: 'Cómo creamos valor para tu empresa.' }),
    ).toBeVisible();
    for (const point of valuesSection.points) {
      await expect(section.getByRole('heading', { name: point.title })).toBeVisible();
    }
  });

  test("the blog teaser and 'Conversemos' close the page", async ({ page }) => {
    await expect(
      page.locator('#blogs').getByRole('heading', { name: 'Nuestros Blogs' }),
    ).toBeVisible();
    const cta = page.getByRole('region', { name: 'Conversemos' });
    await expect(cta.getByRole('button', { name: 'Agenda una reunión' })).toBeVisible();
  });

  test('a service card opens its page', async ({ page }) => {
    await page
      .locator('#services')
      .getByRole('link', { name: /Process Automation/ })
      .click();
    await expect(page).toHaveURL('/services/process-automation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Process Automation');
  });
});
