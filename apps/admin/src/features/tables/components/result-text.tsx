import type { TTableResult } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';

/**
 * A round's result in words: baccarat's winner and both hands' totals (and any pair), roulette's
 * number and colour, bingo's cards in play and the ball of the members' first full house; "Not drawn
 * yet" before the close.
 */
export const useResultText = () => {
  const { t } = useTranslation();
  return (result: TTableResult | null): string => {
    if (!result) return t('tables.result.pending');
    if (result.game === 'BINGO')
      return t('tables.result.bingo', {
        cards: result.cards,
        ball: result.pots.find((p) => p.pattern === 'FULL_HOUSE' && !p.freePlay)?.firstBall ?? '–',
      });
    if (result.game === 'ROULETTE')
      return t('tables.result.roulette', {
        number: result.number,
        colour: t(`tables.colours.${result.colour}`),
      });
    const pairs = [
      result.playerPair && t('tables.spots.PLAYER_PAIR'),
      result.bankerPair && t('tables.spots.BANKER_PAIR'),
    ].filter(Boolean);
    const text = t('tables.result.baccarat', {
      winner: t(`tables.winners.${result.winner}`),
      player: result.playerTotal,
      banker: result.bankerTotal,
    });
    return pairs.length ? `${text} · ${pairs.join(' · ')}` : text;
  };
};
