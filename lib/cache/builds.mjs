import { randomBytes } from 'node:crypto';

/**
 * Each build keeps its own entries in the shared cache: keys start with `site:<build>:`, where
 * the build is named by its deployment id and Next's build id together (`cacheBuildName`), so a
 * new build never serves an older build's pages (which name script chunks its server does not
 * have), not even under a reused deployment id, and two builds run side by side during a rolling
 * deploy. The deployment id is Next's own (`deploymentId`, from NEXT_DEPLOYMENT_ID or made up per
 * build in next.config.mjs), which also drives Next's version-skew protection; the build id is
 * made up for every build (`newBuildId`).
 *
 * Every running instance keeps `site-live:<build>` alive (a short expiry, renewed well
 * before it runs out); the entries of a build whose key has expired are removed by the next
 * prune: at each instance's start, every 10 minutes on each instance, or `npm run cache:prune`.
 *
 * Plain JavaScript: Next loads the cache handler outside the app's bundle.
 */

/** Letters, digits, `_`, `-` and `.`: the id goes into Redis keys and into `?dpl=` URLs. */
export const deploymentIdPattern = /^[\w.-]{1,64}$/;

const entryNamespace = 'site:';
const heartbeatNamespace = 'site-live:';

/** How long a build counts as live after its last heartbeat; instances renew it every third. */
export const heartbeatTtlSeconds = 90;
const heartbeatEveryMs = (heartbeatTtlSeconds / 3) * 1000;
/** How often each instance removes what dead builds left behind. */
const pruneEveryMs = 10 * 60 * 1000;

/** @param {string} build */
export const entryPrefix = (build) => `${entryNamespace}${build}:`;
/** @param {string} build */
export const heartbeatKey = (build) => `${heartbeatNamespace}${build}`;

/**
 * The build an entry belongs to. Keys written before entries had a build (`site:/blogs`,
 * `site:__sharedTags__`) yield a name no build has, so a prune removes them too.
 * @param {string} key a key under `site:`
 */
export function buildOfKey(key) {
  const rest = key.slice(entryNamespace.length);
  const end = rest.indexOf(':');
  return end === -1 ? rest : rest.slice(0, end);
}

/**
 * The keys to remove: every entry of a build that is not kept.
 * @param {Iterable<string>} keys keys under `site:`
 * @param {ReadonlySet<string>} kept builds still in use
 * @returns {Map<string, string[]>} the removed keys by build
 */
export function staleEntries(keys, kept) {
  /** @type {Map<string, string[]>} */
  const stale = new Map();
  for (const key of keys) {
    const build = buildOfKey(key);
    if (kept.has(build)) continue;
    const list = stale.get(build) ?? [];
    list.push(key);
    stale.set(build, list);
  }
  return stale;
}

/**
 * A deployment id for a build the operator did not name: distinct for every build (the time
 * and random bytes), sortable by when it was made.
 * @param {number} [now]
 * @param {Buffer} [random]
 */
export function newDeploymentId(now = Date.now(), random = randomBytes(4)) {
  return `b${now.toString(36)}-${random.toString('hex')}`;
}

/**
 * Next's build id (`.next/BUILD_ID`, next.config.mjs's `generateBuildId`), new for every build.
 * With a deployment id set, Next would give every build the same constant one. Digits only: Next
 * keeps "ad" out of build ids, since ad blockers may take such a path for an ad.
 * @param {number} [now]
 * @param {Buffer} [random]
 */
export function newBuildId(now = Date.now(), random = randomBytes(4)) {
  return `${now}-${random.readUInt32BE(0)}`;
}

/** What a build id read back from `.next/BUILD_ID` may hold (it goes into Redis keys). */
const buildIdPattern = /^[\w-]{1,64}$/;

/**
 * A build's name in the shared cache: its deployment id and its build id, so a deployment id
 * an operator reuses for a different build never reaches the older build's entries. `+` is in
 * no deployment id, so no two builds share a name.
 * @param {string} deploymentId
 * @param {string | undefined} buildId
 */
