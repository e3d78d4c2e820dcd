import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  type TAuthSettings,
  type TBudgetName,
  type TBudgetTrip,
  type TLanguage,
  type TRegisterSettings,
  type TSmsCountryRule,
  type TSmsPurpose,
  type TSmsSent,
} from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { maskMobile, normalizeMobile } from './mobile.ts';
import {
  allowedCountries,
  countryRuleOf,
  dayWindow,
  smsBudgetsFor,
  type TBudgetSpend,
  type TBudgetWindow,
} from './sms-budgets.ts';
import type { SmsProvider, TBrandSmsSettings } from './sms-provider.ts';
import { smsCodeText } from './sms-text.ts';
import * as repo from './verification.repo.ts';

/** Spec §9: the SMS button counts down 60 s before a resend. */
export const SMS_RESEND_SECONDS = 60;
/** Spec §8/§9: "too many requests, wait 5 minutes". */
export const SMS_THROTTLE_WAIT_SECONDS = 300;
/** Wrong guesses after which a code is burnt. */
export const SMS_MAX_ATTEMPTS = 5;

/** Counter windows that ended this long ago are pruned. */
export const SMS_BUDGET_KEEP_MS = 86_400_000;

/** What the service needs of a brand (a TBrand from the system service fits). */
export type TSmsBrand = {
  id: number;
  name: string;
  timeZone: string;
  defaultLanguage: TLanguage;
  authSettings: TAuthSettings;
  /** The sign-up form's country codes: where SMS may go when the brand lists no countries. */
  registerRules: Pick<TRegisterSettings, 'mobileCountryCodes'>;
  /** The brand's own gateway and signature, when it has them (a TBrand does). */
  providerSettings?: { sms: TBrandSmsSettings };
};

export type TSendCodeInput = {
  brand: TSmsBrand;
  mobile: string | null | undefined;
  purpose: TSmsPurpose;
  /** The client's address, for the per-IP limit. */
  ip: string;
  /** The language of the message; the brand's default when absent. */
  language?: TLanguage;
};

export type TConsumeCodeInput = {
  brand: Pick<TSmsBrand, 'id'>;
  mobile: string | null | undefined;
  purpose: TSmsPurpose;
  code: string | null | undefined;
};

export type VerificationServiceDeps = {
  db: Db;
  /** One provider for every brand, or a choice per brand (its own gateway). */
  sms: SmsProvider | ((brand: TSmsBrand) => SmsProvider);
  limiter: Limiter;
  now?: () => Date;
  /** Identity's answer to "does a member of this brand have this (normalised) number". */
  isMobileRegistered: (brandId: number, mobile: string) => Promise<boolean>;
};

