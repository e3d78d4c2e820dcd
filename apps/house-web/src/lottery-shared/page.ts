import { HTML_LANG, dirOf, languageOf, loadT, type TLang, type TTranslate } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { createLotteryClient, type TLotteryClient } from './api.ts';

/** What every part of a lottery page shares: its address, words, API client and the server's clock. */
export type TLotteryPage = {
  params: URLSearchParams;
  token: string;
  /** The language the page speaks (English when its words are missing). */
  lang: TLang;
  t: TTranslate;
  client: TLotteryClient;
  /** The server's time now, in ms: the device's clock corrected by the skew the answers show. */
  now: () => number;
  /** The player asked for less motion (followed live). */
  reduced: () => boolean;
};

/**
 * Starts a lottery page: the launch token from the fragment (never sent in a request line), the
 * language as launched, the words loaded before anything is drawn, and the client.
 */
export async function startPage(): Promise<TLotteryPage> {
  const params = new URLSearchParams(location.search);
  const token = launchToken(location.hash);
  // A relaunch into the same frame may change only the fragment, which does not reload the page:
  // a new token is a new session, so the page starts again with it.
  window.addEventListener('hashchange', () => {
    const next = launchToken(location.hash);
    if (next && next !== token) location.reload();
  });
  // the server names the games in the language as launched; the page speaks it when it has a file
  const serverLang = (params.get('lang') ?? 'EN').toUpperCase();
  const lang = languageOf(params);
  const t = await loadT(lang);
  document.documentElement.lang = HTML_LANG[lang];
  document.documentElement.dir = dirOf(lang);
  let skew = 0;
  const reducedQuery = matchMedia('(prefers-reduced-motion: reduce)');
  const client = createLotteryClient({
    token,
    lang: serverLang,
    onSkew: (measured) => {
      skew = measured;
    },
  });
  return {
    params,
    token,
    lang,
    t,
    client,
    now: () => Date.now() + skew,
    reduced: () => reducedQuery.matches,
  };
}

/** Writes the page's view and game into its address without a reload, the fragment (token) kept. */
export function rememberInAddress(changes: Readonly<Record<string, string | null>>) {
  const url = new URL(location.href);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  history.replaceState(history.state, '', url);
}
