import type { MaskReason } from '../../../shared/contracts/humanlib.js';

/**
 * Hides contact details before a chat message is delivered, so two strangers cannot move the talk
 * off the platform. Deliberately eager: a hidden harmless number costs less than a leaked phone.
 */

const PLACEHOLDER: Record<MaskReason, string> = {
  phone: '[number hidden]',
  email: '[email hidden]',
  link: '[link hidden]',
  handle: '[handle hidden]',
};

const TLDS = 'com|in|org|net|co|edu|ac|io|me|ly|gg|app|xyz|info|biz|dev|ai|us|uk';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi;
/** A dot as written or spelled out: "gmail.com", "gmail dot com", "gmail (dot) com". */
const DOT = '(?:\\.|\\s*[([{]\\s*dot\\s*[)\\]}]\\s*|\\s+dot\\s+)';
const AT = '(?:\\s*@\\s*|\\s*[([{]\\s*at\\s*[)\\]}]\\s*|\\s+at\\s+)';
/** "name at gmail dot com", "name (at) gmail (dot) com", "name[at]gmail.com". */
const SPELLED_EMAIL = new RegExp(`[\\w.+-]+${AT}[\\w-]+(?:${DOT}[\\w-]+)*?${DOT}(?:${TLDS})\\b`, 'gi');
const URL_LIKE = new RegExp(`(?:\\bhttps?:\\/\\/|\\bwww\\.)\\S+|\\b[\\w-]+(?:${DOT}[\\w-]+)*?${DOT}(?:${TLDS})\\b(?:\\/\\S*)?`, 'gi');
const AT_HANDLE = /(^|[^\w@])@[a-z0-9_.]{2,}/gi;
/** "insta: priya_22", "my snap id is priya", "telegram - priya". */
const NAMED_HANDLE =
  /\b(?:insta(?:gram)?|ig|snap(?:chat)?|telegram|tg|whats\s?app|twitter|fb|facebook|discord|linkedin)\s*(?:(?:id|handle|user\s?name|account)\s*(?:is|:|-|=|->)?|:|-|=|->)\s*@?[a-z0-9_.]{2,}/gi;

const DIGIT_WORDS: Record<string, number> = {
  zero: 1,
  oh: 1,
  o: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
};
/** "double nine" is two digits, "triple five" three. */
const REPEATERS: Record<string, number> = { double: 2, triple: 3 };
/** A run of digits and digit words with any separators in between. */
const NUMBER_RUN =
  /(?:\+|\b)(?:\d+|zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)(?:[\s.,\-()/_*]*(?:\d+|zero|oh|o|one|two|three|four|five|six|seven|eight|nine|double|triple)\b)+|\+?\d[\d\s.\-()/]{5,}\d/gi;
/** Seven digits or more is a phone number in every form we care about (local and Indian mobile). */
const PHONE_MIN_DIGITS = 7;

function digitsIn(run: string): number {
  let count = 0;
  let pendingRepeat = 1;
  for (const token of run.toLowerCase().match(/\d+|[a-z]+/g) ?? []) {
    if (/^\d+$/.test(token)) {
      count += token.length + (pendingRepeat - 1);
      pendingRepeat = 1;
    } else if (REPEATERS[token]) {
      pendingRepeat = REPEATERS[token];
    } else if (DIGIT_WORDS[token]) {
      count += pendingRepeat;
      pendingRepeat = 1;
    }
  }
  return count;
}

export interface MaskResult {
  text: string;
  reasons: MaskReason[];
}

export function maskContactDetails(input: string): MaskResult {
  const reasons = new Set<MaskReason>();
  const replace = (text: string, pattern: RegExp, reason: MaskReason, keepPrefix = false) =>
    text.replace(pattern, (match: string, prefix?: string) => {
      reasons.add(reason);
      return (keepPrefix && typeof prefix === 'string' ? prefix : '') + PLACEHOLDER[reason];
    });

  let text = input;
  text = replace(text, EMAIL, 'email');
  text = replace(text, SPELLED_EMAIL, 'email');
  text = replace(text, URL_LIKE, 'link');
  text = replace(text, NAMED_HANDLE, 'handle');
  text = replace(text, AT_HANDLE, 'handle', true);
  text = text.replace(NUMBER_RUN, (run) => {
    if (digitsIn(run) < PHONE_MIN_DIGITS) return run;
    reasons.add('phone');
    return PLACEHOLDER.phone;
  });
  return { text, reasons: [...reasons] };
}

const CRISIS =
  /\b(?:kill(?:ing)?\s+my\s?self|suicid(?:e|al)|end(?:ing)?\s+(?:my|it)\s+(?:life|all)|take\s+my\s+(?:own\s+)?life|self[\s-]?harm|hurt(?:ing)?\s+my\s?self|cut(?:ting)?\s+my\s?self|want\s+to\s+die|wanna\s+die|don'?t\s+want\s+to\s+(?:live|be\s+alive)|better\s+off\s+dead|no\s+reason\s+to\s+live)\b/i;

/** A message about self-harm: its writer is shown helplines and the chat goes to the top of the report queue. */
export const isCrisisMessage = (text: string) => CRISIS.test(text);
