import type { TTableResult, TTableRound, TTableSpot, TTableSummary } from '@openlobby/contracts';
import type { TTranslate } from '../shared/i18n.ts';
import type { TSpotAmounts } from './stakes.ts';

/** What a game's view gets from the page: words, money, and the call that puts a chip on a spot. */
export type TViewContext = {
  t: TTranslate;
  money: (amount: number) => string;
  /** The player tapped a spot: the page adds the selected chip there (or says why not). */
  place: (spot: TTableSpot) => void;
  reduced: () => boolean;
  /** The rack's chip values (colours of the stacks). */
  chips: () => readonly number[];
};

/** A game's table (baccarat's felt and roads, roulette's wheel and layout) as the shared page drives it. */
export type TGameView = {
  /** Builds the view into the page's stage, and what reads the table's past (roads) below the bet bar. */
  mount: (host: HTMLElement, below: HTMLElement) => void;
  /** A table as read (start, switch, reconnect): its results and round, drawn at rest, no animation. */
  setTable: (table: TTableSummary) => void;
  /** A new round opened for bets: the felt is cleared. */
  newRound: (round: TTableRound) => void;
  /** The round's result arrived: shown with its animation; resolves once it is on the table. */
  reveal: (round: TTableRound, results: readonly TTableResult[]) => Promise<void>;
  /** The chips on each spot; `open` says whether spots take chips now. */
  showAmounts: (amounts: TSpotAmounts, open: boolean) => void;
  /** A result in words, for the live region, the feed and the history. */
  resultText: (result: TTableResult) => string;
  /** Highlights a stake's spot for a moment (another player's bet arriving). */
  pulse?: (spots: readonly TTableSpot[]) => void;
};

export type TCreateView = (ctx: TViewContext) => TGameView;
