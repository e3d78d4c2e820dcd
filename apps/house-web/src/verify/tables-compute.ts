import type { TCardView, TTableGame, TTableResult } from '@openlobby/contracts';
import { computeBlocks, floatsFromBlocks, type THmacAsync } from '@openlobby/house-games';
import {
  BACCARAT_SHOE_BLOCKS,
  BACCARAT_SHOE_SIZE,
  dealShoeHand,
  isShoeOver,
  openShoe,
  type TBaccaratHand,
  type TCard,
} from '@openlobby/house-games/baccarat';
import { ROULETTE_SPIN_BLOCKS, colourOf, spinRoulette } from '@openlobby/house-games/roulette';
import { createT, type TTranslate } from '../shared/i18n.ts';
import { drawBingoRound } from './bingo-compute.ts';
import { hmacSigner, sha256Hex, toHex } from './compute.ts';

/**
 * The verifier's arithmetic for the live tables (baccarat, roulette, bingo's draw), independent of the server:
 * WebCrypto HMAC blocks, then the shared engine from them, as the table's leader draws a round
 * (apps/server/src/modules/tables/table-games.ts). No DOM here.
 */

/** The server's epoch length, from the contracts: the page only uses it to say when the seed comes out. */
export { ROULETTE_EPOCH_SPINS } from '@openlobby/contracts';

export type TTableVerifyInput = {
  game: TTableGame;
  serverSeed: string;
  clientSeed: string;
  /** Roulette: the spin's nonce in its epoch. Baccarat: the shoe's stream, 0 at a live table. */
  nonce: number;
  /** Baccarat: the hand's index in its shoe (0 = first hand); ignored for roulette. */
  handIndex: number;
};

/** Where a baccarat hand lies in its shoe, so a player can audit the deal card by card. */
export type TShoeFacts = {
  /** The first card, turned over, which burnt `burnt` cards after it. */
  firstCard: TCard;
  burnt: number;
  /** Cards between the cut card and the shoe's end. */
  cutFromEnd: number;
  /** The hand's cards in the shoe, 1-based, `from` … `to` inclusive. */
  from: number;
  to: number;
  /** Hands the whole shoe deals. */
  hands: number;
};

export type TTableVerifyOutput = {
  /** hex SHA-256 of the server seed. */
  serverSeedHash: string;
  /** The HMAC blocks read (hex), block 0 first. */
  blocksHex: string[];
  /** Floats the round read from them. */
  floatsUsed: number;
  /** The result in the contracts' shape, as the table records it. */
  result: TTableResult;
  /** Baccarat only. */
  shoe: TShoeFacts | null;
};

/** Thrown when a shoe ends before the asked hand: the hand index cannot belong to a round. */
export class NoSuchHand extends Error {
  override readonly name = 'NoSuchHand';
  constructor(
    readonly hands: number,
    readonly index: number,
  ) {
    super(`this shoe deals ${hands} hands: there is no hand index ${index}`);
  }
}

/** The hand `handIndex` of the shoe and the shoe's facts, dealing in order as the table does. */
function dealHand(
  blocks: readonly Uint8Array[],
  handIndex: number,
): { hand: TBaccaratHand; shoe: TShoeFacts } {
  const opened = openShoe(floatsFromBlocks(blocks));
  let shoe = opened;
  let found: { hand: TBaccaratHand; from: number; to: number } | null = null;
  let hands = 0;
  while (!isShoeOver(shoe)) {
    const from = shoe.next;
    const dealt = dealShoeHand(shoe);
    if (hands === handIndex) found = { hand: dealt.hand, from: from + 1, to: dealt.shoe.next };
    shoe = dealt.shoe;
    hands++;
  }
  if (!found) throw new NoSuchHand(hands, handIndex);
  return {
    hand: found.hand,
    shoe: {
      firstCard: opened.burnt[0]!,
      burnt: opened.burnt.length - 1,
      cutFromEnd: BACCARAT_SHOE_SIZE - opened.cutIndex,
      from: found.from,
      to: found.to,
      hands,
    },
  };
}

/**
 * Recomputes one live-table round from revealed seeds. Roulette: the first float of the nonce's
 * stream picks ⌊f × 37⌋. Baccarat: the nonce's stream (52 blocks) shuffles and cuts the shoe, then
 * hands are dealt in order and the round is hand `handIndex`. The result's `shoe` number is the
 * table's epoch count, which the seeds do not decide: pass the recorded one to compare.
 */
