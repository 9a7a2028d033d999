import { PROFILE_MESSAGES } from '../../../../shared/messages.js';

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Spec §7: the address's city, town or village, and its country, as "city, country". */
export function placeFromGeocoder(answer: unknown): string | null {
  const address = record(record(answer)?.address);
  if (!address) return null;
  const place = text(address.city) || text(address.town) || text(address.village);
  const country = text(address.country);
  if (place && country) return `${place}, ${country}`;
  return place || country || null;
}

export class LocationError extends Error {}

/** The browser's position, with the spec's messages for a missing API and a refused permission. */
export function currentPosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
) {
  return new Promise<{ latitude: number; longitude: number }>((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationError(PROFILE_MESSAGES.geolocationUnsupported));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) =>
        reject(
          new LocationError(error.code === error.PERMISSION_DENIED ? PROFILE_MESSAGES.locationDenied : PROFILE_MESSAGES.locationFailed),
        ),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}
