import { describe, expect, it } from 'vitest';
import { defaultPasskeyName } from './passkeys';

describe('defaultPasskeyName', () => {
  it('names a new passkey after the browser and system it is made on', () => {
    expect(
      defaultPasskeyName('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toBe('Chrome on Linux');
    expect(
      defaultPasskeyName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
  });

  it('falls back to a plain name when the browser cannot be told', () => {
    expect(defaultPasskeyName('')).toBe('My passkey');
  });
});
