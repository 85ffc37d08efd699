import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fallbackAfterMs,
  fallbackPlace,
  locateVisitor,
  placeFromAnswer,
  prefillPlace,
  reverseGeocodeUrl,
} from './place';

const geocoder = 'https://nominatim.openstreetmap.org/reverse';

const grantedAt = (latitude: number, longitude: number) =>
  ({
    getCurrentPosition: (success: PositionCallback) =>
      success({ coords: { latitude, longitude } } as GeolocationPosition),
  }) as unknown as Geolocation;

const refused = {
  getCurrentPosition: (_: PositionCallback, error?: PositionErrorCallback | null) =>
    error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
} as unknown as Geolocation;

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('reverseGeocodeUrl', () => {
  it('asks for lat, lon and format=json', () => {
    const url = new URL(reverseGeocodeUrl(geocoder, -33.45, -70.66));
    expect(url.origin + url.pathname).toBe(geocoder);
    expect(url.searchParams.get('lat')).toBe('-33.45');
    expect(url.searchParams.get('lon')).toBe('-70.66');
    expect(url.searchParams.get('format')).toBe('json');
  });
});

describe('placeFromAnswer', () => {
  it('reads country and city, else town, else village', () => {
    expect(
      placeFromAnswer({ address: { country: 'Colombia', city: 'Medellín', town: 'x' } }),
    ).toEqual({ country: 'Colombia', city: 'Medellín' });
    expect(placeFromAnswer({ address: { country: 'Chile', town: 'Pucón' } })).toEqual({
      country: 'Chile',
      city: 'Pucón',
    });
    expect(placeFromAnswer({ address: { country: 'Chile', village: 'Caburgua' } })).toEqual({
      country: 'Chile',
      city: 'Caburgua',
    });
  });

  it('leaves the city empty when the answer has only a country', () => {
    expect(placeFromAnswer({ address: { country: 'Argentina' } })).toEqual({
      country: 'Argentina',
      city: '',
    });
  });

  it.each([[null], [{}], [{ address: {} }], [{ address: { city: 'Lima' } }], [{ error: 'x' }]])(
    'gives nothing for %j',
    (json) => {
      expect(placeFromAnswer(json)).toBeNull();
    },
  );
});

describe('locateVisitor', () => {
  it('reverse-geocodes the granted position', async () => {
    const fetcher = answering(200, { address: { country: 'Canadá', city: 'Toronto' } });
    await expect(locateVisitor(geocoder, grantedAt(43.65, -79.38), fetcher)).resolves.toEqual({
      country: 'Canadá',
      city: 'Toronto',
    });
    expect(String(vi.mocked(fetcher).mock.calls[0]?.[0])).toContain('lat=43.65&lon=-79.38');
  });

  it('gives nothing when refused, unsupported or failing', async () => {
    const fetcher = answering(200, { address: { country: 'Perú', city: 'Lima' } });
    await expect(locateVisitor(geocoder, refused, fetcher)).resolves.toBeNull();
    await expect(locateVisitor(geocoder, undefined, fetcher)).resolves.toBeNull();
    expect(fetcher).not.toHaveBeenCalled();
    const position = grantedAt(-12.05, -77.04);
    await expect(locateVisitor(geocoder, position, answering(503, {}))).resolves.toBeNull();
    await expect(
      locateVisitor(geocoder, position, answering(200, { oops: 1 })),
    ).resolves.toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(locateVisitor(geocoder, position, offline)).resolves.toBeNull();
  });
});

describe('prefillPlace', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A permission prompt nobody answers yet; `answer` grants it at the given position. */
  function pendingPrompt() {
    let grant: ((position: GeolocationPosition) => void) | undefined;
    const geolocation = {
      getCurrentPosition: (success: PositionCallback) => {
        grant = success;
      },
    } as unknown as Geolocation;
    const answer = (latitude: number, longitude: number) =>
      grant?.({ coords: { latitude, longitude } } as GeolocationPosition);
    return { geolocation, answer };
  }

  it('shows Chile and Santiago after 3 s of an unanswered prompt, then the located place', async () => {
    vi.useFakeTimers();
    const { geolocation, answer } = pendingPrompt();
    const shown = vi.fn();
    const fetcher = answering(200, { address: { country: 'Colombia', city: 'Medellín' } });
    prefillPlace(geocoder, shown, { geolocation, fetcher });
    await vi.advanceTimersByTimeAsync(fallbackAfterMs - 1);
    expect(shown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveBeenCalledExactlyOnceWith(fallbackPlace, false);
    expect(fallbackAfterMs).toBeLessThanOrEqual(3000);

    answer(6.24, -75.58);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(2));
    expect(shown).toHaveBeenLastCalledWith({ country: 'Colombia', city: 'Medellín' }, true);
  });

  it('shows the fallback at once when locating fails, and only once', async () => {
    const shown = vi.fn();
    prefillPlace(geocoder, shown, { geolocation: refused, fetcher: answering(200, {}) });
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith(fallbackPlace, false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('shows only the located place when it comes in time, and nothing once stopped', async () => {
    vi.useFakeTimers();
    const fetcher = answering(200, { address: { country: 'Canadá', city: 'Toronto' } });
    const shown = vi.fn();
    prefillPlace(geocoder, shown, { geolocation: grantedAt(43.65, -79.38), fetcher });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toHaveBeenCalledExactlyOnceWith({ country: 'Canadá', city: 'Toronto' }, true);

    const { geolocation, answer } = pendingPrompt();
    const ignored = vi.fn();
    const stop = prefillPlace(geocoder, ignored, { geolocation, fetcher });
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    answer(43.65, -79.38);
    await vi.advanceTimersByTimeAsync(10);
    expect(ignored).not.toHaveBeenCalled();
  });
});