export async function verifyTableRound(
  input: TTableVerifyInput,
  shoeNumber = 0,
): Promise<TTableVerifyOutput> {
  const [serverSeedHash, sign] = await Promise.all([
    sha256Hex(input.serverSeed),
    hmacSigner(input.serverSeed),
  ]);
  const hmacAsync: THmacAsync = (_key, message) => sign(message);
  if (input.game === 'BINGO') {
    // The draw only: the cards are dealt from their own keys (bingo-compute.ts checks them).
    const { balls, blocks } = await drawBingoRound(sign, input);
    return {
      serverSeedHash,
      blocksHex: blocks.map(toHex),
      floatsUsed: balls.length - 1,
      result: { game: 'BINGO', balls, cards: 0, lastBall: 60, wins: [], pots: [] },
      shoe: null,
    };
  }
  if (input.game === 'ROULETTE') {
    const blocks = await computeBlocks(
      hmacAsync,
      input.serverSeed,
      input.clientSeed,
      input.nonce,
      ROULETTE_SPIN_BLOCKS,
    );
    const number = spinRoulette(floatsFromBlocks(blocks));
    return {
      serverSeedHash,
      blocksHex: blocks.map(toHex),
      floatsUsed: 1,
      result: { game: 'ROULETTE', number, colour: colourOf(number) },
      shoe: null,
    };
  }
  const blocks = await computeBlocks(
    hmacAsync,
    input.serverSeed,
    input.clientSeed,
    input.nonce,
    BACCARAT_SHOE_BLOCKS,
  );
  const { hand, shoe } = dealHand(blocks, input.handIndex);
  return {
    serverSeedHash,
    blocksHex: blocks.map(toHex),
    floatsUsed: BACCARAT_SHOE_SIZE,
    result: {
      game: 'BACCARAT',
      player: hand.player,
      banker: hand.banker,
      playerTotal: hand.playerTotal,
      bankerTotal: hand.bankerTotal,
      winner: hand.winner,
      playerPair: hand.playerPair,
      bankerPair: hand.bankerPair,
      shoe: shoeNumber,
      hand: input.handIndex + 1,
    },
    shoe,
  };
}

const sameCards = (a: readonly TCardView[], b: readonly TCardView[]) =>
  a.length === b.length && a.every((card, i) => card.rank === b[i]!.rank && card.suit === b[i]!.suit);

/**
 * The fields where the recorded result differs from the computed one (empty: they match). Baccarat
 * compares both hands card by card, the totals, the winner, the pairs and the hand's place in its
 * shoe; roulette the number and the colour; bingo the order of the 75 balls.
 */
export function tableResultDifferences(computed: TTableResult, recorded: TTableResult): string[] {
  if (computed.game !== recorded.game) return ['game'];
  if (computed.game === 'ROULETTE' && recorded.game === 'ROULETTE') {
    return [
      computed.number !== recorded.number ? 'number' : '',
      computed.colour !== recorded.colour ? 'colour' : '',
    ].filter(Boolean);
  }
  if (computed.game === 'BINGO' && recorded.game === 'BINGO')
    return computed.balls.join() === recorded.balls.join() ? [] : ['balls'];
  if (computed.game === 'BACCARAT' && recorded.game === 'BACCARAT') {
    return [
      sameCards(computed.player, recorded.player) ? '' : 'player',
      sameCards(computed.banker, recorded.banker) ? '' : 'banker',
      computed.playerTotal !== recorded.playerTotal ? 'playerTotal' : '',
      computed.bankerTotal !== recorded.bankerTotal ? 'bankerTotal' : '',
      computed.winner !== recorded.winner ? 'winner' : '',
      computed.playerPair !== recorded.playerPair ? 'playerPair' : '',
      computed.bankerPair !== recorded.bankerPair ? 'bankerPair' : '',
      computed.hand !== recorded.hand ? 'hand' : '',
    ].filter(Boolean);
  }
  return ['game'];
}

/** The table-round id in the verifier's address (`?tableRound=`), when it is a UUID; else ''. */
export function readTableRoundId(search: string): string {
  const id = new URLSearchParams(search).get('tableRound')?.trim() ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : '';
}

/** Whether the address asks for the table verifier: a table round, or `mode=table` for the manual form. */
export function isTableMode(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('tableRound') || params.get('mode') === 'table';
}

/** A table game named in the address or the form; baccarat when it names none. */
const gameOf = (text: string): TTableGame => {
  const game = text.toUpperCase();
  return game === 'ROULETTE' || game === 'BINGO' ? game : 'BACCARAT';
};

export type TTableFormValues = {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  hand: string;
};

/** The manual table form's values from the address (`game`, `serverSeed`, `clientSeed`, `nonce`, `hand`). */
export function readTableQuery(search: string): TTableFormValues {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name)?.trim() ?? '';
  return {
    game: gameOf(get('game')),
    serverSeed: get('serverSeed'),
    clientSeed: get('clientSeed'),
    nonce: get('nonce'),
    hand: get('hand'),
  };
}

export type TTableFormCheck = { ok: true; input: TTableVerifyInput } | { ok: false; error: string };

/** Checks the manual table form; errors in the language of `t` (English by default). */
export function checkTableForm(values: TTableFormValues, t: TTranslate = createT('EN')): TTableFormCheck {
  const game = gameOf(values.game);
  const serverSeed = values.serverSeed.trim();
  const clientSeed = values.clientSeed.trim();
  if (!serverSeed) return { ok: false, error: t('check.serverSeed') };
  if (!clientSeed) return { ok: false, error: t('check.clientSeed') };
  const nonceText = values.nonce.trim() || '0';
  if (!/^\d{1,15}$/.test(nonceText)) return { ok: false, error: t('check.nonce') };
  const handText = values.hand.trim() || '0';
  if (game === 'BACCARAT' && !/^\d{1,3}$/.test(handText)) {
    return { ok: false, error: t('verify.tableCheckHand') };
  }
  return {
    ok: true,
    input: {
      game,
      serverSeed,
      clientSeed,
      nonce: Number(nonceText),
      handIndex: game === 'BACCARAT' ? Number(handText) : 0,
    },
  };
}
