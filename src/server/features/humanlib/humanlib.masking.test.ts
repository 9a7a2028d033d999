import { describe, expect, it } from 'vitest';
import { isCrisisMessage, maskContactDetails } from './humanlib.masking.js';

describe('contact-detail masking', () => {
  it.each([
    ['call me on 9876543210', 'phone'],
    ['call me on +91 98765 43210 tonight', 'phone'],
    ['my number is 98.76.54.32.10', 'phone'],
    ['9 8 7 6 5 4 3 2 1 0', 'phone'],
    ['(022) 2345-6789', 'phone'],
    ['nine eight seven six five four three two one zero', 'phone'],
    ['it is nine eight 7 six five, four three two one zero', 'phone'],
    ['double nine eight seven six triple five two', 'phone'],
    ['write to priya.sharma@gmail.com', 'email'],
    ['write to priya at gmail dot com', 'email'],
    ['priya (at) gmail (dot) com', 'email'],
    ['priya[at]yahoo.co.in', 'email'],
    ['see https://example.org/me', 'link'],
    ['see www.mysite.in', 'link'],
    ['find me on mysite dot com', 'link'],
    ['join t.me/priya', 'link'],
    ['dm me @priya_22', 'handle'],
    ['my insta id is priya_22', 'handle'],
    ['snap: priya.s', 'handle'],
  ])('hides %j (%s) and says why', (input, reason) => {
    const result = maskContactDetails(input);
    expect(result.reasons).toContain(reason);
    expect(result.text).not.toBe(input);
    expect(result.text).toMatch(/\[(number|email|link|handle) hidden\]/);
    expect(result.text).not.toMatch(/\d{4}/);
    expect(result.text).not.toMatch(/priya(?!\s)|gmail|example\.org|mysite/i);
  });

  it.each([
    'I am 21 years old and in semester 5.',
    'See you at 5, I have 3 classes today.',
    'I was tired. in the end I slept at home.',
    'The signal is weak and fb is down.',
    'My exam is on 12/03, marks out of 100.',
    'One or two friends, maybe three.',
    'I like dots and commas.',
  ])('leaves ordinary talk alone: %j', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, reasons: [] });
  });

  it('keeps the rest of the sentence around a hidden detail', () => {
    expect(maskContactDetails('hey, text me on 98765 43210 ok?').text).toBe('hey, text me on [number hidden] ok?');
    expect(maskContactDetails('mail a@b.com please').text).toBe('mail [email hidden] please');
  });
});

describe('crisis rule', () => {
  it.each(['I want to kill myself', 'sometimes I think about suicide', 'I just want to die', 'I have been cutting myself'])(
    'flags %j',
    (text) => expect(isCrisisMessage(text)).toBe(true),
  );
  it.each(['this exam is killing me', 'I died laughing', 'the battery will die soon'])('does not flag %j', (text) =>
    expect(isCrisisMessage(text)).toBe(false),
  );
});
