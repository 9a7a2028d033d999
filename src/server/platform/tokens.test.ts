import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../shared/constants.js';
import { createTokenService } from './tokens.js';

const SECRET = 'tokens-test-secret-tokens-test-secret-0001';
const claims = { userId: '7f1c6a52-2f55-4a51-9b0e-0c7d1c1e2a10', role: 'student' as const, sessionId: 's-1', twoFactor: false };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens checked once and remembered', () => {
  it('answers a repeated token with the same claims', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(SECRET);
    const token = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('never lets a token signed with another secret in, however often it is sent', async () => {
    const ours = createTokenService(SECRET);
    const forged = await createTokenService('another-secret-another-secret-another-0001').signAccess(claims);
    expect(await ours.verifyAccess(forged)).toBeNull();
    expect(await ours.verifyAccess(forged)).toBeNull();
  });
});
