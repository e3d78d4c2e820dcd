/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { THmac } from '../../provably-fair.ts';
import { drawSource } from '../seeds.ts';
import { drawElott } from './draw.ts';
import { exactElottRtp } from './exact-rtp.ts';
import { ELOTT_DEFAULT_ODDS, ELOTT_MARKETS, type TElottBet, type TElottMarket } from './markets.ts';
import { settleElottBet } from './settle.ts';

const DRAWS = 20_000;
const STAKE = 1_000;
const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const serverSeed = 'feedface00112233445566778899aabbccddeeff00112233445566778899aabb';

const BETS: TElottBet[] = (Object.keys(ELOTT_MARKETS) as TElottMarket[]).flatMap((market) =>
  ELOTT_MARKETS[market].map(
    (selection) =>
      ({
        market,
        selection,
        stakeMinor: STAKE,
        oddsMilli: (ELOTT_DEFAULT_ODDS[market] as Record<string, number>)[selection]!,
      }) as TElottBet,
  ),
);

describe('the e-lottery over 20,000 seeded draws', () => {
  it('returns what exactElottRtp says on every selection, within 4 standard errors', () => {
    const won = new Array<number>(BETS.length).fill(0);
    for (let draw = 0; draw < DRAWS; draw++) {
      const balls = drawElott(drawSource(hmac, serverSeed, `ELOTT:SIM:${draw}`));
      BETS.forEach((bet, i) => {
        if (settleElottBet(bet, balls).won) won[i]!++;
      });
    }
    BETS.forEach((bet, i) => {
      const exact = exactElottRtp(bet.market, bet.selection, bet.oddsMilli);
      const p = exact / (bet.oddsMilli / 1000);
      const standardError = (bet.oddsMilli / 1000) * Math.sqrt((p * (1 - p)) / DRAWS);
      const simulated = (won[i]! * bet.oddsMilli) / 1000 / DRAWS;
      expect(Math.abs(simulated - exact), `${bet.market} ${bet.selection}`).toBeLessThan(4 * standardError);
      // tight enough that a rule moved by one value (sum big from 22, ties paying dragon) fails: 10 % of the return
      expect(4 * standardError).toBeLessThan(exact / 10);
    });
  }, 60_000);
});
