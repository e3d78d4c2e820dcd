import type { TBrand } from '../system/system.service.ts';
import type { TSeamlessRound } from '../wallet/seamless.service.ts';
import type { TTicketRow } from './lottery.repo.ts';

/**
 * A ticket's seamless round: its own (`lottery:<ticket id>`), on the catalogue game it was placed
 * from, so the bets spine books it as a LOTT or ELOTT bet of that game. The stake is its `:bet`
 * call, the win its `:win`, a void's refund its `:void`: each keyed by the ticket, so a draw
 * settled twice pays once.
 */
export const lotteryRound = (
  brand: TBrand,
  t: Pick<TTicketRow, 'id' | 'memberId' | 'vendorCode' | 'gameCode' | 'nodeId'>,
): TSeamlessRound => ({
  brand,
  vendorCode: t.vendorCode,
  memberId: t.memberId,
  roundId: `lottery:${t.id}`,
  gameCode: t.gameCode,
  nodeId: t.nodeId,
});
