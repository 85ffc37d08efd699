import { afterEach, describe, expect, it, vi } from 'vitest';
import { outageTracker, tracked, withoutNotFoundPages, withRouteTags } from './cache-handler.mjs';

type Handler = Parameters<typeof tracked>[0];

/** A stand-in for the library's Redis handler whose calls succeed or fail on demand. */
function fakeRedis() {
  const state = { failing: false, calls: 0 };
  const operation = async () => {
    state.calls++;
    if (state.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:6380');
    return null;
  };
  const handler = {
    name: 'redis-strings',
    get: operation,
    set: operation,
    revalidateTag: operation,
    delete: operation,
  } as unknown as Handler;
  return { state, handler };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the shared cache during a Redis outage', () => {
  it('logs once when Redis goes away and once when it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const infos = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.useFakeTimers();
    const { state, handler } = fakeRedis();
    const redis = tracked(handler, outageTracker());
    const get = (key: string) => redis.get(key, { implicitTags: [] });

    state.failing = true;
    for (let request = 0; request < 20; request++) {
      await expect(get('/blogs')).rejects.toThrow();
      vi.advanceTimersByTime(300);
    }
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toMatch(
      /^\[cache\] Redis unreachable \(connect ECONNREFUSED/,
    );

    state.failing = false;
    vi.advanceTimersByTime(1000);
    await expect(get('/blogs')).resolves.toBeNull();
    await expect(get('/')).resolves.toBeNull();
    expect(infos).toHaveBeenCalledTimes(1);
    expect(infos.mock.calls[0]?.[0]).toBe('[cache] Redis is back: the cache is shared again');
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('asks Redis at most once a second while it is down, so requests do not each wait on it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const { state, handler } = fakeRedis();
    const redis = tracked(handler, outageTracker());
    state.failing = true;
    await expect(redis.set('/blogs', {} as never, {} as never)).rejects.toThrow();
    const before = state.calls;
    for (let request = 0; request < 50; request++) {
      await expect(redis.revalidateTag('blogs')).rejects.toThrow('Redis is down');
    }
    expect(state.calls).toBe(before);
    vi.advanceTimersByTime(1001);
    await expect(redis.get('/', { implicitTags: [] })).rejects.toThrow('ECONNREFUSED');
    expect(state.calls).toBe(before + 1);
  });
});

describe('a Redis that never answers', () => {
  it('fails the operation after a second instead of holding the request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const hanging = {
      name: 'redis-strings',
      get: () => new Promise(() => {}),
      set: () => new Promise(() => {}),
      revalidateTag: () => new Promise(() => {}),
    } as unknown as Handler;
    const redis = tracked(hanging, outageTracker());
    const answer = redis.get('/blogs', { implicitTags: [] });
    const settled = expect(answer).rejects.toThrow('no answer within 1000 ms');
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });
});

describe('route handler entries', () => {
  const entry = (kind: string, headers: Record<string, string | string[]>, tags: string[] = []) =>
    ({
      lastModified: 0,
      lifespan: null,
      tags: Object.freeze(tags),
      value: { kind, status: 200, body: Buffer.from(''), headers },
    }) as unknown as Parameters<Handler['set']>[1];

  function recording() {
    const stored: { tags: readonly string[] }[] = [];
    const handler = {
      name: 'recording',
      get: async () => null,
      set: async (_key: string, value: { tags: readonly string[] }) => void stored.push(value),
      revalidateTag: async () => {},
    } as unknown as Handler;
    return { stored, handler: withRouteTags(handler) };
  }

  it('carry the tags of the fetches they made, so a webhook reaches them', async () => {
    const { stored, handler } = recording();
    await handler.set('/sitemap.xml', entry('APP_ROUTE', { 'x-next-cache-tags': 'cms,blogs' }), {});
    expect(stored[0]?.tags).toEqual(['cms', 'blogs']);
  });

  it('leave other entries and route entries without tags as they are', async () => {
    const { stored, handler } = recording();
    const page = entry('APP_PAGE', { 'x-next-cache-tags': 'cms' }, ['cms']);
    await handler.set('/blogs', page, {});
    await handler.set('/robots.txt', entry('APP_ROUTE', {}), {});
    expect(stored[0]).toBe(page);
    expect(stored[1]?.tags).toEqual([]);
  });
});

describe('pages that answer 404', () => {
  const page = (status: number) =>
    ({
      lastModified: 0,
      lifespan: null,
      tags: Object.freeze(['blog:x']),
      value: { kind: 'APP_PAGE', status, html: '', headers: {} },
    }) as unknown as Parameters<Handler['set']>[1];

  it('are never stored; other pages are', async () => {
    const keys: string[] = [];
    const handler = withoutNotFoundPages({
      name: 'recording',
      get: async () => null,
      set: async (key: string) => void keys.push(key),
      revalidateTag: async () => {},
    } as unknown as Handler);
    await handler.set('/blogs/unknown', page(404), {});
    await handler.set('/blogs/known', page(200), {});
    expect(keys).toEqual(['/blogs/known']);
  });
});
