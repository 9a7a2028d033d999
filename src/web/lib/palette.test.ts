import { describe, expect, it } from 'vitest';
import { CARD_PALETTES, paletteAt } from './palette';

describe('card palettes', () => {
  it('cycle by index', () => {
    expect(paletteAt(0)).toBe(CARD_PALETTES[0]);
    expect(paletteAt(CARD_PALETTES.length)).toBe(CARD_PALETTES[0]);
    expect(paletteAt(CARD_PALETTES.length + 1)).toBe(CARD_PALETTES[1]);
    expect(paletteAt(-1)).toBe(CARD_PALETTES[CARD_PALETTES.length - 1]);
  });
});
