import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  matchesPattern,
  type TLanguage,
  type TLoginInfo,
  type TSecondStepMethod,
  type ZLoginRequest,
} from '@openlobby/contracts';
import { z } from 'zod';
import { verify as verifyTotp } from 'otplib';
import { createMemberTotpSecrets } from './totp-secrets.ts';
import { AppError } from '../../lib/app-error.ts';
import { brandSender } from '../../lib/mailer.ts';
import type { TBrand } from '../system/system.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { IdentityContext, TClient } from './identity.context.ts';
import * as repo from './identity.repo.ts';
import type { TMemberRow } from './identity.repo.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { isAgentLike, passwordState } from './password-rules.ts';
import { maskEmail, maskMobile, type SessionService } from './session.service.ts';
import { hashSecret } from '../../lib/secrets.ts';
import { clientKeyOf } from '../../plugins/rate-limit.ts';
import { createSingleFlight } from '../../lib/single-flight.ts';
import { loginCodeMail } from './mail-text.ts';

const CHALLENGE_TTL_MS = 10 * 60_000;
const CHALLENGE_MAX_ATTEMPTS = 5;
/** Second-step answers a member may give over all their challenges in the window below. */
const SECOND_STEP_MAX_ATTEMPTS = 10;
const SECOND_STEP_WINDOW_SECONDS = 15 * 60;
/** An address is locked after this many times the brand's lockAfterFailures. */
const ADDRESS_LOCK_FACTOR = 3;
/** How long a guess at an account past lockAfterFailures waits before it is checked. */
const THROTTLE_MS = 1000;

export type TLoginInput = z.output<typeof ZLoginRequest>;

type TLoginKeys = { account: string; ip: string };
type TCount = { count: number; resetInSeconds: number };

/**
 * Logging in: brute-force limits per account and per client address, the captcha after failures,
 * the member checks of spec §6, and the second step for an address the member has not used.
 *
 * Every guess is counted before it is checked (the limiter's atomic hit), so a burst of parallel
 * guesses is counted whole and only those under the limits are ever checked; identical requests in
 * flight together (same account, address, password and captcha) share one count and one hash, so
 * a double click is one guess. Guesses are counted
 * on the account they reach (the member, however the name or number was spelled) and on the
 * client's address block (IPv4 address, IPv6 /56, as the route limits count). An address is locked
 * after `lockAfterFailures` × 3; an account is never locked by others' guesses: past
 * `captchaAfterFailures` every guess needs a captcha, and past `lockAfterFailures` it also waits a
 * second, so its owner can still log in while a guesser is slowed down.
 */
