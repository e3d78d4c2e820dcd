import { FORMAT_LOCALES } from '@openlobby/contracts';

/**
 * Every number, amount, date and time the player site shows goes through these, in the member's
 * language and, for moments, the brand's time zone (the one its days, limits and statements are
 * counted in), never the device's.
 *
 * Two choices hold for every language:
 * - Latin digits (0-9), also where a locale's default is another script (Persian, Burmese, Bengali,
 *   Nepali; Arabic's default differs between ICU versions, so Chromium and Node disagree). Amount
 *   fields take Latin digits, bank references, SMS codes and the amounts on a member's bank
 *   statement are written in them, and a member compares those digit by digit with ours.
 * - The Gregorian calendar, also for Thai (Buddhist era) and Persian (Solar Hijri): the date
 *   pickers, the server's day windows and every statement are Gregorian, and a history page
 *   whose rows and filter speak two calendars would mislead.
 */
export type TFormatContext = {
  /** The UI language code (contracts TLanguage); anything else formats as English. */
  language: string;
  /** IANA zone of the brand; the device's zone only before the brand is known. */
  timeZone?: string;
};

const LOCALE_EXTENSIONS = { numberingSystem: 'latn', calendar: 'gregory' } as const;

const localeOf = (language: string): string =>
  (FORMAT_LOCALES as Readonly<Record<string, string>>)[language] ?? 'en';

/*
 * Formatters are built once per locale and options and kept: building one loads the locale's data
 * and costs a phone a millisecond or more, and a page writes hundreds of numbers (every slide's dot,
 * tile and row) while it starts.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const formatterOf = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  Make: new (locale: string, options: object) => T,
  language: string,
  options: object,
): T => {
  const locale = localeOf(language);
  const key = `${Make.name} ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as T | undefined;
  if (!format) formatters.set(key, (format = new Make(locale, options)));
  return format;
};

/** A whole or decimal quantity (counts, pages, minutes) with the language's grouping. */
export const formatNumber = (value: number, ctx: TFormatContext, maximumFractionDigits = 0): string =>
  // 0 to 999 are their Latin digits in every language (no grouping yet, no sign): the slide numbers,
  // page numbers and counts of a page's start then skip loading the locale's number data.
  Number.isInteger(value) && value >= 0 && value < 1000
    ? String(value)
    : formatterOf(Intl.NumberFormat, ctx.language, {
        numberingSystem: LOCALE_EXTENSIONS.numberingSystem,
        maximumFractionDigits,
      }).format(value);

/** Money with the currency's decimals exactly (never more, never fewer), in the language's style. */
export const formatMoney = (amount: number, decimals: number, ctx: TFormatContext): string =>
  formatterOf(Intl.NumberFormat, ctx.language, {
    numberingSystem: LOCALE_EXTENSIONS.numberingSystem,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);

/** A ratio (0.25) as a percent (25 %), with the sign and spacing the language puts around it. */
export const formatPercent = (ratio: number, ctx: TFormatContext, decimals = 0): string =>
  formatterOf(Intl.NumberFormat, ctx.language, {
    numberingSystem: LOCALE_EXTENSIONS.numberingSystem,
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(ratio);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dateTime = (at: Date, ctx: TFormatContext, options: Intl.DateTimeFormatOptions): string =>
  formatterOf(Intl.DateTimeFormat, ctx.language, {
    ...LOCALE_EXTENSIONS,
    timeZone: ctx.timeZone,
    ...options,
  }).format(at);

/** A moment (ISO string) as a Date; null when unreadable, so the caller shows the raw text. */
const momentOf = (iso: string): Date | null => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? null : at;
};

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/**
 * A calendar day (`YYYY-MM-DD`, as the history pages and the server's day windows write it) as a
 * date. A day is not a moment: it is written as it is, in no time zone, so it never shifts by one.
 */
export const formatDay = (day: string, ctx: TFormatContext): string =>
  ISO_DAY.test(day) ? dateTime(new Date(`${day}T00:00:00Z`), { ...ctx, timeZone: 'UTC' }, DATE) : day;

/** The date of a moment (ISO string) in the brand's zone; the raw text if unreadable. */
export const formatDate = (iso: string, ctx: TFormatContext): string => {
  const at = momentOf(iso);
  return at ? dateTime(at, ctx, DATE) : iso;
};

/** A moment (ISO string) as date and 24-hour time to the second in the brand's zone. */
export const formatDateTime = (iso: string, ctx: TFormatContext): string => {
  const at = momentOf(iso);
  return at ? dateTime(at, ctx, { ...DATE, ...TIME }) : iso;
};

/** The 24-hour time of a moment (ISO string) in the brand's zone. */
export const formatTime = (iso: string, ctx: TFormatContext): string => {
  const at = momentOf(iso);
  return at ? dateTime(at, ctx, TIME) : iso;
};
