import type { TGameKind } from './game-rules.ts';

/** The platform's game categories, plus the e-sports and cockfight lanes it splits from SPORTS. */
export const GAME_CATEGORIES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'FISH',
  'PVP',
  'ELOTT',
  'LOTT',
  'CONS',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export type TGameCategory = (typeof GAME_CATEGORIES)[number];

/** How a category's game looks and which of the two games it plays. Fixed values, never input. */
export type TGameTheme = { kind: TGameKind; label: string; icon: string; accent: string; tagline: string };

export const GAME_THEMES: Record<TGameCategory, TGameTheme> = {
  LIVE: {
    kind: 'cards',
    label: 'Live casino',
    icon: '♠',
    accent: '#e11d48',
    tagline: 'The dealer turns one card: higher or lower than the seven?',
  },
  RNG: {
    kind: 'dice',
    label: 'Slots & RNG',
    icon: '◆',
    accent: '#a855f7',
    tagline: 'One roll of a hundred-sided die: under 50 or over 51?',
  },
  SPORTS: {
    kind: 'dice',
    label: 'Sports',
    icon: '◉',
    accent: '#22c55e',
    tagline: 'Over or under on a 1–100 match roll.',
  },
  FISH: {
    kind: 'dice',
    label: 'Fishing',
    icon: '≋',
    accent: '#0ea5e9',
    tagline: 'Cast the net: the catch is a 1–100 roll.',
  },
  PVP: {
    kind: 'cards',
    label: 'Player vs player',
    icon: '♣',
    accent: '#eab308',
    tagline: 'Your call against the seven: one card decides.',
  },
  ELOTT: {
    kind: 'dice',
    label: 'E-lottery',
    icon: '◎',
    accent: '#14b8a6',
    tagline: 'One ball from a hundred: under 50 or over 51?',
  },
  LOTT: {
    kind: 'dice',
    label: 'Lottery',
    icon: '№',
    accent: '#f43f5e',
    tagline: 'One ball from a hundred: under 50 or over 51?',
  },
  CONS: {
    kind: 'cards',
    label: 'Chess & cards',
    icon: '♦',
    accent: '#8b5cf6',
    tagline: 'Higher or lower than the seven.',
  },
  ESPORTS: {
    kind: 'dice',
    label: 'E-sports',
    icon: '▲',
    accent: '#06b6d4',
    tagline: 'Over or under on a 1–100 map roll.',
  },
  COCKFIGHT: {
    kind: 'cards',
    label: 'Cockfight',
    icon: '⚔',
    accent: '#f97316',
    tagline: 'Meron or wala: one card against the seven decides.',
  },
};