export function createLoginService(
  ctx: IdentityContext,
  deps: { sessions: SessionService; captcha: CaptchaService },
) {
  const { db, limiter, codes, mailer, now } = ctx;
  const totpSecrets = createMemberTotpSecrets(ctx.secrets);
  const share = createSingleFlight();
  const keysOf = (brand: TBrand, member: TMemberRow | undefined, username: string, ip: string) => ({
    account: `login-fail:${brand.id}:${member ? `member:${member.id}` : `name:${loginNameKey(username)}`}`,
    ip: `login-fail:${brand.id}:ip:${clientKeyOf(ip)}`,
  });

  /**
   * Counts this guess, then decides whether it may be checked: a locked address is refused, a
   * guess past the captcha threshold needs a (single-use) captcha, past the lock threshold it is
   * slowed down too. Answers the counts, for the failure's answer.
   */
  async function admit(brand: TBrand, k: TLoginKeys, input: TLoginInput) {
    const s = brand.authSettings;
    const window = s.lockMinutes * 60;
    const [acct, ip] = await Promise.all([limiter.hit(k.account, window), limiter.hit(k.ip, window)]);
    // Guesses before this one in the window; a successful login clears both counts.
    const [acctBefore, ipBefore] = [acct.count - 1, ip.count - 1];
    if (ipBefore >= s.lockAfterFailures * ADDRESS_LOCK_FACTOR) {
      throw new AppError('ACCOUNT_LOCKED', 'Too many failed logins from this address; try again later.', {
        retryAfterSeconds: ip.resetInSeconds,
      });
    }
    const throttled = acctBefore >= s.lockAfterFailures;
    if (throttled) await sleep(THROTTLE_MS);
    if (throttled || needsCaptcha(brand, Math.max(acctBefore, ipBefore))) {
      await deps.captcha.check(input.captchaKey, input.captcha);
    }
    return { acct, ip };
  }

  const needsCaptcha = (brand: TBrand, failures: number) => {
    const s = brand.authSettings;
    return (
      (s.captchaAfterFailures > 0 && failures >= s.captchaAfterFailures) || failures >= s.lockAfterFailures
    );
  };

  function fail(brand: TBrand, counted: { acct: TCount; ip: TCount }): never {
    const captchaRequired = needsCaptcha(brand, Math.max(counted.acct.count, counted.ip.count));
    throw new AppError('WRONG_CREDENTIALS', 'Wrong username or password.', { captchaRequired });
  }

  /** The member a login name means: an account name, or a mobile number however it is spelled. */
  async function findByLogin(brand: TBrand, username: string): Promise<TMemberRow | undefined> {
    const byAccount = await repo.findMemberByAccount(db, brand.id, username);
    if (byAccount) return byAccount;
    const found = await repo.findMembersByMobiles(db, brand.id, mobileSpellings(brand, username));
    // A national number that could be several members' (two countries) is nobody's.
    return found.length === 1 ? found[0] : undefined;
  }

  /** Logs a member in; a second-step mail is written in `language` (the request's). */
  async function login(
    brand: TBrand,
    input: TLoginInput,
    client: TClient,
    language?: TLanguage,
  ): Promise<TLoginInfo> {
    if (input.type === 'sms' && !brand.authSettings.smsLogin)
      throw new AppError('OPERATION_NOT_ALLOWED', 'SMS login is not enabled.');
    const mobile = input.username.replace(/[\s-]/g, '');
    const member =
      input.type === 'sms'
        ? await repo.findMemberByMobile(db, brand.id, mobile)
        : await findByLogin(brand, input.username);
    const k = keysOf(brand, member, input.username, client.ip);
    const clear = () => Promise.all([limiter.reset(k.account), limiter.reset(k.ip)]);
    if (input.type === 'sms') {
      // A code is used once: never shared between requests.
      const counted = await admit(brand, k, input);
      if (!member) return fail(brand, counted);
      await codes.consumeCode({ brand, mobile, purpose: 'login', code: input.password });
      await clear();
    } else {
      const scope = `${k.account}|${k.ip}|${input.captchaKey ?? ''}`;
      const { counted, ok } = await share(scope, input.password, async () => {
        const counted = await admit(brand, k, input);
        const ok = await verifyPassword(input.password, member?.passwordHash ?? DUMMY_HASH);
        if (ok && member) await clear();
        return { counted, ok };
      });
      if (!member || !ok) return fail(brand, counted);
    }
    assertMayEnter(member, input.site);
    const method = input.type === 'sms' ? 'sms' : 'password';
    const state = passwordState(brand, member, input.type === 'sms' ? null : input.password, now());
    const step = await secondStepFor(brand, member, client.ip);
    // The second step carries the password state: a forced change is still demanded after it.
    if (step) return challenge(brand, member, step, client, method, state, language);
    return deps.sessions.issue(brand, member, { method, client, ...state });
  }

  /** The second-step method for this login, or null when the address is known or the check is off. */
  async function secondStepFor(brand: TBrand, m: TMemberRow, ip: string): Promise<TSecondStepMethod | null> {
    const wanted = brand.authSettings.secondStep;
    if (
      wanted === 'NONE' ||
      (await repo.countMemberIps(db, m.id)) === 0 ||
      (await repo.isKnownIp(db, m.id, ip))
    )
      return null;
    // A member who has not set up the brand's method falls back to what they do have.
    const usable: Record<TSecondStepMethod, boolean> = {
      TOTP: m.totpSecret !== null,
      SMS: m.mobile !== null,
      EMAIL: m.email !== null,
      BANK_NAME: m.payeeName !== null,
    };
    if (usable[wanted]) return wanted;
    return (['TOTP', 'SMS', 'EMAIL', 'BANK_NAME'] as const).find((x) => usable[x]) ?? null;
  }

  async function challenge(
    brand: TBrand,
    m: TMemberRow,
    method: TSecondStepMethod,
    client: TClient,
    loginMethod: string,
    state: { mustChangePassword: boolean; passwordExpired: boolean },
    language: TLanguage | undefined,
  ): Promise<never> {
    const id = randomUUID();
    let codeHash: string | null = null;
    if (method === 'EMAIL') {
      const code = String(randomInt(1_000_000)).padStart(6, '0');
      codeHash = hashSecret(code);
      await mailer.send({
        to: m.email!,
        brandId: brand.id,
        from: brandSender(brand.providerSettings.mail),
        ...loginCodeMail(
          { language, brandDefault: brand.defaultLanguage },
          { brand: brand.name, code, minutes: CHALLENGE_TTL_MS / 60_000 },
        ),
      });
    }
    await repo.insertChallenge(db, {
      id,
      memberId: m.id,
      method,
      codeHash,
      ip: client.ip,
      loginMethod,
      mustChangePassword: state.mustChangePassword,
      passwordExpired: state.passwordExpired,
      expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
    });
    const hint = method === 'SMS' ? maskMobile(m.mobile!) : method === 'EMAIL' ? maskEmail(m.email!) : null;
    throw new AppError('VERIFY_FIRST', 'Please verify first.', { challengeId: id, method, hint });
  }

  /** Sends the SMS code of a pending SMS challenge to the member's own number. */
  async function sendChallengeSms(brand: TBrand, challengeId: string, client: TClient, language?: TLanguage) {
    const c = await repo.findLiveChallenge(db, challengeId, now());
    const m = c && (await repo.findMemberById(db, c.memberId));
    if (!c || !m || m.brandId !== brand.id || c.method !== 'SMS' || !m.mobile)
      throw new AppError('CODE_EXPIRED', 'Start the login again.');
    return codes.sendCodeToMember({
      brand,
      mobile: m.mobile,
      purpose: 'secondStep',
      ip: client.ip,
      language,
    });
  }

  /**
   * Answers a second-step challenge and completes the login. Each answer is counted before it is
   * checked: on the challenge (five) and on the member over all their challenges (ten in 15
   * minutes), so parallel answers cannot outrun either count.
   */
  async function verify(
    brand: TBrand,
    challengeId: string,
    code: string,
    client: TClient,
  ): Promise<TLoginInfo> {
    const c = await repo.findLiveChallenge(db, challengeId, now());
    const m = c && (await repo.findMemberById(db, c.memberId));
    if (
      !c ||
      !m ||
      m.brandId !== brand.id ||
      !(await repo.claimChallengeAttempt(db, c.id, CHALLENGE_MAX_ATTEMPTS))
    ) {
      throw new AppError('CODE_EXPIRED', 'The check has expired; log in again.');
    }
    const memberKey = `second-step-fail:${m.id}`;
    const tries = await limiter.hit(memberKey, SECOND_STEP_WINDOW_SECONDS);
    if (tries.count > SECOND_STEP_MAX_ATTEMPTS) {
      throw new AppError('ACCOUNT_LOCKED', 'Too many wrong codes; try again later.', {
        retryAfterSeconds: tries.resetInSeconds,
      });
    }
    const ok = await answerMatches(brand, c, m, code);
    if (!ok) throw new AppError('INVALID_CODE', 'The verification code is wrong.');
    if (!(await repo.useChallenge(db, c.id, now())))
      throw new AppError('CODE_EXPIRED', 'The check was already used.');
    await limiter.reset(memberKey);
    return deps.sessions.issue(brand, m, {
      method: c.loginMethod,
      client,
      mustChangePassword: c.mustChangePassword,
      passwordExpired: c.passwordExpired,
    });
  }

  async function answerMatches(
    brand: TBrand,
    c: { method: string; codeHash: string | null },
    m: TMemberRow,
    code: string,
  ) {
    switch (c.method) {
      case 'EMAIL':
        return c.codeHash === hashSecret(code.trim());
      case 'BANK_NAME':
        return m.payeeName !== null && normaliseName(m.payeeName) === normaliseName(code);
      case 'SMS':
        await codes.consumeCode({ brand, mobile: m.mobile!, purpose: 'secondStep', code });
        return true;
      case 'TOTP': {
        if (!m.totpSecret || !/^\d{6}$/.test(code)) return false;
        const epoch = Math.floor(now().getTime() / 1000);
        const secret = totpSecrets.open(m.id, 'totp_secret', m.totpSecret);
        const result = await verifyTotp({ secret, token: code, epoch, epochTolerance: 30 });
        // The matched time step: a code is accepted once, and never one older than the last used.
        return result.valid && (await repo.claimTotpStep(db, m.id, Math.floor(epoch / 30) + result.delta));
      }
      default:
        return false;
    }
  }

  return { login, verify, sendChallengeSms };
}
export type LoginService = ReturnType<typeof createLoginService>;

