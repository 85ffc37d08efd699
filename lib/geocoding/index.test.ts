import { describe, expect, it, vi } from 'vitest';
import { fallbackPlace, locateVisitor, placeFromAnswer, reverseGeocodeUrl } from './index';

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

  it('falls back to Chile and Santiago when refused, unsupported or failing', async () => {
    const fetcher = answering(200, { address: { country: 'Perú', city: 'Lima' } });
    await expect(locateVisitor(geocoder, refused, fetcher)).resolves.toEqual(fallbackPlace);
    await expect(locateVisitor(geocoder, undefined, fetcher)).resolves.toEqual(fallbackPlace);
    expect(fetcher).not.toHaveBeenCalled();
    const position = grantedAt(-12.05, -77.04);
    await expect(locateVisitor(geocoder, position, answering(503, {}))).resolves.toEqual(
      fallbackPlace,
    );
    await expect(locateVisitor(geocoder, position, answering(200, { oops: 1 }))).resolves.toEqual(
      fallbackPlace,
    );
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(locateVisitor(geocoder, position, offline)).resolves.toEqual(fallbackPlace);
    expect(fallbackPlace).toEqual({ country: 'Chile', city: 'Santiago' });
  });
});
