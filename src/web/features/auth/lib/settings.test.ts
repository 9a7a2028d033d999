import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../../shared/contracts/account.js';
import { canConfirmDelete, lastActiveText, otherSessions, signedInText } from './settings';

const NOW = Date.parse('2025-09-10T12:00:00Z');
const session = (id: string, current: boolean): SessionInfo => ({
  id,
  device: 'Chrome on Windows',
  deviceKind: 'desktop',
  userAgent: null,
  ipAddress: '203.0.113.10',
  createdAt: '2025-09-01T08:00:00.000Z',
  lastUsedAt: '2025-09-10T11:59:00.000Z',
  expiresAt: '2025-10-01T08:00:00.000Z',
  rememberMe: true,
  current,
});

describe('settings helpers', () => {
  it('says when a session was last active', () => {
    expect(lastActiveText('2025-09-10T11:59:30Z', NOW)).toBe('Active now');
    expect(lastActiveText('2025-09-10T11:50:00Z', NOW)).toBe('Active 10 minutes ago');
    expect(lastActiveText('2025-09-10T07:00:00Z', NOW)).toBe('Active 5 hours ago');
    expect(lastActiveText('2025-08-01T07:00:00Z', NOW)).toBe('Last active August 1, 2025');
  });

  it('says when a session started', () => {
    expect(signedInText('2025-09-01T08:00:00.000Z')).toBe('Signed in September 1, 2025');
  });

  it('leaves this device out of "everywhere else"', () => {
    expect(otherSessions([session('a', true), session('b', false), session('c', false)]).map((item) => item.id)).toEqual(['b', 'c']);
    expect(otherSessions([session('a', true)])).toEqual([]);
  });

  it('confirms deletion only with a typed password and nothing running', () => {
    expect(canConfirmDelete('', false)).toBe(false);
    expect(canConfirmDelete('secret', true)).toBe(false);
    expect(canConfirmDelete('secret', false)).toBe(true);
  });
});