const normaliseName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The key a login name that matches no member is counted under: case, spaces and dashes aside. */
export const loginNameKey = (username: string) => username.trim().toLowerCase().replace(/[\s-]/g, '');

/**
 * The stored forms a typed mobile number may mean at this brand: as typed with its `+`, with `00`
 * for `+`, without the `+` but with one of the brand's country codes, or in national form with
 * the trunk `0` (`0800000001` → `+66800000001`); spaces, dashes, dots and brackets aside.
 */
export function mobileSpellings(brand: TBrand, typed: string): string[] {
  const compact = typed.replace(/[\s\-.()]/g, '');
  if (!matchesPattern('mobile', compact)) return [];
  if (compact.startsWith('+')) return [compact];
  const spellings = new Set([compact]);
  if (compact.startsWith('00')) spellings.add(`+${compact.slice(2)}`);
  for (const code of brand.registerRules.mobileCountryCodes.map((c) => c.replace(/\D/g, ''))) {
    if (!code) continue;
    if (compact.startsWith(code)) spellings.add(`+${compact}`);
    if (/^0[1-9]/.test(compact)) spellings.add(`+${code}${compact.slice(1)}`);
  }
  return [...spellings];
}

/** Spec §6: only active member accounts enter; the agent site only agents. */
export function assertMayEnter(m: TMemberRow, site: 'member' | 'agent') {
  if (m.status !== 'A') throw new AppError('MEMBER_NO_ENTER', 'This account cannot log in.');
  if (site === 'agent' && !isAgentLike(m))
    throw new AppError('NOT_AN_AGENT', 'Not an agent, login not possible.');
}
