import type { TFairSeeds, TSlotState } from '@openlobby/contracts';
import type { THouseClient } from '../shared/api.ts';
import type { TLang, TTranslate } from '../shared/i18n.ts';
import type { SoundBoard } from './audio.ts';
import type { Fx } from './fx.ts';
import type { Pacer } from './pace.ts';
import type { ReelView } from './reels.ts';

/**
 * The slot page's mutable state, one object every part reads and writes, so that the control bar,
 * the round, the win show and the session always agree on what is going on.
 */
export type TSlotPlay = {
  /** The game as the server last described it; null until the first answer. */
  state: TSlotState | null;
  seeds: TFairSeeds | null;
  bet: number;
  /** The balance shown: the bet comes off as a spin starts, the server's figure lands after the show. */
  balance: number;
  lastWin: number;
  /** A round (the spin and its win show) is running. */
  busy: boolean;
  /** The session is over for good: nothing more can be played. */
  ended: boolean;
  /** Autoplay rounds still to start; 0 when autoplay is off. */
  autoLeft: number;
  /** The grid the reels are landing on, for the scatter sounds as each reel stops. */
  targetGrid: readonly (readonly string[])[];
  /** Bumped by each spin, so the previous round's idle line cycle knows to stop. */
  idleToken: number;
  /** The player prefers reduced motion (followed live). */
  reduced: boolean;
};

/** The state before the server's first answer: nothing to play yet. */
export function createPlay(reduced: boolean): TSlotPlay {
  return {
    state: null,
    seeds: null,
    bet: 0,
    balance: 0,
    lastWin: 0,
    busy: false,
    ended: false,
    autoLeft: 0,
    targetGrid: [],
    idleToken: 0,
    reduced,
  };
}

/** The state and the services the page's parts share; built once by main.ts. */
export type TSlotPage = {
  play: TSlotPlay;
  client: THouseClient;
  /** The language the page speaks and its translator. */
  lang: TLang;
  t: TTranslate;
  sound: SoundBoard;
  pace: Pacer;
  reels: ReelView;
  fx: Fx;
  /** An amount with the game's currency decimals. */
  money: (amount: number) => string;
};

/** The page's phase on <body data-state>, which the end-to-end tests wait on. */
export function setPageState(value: 'loading' | 'idle' | 'spinning' | 'ended') {
  document.body.dataset.state = value;
}

/** Where the bet chosen for a currency is remembered between visits. */
export const betStorageKey = (currency: string) => `openlobby.house.slot.bet.${currency}`;
