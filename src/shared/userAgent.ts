/**
 * A readable name for the device behind a user-agent string ("Chrome on Windows", "Safari on iPhone"),
 * as shown in the active sessions list. A pure function, good enough for people, not for analytics.
 */
export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'unknown';

export interface DeviceInfo {
  browser: string | null;
  os: string | null;
  kind: DeviceKind;
  /** "Chrome on Windows", "Firefox", "Unknown device". */
  label: string;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
  [/\bPostmanRuntime\//, 'Postman'],
  [/\bnode-fetch\b|\bundici\b|\bnode\b/i, 'Node.js'],
  [/\blightmyrequest\b/i, 'Test client'],
];

function osOf(ua: string): string | null {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

function kindOf(ua: string, os: string | null): DeviceKind {
  if (os === 'iPad' || /\bTablet\b/.test(ua) || (os === 'Android' && !/\bMobile\b/.test(ua))) return 'tablet';
  if (os === 'iPhone' || /\bMobile\b/.test(ua)) return 'mobile';
  if (os) return 'desktop';
  return 'unknown';
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceInfo {
  const ua = (userAgent ?? '').trim();
  if (!ua) return { browser: null, os: null, kind: 'unknown', label: 'Unknown device' };
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const os = osOf(ua);
  const kind = kindOf(ua, os);
  const label = browser && os ? `${browser} on ${os}` : (browser ?? os ?? 'Unknown device');
  return { browser, os, kind, label };
}