export function cacheBuildName(deploymentId, buildId) {
  if (!deploymentIdPattern.test(deploymentId)) {
    throw new Error(
      `[cache] NEXT_DEPLOYMENT_ID is "${deploymentId}": the shared cache needs the build's deployment id`,
    );
  }
  const id = buildId?.trim() ?? '';
  if (!buildIdPattern.test(id)) {
    throw new Error(`[cache] the build id (.next/BUILD_ID) is "${id}": the shared cache needs it`);
  }
  return `${deploymentId}+${id}`;
}

/**
 * The build's deployment id: NEXT_DEPLOYMENT_ID when the operator sets one, otherwise a new one,
 * written back to the environment so that every process of the same `next build` (its workers
 * inherit the environment) and Next itself see the same id.
 * @param {Record<string, string | undefined>} env
 */
export function deploymentIdFor(env) {
  const given = env.NEXT_DEPLOYMENT_ID?.trim();
  if (given && !deploymentIdPattern.test(given)) {
    throw new Error(
      `Invalid configuration: NEXT_DEPLOYMENT_ID must be 1 to 64 letters, digits, "_", "-" or "." (see .env.example), got "${given}"`,
    );
  }
  const id = given || newDeploymentId();
  env.NEXT_DEPLOYMENT_ID = id;
  return id;
}

/**
 * The few Redis commands used here (a node-redis client).
 * @typedef {object} Client
 * @property {(options: { MATCH: string, COUNT: number }) => AsyncIterable<string[]>} scanIterator
 * @property {(keys: string[]) => Promise<unknown>} unlink
 * @property {(key: string, value: string, options: { EX: number }) => Promise<unknown>} set
 */

/**
 * Builds with at least one running instance.
 * @param {Pick<Client, 'scanIterator'>} client
 */
export async function liveBuilds(client) {
  const live = new Set();
  for await (const keys of client.scanIterator({ MATCH: `${heartbeatNamespace}*`, COUNT: 1000 })) {
    for (const key of keys) live.add(key.slice(heartbeatNamespace.length));
  }
  return live;
}

/**
 * Removes every shared-cache entry (and each build's tag index) of the builds no instance runs
 * any more, besides those in `keep`.
 * @param {Pick<Client, 'scanIterator' | 'unlink'>} client
 * @param {{ keep?: string[] }} [options]
 * @returns {Promise<Map<string, number>>} how many keys were removed, by build
 */
export async function pruneBuilds(client, { keep = [] } = {}) {
  const kept = new Set([...keep, ...(await liveBuilds(client))]);
  /** @type {Map<string, number>} */
  const removed = new Map();
  for await (const keys of client.scanIterator({ MATCH: `${entryNamespace}*`, COUNT: 1000 })) {
    for (const [build, stale] of staleEntries(keys, kept)) {
      await client.unlink(stale);
      removed.set(build, (removed.get(build) ?? 0) + stale.length);
    }
  }
  return removed;
}

/**
 * Announces this instance's build now and then every 30 s; prunes dead builds at once and every
 * 10 minutes. Failures (Redis down) go to `failed` and are retried on the next tick.
 * @param {Pick<Client, 'set' | 'scanIterator' | 'unlink'>} client
 * @param {string} build
 * @param {{ info: (message: string) => void, failed: (error: unknown) => void }} report
 * @returns {Promise<() => void>} stops the timers
 */
export async function keepBuildAlive(client, build, report) {
  const beat = () =>
    client.set(heartbeatKey(build), new Date().toISOString(), { EX: heartbeatTtlSeconds });
  const prune = async () => {
    const removed = await pruneBuilds(client, { keep: [build] });
    for (const [old, count] of removed) {
      report.info(`removed ${count} entries of build ${old}, which no instance runs any more`);
    }
  };
  /** @param {() => Promise<unknown>} task */
  const run = (task) => task().catch(report.failed);
  // The heartbeat goes first: a starting build's entries are never pruned by another instance.
  await run(beat);
  await run(prune);
  const timers = [
    setInterval(() => void run(beat), heartbeatEveryMs),
    setInterval(() => void run(prune), pruneEveryMs),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
