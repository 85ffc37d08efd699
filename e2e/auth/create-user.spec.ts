import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '../fixtures';
import { memberCollections } from '../../lib/members/client';
import { e2eStack } from '../stack';
import { testAuth, testDb } from './accounts';

const root = path.resolve(__dirname, '../..');

/** Runs `npm run user:create -- …` against the e2e stack's emulators. */
function createUser(args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', 'user:create', '--', ...args], {
    cwd: root,
    env: { ...process.env, ...e2eStack.env },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

test.describe('npm run user:create', () => {
  test('registers a staff user with display name, claim and member record', async () => {
    const email = `Nuevo.${randomUUID().slice(0, 6)}@Andina.test`;
    const { code, output } = createUser([
      '--email',
      email,
      '--password',
      'segura-123',
      '--nombre',
      'Tomás Herrera',
      '--telefono',
      '+56 9 1111 2222',
    ]);
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
