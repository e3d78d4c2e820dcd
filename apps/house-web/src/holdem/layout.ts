/**
 * The Hold'em table's geometry and sums, pure: where each seat sits around the oval (the viewer's
 * own seat always at the bottom), what the quick bet buttons offer, and how a card is drawn.
 */

/** A seat's place on the table, in percent of the table's box from its top left. */
export type TSeatPlace = { x: number; y: number };

/**
 * Seats evenly round an ellipse (radii in percent of the box), clockwise from the bottom centre,
 * turned so that `mySeatNo` (or seat 0 when the viewer does not sit) is at the bottom.
 */
export function seatPlaces(
  seatCount: number,
  mySeatNo: number | null,
  radii = { x: 44, y: 40 },
): TSeatPlace[] {
  const bottom = mySeatNo ?? 0;
  return Array.from({ length: seatCount }, (_, seatNo) => {
    const k = (seatNo - bottom + seatCount) % seatCount;
    const angle = Math.PI / 2 + (2 * Math.PI * k) / seatCount;
    return {
      x: Math.round((50 + radii.x * Math.cos(angle)) * 10) / 10,
      y: Math.round((50 + radii.y * Math.sin(angle)) * 10) / 10,
    };
  });
}

/** The quick amounts of a bet or raise (to what the street's bet goes): the least, half the pot, the pot, all in. */
export function quickBets(
  choices: { minTo: number | null; maxTo: number | null; call: number },
  pot: number,
  streetBet: number,
): { key: 'min' | 'half' | 'pot' | 'max'; to: number }[] {
  const { minTo, maxTo } = choices;
  if (minTo === null || maxTo === null) return [];
  const clamp = (to: number) => Math.min(maxTo, Math.max(minTo, Math.round(to * 100) / 100));
  // a pot-sized raise: call first, then raise by the pot that call makes
  const potAfterCall = pot + choices.call;
  const options: { key: 'min' | 'half' | 'pot' | 'max'; to: number }[] = [
    { key: 'min', to: minTo },
    { key: 'half', to: clamp(streetBet + choices.call + potAfterCall / 2) },
    { key: 'pot', to: clamp(streetBet + choices.call + potAfterCall) },
    { key: 'max', to: maxTo },
  ];
  return options.filter((o, i) => options.findIndex((p) => p.to === o.to) === i);
}

export type TCardFace = {
  rank: string;
  suit: 'c' | 'd' | 'h' | 's';
  symbol: string;
  red: boolean;
  name: string;
};

const SUITS = { c: '♣', d: '♦', h: '♥', s: '♠' } as const;
const RANK_NAMES: Record<string, string> = { T: '10', J: 'J', Q: 'Q', K: 'K', A: 'A' };

/** A card's face from its two-letter name ('Td' → 10 ♦, red). */
export function cardFace(name: string): TCardFace {
  const suit = name[1] as TCardFace['suit'];
  const rank = RANK_NAMES[name[0]!] ?? name[0]!;
  return { rank, suit, symbol: SUITS[suit], red: suit === 'd' || suit === 'h', name };
}

/** Seconds left on the turn clock, never below 0, and the share of the turn gone (0 … 1). */
export function turnLeft(turnEndsAt: string | null, turnSeconds: number, nowMs: number) {
  if (turnEndsAt === null) return null;
  const leftMs = Math.max(0, Date.parse(turnEndsAt) - nowMs);
  return {
    seconds: Math.ceil(leftMs / 1000),
    gone: Math.min(1, Math.max(0, 1 - leftMs / (turnSeconds * 1000))),
  };
}
