import type { TNiuniuRoomView } from '@openlobby/contracts';
import type { TTranslate } from '../shared/i18n.ts';
import { signedAmount, stakeClock } from './hand-state.ts';

/**
 * The line under the table, from the viewer's side: while stakes are chosen, what they staked, that
 * they bank, or that the players choose (the stake bar asks for the viewer's own); once shown, what the hand won or lost them (the
 * banker's net for a watcher) and whether the banker was short; between hands, the next deal.
 */
export function statusText(
  t: TTranslate,
  view: TNiuniuRoomView,
  nowMs: number,
  money: (n: number) => string,
): string {
  const hand = view.hand;
  const mySeatNo = view.seats.find((s) => s.mine)?.seatNo ?? null;
  const mine = hand?.seats.find((s) => s.seatNo === mySeatNo);
  if (hand?.phase === 'STAKE') {
    const s = stakeClock(hand.turnEndsAt, view.room.turnSeconds, nowMs)?.seconds ?? 0;
    if (mine?.banker) return t('niuniu.bankerWaits', { s });
    if (mine?.multiple) return t('niuniu.youStaked', { m: mine.multiple, s });
    return t('niuniu.staking', { s });
  }
  if (hand?.phase === 'SHOWN') {
    const next = view.nextHandAt ? ` · ${nextHandText(t, view.nextHandAt, nowMs)}` : '';
    const short = (hand.bankerShort ? ` ${t('niuniu.bankerShort')}` : '') + next;
    const net = mine?.net ?? null;
    if (mine && net !== null) {
      const words =
        net > 0
          ? t('niuniu.youWon', { amount: money(net) })
          : net < 0
            ? t('niuniu.youLost', { amount: money(-net) })
            : t('niuniu.youPush');
      return words + short;
    }
    const banker = hand.seats.find((s) => s.banker);
    const name = view.seats.find((s) => s.seatNo === hand.bankerSeatNo)?.player ?? '';
    const bankerNet = banker?.net ?? 0;
    return t('niuniu.bankerNet', { name, amount: signedAmount(bankerNet, money) }) + short;
  }
  if (view.nextHandAt) return nextHandText(t, view.nextHandAt, nowMs);
  return t('niuniu.waiting');
}

function nextHandText(t: TTranslate, nextHandAt: string, nowMs: number): string {
  return t('niuniu.nextHand', { s: Math.max(0, Math.ceil((Date.parse(nextHandAt) - nowMs) / 1000)) });
}
