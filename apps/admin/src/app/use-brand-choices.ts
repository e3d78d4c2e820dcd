import { useBrands } from '../features/brands/api/brands.ts';
import type { TBrandChoice } from '../features/payments/components/queue-filters.tsx';
import { useCan } from '../lib/permissions.ts';

const NONE: readonly TBrandChoice[] = [];

/**
 * The brands a payment queue's filter offers: the brand list for operators who may read brands,
 * else null (finance holds payments.read but not brands.read, and types a code instead).
 */
export const useBrandChoices = (): readonly TBrandChoice[] | null => {
  const canReadBrands = useCan('brands.read');
  const brands = useBrands(canReadBrands);
  return canReadBrands ? (brands.data ?? NONE) : null;
};
