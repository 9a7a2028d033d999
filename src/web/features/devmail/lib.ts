import { OTP_LENGTH } from '../../../shared/constants.js';

/** The first standalone 6-digit code in a mail's text, to show it big with a copy button. */
export function findCode(text: string, length: number = OTP_LENGTH): string | null {
  const match = new RegExp(`(?<!\\d)\\d{${length}}(?!\\d)`).exec(text);
  return match ? match[0] : null;
}
