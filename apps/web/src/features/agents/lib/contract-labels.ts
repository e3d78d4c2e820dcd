import type { TContract, TContractCategory } from '@openlobby/contracts';
import type { TTranslate } from '../../../lib/translator.ts';

/** A contract's game category: the lane names the site already has, and "all categories". */
export const categoryLabel = (t: TTranslate, category: TContractCategory): string =>
  category === 'ALL' ? t('agents.offer.allCategories') : t(`lanes.${category}`);

/** "Daily wage · All categories": what a contract covers. */
export const contractTitle = (t: TTranslate, contract: Pick<TContract, 'kind' | 'category'>): string =>
  `${t(`agents.kinds.${contract.kind}`)} · ${categoryLabel(t, contract.category)}`;
