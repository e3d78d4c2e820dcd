import '../shared/base.css';
import '../shared/panels.css';
import '../shared/round-game.css';
import './fish.css';
import type { TFishShot, TFishState } from '@openlobby/contracts';
import { createHouseClient } from '../shared/api.ts';
import { must } from '../shared/dom.ts';
import { formatRtp } from '../shared/format.ts';
import { HTML_LANG, dirOf, isKey, languageOf, loadT } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { createChrome, gameVerifyHref, type THistoryItem } from '../shared/round-chrome.ts';
import { toast } from '../slot/ui.ts';
import { createFishControls } from './controls.ts';
import { createSeaView } from './sea-view.ts';
import type { TFish } from './sea.ts';

/**
 * The house fishing shooter: aim the cannon, fire bullets that bounce off the walls; a bullet that
 * hits a fish is one round (its cost the stake), and the server's floats decide the kill.
 */

const params = new URLSearchParams(location.search);
const token = launchToken(location.hash);
const lang = (params.get('lang') ?? 'EN').toUpperCase();
const uiLang = languageOf(params);
const t = await loadT(uiLang);
document.documentElement.lang = HTML_LANG[uiLang];
document.documentElement.dir = dirOf(uiLang);
document.title = t('fish.docTitle');

const reducedQuery = matchMedia('(prefers-reduced-motion: reduce)');
const client = createHouseClient({ token, lang });
let state: TFishState | null = null;
let costIndex = 0;
/** Shots sent and not answered yet: the balance they may still spend. */
let inFlight = 0;
/** The balance of the latest round answered (answers may come back out of order). */
let lastNonce = -1;
let balance = 0;
/** Shots answered this visit (for tests and tools). */
let shots = 0;

export const speciesName = (id: string) => {
  const key = `fish.species.${id}`;
  return isKey(key) ? t(key) : id;
};

const historyItem = (s: TFishShot): THistoryItem => ({
  roundId: s.roundId,
  at: s.at,
  nonce: s.nonce,
  clientSeed: s.clientSeed,
  serverSeed: s.serverSeed,
  stake: s.bulletCost,
  win: s.win,
  summary: t(s.killed ? 'fish.summaryCaught' : 'fish.summaryMissed', {
    fish: speciesName(s.speciesId),
    multiplier: s.multiplier,
  }),
  verifyHref: s.serverSeed
    ? gameVerifyHref(
        'fish',
        {
          serverSeed: s.serverSeed,
          clientSeed: s.clientSeed,
          nonce: s.nonce,
          species: s.speciesId,
          bet: s.bulletCost,
          decimals: state?.decimals ?? 2,
          win: s.win,
        },
        uiLang,
      )
    : null,
});

const chrome = createChrome({
  t,
  lang: uiLang,
  client,
  id: 'fish',
  formulaLast: t('fish.formula'),
  howText: t('fish.how'),
  loadHistory: async (page, size) => {
    const { items, total } = await client.fishShots(page, size);
    return { items: items.map(historyItem), total };
  },
  busy: () => inFlight > 0,
});

const cost = () => state!.bulletCosts[costIndex]!;

const sea = createSeaView(must('#main'), {
  t,
  speciesName,
  reduced: () => reducedQuery.matches,
  /** The page may fire while the balance covers this bullet and those still on their way. */
  canFire: () => {
    if (!state || chrome.ended) return false;
    if (balance + 1e-9 < cost() * (inFlight + 1 + sea.bulletsInFlight())) {
      toast(t('error.balance'));
      return false;
    }
    return true;
  },
  cost,
  onHit: (fish, bulletCost) => void shoot(fish, bulletCost),
  money: (amount) => chrome.money(amount),
  onAutoStopped: () => controls.showAuto(false),
});

const controls = createFishControls(must('#main'), {
  t,
  money: (amount) => chrome.money(amount),
  onCost: (step) => {
    costIndex = Math.max(0, Math.min(state!.bulletCosts.length - 1, costIndex + step));
    controls.showCost(cost());
  },
  onFire: () => sea.fire(),
  onHold: (down) => sea.hold(down),
  onAuto: (on) => sea.setAuto(on),
});

async function shoot(fish: TFish, bulletCost: number) {
  inFlight++;
  must('#main').dataset.inFlight = String(inFlight);
  try {
    const result = await client.fishShot(fish.species.id, bulletCost);
    if (result.shot.nonce > lastNonce) {
      lastNonce = result.shot.nonce;
      balance = result.balance;
      chrome.setBalance(balance);
    }
    shots++;
    must('#main').dataset.shots = String(shots);
    if (result.shot.killed) sea.caught(fish, result.shot.win);
    else sea.escaped(fish);
    chrome.roundDone(result.seeds);
  } catch (error) {
    sea.escaped(fish);
    chrome.onError(error);
    if (chrome.ended) sea.stop();
  } finally {
    inFlight--;
    must('#main').dataset.inFlight = String(inFlight);
  }
}

async function boot() {
  try {
    state = await client.fishState();
  } catch (error) {
    must('#splash').classList.add('gone');
    chrome.onError(error);
    return;
  }
  chrome.start(state);
  balance = state.balance;
  lastNonce = state.seeds.nextNonce - 1;
  costIndex = Math.max(0, state.bulletCosts.indexOf(1));
  sea.start(state.species);
  controls.showCost(cost());
  controls.showRtp(t('fish.rtp', { rtp: formatRtp(state.rtp) }));
  must('#splash').classList.add('gone');
  document.body.dataset.state = 'ready';
}

void boot();
