import '../shared/base.css';
import '../shared/panels.css';
import './slot.css';
import { createHouseClient } from '../shared/api.ts';
import { must } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { SoundBoard } from './audio.ts';
import { createControls } from './controls.ts';
import { Fx } from './fx.ts';
import { Pacer } from './pace.ts';
import { createFairness } from './fairness-panel.ts';
import { createHistory } from './history-panel.ts';
import { createPaytable } from './paytable-panel.ts';
import type { TPanelContext } from './panels.ts';
import { ReelView } from './reels.ts';
import { createRound } from './round.ts';
import { createSession } from './session.ts';
import { createPlay, type TSlotPage } from './state.ts';
import { mountToolbar } from './toolbar.ts';
import { createWinShow } from './win-show.ts';
import { scattersLanded } from './win-plan.ts';

/* ------------------------------------------------------------------ page parameters */

const params = new URLSearchParams(location.search);
// The launch token rides in the fragment, so it never reaches a server's request line or log.
const token = launchToken(location.hash);
// The server gets the language as launched (it names the game in it); the page speaks it when it has
// its words (a locale file), else English.
const lang = (params.get('lang') ?? 'EN').toUpperCase();
const uiLang = languageOf(params);
// The words arrive before anything is drawn (the splash shows meanwhile): one render, no English first.
const t = await loadT(uiLang);
document.documentElement.lang = HTML_LANG[uiLang];
document.documentElement.dir = dirOf(uiLang);
document.title = t('slot.docTitle');
must('#demo-badge').textContent = t('slot.demo');
must('#tools').setAttribute('aria-label', t('slot.menu'));
must('#reels').setAttribute('aria-label', t('slot.reels'));
const reducedQuery = matchMedia('(prefers-reduced-motion: reduce)');

/* ------------------------------------------------------------------ shared state and services */

const play = createPlay(reducedQuery.matches);
const sound = new SoundBoard();
const reels = new ReelView(must<HTMLCanvasElement>('#reels'), play.reduced, {
  onReelStop: (reel, tease) => {
    sound.reelStop(reel, tease);
    if (play.targetGrid[reel]?.includes('scatter')) sound.scatter(scattersLanded(play.targetGrid, reel));
  },
  onTick: () => sound.tick(),
});
reducedQuery.addEventListener('change', () => {
  play.reduced = reducedQuery.matches;
  reels.reduced = play.reduced;
});

const page: TSlotPage = {
  play,
  client: createHouseClient({ token, lang }),
  lang: uiLang,
  t,
  sound,
  pace: new Pacer(),
  reels,
  fx: new Fx(must<HTMLCanvasElement>('#fx')),
  money: (amount) => formatAmount(amount, play.state?.decimals ?? 2),
};

/* ------------------------------------------------------------------ the parts, wired */

// The parts call each other back (SPIN starts a round, a round reports errors to the session, the
// drawers report theirs too): the arrows below are only called once everything here exists.
const controls = createControls(page, {
  spin: () => void round.spinRound(),
  autoplay: (count) => void round.runAutoplay(count),
});

const panelContext: TPanelContext = {
  client: page.client,
  state: () => play.state!,
  bet: () => play.bet,
  seeds: () => play.seeds!,
  setSeeds: (next) => {
    play.seeds = next;
  },
  busy: () => play.busy,
  onError: (error) => session.handleError(error),
  lang: uiLang,
  t,
};
const paytable = createPaytable(panelContext);
const fairness = createFairness(panelContext, () => history.drawer.open());
const history = createHistory(panelContext, () => fairness.drawer.open());
mountToolbar(t, sound, {
  paytable: () => paytable.toggle(),
  history: () => history.drawer.toggle(),
  fairness: () => fairness.drawer.toggle(),
});

const session = createSession(page, {
  controls,
  refreshFairness: () => fairness.refresh(),
  hasToken: Boolean(token),
  funParam: params.get('fun') === '1',
});
const round = createRound(page, {
  controls,
  show: createWinShow(page, controls),
  session,
  refreshFairness: () => fairness.refresh(),
  refreshHistory: () => history.refresh(),
});

void session.boot();
