/**
 * Strapi on PostgreSQL, as production runs it: a throw-away cluster (Debian's `postgresql`,
 * `initdb` into a temporary folder, its own port), the real Strapi of cms/ started on it with
 * DATABASE_CLIENT=postgres, which creates its tables and seeds the posts, and the site's own
 * read functions (lib/cms) reading them. Everything is removed afterwards. Fails (never skips)
 * where PostgreSQL is missing. TEST_POSTGRES_PORT (55432) and TEST_POSTGRES_STRAPI_PORT (55433)
 * move the two servers; POSTGRES_BIN the PostgreSQL binaries.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededPosts } from '../e2e/blog/seed';
import { loadStackEnv } from '../scripts/lib/env-files';
import { strapi } from '../scripts/lib/pieces';
import { isListening, ProcessGroup, waitFor } from '../scripts/lib/processes';

const root = path.resolve(__dirname, '..');
const bin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const pgPort = Number(process.env.TEST_POSTGRES_PORT ?? 55432);
const strapiPort = Number(process.env.TEST_POSTGRES_STRAPI_PORT ?? 55433);
const strapiUrl = `http://127.0.0.1:${strapiPort}`;
const readToken = 'postgres-test-only-cms-read-token-0123456789';
const database = 'strapi';

let workDir: string | undefined;
let clusterStarted = false;
const processes = new ProcessGroup((label, code) => {
  console.error(`${label} exited unexpectedly (code ${code})`);
});

/** PostgreSQL refuses to run as root (a CI run is root): its commands run as `postgres` then. */
function asDatabaseUser(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  return execFileSync(
    isRoot ? 'runuser' : command,
    isRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

/** The end of PostgreSQL's own log, for a start that failed. */
const readLog = (file: string) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '(no log)';

const psql = (sql: string) =>
  execFileSync(
    path.join(bin, 'psql'),
    ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'app', '-d', database, '-tAc', sql],
    { encoding: 'utf8' },
  ).trim();

beforeAll(async () => {
  if (!existsSync(path.join(bin, 'initdb'))) {
    throw new Error(
      `PostgreSQL is not installed (no ${bin}/initdb): apt-get update && apt-get install -y postgresql`,
    );
  }
  for (const port of [pgPort, strapiPort]) {
    if (await isListening('127.0.0.1', port)) {
      throw new Error(
        `Port ${port} is already in use (TEST_POSTGRES_PORT / TEST_POSTGRES_STRAPI_PORT move it)`,
      );
    }
  }
  workDir = mkdtempSync(path.join(tmpdir(), 'strapi-postgres-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(workDir, uid, gid);
  }
  const data = path.join(workDir, 'data');
  asDatabaseUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'app',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const log = path.join(workDir, 'postgres.log');
  const start = () =>
    asDatabaseUser(path.join(bin, 'pg_ctl'), [
      'start',
      '-D',
      data,
      '-w',
      '-l',
      log,
      '-o',
      `-p ${pgPort} -k ${workDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    ]);
  try {
    start();
  } catch {
    // Once seen in CI without a trace: say why, then try once more (a busy machine's hiccup).
    console.error(`PostgreSQL did not start; its log:\n${readLog(log)}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    try {
      start();
    } catch (error) {
      throw new Error(`PostgreSQL did not start twice; its log:\n${readLog(log)}`, {
        cause: error,
      });
    }
  }
  clusterStarted = true;
  execFileSync(path.join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(pgPort),
    '-U',
    'app',
    database,
  ]);

  // The local stack's own Strapi piece (install, compile, headless start), on PostgreSQL.
  const env = {
    ...loadStackEnv(root),
    STRAPI_URL: strapiUrl,
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: `postgres://app@127.0.0.1:${pgPort}/${database}`,
    DATABASE_SSL: 'false',
    CMS_READ_TOKEN: readToken,
    // Nothing to tell: no site listens for this Strapi's webhook, and no administrator is needed.
    REVALIDATE_SECRET: '',
    CMS_LOCAL_ADMIN_EMAIL: '',
    CMS_LOCAL_ADMIN_PASSWORD: '',
  };
  const cms = strapi(root, env, 'preview');
  await cms.prepare?.({
    step: (message) => console.log(message),
    run: ({ slow: _slow, ...spec }) => processes.run(spec),
  });
  processes.start(cms.process);
  await waitFor(cms.name, cms.readyWhen, 600_000);

  // The site's configuration, pointed at this Strapi, for lib/cms below.
  Object.assign(process.env, loadStackEnv(root), {
    STRAPI_URL: strapiUrl,
    CMS_READ_TOKEN: readToken,
  });
});

afterAll(async () => {
  await processes.stopAll();
  if (clusterStarted && workDir) {
    asDatabaseUser(path.join(bin, 'pg_ctl'), [
      'stop',
      '-D',
      path.join(workDir, 'data'),
      '-m',
      'fast',
      '-w',
    ]);
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('Strapi on PostgreSQL', () => {
  it('keeps its content in PostgreSQL: the seeded posts are rows of the blogs table', () => {
    expect(Number(psql('select count(*) from blogs'))).toBe(seededPosts.published.length + 1);
    expect(
      psql(
        `select published from blogs where title = '${seededPosts.unpublished.replace(/'/g, "''")}'`,
      ),
    ).toBe('f');
  });

  it('serves the site the published posts, newest first, with their images', async () => {
    const { listPublishedPosts } = await import('@/lib/cms');
    const posts = await listPublishedPosts();
    expect(posts.map((post) => post.title)).toEqual(seededPosts.published);
    for (const post of posts) expect(post.cover.url).toMatch(new RegExp(`^${strapiUrl}/uploads/`));
  });

  it('serves one published post by its id to the site', async () => {
    const { getPost, listPublishedPosts } = await import('@/lib/cms');
    const [first] = await listPublishedPosts();
    const post = await getPost(first?.documentId ?? '');
    expect(post?.title).toBe(seededPosts.published[0]);
  });

  it('hides the unpublished post from the public role, and shows it to the read token', async () => {
    const byTitle = `${strapiUrl}/api/blogs?filters[title][$eq]=${encodeURIComponent(seededPosts.unpublished)}`;
    const asToken = { headers: { Authorization: `Bearer ${readToken}` } };
    const found = (await (await fetch(byTitle, asToken)).json()) as {
      data: { documentId: string }[];
    };
    const documentId = found.data[0]?.documentId ?? '';
    expect(documentId).not.toBe('');
    expect(((await (await fetch(byTitle)).json()) as { data: unknown[] }).data).toEqual([]);
    expect((await fetch(`${strapiUrl}/api/blogs/${documentId}`)).status).toBe(404);
    expect((await fetch(`${strapiUrl}/api/blogs/${documentId}`, asToken)).status).toBe(200);
    const { getPost } = await import('@/lib/cms');
    expect(await getPost(documentId)).toBeNull();
  });
});
