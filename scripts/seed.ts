/**
 * Seed data of the local stack (emulators only): the demo staff account and, on an empty board,
 * a believable support board: several members in each group (some entered by hand, an address
 * not in its normal spelling, one entered twice, so Normalizar has work to do), one of the team on duty
 * and a few handoffs in the team's history, and an open cover request. Safe to run again: a board that has members or history is left alone.
 * SEED_DEMO_BOARD=false (the end-to-end stack, whose tests keep their own data) skips the board.
 */
import { parseArgs } from 'node:util';
import { enterOperatorTarget, productionOption } from './lib/operator-target';
import { HOUR_MS } from '../lib/time';

const hours = (count: number) => count * HOUR_MS;

async function seedBoard(demoEmail: string) {
  const { adminDb } = await import('../lib/firebase');
  const { memberCollections, newMemberRecord } = await import('../lib/members/client');
  const { scheduleCollections } = await import('../lib/schedule/client');
  const db = adminDb();
  const [teamNow, agencyNow, historyNow] = await Promise.all([
    db.collection(memberCollections.equipo).get(),
    db.collection(memberCollections.agencia).limit(1).get(),
    db.collection(scheduleCollections.history).limit(1).get(),
  ]);
  const onlyDemo = teamNow.docs.every((doc) => doc.get('email') === demoEmail);
  if (!onlyDemo || !agencyNow.empty || !historyNow.empty) {
    console.log('The support board already has data: left as it is.');
    return;
  }
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hours(hoursAgo));
  const record = (group: 'equipo' | 'agencia', nombre: string, email: string, telefono: string) =>
    newMemberRecord({ nombre, email, telefono }, group, at(24 * 30));
  const batch = db.batch();
  const equipo = db.collection(memberCollections.equipo);
  const agencia = db.collection(memberCollections.agencia);

  const team = {
    javiera: equipo.doc('demo-javiera-morales'),
    matias: equipo.doc('demo-matias-gonzalez'),
    sebastian: equipo.doc('demo-sebastian-torres'),
    constanza: equipo.doc('demo-constanza-munoz'),
  };
  batch.set(team.javiera, {
    ...record('equipo', 'Javiera Morales', 'javiera.morales@andinadigital.cl', '+56 9 6123 4501'),
    flagActivo: 1,
    fechaActualizacion: at(3),
  });
  batch.set(team.matias, {
    ...record('equipo', 'Matías González', 'matias.gonzalez@andinadigital.cl', '+56 9 7234 5602'),
    fechaActualizacion: at(3),
  });
  // Records entered by hand (the Firebase console): an address not in its normal spelling, no
  // dates.
  batch.set(team.sebastian, {
    nombre: 'Sebastián Torres ',
    email: ' Sebastian.Torres@andinadigital.cl',
    telefono: '+56 9 8345 6703',
    flagActivo: 0,
  });
  batch.set(team.constanza, {
    nombre: 'Constanza Muñoz',
    email: 'constanza.munoz@andinadigital.cl',
    telefono: '+56 2 2456 7804',
    flagActivo: 0,
    tipoUsuario: 'equipo',
  });
  // The same person entered twice: Normalizar keeps one.
  batch.set(equipo.doc('demo-constanza-munoz-duplicado'), {
    nombre: 'Constanza Muñoz',
    email: 'CONSTANZA.MUNOZ@andinadigital.cl',
    telefono: '+56 2 2456 7804',
    flagActivo: 0,
  });

  const agencyMembers = [
    ['demo-felipe-araya', 'Felipe Araya', 'felipe.araya@agenciapacifico.cl', '+56 9 5456 7805'],
    ['demo-daniela-soto', 'Daniela Soto', 'daniela.soto@agenciapacifico.cl', '+56 9 4567 8906'],
    ['demo-ignacio-reyes', 'Ignacio Reyes', 'ignacio.reyes@agenciapacifico.cl', '+56 9 3678 9007'],
  ] as const;
  for (const [id, nombre, email, telefono] of agencyMembers) {
    batch.set(agencia.doc(id), record('agencia', nombre, email, telefono));
  }

  // The team's handoffs of the last days, the latest to Javiera, who is on duty now; nobody
  // holds the agency's shift yet.
  const handoffs = [
    { group: 'equipo', memberId: team.matias.id, nombre: 'Matías González', hoursAgo: 51 },
    { group: 'equipo', memberId: team.sebastian.id, nombre: 'Sebastián Torres', hoursAgo: 27 },
    { group: 'equipo', memberId: team.javiera.id, nombre: 'Javiera Morales', hoursAgo: 3 },
  ];
  for (const { hoursAgo, ...entry } of handoffs) {
    batch.create(db.collection(scheduleCollections.history).doc(), {
      ...entry,
      assignedBy: demoEmail,
      source: 'manual',
      at: at(hoursAgo),
    });
  }
  const latest = handoffs.at(-1)!;
  batch.set(db.collection(scheduleCollections.current).doc('equipo'), {
    group: 'equipo',
    memberId: latest.memberId,
    nombre: latest.nombre,
    assignedBy: demoEmail,
    source: 'manual',
    at: at(latest.hoursAgo),
    // Seeded as confirmed: the local board shows no 'Sin confirmar' until the first handoff.
    confirmedAt: at(latest.hoursAgo),
  });
  // Javiera, who holds the team's shift from now on, asks for cover tomorrow: the demo account
  // (a member of the team) sees it on the board with 'Cubrir'.
  const tomorrow = Math.ceil((now + hours(20)) / hours(1)) * hours(1);
  batch.set(db.collection(scheduleCollections.coverRequests).doc('demo-cobertura-javiera'), {
    group: 'equipo',
    memberId: team.javiera.id,
    nombre: 'Javiera Morales',
    from: new Date(tomorrow),
    to: new Date(tomorrow + hours(10)),
    reason: 'Trámite médico',
    status: 'abierta',
    createdBy: 'javiera.morales@andinadigital.cl',
    createdAt: at(1),
  });
  await batch.commit();
  console.log(
    'Demo support board ready: the team (Javiera Morales on duty, records to normalise, a cover request) and the agency.',
  );
}

async function main() {
  const { values } = parseArgs({ options: productionOption });
  enterOperatorTarget(values.production, { emulatorsOnly: true });
  const demoEmail = process.env.DEMO_STAFF_EMAIL ?? '';
  const { registerStaff } = await import('../lib/staff-accounts');
  const result = await registerStaff({
    email: demoEmail,
    password: process.env.DEMO_STAFF_PASSWORD ?? '',
    nombre: 'Camila Rojas',
    telefono: '+56 9 8765 4321',
  });
  if (!result.success && result.message !== 'Este email ya está registrado') {
    throw new Error(`Demo staff account: ${result.message}`);
  }
  // The demo account is privacy staff too, so /soporte/datos can be tried locally.
  const { setPrivacyRole } = await import('../lib/auth/accounts');
  const role = await setPrivacyRole(demoEmail, true);
  if (!role.success) throw new Error(`Demo staff account: ${role.message}`);
  console.log(`Demo staff account ready (privacy staff too): ${demoEmail}`);
  if (process.env.SEED_DEMO_BOARD === 'false') return;
  await seedBoard(demoEmail);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
