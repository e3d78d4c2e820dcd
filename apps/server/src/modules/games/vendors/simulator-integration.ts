import type { TVendorPlayer, VendorWalletAdapter } from '../../wallet/vendor-wallets.ts';
import type { TBetHistorySource } from '../../bets/bets.service.ts';
import type { TExternalLauncher } from '../launch.service.ts';
import { ZLaneTitle } from '@openlobby/contracts';
import type { SimulatorClient, TSimulatorGameCategory } from './simulator-client.ts';

/** Our player key at the simulator: stable per member, never their account name. */
const playerKey = (brandCode: string, memberId: number | string) => `${brandCode}_${memberId}`;

const categoryOf = (c: string): TSimulatorGameCategory => ZLaneTitle.safeParse(c).data ?? 'RNG';

/**
 * The vendor simulator as an integration: its transfer wallet (the wallet's adapter interface) and
 * its launch call (the launcher interface), both over its signed HTTP API.
 */
export function createSimulatorIntegration(client: SimulatorClient) {
  const player = (p: TVendorPlayer) => ({
    vendorCode: p.vendorCode,
    player: playerKey(p.brandCode, p.memberId),
    currency: p.currency,
  });

  const wallet: VendorWalletAdapter = {
    transfer: async (t) => {
      const answer = await client.transfer({
        ...player(t),
        direction: t.direction,
        amountMinor: t.amountMinor,
        transferId: t.transferId,
      });
      return { balanceMinor: answer.balanceMinor };
    },
    balance: async (p) => (await client.balance(player(p))).balanceMinor,
  };

  const launch: TExternalLauncher = async ({ brand, member, game, language, roomId }) => {
    const { gameUrl } = await client.launch({
      vendorCode: game.vendorCode,
      // Free play has no wallet: the simulator plays a demo balance for a guest key.
      player: playerKey(brand.code, member?.id ?? 'guest'),
      currency: brand.currencyCode,
      gameId: game.gameCode,
      gameName: game.game.name,
      category: categoryOf(game.game.category),
      language,
      fun: member === null,
      ...(roomId === undefined ? {} : { roomId }),
    });
    return gameUrl;
  };

  /** The vendor's bet history, which the bets pull books (players are `<brand code>_<member id>`). */
  const betHistory: TBetHistorySource = (q) => client.betHistory(q);

  return { wallet, launch, betHistory };
}
