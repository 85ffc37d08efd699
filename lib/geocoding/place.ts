/** The visitor's place, as the lead form pre-fills it (docs/product.md, Demo request). */
export interface Place {
  country: string;
  city: string;
}

/** Used when geolocation is refused, unsupported or fails (docs/product.md, Demo request). */
export const fallbackPlace: Place = { country: 'Chile', city: 'Santiago' };

export function reverseGeocodeUrl(
  geocoderUrl: string,
  latitude: number,
  longitude: number,
): string {
  const url = new URL(geocoderUrl);
  url.searchParams.set('lat', String(latitude));
  url.searchParams.set('lon', String(longitude));
  url.searchParams.set('format', 'json');
  url.searchParams.set('accept-language', 'es');
  return url.toString();
}

/**
 * Country and city, town or village of a reverse-geocoding answer (Nominatim's shape). A
 * country without a locality gives an empty city for the visitor to fill in.
 */
export function placeFromAnswer(json: unknown): Place | null {
  const address = (json as { address?: Record<string, unknown> } | null)?.address;
  const country = address?.country;
  if (typeof country !== 'string' || !country.trim()) return null;
  const locality = [address?.city, address?.town, address?.village].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return { country, city: locality ?? '' };
}

function currentPosition(geolocation: Geolocation | undefined): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new Error('Geolocation is not supported'));
    geolocation.getCurrentPosition(resolve, reject, { timeout: 10_000, maximumAge: 600_000 });
  });
}

/**
 * Asks the browser for the visitor's position and reverse-geocodes it; null when that is
 * refused, unsupported or fails.
 */
export async function locateVisitor(
  geocoderUrl: string,
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  fetcher: typeof fetch = fetch,
): Promise<Place | null> {
  try {
    const { coords } = await currentPosition(geolocation);
    const response = await fetcher(
      reverseGeocodeUrl(geocoderUrl, coords.latitude, coords.longitude),
      {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(8000),
      },
    );
    if (!response.ok) return null;
    return placeFromAnswer(await response.json());
  } catch {
    return null;
  }
}

/**
 * The longest a visitor waits for a place. The Geolocation API's own timeout does not count the
 * time its permission prompt stays unanswered, which may be forever.
 */
export const fallbackAfterMs = 3000;

/**
 * Pre-fills a place: `show` gets Chile and Santiago once locating fails or `fallbackAfterMs`
 * have passed, and the located place whenever it arrives, even after the fallback (`located`
 * tells them apart). Returns the function that stops it (the form closes).
 */
export function prefillPlace(
  geocoderUrl: string,
  show: (place: Place, located: boolean) => void,
  {
    geolocation = globalThis.navigator?.geolocation,
    fetcher = fetch,
    waitMs = fallbackAfterMs,
  }: { geolocation?: Geolocation; fetcher?: typeof fetch; waitMs?: number } = {},
): () => void {
  let stopped = false;
  let fellBack = false;
  const fallBack = () => {
    if (stopped || fellBack) return;
    fellBack = true;
    show(fallbackPlace, false);
  };
  const timer = setTimeout(fallBack, waitMs);
  void locateVisitor(geocoderUrl, geolocation, fetcher).then((place) => {
    clearTimeout(timer);
    if (!place) return fallBack();
    if (!stopped) show(place, true);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
