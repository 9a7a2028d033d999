import { GEOCODER_TIMEOUT_MS } from '../../../../shared/constants.js';
import { placeFromGeocoder } from '../lib/location';

/**
 * GET {geocoderUrl}?format=json&lat=..&lon=.. (spec §7): a Nominatim-compatible reverse geocoder,
 * configured on the server. Answers "city, country"; throws when the service fails or knows no place.
 */
export async function reverseGeocode(geocoderUrl: string, latitude: number, longitude: number): Promise<string> {
  const url = new URL(geocoderUrl, window.location.origin);
  url.searchParams.set('format', 'json');
  url.searchParams.set('lat', String(latitude));
  url.searchParams.set('lon', String(longitude));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), GEOCODER_TIMEOUT_MS);
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const place = placeFromGeocoder(await response.json());
    if (!place) throw new Error('no place in the answer');
    return place;
  } finally {
    clearTimeout(timer);
  }
}
