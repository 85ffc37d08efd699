import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { memberCollections } from '../../lib/members/client';
import { scheduleCollections } from '../../lib/schedule/client';
import { e2eStack } from '../stack';
import { idTokenFor, startSession, testAuth, testDb } from './accounts';

const root = path.resolve(__dirname, '../..');
const origin = { origin: e2eStack.baseURL };

/** Runs `npm run <script> -- …` against the e2e stack's emulators. */
function runScript(script: string, args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, ...e2eStack.env },
    encoding: 'utf8',
  });
  return {
    code: result.status,
    output: `${result.stdout}${result.stderr}`,
    firstLine: result.stdout.split('\n')[0],
  };
}

const createUser = (args: string[]) => runScript('user:create', args);

test.describe('npm run user:create', () => {
  test('reaches production only when told, and never with the emulator settings', async () => {
    const email = `prod.${randomUUID().slice(0, 6)}@andina.test`;
    const { code, output } = createUser([
      '--production',
      '--email',
      email,
      '--password',
      'segura-123',
      '--nombre',
      'Tomás Herrera',
    ]);
    expect(output).toContain(
      'FIREBASE_AUTH_EMULATOR_HOST is set: --production never talks to the emulators',
    );
    expect(code).toBe(1);
    await expect(testAuth.getUserByEmail(email)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  test('registers a staff user with display name, claim and member record', async () => {
    const email = `Nuevo.${randomUUID().slice(0, 6)}@Andina.test`;
    const { code, output, firstLine } = createUser([
      '--email',
      email,
      '--password',
      'segura-123',
      '--nombre',
      'Tomás Herrera',
      '--telefono',
      '+56 9 1111 2222',
    ]);
    // It says where it acts before anything else.
    const { FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST } = e2eStack.env;
    expect(firstLine).toBe(
      `Emulators (not production): Auth ${FIREBASE_AUTH_EMULATOR_HOST}, Firestore ${FIRESTORE_EMULATOR_HOST}, project demo-andina`,
    );
    expect(output).toContain('Usuario Tomás Herrera registrado exitosamente');
    expect(code).toBe(0);

    const user = await testAuth.getUserByEmail(email.toLowerCase());
    expect(user.displayName).toBe('Tomás Herrera');
    expect(user.customClaims).toEqual({ staff: true });
    const record = (await testDb.collection(memberCollections.equipo).doc(user.uid).get()).data();
    expect(record).toMatchObject({
      nombre: 'Tomás Herrera',
      email: email.toLowerCase(),
      telefono: '+56 9 1111 2222',
      flagActivo: 0,
      tipoUsuario: 'equipo',
    });
    expect(record?.fechaCreacion).toBeDefined();
  });

  test('refuses a registered email, a short password and missing fields, in Spanish', async () => {
    const email = `dup.${randomUUID().slice(0, 6)}@andina.test`;
    expect(createUser(['--email', email, '--password', 'segura-123', '--nombre', 'Uno']).code).toBe(
      0,
    );

    const cases: [string[], string][] = [
      [
        ['--email', email, '--password', 'segura-123', '--nombre', 'Dos'],
        'Este email ya está registrado',
      ],
      [
        ['--email', `x${email}`, '--password', '12345', '--nombre', 'Tres'],
        'La contraseña debe tener al menos 6 caracteres',
      ],
      [['--email', `y${email}`, '--password', 'segura-123'], 'El nombre es requerido'],
      [['--nombre', 'Cuatro'], 'Email y contraseña son requeridos'],
      [
        ['--email', 'no-es-email', '--password', 'segura-123', '--nombre', 'Cinco'],
        'Email inválido',
      ],
    ];
    for (const [args, message] of cases) {
      const { code, output } = createUser(args);
      expect(output, args.join(' ')).toContain(message);
      expect(code).toBe(1);
    }
  });
});

test.describe('npm run user:disable', () => {
  test('revokes the sessions, removes the staff claim and disables the account', async ({
    request,
  }) => {
    const account = await startSession(request);
    expect((await request.get('/api/session')).status()).toBe(200);
    // The live board is open: its access is what the security rules check.
    expect((await request.post('/api/live/token', { headers: origin })).status()).toBe(200);
    const boardAccess = testDb.collection('accesos-tablero').doc(account.uid);
    expect((await boardAccess.get()).exists).toBe(true);
    // A calendar link of theirs works (and the server now knows the owner as active staff).
    const links = await Promise.all(
      ['equipo', 'agencia'].map(async (group) => {
        const made = await request.post(`/api/calendar/${group}/token`, { headers: origin });
        return ((await made.json()) as { url: string }).url;
      }),
    );
    for (const link of links) expect((await request.get(link)).status()).toBe(200);
    // Revocation is recorded with one-second precision.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const { code, output } = runScript('user:disable', ['--email', account.email]);
    expect(output).toContain(`Usuario ${account.email} deshabilitado`);
    expect(code).toBe(0);
    expect((await boardAccess.get()).exists).toBe(false);
    // Every calendar link of theirs ends at once.
    for (const link of links) expect((await request.get(link)).status()).toBe(404);
    const calendars = testDb
      .collection(scheduleCollections.calendars)
      .where('uid', '==', account.uid);
    expect((await calendars.get()).empty).toBe(true);

    expect((await request.get('/api/session')).status()).toBe(401);
    const user = await testAuth.getUser(account.uid);
    expect(user.disabled).toBe(true);
    expect(user.customClaims?.staff).toBeUndefined();
    // The password no longer signs in.
    await expect(idTokenFor(account)).rejects.toThrow(/USER_DISABLED/);
  });

  test('says so in Spanish when there is no such user', () => {
    const { code, output } = runScript('user:disable', ['--email', 'nadie@andina.test']);
    expect(output).toContain('No existe un usuario con ese email');
    expect(code).toBe(1);
  });
});
