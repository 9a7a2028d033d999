import { PASSKEY_NAME_MAX } from '../../../../shared/contracts/passkeys.js';
import { describeUserAgent } from '../../../../shared/userAgent.js';

/** A first name for a new passkey: the browser and system it is made on ("Chrome on Linux"), as the sessions list says. */
export function defaultPasskeyName(userAgent: string): string {
  const label = describeUserAgent(userAgent).label;
  return (label === 'Unknown device' ? 'My passkey' : label).slice(0, PASSKEY_NAME_MAX);
}
