import { randomInt, randomUUID } from 'node:crypto';
import {
  matchesPattern,
  type TLoginInfo,
  type TSecondStepMethod,
  type ZLoginRequest,
} from '@openlobby/contracts';
import { z } from 'zod';
import { verify as verifyTotp } from 'otplib';
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

const CHALLENGE_TTL_MS = 10 * 60_000;
const CHALLENGE_MAX_ATTEMPTS = 5;

export type TLoginInput = z.output<typeof ZLoginRequest>;

/**
 * Logging in: brute-force limits per account and per client IP, the captcha after failures, the
 * member checks of spec §6, and the second step for an address the member has not used.
 */
export function createLoginService(
  ctx: IdentityContext,
  deps: { sessions: SessionService; captcha: CaptchaService },
) {
  const { db, limiter, codes, mailer, now } = ctx;
  const keys = (brand: TBrand, account: string, ip: string) => ({
    account: `login-fail:${brand.id}:acct:${account.toLowerCase()}`,
    ip: `login-fail:${brand.id}:ip:${ip}`,
  });

  async function guard(brand: TBrand, k: { account: string; ip: string }, input: TLoginInput) {
    const s = brand.authSettings;
    const [acct, ip] = await Promise.all([limiter.peek(k.account), limiter.peek(k.ip)]);
    const failures = Math.max(acct.count, ip.count);
    if (acct.count >= s.lockAfterFailures || ip.count >= s.lockAfterFailures * 3) {
      const retryAfterSeconds = Math.max(
        acct.resetInSeconds,
        ip.count >= s.lockAfterFailures * 3 ? ip.resetInSeconds : 0,
      );
      throw new AppError('ACCOUNT_LOCKED', 'Too many failed logins; try again later.', { retryAfterSeconds });
    }
    if (s.captchaAfterFailures > 0 && failures >= s.captchaAfterFailures) {
      await deps.captcha.check(input.captchaKey, input.captcha);
    }
  }

  async function fail(brand: TBrand, k: { account: string; ip: string }): Promise<never> {
    const window = brand.authSettings.lockMinutes * 60;
    const [acct, ip] = await Promise.all([limiter.hit(k.account, window), limiter.hit(k.ip, window)]);
    const captchaRequired = Math.max(acct.count, ip.count) >= brand.authSettings.captchaAfterFailures;
    throw new AppError('WRONG_CREDENTIALS', 'Wrong username or password.', { captchaRequired });
  }

  async function findByLogin(brand: TBrand, username: string): Promise<TMemberRow | undefined> {
    const compact = username.replace(/[\s-]/g, '');
    return (
      (await repo.findMemberByAccount(db, brand.id, username)) ??
      (matchesPattern('mobile', compact) ? await repo.findMemberByMobile(db, brand.id, compact) : undefined)
    );
  }

  async function login(brand: TBrand, input: TLoginInput, client: TClient): Promise<TLoginInfo> {
    const k = keys(brand, input.username, client.ip);
    await guard(brand, k, input);
    let member: TMemberRow | undefined;
    if (input.type === 'sms') {
      if (!brand.authSettings.smsLogin)
        throw new AppError('OPERATION_NOT_ALLOWED', 'SMS login is not enabled.');
      const mobile = input.username.replace(/[\s-]/g, '');
      member = await repo.findMemberByMobile(db, brand.id, mobile);
      if (!member) return fail(brand, k);
      await codes.consumeCode({ brand, mobile, purpose: 'login', code: input.password });
    } else {
      member = await findByLogin(brand, input.username);
      const ok = await verifyPassword(input.password, member?.passwordHash ?? DUMMY_HASH);
      if (!member || !ok) return fail(brand, k);
    }
    await Promise.all([limiter.reset(k.account), limiter.reset(k.ip)]);
    assertMayEnter(member, input.site);
    const method = input.type === 'sms' ? 'sms' : 'password';
    const state = passwordState(brand, member, input.type === 'sms' ? null : input.password, now());
    const step = await secondStepFor(brand, member, client.ip);
    if (step) return challenge(brand, member, step, client, method);
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
        subject: `${brand.name}: your login code`,
        text: `Your login code is ${code}. It expires in 10 minutes. If this was not you, change your password.`,
      });
    }
    await repo.insertChallenge(db, {
      id,
      memberId: m.id,
      method,
      codeHash,
      ip: client.ip,
      loginMethod,
      expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS),
    });
    const hint = method === 'SMS' ? maskMobile(m.mobile!) : method === 'EMAIL' ? maskEmail(m.email!) : null;
    throw new AppError('VERIFY_FIRST', 'Please verify first.', { challengeId: id, method, hint });
  }

  /** Sends the SMS code of a pending SMS challenge to the member's own number. */
  async function sendChallengeSms(brand: TBrand, challengeId: string, client: TClient) {
    const c = await repo.findLiveChallenge(db, challengeId, now());
    const m = c && (await repo.findMemberById(db, c.memberId));
    if (!c || !m || m.brandId !== brand.id || c.method !== 'SMS' || !m.mobile)
      throw new AppError('CODE_EXPIRED', 'Start the login again.');
    return codes.sendCodeToMember({ brand, mobile: m.mobile, purpose: 'secondStep', ip: client.ip });
  }

  /** Answers a second-step challenge and completes the login. */
  async function verify(
    brand: TBrand,
    challengeId: string,
    code: string,
    client: TClient,
  ): Promise<TLoginInfo> {
    const c = await repo.findLiveChallenge(db, challengeId, now());
    const m = c && (await repo.findMemberById(db, c.memberId));
    if (!c || !m || m.brandId !== brand.id || c.attempts >= CHALLENGE_MAX_ATTEMPTS) {
      throw new AppError('CODE_EXPIRED', 'The check has expired; log in again.');
    }
    const ok = await answerMatches(brand, c, m, code);
    if (!ok) {
      await repo.countChallengeAttempt(db, c.id);
      throw new AppError('INVALID_CODE', 'The verification code is wrong.');
    }
    if (!(await repo.useChallenge(db, c.id, now())))
      throw new AppError('CODE_EXPIRED', 'The check was already used.');
    const state = passwordState(brand, m, null, now());
    return deps.sessions.issue(brand, m, { method: c.loginMethod, client, ...state });
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
        const result = await verifyTotp({ secret: m.totpSecret, token: code, epoch, epochTolerance: 30 });
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

/** Spec §6: only active member accounts enter; the agent site only agents. */
export function assertMayEnter(m: TMemberRow, site: 'member' | 'agent') {
  if (m.status !== 'A') throw new AppError('MEMBER_NO_ENTER', 'This account cannot log in.');
  if (site === 'agent' && !isAgentLike(m))
    throw new AppError('NOT_AN_AGENT', 'Not an agent, login not possible.');
}
