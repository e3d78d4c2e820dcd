import type { TVendor } from '@openlobby/contracts';
import { useLanguage } from '../../../lib/use-language.ts';
// A file of its own, not inlined into the first screen's script: only TY ever shows it.
import combinedIcon from '../assets/bti-tcg-combined.svg?no-inline';
import { showsCombinedIcon } from '../lib/vendor-logo.ts';

type TProps = {
  vendor: Pick<TVendor, 'vassalage' | 'logoUrl' | 'name'>;
  className?: string;
  /** Off for logos on the first screen or in a menu that opens on demand. */
  lazy?: boolean;
  /** Where no name is written beside the logo (the footer), it names the vendor itself. */
  named?: boolean;
  testId?: string;
};

/**
 * A vendor's logo wherever vendors are listed (tiles, tabs, header menus, side menu, footer); under
 * TY, BTI and the TCG vendors show the combined BTi + TCG icon instead. Decorative unless `named`:
 * the vendor's name is written beside it.
 */
export const VendorLogo = ({ vendor, className, lazy = true, named = false, testId }: TProps) => {
  const combined = showsCombinedIcon(useLanguage(), vendor.vassalage);
  return (
    <img
      src={combined ? combinedIcon : vendor.logoUrl}
      alt={named ? vendor.name : ''}
      title={named ? vendor.name : undefined}
      className={className}
      loading={lazy ? 'lazy' : undefined}
      data-logo={combined ? 'combined' : 'own'}
      data-testid={testId}
    />
  );
};
