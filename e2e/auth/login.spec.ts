import type { BrowserContext, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from '../fixtures';
import { e2eStack } from '../stack';
import { freePort } from '../../scripts/lib/processes';
import { startWebServer } from '../web-server';
import { createAccount, startSession } from './accounts';

const host = new URL(e2eStack.baseURL).hostname;

/** A cookie whose check cannot be made: it claims Google's signature, whose keys are unreachable. */
function unverifiableCookie() {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${part({ sub: 'x' })}.c2ln`;
}

async function setSessionCookie(context: BrowserContext, value: string) {
  await context.addCookies([{ name: '__session', value, domain: host, path: '/' }]);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
}

test.describe('guards (docs/product.md, Routes)', () => {
  test('/soporte without a session goes to /login with the full requested path', async ({
    page,
  }) => {
    await page.goto('/soporte?grupo=agencia');
    await expect(page).toHaveURL('/login?redirect=%2Fsoporte%3Fgrupo%3Dagencia');
    await expect(page.getByRole('heading', { name: 'Acceso Restringido' })).toBeVisible();
  });

  test('/soporte with a forged cookie goes to /login', async ({ page, context }) => {
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'intruso', aud: 'otro-proyecto', exp: 4102444800, iat: 1 }),
    ).toString('base64url')}.`;
    await setSessionCookie(context, forged);
    await page.goto('/soporte');
    await expect(page).toHaveURL('/login?redirect=%2Fsoporte');
  });

  test('/soporte whose check fails goes to /login with error=auth_error and says so', async ({
    page,
    context,
  }) => {
    await setSessionCookie(context, unverifiableCookie());
    await page.goto('/soporte');
    await expect(page).toHaveURL('/login?redirect=%2Fsoporte&error=auth_error');
    await expect(page.getByText('Error de autenticación. Por favor, inicia sesión.')).toBeVisible();
  });

  test('/login lets the visitor through when its own check fails', async ({ page, context }) => {
    await setSessionCookie(context, unverifiableCookie());
    await page.goto('/login');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  });

  test('a cookie revoked on another device lands on the login form, cleared, without a loop', async ({
    page,
    context,
    playwright,
  }) => {
    await startSession(page.request);
    const { cookies } = await context.storageState();
    const cookie = cookies.find((entry) => entry.name === '__session')!.value;
    // Another device with the same session signs out (revocation has one-second precision).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const other = await playwright.request.newContext({
      baseURL: e2eStack.baseURL,
      extraHTTPHeaders: { cookie: `__session=${cookie}` },
    });
    expect(
      (await other.delete('/api/session', { headers: { origin: e2eStack.baseURL } })).status(),
    ).toBe(204);
    await other.dispose();

    await page.goto('/soporte');
    await expect(page).toHaveURL('/login?redirect=%2Fsoporte');
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
    await expect(page.getByText('Error de autenticación. Por favor, inicia sesión.')).toHaveCount(
      0,
    );
    expect((await context.cookies()).map((entry) => entry.name)).not.toContain('__session');
  });

  test('with Firebase unreachable a signed-in visitor lands on the login form with auth_error', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await startSession(page.request);
    // The same build and settings, but its Auth emulator address answers nothing: the session
    // check itself fails (the cookie's signature still passes the proxy, as it would in
    // production with Google's certificates cached).
    const closed = await freePort();
    const server = await startWebServer({ FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${closed}` });
    try {
      // Cookies are per host, not per port: the stack's session cookie goes to this server too.
      await page.goto(`${server.baseURL}/soporte`);
      await expect(page).toHaveURL(`${server.baseURL}/login?redirect=%2Fsoporte&error=auth_error`);
      await expect(
        page.getByText('Error de autenticación. Por favor, inicia sesión.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
      // An outage is not a verdict on the session: the cookie stays for when Firebase is back.
      expect((await context.cookies()).map((entry) => entry.name)).toContain('__session');
    } finally {
      server.stop();
    }
  });

  test('/login with a valid session goes to /soporte', async ({ page }) => {
    await startSession(page.request, { nombre: 'Rodrigo Paredes' });
    await page.goto('/login');
    await expect(page).toHaveURL('/soporte');
    await expect(page.getByTestId('session-user')).toHaveText('Rodrigo Paredes');
  });
});

test.describe('login page (docs/product.md, Login)', () => {
  test('signs in and returns to the requested path after the welcome message', async ({ page }) => {
    const account = await createAccount({ nombre: 'Francisca Vera' });
    await page.goto('/soporte?grupo=equipo');
    await fillLogin(page, account.email, account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Bienvenido, Francisca Vera')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    await expect(page).toHaveURL('/soporte?grupo=equipo');
    await expect(page.getByTestId('session-user')).toHaveText('Francisca Vera');
  });

  test('a foreign redirect value is ignored: the user lands on /soporte', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2Fsoporte');
    await fillLogin(page, account.email, account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/soporte');
  });

  test('a wrong password shows Credenciales inválidas', async ({ page }) => {
    const account = await createAccount();
    await page.goto('/login');
    await fillLogin(page, account.email, 'otra-clave');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Credenciales inválidas')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeEnabled();
  });

  test('an unknown email shows Credenciales inválidas too', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'nadie@andina.test', 'cualquier-clave');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText('Credenciales inválidas')).toBeVisible();
  });

  test('an account without staff access is told it has no access', async ({ page }) => {
    const account = await createAccount({ staff: false });
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByText(/no tiene acceso al sistema de soporte/)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('validation messages, the disabled button, and errors clearing as the user types', async ({
    page,
  }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Iniciar Sesión' });
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(submit).toBeDisabled();

    await email.focus();
    await password.focus();
    await expect(page.getByText('El email es requerido')).toBeVisible();
    await email.fill('ana@');
    await expect(page.getByText('Ingresa un email válido')).toBeVisible();
    await email.fill('ana@andina.cl');
    await expect(page.getByText('Ingresa un email válido')).toBeHidden();

    await password.fill('x');
    await password.fill('');
    await email.focus();
    await expect(page.getByText('La contraseña es requerida')).toBeVisible();
    await password.fill('ab');
    await expect(page.getByText('La contraseña debe tener al menos 3 caracteres')).toBeVisible();
    await expect(submit).toBeDisabled();
    await password.fill('abc');
    await expect(page.getByText('La contraseña debe tener al menos 3 caracteres')).toBeHidden();
    await expect(submit).toBeEnabled();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('secreta');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the form is empty on every visit', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, 'ana@andina.cl', 'secreta');
    await page.getByRole('link', { name: 'Volver al sitio' }).click();
    await expect(page).toHaveURL('/');
    await page.goBack();
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('');
  });

  test("'Mantener sesión iniciada' keeps the session 14 days; otherwise it ends with the browser", async ({
    page,
    context,
  }) => {
    const account = await createAccount();
    const sessionCookie = async () =>
      (await context.cookies()).find((cookie) => cookie.name === '__session');

    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/soporte');
    expect((await sessionCookie())?.expires).toBe(-1);

    await context.clearCookies();
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await page.getByLabel('Mantener sesión iniciada').check();
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/soporte');
    const fourteenDays = 14 * 24 * 60 * 60;
    const expires = (await sessionCookie())?.expires ?? 0;
    expect(Math.abs(expires - (Date.now() / 1000 + fourteenDays))).toBeLessThan(120);
  });

  test("'Salir' signs out, confirms, and goes to /login after 1.5 s", async ({ page }) => {
    await startSession(page.request);
    await page.goto('/soporte');
    await page.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByText('Sesión cerrada correctamente')).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL('/login');
    expect(Date.now() - shownAt).toBeGreaterThan(1000);
    await page.goto('/soporte');
    await expect(page).toHaveURL('/login?redirect=%2Fsoporte');
  });

  test("'Volver al sitio' goes home", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Volver al sitio' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('staff pages security', () => {
  test('/login has a per-request nonce policy without inline scripts, and no violations', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const first = await page.goto('/login');
    const policy = first?.headers()['content-security-policy'] ?? '';
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    const second = await page.request.get('/login');
    expect(second.headers()['content-security-policy']).not.toBe(policy);

    const account = await createAccount();
    await fillLogin(page, account.email, account.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL('/soporte');
    expect(violations).toEqual([]);
  });

  test('the signed-in support screen has no serious accessibility violations', async ({ page }) => {
    await startSession(page.request);
    await page.goto('/soporte');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
