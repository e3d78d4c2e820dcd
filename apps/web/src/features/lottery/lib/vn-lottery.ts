import type { TVendor } from '@openlobby/contracts';
import { paths } from '../../../config/paths.ts';

/** The house vendor of the Vietnam lottery in the catalogue (the server's VN_LOTTERY_VENDOR_CODE). */
export const VN_LOTTERY_VENDOR = 'OLL';

/** Whether a lottery game is one of the Vietnam lottery's (its provinces' codes are `VN-…`). */
export const isVnLotteryGame = (gameCode: string): boolean => gameCode.startsWith('VN-');

/**
 * The page a lottery vendor's card opens instead of a lobby launch: the Vietnam lottery has its own
 * frame page (/vnlottery), which makes the launch of spec §3 itself.
 */
export const lotteryVendorPageOf = (vendor: Pick<TVendor, 'vassalage'>): string | undefined =>
  vendor.vassalage === VN_LOTTERY_VENDOR ? paths.vnlottery.getHref() : undefined;
