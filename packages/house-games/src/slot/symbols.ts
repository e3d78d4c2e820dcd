/**
 * The slot's symbols, jewels high and fruit low. The id is what grids, strips and wins carry; the
 * name and colour are hints for the renderer (it may draw its own art per id).
 */
export type TSlotSymbolKind = 'wild' | 'scatter' | 'high' | 'low';

export type TSlotSymbol = { id: string; name: string; colour: string; kind: TSlotSymbolKind };

export const SLOT_SYMBOLS = [
  { id: 'wild', name: 'Golden Crown', colour: '#f2c230', kind: 'wild' },
  { id: 'scatter', name: 'Shooting Star', colour: '#ff7ad9', kind: 'scatter' },
  { id: 'diamond', name: 'Diamond', colour: '#a8e6f5', kind: 'high' },
  { id: 'ruby', name: 'Ruby', colour: '#d0104c', kind: 'high' },
  { id: 'emerald', name: 'Emerald', colour: '#2fa866', kind: 'high' },
  { id: 'sapphire', name: 'Sapphire', colour: '#1f4fbf', kind: 'high' },
  { id: 'cherry', name: 'Cherry', colour: '#b3122e', kind: 'low' },
  { id: 'lemon', name: 'Lemon', colour: '#f5e03b', kind: 'low' },
  { id: 'orange', name: 'Orange', colour: '#f28a1e', kind: 'low' },
  { id: 'grape', name: 'Grape', colour: '#7a3fa0', kind: 'low' },
  { id: 'melon', name: 'Watermelon', colour: '#6cbf3f', kind: 'low' },
] as const satisfies readonly TSlotSymbol[];

export type TSlotSymbolId = (typeof SLOT_SYMBOLS)[number]['id'];

/** Substitutes for every paying symbol on a line; it sits only on reels 2, 3 and 4. */
export const WILD = 'wild' satisfies TSlotSymbolId;

/** Pays anywhere on the screen and, three or more, awards free spins; never part of a line. */
export const SCATTER = 'scatter' satisfies TSlotSymbolId;
