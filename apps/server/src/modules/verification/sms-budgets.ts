import {
  ZCallingCode,
  type TAuthSettings,
  type TBudgetName,
  type TRegisterSettings,
  type TSmsCountryRule,
} from '@openlobby/contracts';
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';

/** A budget's counting window: a clock hour, or the brand's calendar day. */
export type TBudgetWindow = { start: Date; end: Date };

/** The clock hour `at` falls in (UTC hours: every zone's hours but the half-hour ones agree). */
export function hourWindow(at: Date): TBudgetWindow {
  const start = Math.floor(at.getTime() / 3_600_000) * 3_600_000;
  return { start: new Date(start), end: new Date(start + 3_600_000) };
}

/** The brand's calendar day `at` falls in, from its first instant to the next day's. */
export function dayWindow(timeZone: string, at: Date): TBudgetWindow {
  const day = dayIn(timeZone, at);
  return { start: startOfDay(timeZone, day), end: startOfDay(timeZone, nextDay(day)) };
}

/**
 * The countries a brand sends SMS to: its own list, or, when that is empty, the calling codes its
 * sign-up form offers (without their own budgets). Codes the form lists in another shape
 * (`66`, `+ 66`) are read as `+66`; anything that is not a calling code is ignored.
 */
export function allowedCountries(
  auth: Pick<TAuthSettings, 'smsCountries'>,
  register: Pick<TRegisterSettings, 'mobileCountryCodes'>,
): TSmsCountryRule[] {
  if (auth.smsCountries.length > 0) return auth.smsCountries;
  const codes = register.mobileCountryCodes
    .map((c) => `+${c.replace(/[\s+]/g, '')}`)
    .filter((c) => ZCallingCode.safeParse(c).success);
  return [...new Set(codes)].map((code) => ({ code, dailyQuota: null }));
}

/**
 * The rule of the longest listed code a (normalised) number starts with, so `+1876` wins over `+1`
 * for a Jamaican number. A number without its `+` country code matches nothing: the gateway would
 * guess its country.
 */
export function countryRuleOf(
  mobile: string,
  rules: readonly TSmsCountryRule[],
): TSmsCountryRule | undefined {
  if (!mobile.startsWith('+')) return undefined;
  let best: TSmsCountryRule | undefined;
  for (const rule of rules)
    if (mobile.startsWith(rule.code) && (!best || rule.code.length > best.code.length)) best = rule;
  return best;
}

/** One budget a send spends from: what it counts under and how far it may go. */
export type TBudgetSpend = {
  budget: Exclude<TBudgetName, 'trialAccountsPerHour'>;
  /** The counter's scope: the number, the calling code or '' for the brand. */
  scope: string;
  /** The trip's scope: the calling code of a country's budget, else '' (numbers are not kept). */
  tripScope: string;
  limit: number;
  window: TBudgetWindow;
};

/**
 * The budgets one SMS to `mobile` spends from, in the order they are taken: the number's, the
 * country's, then the brand's. Every send takes them in this order (one row of each), so two
 * sends never wait for each other in opposite orders, and a number over its own budget is refused
 * before it waits on the brand's rows.
 */
export function smsBudgetsFor(
  brand: { timeZone: string; authSettings: TAuthSettings },
  mobile: string,
  country: TSmsCountryRule,
  at: Date,
): TBudgetSpend[] {
  const s = brand.authSettings;
  const hour = hourWindow(at);
  const day = dayWindow(brand.timeZone, at);
  return [
    {
      budget: 'smsPerNumberPerHour',
      scope: mobile,
      tripScope: '',
      limit: s.smsPerNumberPerHour,
      window: hour,
    },
    { budget: 'smsPerNumberPerDay', scope: mobile, tripScope: '', limit: s.smsPerNumberPerDay, window: day },
    ...(country.dailyQuota === null
      ? []
      : [
          {
            budget: 'smsCountries' as const,
            scope: country.code,
            tripScope: country.code,
            limit: country.dailyQuota,
            window: day,
          },
        ]),
    { budget: 'smsHourlyQuota', scope: '', tripScope: '', limit: s.smsHourlyQuota, window: hour },
    { budget: 'smsDailyQuota', scope: '', tripScope: '', limit: s.smsDailyQuota, window: day },
  ];
}
