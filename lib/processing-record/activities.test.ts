import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The domains' entries read the validated configuration when loaded: the documented example's.
vi.hoisted(() => process.loadEnvFile('.env.example'));

import { BOARD_ACCESS_COLLECTION } from '@/lib/auth/accounts';
import { outboxChannels } from '@/lib/background';
import { env } from '@/lib/env';
import { leadCollections } from '@/lib/leads';
import { memberCollections } from '@/lib/members';
import { migrationCollections } from '@/lib/migrations';
import { notificationCollections } from '@/lib/notifications';
import { privacyCollections } from '@/lib/privacy';
import { scheduleCollections } from '@/lib/schedule';
import { RATE_COUNTERS_COLLECTION, SPENT_PROOFS_COLLECTION } from '@/lib/spam/rate-limit';
import {
  activityDefinitions,
  collectionsWithoutPersonalData,
  processingRecord,
} from './activities';

const root = path.resolve(import.meta.dirname, '../..');

/** Every collection registry of the code, by the name the code calls it. */
const registries: Record<string, Record<string, string>> = {
  leadCollections,
  memberCollections,
  migrationCollections,
  notificationCollections,
  privacyCollections,
  scheduleCollections,
};

/** The collection constants outside a registry, by name. */
const constants: Record<string, string> = {
  BOARD_ACCESS_COLLECTION,
  RATE_COUNTERS_COLLECTION,
  SPENT_PROOFS_COLLECTION,
};

/**
 * `.collection(x)` calls whose `x` is a variable, by file: each walks a registry or a channel's
 * collection (checked below through the registries and the channels), never a name of its own.
 */
const indirect: Record<string, readonly string[]> = {
  'lib/leads/migrations/004-messages-expiry.ts': ['name'],
  'lib/leads/outages.ts': ['collection'],
  'lib/leads/retention.ts': ['collection'],
  'lib/members/migrations/007-email.ts': ['name'],
  'lib/members/migrations/008-dates.ts': ['name'],
  'lib/notifications/expiry.ts': ['collection'],
  'lib/outbox/store.ts': ['place.collection'],
  'lib/privacy/retention.ts': ['collection'],
};

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The argument of every `.collection(…)` and `.collectionGroup(…)` call in a source text. */
const collectionArguments = (source: string) =>
  [...source.matchAll(/\.collection(?:Group)?\(\s*([^()]*(?:\([^()]*\))?[^()]*?)\s*\)/g)].map(
    (match) => match[1]!,
  );

/**
 * The collection names an argument stands for: a registry's member (`leadCollections.leads`, or
 * every member for `memberCollections[group]`), a constant, or a literal a registry holds. Null:
 * a name the registries do not know, which the record cannot follow.
 */
