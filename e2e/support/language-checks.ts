import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from '@playwright/test';
import { LOCALE_FILES } from '../../packages/i18n/src/index.ts';
import { PACK_NAMESPACES } from '../../packages/i18n/src/packs.ts';
import { SAME_AS_ENGLISH } from '../../packages/i18n/src/same-as-english.ts';

/**
 * What the every-language sweep (e2e/i18n/languages.spec.ts) looks for on a page: text that
 * overflows or is cut off, words left in English, and a right-to-left language laid out left to
 * right. Each check returns readable problems rather than failing, so one run lists them all.
 */

type TLanguage = keyof typeof LOCALE_FILES;

const root = path.resolve(import.meta.dirname, '../..');
/** The player site's packs and the house game pages' packs: same file names, own keys. */
export const PACK_DIRS = {
  site: path.join(root, 'packages/i18n/locales'),
  house: path.join(root, 'apps/house-web/src/locales'),
} as const;

type TLeaves = Map<string, string>;

const leaves = (pack: Record<string, unknown>, prefix = ''): TLeaves =>
  new Map(
    Object.entries(pack).flatMap(([k, v]) =>
      v !== null && typeof v === 'object'
        ? [...leaves(v as Record<string, unknown>, `${prefix}${k}.`)]
        : typeof v === 'string'
          ? [[`${prefix}${k}`, v.trim()] as const]
          : [],
    ),
  );

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** A language's pack with its areas' packs (the site's agents/, wallet/) under their names, as mounted. */
const readPack = (dir: string, file: string): TLeaves => {
  const pack = readJson(path.join(dir, file));
  for (const area of PACK_NAMESPACES) {
    const areaFile = path.join(dir, area, file);
    if (existsSync(areaFile)) pack[area] = readJson(areaFile);
  }
  return leaves(pack);
};

/**
 * The English strings that must not show in `lang`: every English value the pack translates
 * differently, unless the pack uses the same words elsewhere or same-as-english.ts allows them.
 * Values with placeholders are left out: the page shows them filled in, never as written.
 */
export function untranslatedEnglish(dir: string, lang: TLanguage): ReadonlySet<string> {
  const file = LOCALE_FILES[lang];
  const english = readPack(dir, 'en.json');
  const own = readPack(dir, file);
  const ownWords = new Set(own.values());
  const allowed = new Set([
    ...SAME_AS_ENGLISH.global,
    ...(SAME_AS_ENGLISH.byPack[file.replace(/\.json$/, '')] ?? []),
  ]);
  return new Set(
    [...english]
      .filter(([key, value]) => own.get(key) !== value && /\p{L}/u.test(value) && !/\{/.test(value))
      .map(([, value]) => value)
      .filter((value) => !ownWords.has(value) && !allowed.has(value)),
  );
}

/** The text of every visible element's own text nodes, trimmed and de-duplicated. */
const visibleTexts = (target: Page | Frame): Promise<string[]> =>
  target.evaluate(() => {
    const texts = new Set<string>();
    for (const el of document.body.querySelectorAll<HTMLElement>('*:not(script, style, svg *)')) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) texts.add(own);
    }
    return [...texts];
  });

/** Visible strings of `target` that are English a translated page should not show. */
export async function leftoverEnglish(target: Page | Frame, english: ReadonlySet<string>) {
  return (await visibleTexts(target)).filter((text) => english.has(text)).map((text) => `English: "${text}"`);
}

/**
 * Sideways overflow of the document, and text cut off in a button, heading, label or link: an
 * element that hides its overflow and holds more than it shows, unless it ends in an ellipsis and
 * it or an ancestor carries a title with the whole text.
 */
export const layoutProblems = (target: Page | Frame): Promise<string[]> =>
  target.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth)
      problems.push(`the page is ${doc.scrollWidth - doc.clientWidth}px wider than the window`);
    const textual = 'button, h1, h2, h3, h4, h5, h6, label, legend, a, [role="button"], [role="tab"]';
    /** Text set in HTML; an SVG's letters are drawing (a wordmark), sized with the drawing. */
    const htmlText = (el: Element): string =>
      [...el.childNodes]
        .map((n) =>
          n.nodeType === Node.TEXT_NODE ? n.textContent : n instanceof HTMLElement ? htmlText(n) : '',
        )
        .join('');
    for (const el of document.body.querySelectorAll<HTMLElement>(`:is(${textual}), :is(${textual}) *`)) {
      const text = el instanceof HTMLElement ? htmlText(el).replace(/\s+/g, ' ').trim() : '';
      if (!text) continue;
      const style = getComputedStyle(el);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      if (el.scrollWidth <= el.clientWidth + 1 || !el.checkVisibility()) continue;
      // Visually hidden on purpose: words for screen readers in a one-pixel box.
      if (el.clientWidth <= 1) continue;
      if (style.textOverflow === 'ellipsis' && el.closest('[title]')) continue;
      problems.push(`cut off: "${text.slice(0, 60)}" (${el.scrollWidth}px in ${el.clientWidth}px)`);
    }
    return problems;
  });

/** A right-to-left shell: `<html dir="rtl">` and the header's logo in the right half. */
export const leftToRightShell = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.dir !== 'rtl')
      problems.push(`html dir is "${document.documentElement.dir}", not rtl`);
    const logo = document.querySelector('[data-testid="header-logo"]')?.getBoundingClientRect();
    if (!logo || logo.left + logo.width / 2 < document.documentElement.clientWidth / 2)
      problems.push('the header logo is not on the right');
    return problems;
  });
