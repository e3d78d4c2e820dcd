import type { TPlaceTicket } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TGameSession } from '../house/game-sessions.ts';
import { pgErrorOf } from '../ledger/ledger-rules.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import type { TDrawDeps } from './lottery-draws.ts';
import { lineOf } from './lottery-engine.ts';
import * as repo from './lottery.repo.ts';
import { lotteryRound } from './lottery-round.ts';

/**
 * Placing a ticket, in one transaction: the draw locked against closing (FOR SHARE: the close
 * waits for tickets being placed, and a ticket after it sees it closed), the line checked by the
 * engine, the stake within the game's limits, the brand's exposure on each of the line's numbers
 * raised within the game's cap, and the stake debited through the seamless wallet in the ticket's
 * own round. A repeated request id answers its ticket; any refusal writes nothing.
 */
export function createLotteryTickets(d: TDrawDeps) {
  async function place(s: TGameSession, req: TPlaceTicket) {
    if (s.memberId === null)
      throw new AppError('REAL_ACCOUNT_REQUIRED', 'The lottery is played with a real account.');
    const memberId = s.memberId;
    const earlier = await repo.findTicketByRequest(d.db, memberId, req.requestId);
    if (earlier) return { ticket: earlier, replayed: true };
    const ticket = await d.ledger
      .inTransaction(async (tx) => {
        const brand = await d.brandById(s.brandId, tx);
        const found = await repo.lockDrawForTicket(tx, req.drawId, s.brandId);
        if (!found) throw new AppError('NOT_FOUND', 'No such draw.');
        const { draw, game } = found;
        if (draw.status !== 'OPEN' || draw.closesAt <= d.now() || draw.opensAt > d.now())
          throw new AppError('DRAW_CLOSED', 'Betting on this draw has closed.');
        const stakeMinor = amountInMinor(brand, req.stake, 'stake');
        if (stakeMinor < game.minStakeMinor || stakeMinor > game.maxStakeMinor)
          throw new AppError('VALIDATION_FAILED', 'The stake is outside the game’s limits.', [
            { field: 'stake', message: 'outOfRange' },
          ]);
        const line = lineOf(game, req.betType, req.numbers, stakeMinor);
        if (
          !(await repo.raiseExposure(
            tx,
            draw.id,
            line.liabilityKeys,
            line.maxWinMinor,
            game.liabilityCapMinor,
          ))
        )
          throw new AppError('LIABILITY_LIMIT', 'This draw takes no more bets on that number.');
        const row = await repo.insertTicket(tx, {
          brandId: s.brandId,
          drawId: draw.id,
          memberId,
          requestId: req.requestId,
          vendorCode: s.vendorCode,
          gameCode: s.gameCode,
          nodeId: s.nodeId,
          betType: req.betType,
          numbers: line.numbers,
          stakeMinor,
          oddsMilli: line.oddsMilli,
          maxWinMinor: line.maxWinMinor,
          placedAt: d.now(),
        });
        const round = lotteryRound(brand, row);
        await d.seamless.apply(
          [{ ...round, op: 'DEBIT', txId: `${round.roundId}:bet`, amountMinor: stakeMinor }],
          tx,
        );
        return row;
      })
      .catch(async (err: unknown) => {
        // The same request racing itself: the one that committed first is the ticket.
        if (pgErrorOf(err)?.constraint !== 'lottery_tickets_request_key') throw err;
        return null;
      });
    if (!ticket)
      return { ticket: (await repo.findTicketByRequest(d.db, memberId, req.requestId))!, replayed: true };
    d.events.publish({ brandId: s.brandId, memberId });
    return { ticket, replayed: false };
  }

  return { place };
}
