import { GAME_PAGE_SCRIPT } from './game-page-script.ts';
import { GAME_PAGE_STYLE } from './game-page-style.ts';
import { GAME_RULES, payoutMultiplier, RTP_PERCENT } from './game-rules.ts';
import { GAME_THEMES } from './game-themes.ts';
import { escapeHtml, jsonForScript } from './html.ts';
import { currencyDigits, formatMinor } from './money.ts';
import type { TGameSession } from './sessions.ts';

const CHIPS_MAJOR = [1n, 5n, 10n, 25n, 100n];

/** What the page tells a player who has nothing to stake, real money or demo. */
export const EMPTY_BALANCE_MESSAGE = {
  real: 'Your balance in this game is 0. Transfer money into this game from the lobby to play.',
  fun: 'The demo balance is used up. Relaunch the game for a fresh demo balance.',
};

/**
 * The page a launched game URL opens: one small real game (dice or a card) themed by the category
 * and titled with the game's name. Every value from a launch goes through escapeHtml or the JSON
 * boot block; the only script and style carry the response's CSP nonce.
 */
export function renderGamePage(p: { session: TGameSession; balanceMinor: bigint; nonce: string }): string {
  const { session, balanceMinor, nonce } = p;
  const theme = GAME_THEMES[session.category];
  const digits = currencyDigits(session.currency);
  const unit = 10n ** BigInt(digits);
  const empty = session.fun ? EMPTY_BALANCE_MESSAGE.fun : EMPTY_BALANCE_MESSAGE.real;
  const boot = {
    kind: theme.kind,
    digits,
    balanceMinor: balanceMinor.toString(),
    chips: CHIPS_MAJOR.map((c) => (c * unit).toString()),
    choices: Object.entries(GAME_RULES[theme.kind].choices).map(([value, c]) => ({
      value,
      label: c.label,
      pays: payoutMultiplier(theme.kind),
    })),
    history: session.history,
  };
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(session.language.toLowerCase())}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(session.gameName)}</title>
<style nonce="${e(nonce)}">:root{--accent:${theme.accent}}${GAME_PAGE_STYLE}</style>
</head><body><main class="game" data-testid="vendor-sim-game" data-kind="${theme.kind}">
<header><span class="icon" aria-hidden="true">${e(theme.icon)}</span>
<div><h1>${e(session.gameName)}</h1>
<p class="sub">${e(theme.label)} · ${e(session.vendorCode)}${session.roomId ? ` · room ${e(session.roomId)}` : ''} · RTP ${RTP_PERCENT}%</p></div>
<span class="mode">${session.fun ? 'DEMO' : 'REAL'}</span></header>
<section class="panel balance"><span>Balance</span><strong id="balance">${e(formatMinor(balanceMinor, digits))}</strong><span>${e(session.currency)}</span></section>
<p class="notice" id="notice" role="status"${balanceMinor > 0n ? ' hidden' : ''}>${e(empty)}</p>
<section class="panel stage"><div id="face" class="face ${theme.kind}">?</div>
<p class="tagline">${e(theme.tagline)}</p><p id="result" class="result" aria-live="polite"></p></section>
<section class="panel"><div class="chips" id="chips"></div>
<div class="stake">Stake <strong id="stake"></strong><button id="clear" class="ghost" type="button">Clear</button></div></section>
<section class="choices" id="choices"></section>
<section class="panel history"><h2>Last rounds</h2><ol id="history"></ol><p id="no-history">No rounds yet.</p></section>
<footer>Outcomes are drawn on the game server with a cryptographic random generator. Return to player ${RTP_PERCENT}%.</footer>
</main>
<script type="application/json" id="boot">${jsonForScript(boot)}</script>
<script nonce="${e(nonce)}">${GAME_PAGE_SCRIPT}</script>
</body></html>`;
}

/** What an unknown or expired game URL shows: the way back is a relaunch from the lobby. */
export function renderSessionEndedPage(nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Game session ended</title>
<style nonce="${escapeHtml(nonce)}">:root{--accent:#6366f1}${GAME_PAGE_STYLE}</style>
</head><body><main class="game"><section class="panel stage" data-testid="vendor-sim-ended">
<h1>This game session has ended</h1><p class="tagline">Relaunch the game from the lobby.</p></section></main></body></html>`;
}
