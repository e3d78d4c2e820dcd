import { mkdirSync } from 'node:fs';
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { LANGUAGE_TAGS, RTL_LANGUAGES } from '../../packages/contracts/src/languages.ts';
import { LOCALE_FILES } from '../../packages/i18n/src/index.ts';
import { expect, skipAnnouncementPopup, test } from '../support/fixtures.ts';
import {
  layoutProblems,
  leftoverEnglish,
  leftToRightShell,
  PACK_DIRS,
  untranslatedEnglish,
} from '../support/language-checks.ts';
import { logIn } from '../support/member.ts';

/**
 * Every language the site offers (issue 15), on home, the register form, a game list, the slot and
 * the member centre's deposit and withdraw pages, at desktop and phone widths. `npm run
 * test:languages` sets LANGUAGE_SWEEP=all and covers every code; `npm test` runs a sample that still
 * catches the usual regressions: English, a right-to-left language, a complex script and a long one.
 */
type TLanguage = keyof typeof LOCALE_FILES;
const ALL = Object.keys(LOCALE_FILES) as TLanguage[];
const SAMPLE: TLanguage[] = ['EN', 'AR', 'TH', 'RU'];
/** LANGUAGE_SWEEP: `all`, or a comma-separated list of codes (to re-check a few after a fix). */
const sweep = process.env.LANGUAGE_SWEEP;
const LANGUAGES =
  sweep === 'all' ? ALL : sweep ? ALL.filter((code) => sweep.split(',').includes(code)) : SAMPLE;

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;
type TWidth = (typeof WIDTHS)[number];

/** One full-page phone screenshot of home per language, kept by CI as an artefact. */
const SCREENS = 'test-results/languages';

/** The house slot, as the lobby brand's English game list names it. */
const SLOT_NAME = 'Gem Rush 20';
let slotNodeId: string;
let visitor: Page;
let member: Page;
let contexts: BrowserContext[] = [];

test.beforeAll(async ({ browser }) => {
  mkdirSync(SCREENS, { recursive: true });
  const open = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    await skipAnnouncementPopup(page);
    return page;
  };
  visitor = await open();
  await visitor.goto('/');
  member = await open();
  await logIn(member);
  // The slot's card by its node, which stays when the game's name changes with the language.
  await member.goto('/rng');
  slotNodeId = (await member
    .locator(`[data-testid="game-card"][data-game-name="${SLOT_NAME}"]`)
    .getAttribute('data-node-id'))!;
});

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
});

/** Opens `route` in `lang` (the stored choice the site boots with) once its words are on screen. */
async function openIn(page: Page, lang: TLanguage, route: string) {
  await page.evaluate((code) => localStorage.setItem('lang', code), lang);
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang]);
}

/** Sets the window's width and waits until the header has taken its phone or desktop form. */
async function resize(page: Page, size: TWidth) {
  await page.setViewportSize(size);
  const header = page.getByTestId('header');
  if (size.name === 'phone') await expect(header).toHaveAttribute('data-compact', 'true');
  else await expect(header).not.toHaveAttribute('data-compact');
}

/** Both widths, the page's current one first: each page then changes width once, not twice. */
const widthsFrom = (page: Page): readonly TWidth[] =>
  page.viewportSize()?.width === WIDTHS[0].width ? WIDTHS : [...WIDTHS].reverse();

test.describe('every language', () => {
  for (const lang of LANGUAGES) {
    const siteEnglish = lang === 'EN' ? new Set<string>() : untranslatedEnglish(PACK_DIRS.site, lang);
    const houseEnglish = lang === 'EN' ? new Set<string>() : untranslatedEnglish(PACK_DIRS.house, lang);
    const rtl = RTL_LANGUAGES.includes(lang);

    test(`${lang}: fits every width, speaks only ${lang}${rtl ? ' and reads right to left' : ''}`, async () => {
      const problems: string[] = [];
      /** Checks what `page` (and the game frame, if any) shows at both widths, ready when `ready` is. */
      const check = async (page: Page, where: string, ready: () => Promise<void>, frame?: () => Frame) => {
        for (const size of widthsFrom(page)) {
          await resize(page, size);
          await ready();
          const found = [
            ...(await layoutProblems(page)),
            ...(await leftoverEnglish(page, siteEnglish)),
            ...(rtl ? await leftToRightShell(page) : []),
            ...(frame ? await leftoverEnglish(frame(), houseEnglish) : []),
          ];
          problems.push(...found.map((p) => `${where} at ${size.name} width: ${p}`));
          if (where === 'home' && size.name === 'phone')
            await page.screenshot({
              path: `${SCREENS}/${lang.toLowerCase()}-phone-home.png`,
              fullPage: true,
            });
        }
      };

      await openIn(visitor, lang, '/');
      await check(visitor, 'home', () => expect(visitor.getByTestId('vendor-lanes')).toBeVisible());
      await openIn(visitor, lang, '/register');
      await check(visitor, 'register form', () => expect(visitor.getByTestId('register-form')).toBeVisible());

      await openIn(member, lang, '/rng');
      const slotCard = member.locator(`[data-testid="game-card"][data-node-id="${slotNodeId}"]`);
      await check(member, 'game list', () => expect(slotCard).toBeVisible());
      await slotCard.getByTestId('game-play').click();
      const slot = () => member.frame({ url: /\/house\/slot\// })!;
      await check(
        member,
        'slot',
        () => expect.poll(() => slot()?.evaluate(() => document.body.dataset.state) ?? null).toBe('idle'),
        slot,
      );
      await openIn(member, lang, '/member?page=depositv2');
      await check(member, 'deposit', () => expect(member.getByTestId('deposit-page')).toBeVisible());
      await openIn(member, lang, '/member?page=withdraw');
      await check(member, 'withdraw', () => expect(member.getByTestId('withdraw-page')).toBeVisible());

      expect(problems).toEqual([]);
    });
  }
});
