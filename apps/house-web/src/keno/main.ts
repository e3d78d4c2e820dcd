import '../shared/base.css';
import '../shared/panels.css';
import '../shared/round-game.css';
import './keno.css';
import type { TKenoRound, TKenoState } from '@openlobby/contracts';
import { createHouseClient } from '../shared/api.ts';
import { must } from '../shared/dom.ts';
import { formatRtp } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { createChrome, gameVerifyHref, type THistoryItem } from '../shared/round-chrome.ts';
import { toast } from '../slot/ui.ts';
import { quickPick, togglePick } from './board.ts';
import { createKenoView } from './view.ts';

/**
 * House keno: pick 1–10 of 80, choose a stake, play; the server draws 20 from the round's seeds and
 * the page reveals them ball by ball. A ticket is one round of the player's provably fair seed pair.
 */

const params = new URLSearchParams(location.search);
const token = launchToken(location.hash);
const lang = (params.get('lang') ?? 'EN').toUpperCase();
const uiLang = languageOf(params);
const t = await loadT(uiLang);
document.documentElement.lang = HTML_LANG[uiLang];
document.documentElement.dir = dirOf(uiLang);
document.title = t('keno.docTitle');

const reducedQuery = matchMedia('(prefers-reduced-motion: reduce)');
const client = createHouseClient({ token, lang });
let state: TKenoState | null = null;
let picks: number[] = [];
let stake = 0;
let busy = false;

const historyItem = (r: TKenoRound): THistoryItem => ({
  roundId: r.roundId,
  at: r.at,
  nonce: r.nonce,
  clientSeed: r.clientSeed,
  serverSeed: r.serverSeed,
  stake: r.stake,
  win: r.win,
  summary: t('keno.summary', { picks: r.picks.length, hits: r.hits.length }),
  verifyHref: r.serverSeed
    ? gameVerifyHref(
        'keno',
        {
          serverSeed: r.serverSeed,
          clientSeed: r.clientSeed,
          nonce: r.nonce,
          picks: r.picks.join('-'),
          bet: r.stake,
          decimals: state?.decimals ?? 2,
          win: r.win,
        },
        uiLang,
      )
    : null,
});

const chrome = createChrome({
  t,
  lang: uiLang,
  client,
  id: 'keno',
  formulaLast: t('keno.formula'),
  howText: t('keno.how'),
  loadHistory: async (page, size) => {
    const { items, total } = await client.kenoRounds(page, size);
    return { items: items.map(historyItem), total };
  },
  busy: () => busy,
});

const view = createKenoView(must('#main'), {
  t,
  money: (amount) => chrome.money(amount),
  reduced: () => reducedQuery.matches,
  onToggle: (n) => {
    if (busy) return;
    const next = togglePick(picks, n);
    if (next.length === picks.length && !picks.includes(n)) toast(t('keno.full'), 'info');
    setPicks(next);
  },
  onQuickPick: () => {
    if (!busy) setPicks(quickPick(picks.length || 5));
  },
  onClear: () => {
    if (!busy) setPicks([]);
  },
  onStake: (value) => {
    stake = value;
    view.showStake(stake);
  },
  onPlay: () => void playTicket(),
});

function setPicks(next: number[]) {
  picks = next;
  view.showPicks(picks, state!.paytable);
}

async function playTicket() {
  if (busy || !state || chrome.ended) return;
  if (picks.length === 0) {
    toast(t('keno.pickFirst'), 'info');
    return;
  }
  busy = true;
  document.body.dataset.state = 'drawing';
  view.setBusy(true);
  try {
    const result = await client.kenoPlay(picks, stake);
    await view.showDraw(result.round);
    chrome.setBalance(result.balance);
    chrome.roundDone(result.seeds);
  } catch (error) {
    chrome.onError(error);
  } finally {
    busy = false;
    view.setBusy(false);
    if (!chrome.ended) document.body.dataset.state = 'ready';
  }
}

async function boot() {
  try {
    state = await client.kenoState();
  } catch (error) {
    must('#splash').classList.add('gone');
    chrome.onError(error);
    return;
  }
  chrome.start(state);
  stake = state.stakeLevels.includes(1) ? 1 : state.stakeLevels[0]!;
  view.mount(state, formatRtp);
  view.showStake(stake);
  setPicks([]);
  must('#splash').classList.add('gone');
  document.body.dataset.state = 'ready';
}

void boot();
