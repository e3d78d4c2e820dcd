import type { TFairSeeds, TSlotState } from '@openlobby/contracts';
import type { THouseClient } from '../shared/api.ts';
import type { TLang, TTranslate } from '../shared/i18n.ts';

/** What the drawers read from and report to the game. */
export type TPanelContext = {
  client: THouseClient;
  state: () => TSlotState;
  bet: () => number;
  seeds: () => TFairSeeds;
  setSeeds: (seeds: TFairSeeds) => void;
  busy: () => boolean;
  onError: (error: unknown) => void;
  /** The page's language (passed on to the verifier) and its translator. */
  lang: TLang;
  t: TTranslate;
};