const tooMany = (retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', 'Too many requests, retry later.', { retryAfterSeconds });

/** A budget that said no inside the sending transaction (which then rolls back). */
class BudgetRefused extends Error {
  constructor(readonly spend: TBudgetSpend) {
    super(`SMS budget ${spend.budget} is spent`);
  }
}

/** A refused budget as the caller sees it: the number's budgets ask to wait, the others are quotas. */
function refusal(spend: TBudgetSpend, at: Date): AppError {
  const untilWindowEnds = Math.max(1, Math.ceil((spend.window.end.getTime() - at.getTime()) / 1000));
  if (spend.budget === 'smsPerNumberPerHour') return tooMany(SMS_THROTTLE_WAIT_SECONDS);
  if (spend.budget === 'smsPerNumberPerDay') return tooMany(untilWindowEnds);
  return new AppError('QUOTA_EXCEEDED', 'The SMS quota is used up, please contact support.', {
    retryAfterSeconds: untilWindowEnds,
  });
}

/** One refusal of a budget, for the back office's list of trips. */
export type TBudgetTripInput = {
  brandId: number;
  budget: TBudgetName;
  /** The calling code of a country's budget, else ''. */
  scope?: string;
  window: TBudgetWindow;
  limit: number;
  at: Date;
};

function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `sha256$${salt}$${createHash('sha256').update(`${salt}${code}`).digest('hex')}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [, salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(hashCode(code, salt).split('$')[2]!, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * SMS verification codes (spec §4 SMS button, §5/§8 phone verification errors, §9 limits): issues
 * codes within the brand's limits, sends them through the SMS provider and consumes them once.
 */
export function createVerificationService({
  db,
  sms: smsFor,
  limiter,
  now = () => new Date(),
  isMobileRegistered,
}: VerificationServiceDeps) {
  /**
   * Refuses a number whose country the brand does not send to (SMS_COUNTRY_NOT_ALLOWED), before
   * anything is looked up, counted or sent; answers the country's rule.
   */
  function countryOf(brand: TSmsBrand, mobile: string) {
    const rule = countryRuleOf(mobile, allowedCountries(brand.authSettings, brand.registerRules));
    if (!rule) throw new AppError('SMS_COUNTRY_NOT_ALLOWED', 'SMS cannot be sent to this country.');
    return rule;
  }

  /** Notes one refusal of a budget in its window (SMS budgets here; identity's trial cap too). */
  async function recordTrip(t: TBudgetTripInput): Promise<void> {
    await repo.upsertBudgetTrip(db, {
      brandId: t.brandId,
      budget: t.budget,
      scope: t.scope ?? '',
      windowStart: t.window.start,
      windowEnd: t.window.end,
      limit: t.limit,
      at: t.at,
    });
  }

  /** The client's limits (in the limiter): one code per number and purpose a minute, codes per IP. */
  async function admit(brand: TSmsBrand, mobile: string, purpose: TSmsPurpose, ip: string) {
    const resendKey = `sms:resend:${brand.id}:${purpose}:${mobile}`;
    const resend = await limiter.hit(resendKey, SMS_RESEND_SECONDS);
    if (resend.count > 1) throw tooMany(Math.max(1, resend.resetInSeconds));
    const perIp = await limiter.hit(`sms:ip:${brand.id}:${ip}`, 3600);
    if (perIp.count > brand.authSettings.smsPerIpPerHour) throw tooMany(SMS_THROTTLE_WAIT_SECONDS);
    return resendKey;
  }

  /**
   * Issues, stores and sends a code; the caller has already checked who may receive it. The
   * message is counted against every budget (the number's, the country's, the brand's) and its
   * code stored in one transaction before it is sent: a budget that is spent refuses it, the
   * transaction rolls back so the others are not charged, and the trip is recorded.
   */
  async function issue(input: TSendCodeInput, mobile: string, country: TSmsCountryRule): Promise<TSmsSent> {
    const { brand, purpose } = input;
    const resendKey = await admit(brand, mobile, purpose, input.ip);

    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const at = now();
    const budgets = smsBudgetsFor(brand, mobile, country, at);
    let row: repo.TSmsCodeRow;
    try {
      row = await db.transaction(async (tx) => {
        for (const b of budgets) {
          const counted = await repo.spendBudget(tx, {
            brandId: brand.id,
            budget: b.budget,
            scope: b.scope,
            windowStart: b.window.start,
            windowEnd: b.window.end,
            limit: b.limit,
          });
          if (!counted) throw new BudgetRefused(b);
        }
        await repo.invalidateCodes(tx, { brandId: brand.id, mobile, purpose, at });
        return repo.insertCode(tx, {
          brandId: brand.id,
          mobile,
          purpose,
          codeHash: hashCode(code),
          expiresAt: new Date(at.getTime() + SMS_CODE_TTL_SECONDS * 1000),
          ip: input.ip,
          createdAt: at,
        });
      });
    } catch (err) {
      if (!(err instanceof BudgetRefused)) throw err;
      // Nothing was sent, so there is no code to wait a minute for.
      await limiter.reset(resendKey);
      const b = err.spend;
      await recordTrip({
        brandId: brand.id,
        budget: b.budget,
        scope: b.tripScope,
        window: b.window,
        limit: b.limit,
        at,
      });
      throw refusal(b, at);
    }
    const body = smsCodeText(
      { language: input.language, brandDefault: brand.defaultLanguage },
      { brand: brand.name, code, minutes: Math.round(SMS_CODE_TTL_SECONDS / 60) },
    );

    // A real gateway's record must not hand a live code to whoever reads the table; only the
    // outbox provider (development) keeps the text whole, since it is the delivery itself.
    const redacted = body.replace(code, '•'.repeat(code.length));

    const sms = typeof smsFor === 'function' ? smsFor(brand) : smsFor;
    let messageId: string;
    try {
      ({ messageId } = await sms.send(mobile, body, { brandId: brand.id }));
    } catch (err) {
      // Undelivered: the code must never verify, and the client may try again at once.
      await repo.burnCode(db, row.id, now());
      await limiter.reset(resendKey);
      await repo
        .insertSmsOutbox(db, {
          brandId: brand.id,
          mobile,
          body: redacted,
          provider: sms.name,
          status: 'FAILED',
          error: err instanceof Error ? err.message : String(err),
        })
        .catch(() => undefined);
      throw new AppError('SYSTEM_ERROR', 'The SMS could not be sent, please retry.');
    }
    if (!sms.recordsItself) {
      await repo.insertSmsOutbox(db, {
        brandId: brand.id,
        mobile,
        body: redacted,
        provider: sms.name,
        status: 'SENT',
        providerMessageId: messageId || null,
      });
    }
    return {
      sentTo: maskMobile(mobile),
      expiresInSeconds: SMS_CODE_TTL_SECONDS,
      resendInSeconds: SMS_RESEND_SECONDS,
    };
  }

  /**
   * Sends a code to a number a visitor typed: refuses SMS login when the brand has it off, a
   * registration code for a number already registered, and a login or reset code for a number
   * that is not.
   */
  async function sendCode(input: TSendCodeInput): Promise<TSmsSent> {
    const mobile = normalizeMobile(input.mobile);
    const { brand, purpose } = input;
    const country = countryOf(brand, mobile);
    if (purpose === 'login' && !brand.authSettings.smsLogin)
      throw new AppError('OPERATION_NOT_ALLOWED', 'SMS login is not enabled.');
    if (purpose !== 'secondStep') {
      const registered = await isMobileRegistered(brand.id, mobile);
      if (purpose === 'register' && registered)
        throw new AppError('MOBILE_TAKEN', 'The mobile number is already registered.');
      if (purpose !== 'register' && !registered)
        throw new AppError('USER_NOT_FOUND', 'No account has this mobile number.');
    }
    return issue(input, mobile, country);
  }

  /**
   * Sends a code to a member's own number (identity's second-step check): the number comes from
   * the account, so whether it is registered is not asked. Purpose defaults to secondStep.
   */
  async function sendCodeToMember(
    input: Omit<TSendCodeInput, 'purpose'> & { purpose?: TSmsPurpose },
  ): Promise<TSmsSent> {
    const mobile = normalizeMobile(input.mobile);
    const purpose = input.purpose ?? 'secondStep';
    if (purpose === 'login' && !input.brand.authSettings.smsLogin)
      throw new AppError('OPERATION_NOT_ALLOWED', 'SMS login is not enabled.');
    const country = countryOf(input.brand, mobile);
    return issue({ ...input, purpose }, mobile, country);
  }

  /**
   * Accepts the newest code of brand + mobile + purpose once. MISSING_CODE for none given,
   * CODE_EXPIRED when there is no live code (never sent, expired, used, burnt), INVALID_CODE for a
   * wrong one (`value.attemptsLeft`); the fifth wrong guess burns the code.
   */
  async function consumeCode(input: TConsumeCodeInput): Promise<void> {
    const mobile = normalizeMobile(input.mobile);
    const code = (input.code ?? '').trim();
    if (!code) throw new AppError('MISSING_CODE', 'Please enter the verification code.');
    const expired = () => new AppError('CODE_EXPIRED', 'The verification code has expired, please resend.');

    const at = now();
    const row = await repo.findLatestCode(db, { brandId: input.brand.id, mobile, purpose: input.purpose });
    if (!row || row.usedAt || row.expiresAt <= at || row.attempts >= SMS_MAX_ATTEMPTS) throw expired();

    if (!codeMatches(row.codeHash, code)) {
      const attempts = await repo.countWrongAttempt(db, { id: row.id, at, maxAttempts: SMS_MAX_ATTEMPTS });
      if (attempts === undefined) throw expired();
      throw new AppError('INVALID_CODE', 'The verification code is wrong.', {
        attemptsLeft: SMS_MAX_ATTEMPTS - attempts,
      });
    }
    if (!(await repo.useCode(db, { id: row.id, at, maxAttempts: SMS_MAX_ATTEMPTS }))) throw expired();
  }

  /**
   * Today's budget trips (each brand's own day), newest first, with the brand's code; `brands`
   * are the brands to list (one, or all).
   */
  async function listTodayTrips(
    brands: readonly { id: number; code: string; timeZone: string }[],
  ): Promise<TBudgetTrip[]> {
    if (brands.length === 0) return [];
    const at = now();
    const since = new Map(brands.map((b) => [b.id, dayWindow(b.timeZone, at).start]));
    const earliest = new Date(Math.min(...[...since.values()].map((d) => d.getTime())));
    const codes = new Map(brands.map((b) => [b.id, b.code]));
    const rows = await repo.findBudgetTripsSince(db, {
      since: earliest,
      brandId: brands.length === 1 ? brands[0]!.id : undefined,
    });
    return rows
      .filter((r) => since.has(r.brandId) && r.lastAt >= since.get(r.brandId)!)
      .map((r) => ({
        brand: codes.get(r.brandId)!,
        budget: r.budget as TBudgetName,
        scope: r.scope || null,
        windowStart: r.windowStart.toISOString(),
        windowEnd: r.windowEnd.toISOString(),
        limit: r.limit,
        refused: r.refused,
        firstAt: r.firstAt.toISOString(),
        lastAt: r.lastAt.toISOString(),
      }));
  }

  /** Forgets budget counters whose window ended over a day ago (a scheduled job). */
  async function pruneBudgetCounters(tx: DbOrTx = db): Promise<number> {
    return repo.deleteBudgetCountersBefore(tx, new Date(now().getTime() - SMS_BUDGET_KEEP_MS));
  }

  /** The back office's outbox viewer: what was sent (or failed), a page at a time. */
  async function listOutbox(q: { brandId?: number; mobile?: string; page: number; pageSize: number }) {
    const { rows, total } = await repo.findSmsOutboxPage(db, q);
    return {
      items: rows.map((r) => ({
        id: r.id,
        brandId: r.brandId,
        mobile: r.mobile,
        body: r.body,
        provider: r.provider,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      })),
      page: q.page,
      pageSize: q.pageSize,
      total,
    };
  }

  /** The latest SMS to a number in a brand (development outbox). */
  async function findOutboxSms(q: { brandId: number; mobile: string; limit?: number }) {
    const mobile = normalizeMobile(q.mobile);
    const rows = await repo.findSmsOutbox(db, { brandId: q.brandId, mobile, limit: q.limit ?? 10 });
    return rows.map((r) => ({
      mobile: r.mobile,
      body: r.body,
      provider: r.provider,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** The latest mail kept for an address (development outbox). */
  async function findOutboxMail(q: { to: string; limit?: number }) {
    const rows = await repo.findMailOutbox(db, { to: q.to, limit: q.limit ?? 10 });
    return rows.map((r) => ({
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  return {
    sendCode,
    sendCodeToMember,
    consumeCode,
    findOutboxSms,
    findOutboxMail,
    listOutbox,
    recordTrip,
    listTodayTrips,
    pruneBudgetCounters,
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
