import { describe, expect, it } from 'vitest';
import { applyOtpBackspace, applyOtpInput, emptyOtp, isOtpComplete, otpValue, parseOtpPaste } from './otp';

describe('OTP boxes', () => {
  it('starts with six empty boxes', () => {
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
  });

  it('typing a digit fills the box and moves focus forward', () => {
    const change = applyOtpInput(emptyOtp(), 0, '4');
    expect(change.digits[0]).toBe('4');
    expect(change.focus).toBe(1);
  });

  it('typing in the last box keeps focus there', () => {
    const change = applyOtpInput(['1', '2', '3', '4', '5', ''], 5, '6');
    expect(otpValue(change.digits)).toBe('123456');
    expect(change.focus).toBeNull();
  });

  it('ignores non-digits', () => {
    const change = applyOtpInput(emptyOtp(), 2, 'a');
    expect(change.digits).toEqual(emptyOtp());
    expect(change.focus).toBeNull();
  });

  it('keeps one digit per box, the one just typed', () => {
    const change = applyOtpInput(['7', '', '', '', '', ''], 0, '79');
    expect(change.digits[0]).toBe('9');
    expect(change.focus).toBe(1);
  });

  it('keeps the new digit when typed before the old one', () => {
    expect(applyOtpInput(['7', '', '', '', '', ''], 0, '97').digits[0]).toBe('9');
  });

  it('a whole code typed or autofilled into one box fills every box', () => {
    const change = applyOtpInput(emptyOtp(), 0, '123456');
    expect(change.digits).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(change.focus).toBeNull();
  });

  it('clearing a box by input empties it', () => {
    const change = applyOtpInput(['7', '', '', '', '', ''], 0, '');
    expect(change.digits[0]).toBe('');
  });

  it('Backspace on a filled box clears it and stays', () => {
    const change = applyOtpBackspace(['1', '2', '', '', '', ''], 1);
    expect(change.digits).toEqual(['1', '', '', '', '', '']);
    expect(change.focus).toBeNull();
  });

  it('Backspace on an empty box moves to the previous one', () => {
    const change = applyOtpBackspace(['1', '2', '', '', '', ''], 2);
    expect(change.digits).toEqual(['1', '2', '', '', '', '']);
    expect(change.focus).toBe(1);
  });

  it('Backspace on the first empty box goes nowhere', () => {
    expect(applyOtpBackspace(emptyOtp(), 0).focus).toBeNull();
  });

  it('accepts a paste of exactly six digits', () => {
    expect(parseOtpPaste('123456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(parseOtpPaste(' 654321\n')).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('ignores any other paste', () => {
    expect(parseOtpPaste('12345')).toBeNull();
    expect(parseOtpPaste('1234567')).toBeNull();
    expect(parseOtpPaste('12a456')).toBeNull();
    expect(parseOtpPaste('123 456')).toBeNull();
    expect(parseOtpPaste('')).toBeNull();
  });

  it('knows when all six digits are there', () => {
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isOtpComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
  });
});