function resolveCollection(argument: string): string[] | null {
  const member = /^(\w+)(?:\.(\w+)|\[[^\]]+\])$/.exec(argument);
  const registry = member && registries[member[1]!];
  if (registry) {
    if (member[2] === undefined) return Object.values(registry);
    const name = registry[member[2]];
    return name === undefined ? null : [name];
  }
  if (argument in constants) return [constants[argument]!];
  const literal = /^['"`]([^'"`$]+)['"`]$/.exec(argument);
  const known = Object.values(registries).flatMap((each) => Object.values(each));
  return literal && known.includes(literal[1]!) ? [literal[1]!] : null;
}

/** Every collection the code names: each registry's members and each `.collection(…)` resolved. */
function collectionsInCode() {
  const found = new Set([
    ...Object.values(registries).flatMap((registry) => Object.values(registry)),
    ...Object.values(constants),
  ]);
  const unknown: string[] = [];
  for (const file of [...sourceFiles('lib'), ...sourceFiles('app')]) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const argument of collectionArguments(source)) {
      if (indirect[file]?.includes(argument)) continue;
      const names = resolveCollection(argument);
      if (names) names.forEach((name) => found.add(name));
      else unknown.push(`${file}: .collection(${argument})`);
    }
    // A document by path (`db.doc('a/b')`) would name a collection the scan cannot follow.
    if (/\b(?:db|adminDb\(\))\.doc\(/.test(source)) unknown.push(`${file}: a document by path`);
  }
  return { found, unknown };
}

const definitions = Object.values(activityDefinitions());
const recorded = new Set(definitions.flatMap((activity) => activity.colecciones));
const withoutPersonalData = new Set(Object.keys(collectionsWithoutPersonalData));

describe('the record of processing is complete', () => {
  const { found, unknown } = collectionsInCode();

  it('knows every collection argument in lib/ and app/ (a registry member or constant)', () => {
    expect(unknown).toEqual([]);
  });

  it('lists every collection the code writes, or says it holds no personal data', () => {
    const missing = [...found].filter(
      (name) => !recorded.has(name) && !withoutPersonalData.has(name),
    );
    expect(missing).toEqual([]);
    expect(found.size).toBeGreaterThan(25);
  });

  it('names no collection the code does not have, nor one as both', () => {
    expect([...recorded, ...withoutPersonalData].filter((name) => !found.has(name))).toEqual([]);
    expect([...recorded].filter((name) => withoutPersonalData.has(name))).toEqual([]);
  });

  it("names every outbox channel in the activity that holds the channel's collection", () => {
    const channels = Object.values(outboxChannels).flat();
    const unnamed = channels.flatMap((channel) => {
      const activity = definitions.find((each) => each.canales.includes(channel.name));
      return activity?.colecciones.includes(channel.collection)
        ? []
        : [`${channel.name} (${channel.collection})`];
    });
    expect(unnamed).toEqual([]);
    expect(channels.length).toBeGreaterThan(10);
  });
});

describe('the collection scan', () => {
  it('finds the argument of each call, nested calls included', () => {
    const source = `adminDb().collection(leadCollections.bookings).doc(id);
      db.collection(memberCollections[group]); db.collectionGroup('x'); a.collection(f(b))`;
    expect(collectionArguments(source)).toEqual([
      'leadCollections.bookings',
      'memberCollections[group]',
      "'x'",
      'f(b)',
    ]);
  });

  it('resolves registries and constants, and refuses a name of its own', () => {
    expect(resolveCollection('leadCollections.bookings')).toEqual(['reservas-calendly']);
    expect(resolveCollection('memberCollections[group]')).toEqual(['usuarios', 'usuarios-agencia']);
    expect(resolveCollection('RATE_COUNTERS_COLLECTION')).toEqual(['leadRateCounters']);
    expect(resolveCollection("'reservas-calendly'")).toEqual(['reservas-calendly']);
    expect(resolveCollection("'nueva-coleccion'")).toBeNull();
    expect(resolveCollection('leadCollections.nothing')).toBeNull();
    expect(resolveCollection('someVariable')).toBeNull();
  });
});

describe('processingRecord', () => {
  const record = processingRecord();

  it("has the contract's fields alone, one activity per id", () => {
    expect(new Set(record.map((activity) => activity.id)).size).toBe(record.length);
    for (const activity of record) {
      expect(Object.keys(activity).sort()).toEqual(
        [
          'id',
          'finalidad',
          'baseLegal',
          'titulares',
          'categoriasDatos',
          'colecciones',
          'destinatarios',
          'plazoConservacion',
          'medidas',
        ].sort(),
      );
      expect(activity.destinatarios.every((each) => each.nombre && each.pais)).toBe(true);
    }
  });

  it('states the retention the retention code applies', () => {
    const leads = record.find((activity) => activity.id === 'leads')!;
    expect(leads.plazoConservacion[0]).toContain(`${env.LEADS_RETENTION_DAYS} días`);
    const audit = record.find((activity) => activity.id === 'auditoria')!;
    expect(audit.plazoConservacion[0]).toContain(`${env.PRIVACY_RECORDS_RETENTION_DAYS} días`);
  });
});
