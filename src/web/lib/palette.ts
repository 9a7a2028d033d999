/**
 * Card colour palettes. The spec's cards cycle through one list by index (core §9); every pair keeps
 * AA contrast for the icon/text on its tile.
 */
export const CARD_PALETTES = [
  { tile: 'bg-brand-100', icon: 'text-brand-700', ring: 'hover:ring-brand-300' },
  { tile: 'bg-accent-100', icon: 'text-accent-700', ring: 'hover:ring-accent-300' },
  { tile: 'bg-mint-100', icon: 'text-mint-700', ring: 'hover:ring-mint-400' },
  { tile: 'bg-[#fce7f3]', icon: 'text-[#9d174d]', ring: 'hover:ring-[#f9a8d4]' },
  { tile: 'bg-[#e0f2fe]', icon: 'text-[#075985]', ring: 'hover:ring-[#7dd3fc]' },
  { tile: 'bg-[#fef9c3]', icon: 'text-[#854d0e]', ring: 'hover:ring-[#fde047]' },
] as const;

export type CardPalette = (typeof CARD_PALETTES)[number];

export function paletteAt(index: number): CardPalette {
  const size = CARD_PALETTES.length;
  return CARD_PALETTES[((index % size) + size) % size] ?? CARD_PALETTES[0];
}
