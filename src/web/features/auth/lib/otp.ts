import { OTP_LENGTH } from '../../../../shared/constants.js';

/** Pure logic of the six single-digit OTP boxes (spec §5 "OTP"). */

export type OtpDigits = readonly string[];

export interface OtpChange {
  digits: string[];
  /** The box that should get focus next, or null to leave focus where it is. */
  focus: number | null;
}

export function emptyOtp(length: number = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

/**
 * A box's new raw value after typing. Each box keeps one digit only: non-digits are dropped and,
 * when the box already held a digit, the newly typed one wins. A digit moves focus forward.
 */
export function applyOtpInput(digits: OtpDigits, index: number, rawValue: string): OtpChange {
  const next = [...digits];
  if (index < 0 || index >= next.length) return { digits: next, focus: null };
  const onlyDigits = rawValue.replace(/\D/g, '');
  if (rawValue === '') {
    next[index] = '';
    return { digits: next, focus: null };
  }
  if (onlyDigits === '') return { digits: next, focus: null };
  // A whole code at once (the browser's one-time-code autofill) fills every box.
  if (onlyDigits.length === next.length) return { digits: onlyDigits.split(''), focus: null };
  const previous = next[index] ?? '';
  // When the box already held a digit the browser adds the new one before or after it; keep the new one.
  let typed = onlyDigits;
  if (previous !== '' && onlyDigits.length === 2) {
    if (onlyDigits.startsWith(previous)) typed = onlyDigits.slice(1);
    else if (onlyDigits.endsWith(previous)) typed = onlyDigits.slice(0, 1);
  }
  next[index] = typed.charAt(typed.length - 1);
  return { digits: next, focus: index < next.length - 1 ? index + 1 : null };
}

/** Backspace: clears a filled box; on an empty box, moves to the previous one. */
export function applyOtpBackspace(digits: OtpDigits, index: number): OtpChange {
  const next = [...digits];
  if (index < 0 || index >= next.length) return { digits: next, focus: null };
  if ((next[index] ?? '') !== '') {
    next[index] = '';
    return { digits: next, focus: null };
  }
  return { digits: next, focus: index > 0 ? index - 1 : null };
}

/** A pasted text fills every box only when it is exactly six digits; anything else is ignored. */
export function parseOtpPaste(text: string, length: number = OTP_LENGTH): string[] | null {
  const trimmed = text.trim();
  if (!new RegExp(`^\\d{${length}}$`).test(trimmed)) return null;
  return trimmed.split('');
}

export function otpValue(digits: OtpDigits): string {
  return digits.join('');
}

export function isOtpComplete(digits: OtpDigits, length: number = OTP_LENGTH): boolean {
  return digits.length === length && digits.every((digit) => /^\d$/.test(digit));
}
