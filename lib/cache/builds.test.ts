import { describe, expect, it } from 'vitest';
import {
  buildOfKey,
  cacheBuildName,
  deploymentIdFor,
  deploymentIdPattern,
  entryPrefix,
  heartbeatKey,
  newBuildId,
  newDeploymentId,
  staleEntries,
} from './builds.mjs';

describe("a build's keys in the shared cache", () => {
  it('puts the deployment id in every entry key and in the heartbeat', () => {
    expect(entryPrefix('b2026-a1')).toBe('site:b2026-a1:');
    expect(heartbeatKey('b2026-a1')).toBe('site-live:b2026-a1');
  });

  it('names a build by its deployment id and its build id, so a reused deployment id is another build', () => {
    const name = cacheBuildName('release-7', '1795751774000-16909060');
    expect(name).toBe('release-7+1795751774000-16909060');
    expect(cacheBuildName('release-7', '1795751774000-16909061')).not.toBe(name);
    expect(buildOfKey(`${entryPrefix(name)}/blogs`)).toBe(name);
    expect(() => cacheBuildName('release:7', '1')).toThrow(/NEXT_DEPLOYMENT_ID is "release:7"/);
    expect(() => cacheBuildName('release-7', undefined)).toThrow(/\.next\/BUILD_ID/);
    expect(() => cacheBuildName('release-7', 'a:b')).toThrow(/\.next\/BUILD_ID/);
  });

  it('makes a new build id for every build, without "ad" in it', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(newBuildId(now, Buffer.from([1, 2, 3, 4]))).toBe(`${now}-16909060`);
    expect(newBuildId(now, Buffer.from([1, 2, 3, 5]))).not.toBe(
      newBuildId(now, Buffer.from([1, 2, 3, 4])),
    );
    expect(newBuildId()).toMatch(/^\d+-\d+$/);
  });

  it('reads the build back from an entry, its tag index included', () => {
    expect(buildOfKey('site:b2026-a1:/blogs')).toBe('b2026-a1');
    expect(buildOfKey('site:b2026-a1:__sharedTags__')).toBe('b2026-a1');
    expect(buildOfKey(`${entryPrefix('v1.2_rc-3')}9f86d081884c7d65`)).toBe('v1.2_rc-3');
  });

  it('gives keys written before builds had their own entries a name no build has', () => {
    expect(staleEntries(['site:/blogs', 'site:__sharedTags__'], new Set(['b1']))).toEqual(
      new Map([
        ['/blogs', ['site:/blogs']],
        ['__sharedTags__', ['site:__sharedTags__']],
      ]),
    );
  });

  it('marks for removal every entry of a build not kept, grouped by build', () => {
    const keys = [
      'site:a:/',
      'site:b:/',
      'site:a:__sharedTags__',
      'site:c:/blogs',
      'site:b:__revalidated_tags__',
    ];
    expect(staleEntries(keys, new Set(['b']))).toEqual(
      new Map([
        ['a', ['site:a:/', 'site:a:__sharedTags__']],
        ['c', ['site:c:/blogs']],
      ]),
    );
    expect(staleEntries(keys, new Set(['a', 'b', 'c']))).toEqual(new Map());
  });
});

describe("a build's deployment id", () => {
  it("is the operator's NEXT_DEPLOYMENT_ID when set", () => {
    const env: Record<string, string | undefined> = { NEXT_DEPLOYMENT_ID: ' release-2026.11.25 ' };
    expect(deploymentIdFor(env)).toBe('release-2026.11.25');
    expect(env.NEXT_DEPLOYMENT_ID).toBe('release-2026.11.25');
  });

  it('is made up once per build otherwise, and kept for the rest of that build', () => {
    const env: Record<string, string | undefined> = {};
    const id = deploymentIdFor(env);
    expect(id).toMatch(deploymentIdPattern);
    expect(env.NEXT_DEPLOYMENT_ID).toBe(id);
    // next.config.mjs is read again by the build's workers, which inherit the environment.
    expect(deploymentIdFor(env)).toBe(id);
    expect(deploymentIdFor({})).not.toBe(id);
  });

  it('differs between two builds made in the same millisecond', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const first = newDeploymentId(now, Buffer.from([1, 2, 3, 4]));
    const second = newDeploymentId(now, Buffer.from([1, 2, 3, 5]));
    expect(first).toBe(`b${now.toString(36)}-01020304`);
    expect(second).not.toBe(first);
  });

  it('refuses an id that would not fit in a key or a URL', () => {
    for (const bad of ['a:b', 'a b', 'x'.repeat(65), 'ñandú']) {
      expect(() => deploymentIdFor({ NEXT_DEPLOYMENT_ID: bad })).toThrow(
        /NEXT_DEPLOYMENT_ID must be 1 to 64 letters/,
      );
    }
  });
});
