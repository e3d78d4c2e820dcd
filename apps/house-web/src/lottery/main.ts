import '../shared/base.css';
import '../lottery-shared/lottery.css';
import type { TLotteryGames } from '@openlobby/contracts';
import { ApiError, isSessionEnded } from '../shared/api.ts';
import { h, icon, ICONS, must, setChildren } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import { errorText } from '../lottery-shared/errors.ts';
import { startLoop } from '../lottery-shared/loop.ts';
import { rememberInAddress, startPage } from '../lottery-shared/page.ts';
import { showNotice, toast } from '../lottery-shared/ui.ts';
import { createBetting } from './betting.ts';
import { createLobby } from './lobby.ts';

/* The Vietnam lottery's page (/house/lottery/): the lobby of the three regions, or one game's betting view. */

const page = await startPage();
const { t } = page;
document.title = t('vn.docTitle');

let state: TLotteryGames | null = null;
let view: 'lobby' | 'betting' =
  page.params.get('view') === 'lobby' ? 'lobby' : page.params.get('game') ? 'betting' : 'lobby';
let ended = false;

const main = must('#main');
const back = must<HTMLButtonElement>('#back');
const title = must('#title');
const balanceEl = must('#balance');
back.setAttribute('aria-label', t('vn.backToLobby'));
back.title = t('vn.backToLobby');
back.append(icon(ICONS.chevronLeft, 'icon icon-directional'));
back.addEventListener('click', () => showLobby());

function sessionEnded(text = t('session.text')) {
  if (ended) return;
  ended = true;
  loop?.stop();
  showNotice({ title: t('session.title'), text });
}

const lobby = createLobby(page, {
  openGame: (code) => showBetting(code),
  onSessionEnded: () => sessionEnded(),
});
const betting = createBetting(page, {
  state: () => state,
  openGame: (code) => showBetting(code),
  onPlaced: (balance) => {
    if (balance !== null) renderBalance(balance);
    void loop?.poll();
  },
  onSessionEnded: () => sessionEnded(),
});

let balanceText = '';
function renderBalance(balance: number) {
  if (!state) return;
  // the balance is a live region: it is rewritten only when it changed, so it speaks only then
  const text = `${formatAmount(balance, state.decimals)} ${state.currency}`;
  if (text === balanceText) return;
  balanceText = text;
  setChildren(
    balanceEl,
    h('span', { class: 'k' }, t('lot.balance')),
    h('span', { class: 'v', 'data-testid': 'balance' }, text),
  );
}

function showLobby() {
  view = 'lobby';
  rememberInAddress({ view: 'lobby', game: null });
  back.hidden = true;
  title.textContent = t('vn.title');
  setChildren(main, lobby.el);
  if (state) lobby.render(state.games);
  main.focus({ preventScroll: true });
}

function showBetting(code: string) {
  const known = state?.games.find((g) => g.code === code) ?? state?.games.find((g) => g.draw);
  if (!known) return showLobby();
  const wasBetting = view === 'betting';
  view = 'betting';
  rememberInAddress({ view: 'betting', game: known.code });
  back.hidden = false;
  title.textContent = t('vn.title');
  if (main.firstElementChild !== betting.el) setChildren(main, betting.el);
  betting.show(known.code);
  if (!wasBetting) window.scrollTo({ top: 0 });
}

function onGames(next: TLotteryGames) {
  state = next;
  renderBalance(next.balance);
  if (view === 'lobby') lobby.render(next.games);
  else betting.update(next);
}

function onError(error: unknown) {
  if (isSessionEnded(error)) sessionEnded();
  // a failed poll is retried by the next one; a toast says the figures may be stale
  else toast(errorText(error, t, page.lang === 'EN'));
}

let loop: ReturnType<typeof startLoop> | null = null;

async function boot() {
  if (!page.token) {
    sessionEnded(t('session.noToken'));
    return;
  }
  try {
    state = await page.client.games();
  } catch (error) {
    if (isSessionEnded(error)) return sessionEnded();
    showNotice({
      title: t('boot.title'),
      text: error instanceof ApiError ? errorText(error, t, page.lang === 'EN') : t('boot.check'),
      retry: { label: t('boot.retry') },
    });
    return;
  }
  renderBalance(state.balance);
  if (view === 'betting') showBetting(page.params.get('game') ?? '');
  else showLobby();
  must('#splash').classList.add('gone');
  loop = startLoop(page, {
    everyMs: 5_000,
    initial: state,
    onGames,
    onError,
    onTick: (now) => (view === 'lobby' ? lobby.tick(now) : betting.tick(now)),
  });
}

void boot();
