import { randomBytes } from 'node:crypto';
import {
  isAgentType,
  matchesPattern,
  TRIAL_TYPE,
  type TLoginInfo,
  type TRegisterField,
  type ZRegisterMobileRequest,
  type ZRegisterRequest,
} from '@openlobby/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { IdentityContext, TClient } from './identity.context.ts';
import * as repo from './identity.repo.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertNewPassword } from './password-rules.ts';
import type { SessionService } from './session.service.ts';

type TRegisterInput = z.output<typeof ZRegisterRequest>;
type TRegisterMobileInput = z.output<typeof ZRegisterMobileRequest>;
type TFieldName = TRegisterField['name'];

const HOUR_MS = 3_600_000;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field, message }]);

/** Whole years between a yyyy-MM-dd birthday and `at`. */
export function ageOn(birthday: string, at: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = at.getUTCFullYear() - y;
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) age -= 1;
  return age;
}

/** Registration by username or by mobile, under the brand's per-field rules (spec §5). */
/** A register-link code for a new agent: 8 letters and digits, no look-alikes (0/O, 1/I). */
export function newAffiliateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('');
}

export function createRegistrationService(
  ctx: IdentityContext,
  deps: { sessions: SessionService; captcha: CaptchaService },
) {
  const { db, codes, now } = ctx;

  /** Checks the brand's optional fields: shown, required, patterned. Hidden fields are dropped. */
  function checkFields(brand: TBrand, input: Partial<Record<TFieldName, string | undefined>>) {
    const kept: Partial<Record<TFieldName, string>> = {};
    for (const rule of brand.registerRules.fields) {
      if (rule.name === 'captcha') continue;
      const value = input[rule.name]?.trim();
      if (!rule.show) continue;
      if (!value) {
        if (rule.required) throw invalid(rule.name, 'required');
        continue;
      }
      if (rule.pattern && !matchesPattern(rule.pattern, value))
        throw invalid(rule.name, `pattern:${rule.pattern}`);
      kept[rule.name] = value;
    }
    return kept;
  }

  async function checkCommon(brand: TBrand, input: TRegisterInput | TRegisterMobileInput) {
    if (!input.agreeTerms) throw invalid('agreeTerms', 'terms');
    assertNewPassword(brand, input.password, input.confirmPassword);
    const captchaRule = brand.registerRules.fields.find((f) => f.name === 'captcha');
    if (captchaRule?.show && captchaRule.required) await deps.captcha.check(input.captchaKey, input.captcha);
    const fields = checkFields(brand, input);
    if (input.birthday) {
      if (!matchesPattern('dateYmd', input.birthday)) throw invalid('birthday', 'pattern:dateYmd');
      if (ageOn(input.birthday, now()) < brand.registerRules.minimumAge) {
        throw new AppError('UNDERAGE', `You must be over ${brand.registerRules.minimumAge} to register.`);
      }
    }
    let uplineId: number | null = null;
    let referrerId: number | null = null;
    const code = fields.affiliateCode ?? input.affiliateCode;
    if (code) {
      const agent = await repo.findAgentByCode(db, brand.id, code);
      // Members hold register-link codes too (the referral programme's): only an agent's makes an upline.
      if (!agent || !isAgentType(agent.type))
        throw new AppError('INVITATION_CODE_INVALID', 'Invitation code error.');
      uplineId = agent.id;
    }
    if (input.referralCode) {
      const referrer = await repo.findAgentByCode(db, brand.id, input.referralCode);
      if (!referrer) throw new AppError('INVITATION_CODE_INVALID', 'Invitation code error.');
      if (uplineId === null && referrer.type !== 0) uplineId = referrer.id;
      else referrerId = referrer.id;
    }
    return { fields, uplineId, referrerId };
  }

  async function create(
    brand: TBrand,
    account: string,
    mobile: string | null,
    input: TRegisterInput | TRegisterMobileInput,
    checked: Awaited<ReturnType<typeof checkCommon>>,
    client: TClient,
  ) {
    try {
      return await repo.insertMember(db, {
        brandId: brand.id,
        account,
        nickname: input.nickname?.trim() || account,
        passwordHash: await hashPassword(input.password),
        passwordChangedAt: now(),
        mobile,
        email: checked.fields.email ?? null,
        payeeName: checked.fields.payeeName ?? null,
        qqNum: checked.fields.qqNum ?? null,
        line: checked.fields.line ?? null,
        whatsapp: checked.fields.whatsapp ?? null,
        facebook: checked.fields.facebook ?? null,
        wechat: checked.fields.wechat ?? null,
        telegram: checked.fields.telegram ?? null,
        zalo: checked.fields.zalo ?? null,
        idNumber: checked.fields.idNumber ?? null,
        birthday: input.birthday ?? null,
        recommenderId: checked.fields.recommenderId ?? null,
        paymentPasswordHash: checked.fields.paymentPassword
          ? await hashPassword(checked.fields.paymentPassword)
          : null,
        uplineId: checked.uplineId,
        referrerId: checked.referrerId,
        registerUrl: input.registerUrl?.slice(0, 2048) ?? null,
        registerDomain: input.domain ?? null,
        registerMethod: input.registerMethod,
        registerIp: client.ip,
      });
    } catch (e) {
      throw uniqueViolation(e) ?? e;
    }
  }

  async function finish(
    brand: TBrand,
    member: repo.TMemberRow,
    login: boolean,
    client: TClient,
  ): Promise<TLoginInfo | null> {
    if (!login) return null;
    return deps.sessions.issue(brand, member, {
      method: 'register',
      client,
      mustChangePassword: false,
      passwordExpired: false,
    });
  }

  async function registerByUsername(brand: TBrand, input: TRegisterInput, client: TClient) {
    const rules = brand.registerRules;
    if (!rules.usernameRegistration)
      throw new AppError('OPERATION_NOT_ALLOWED', 'Username registration is not enabled.');
    const account = input.username;
    if (
      account.length < rules.usernameMin ||
      account.length > rules.usernameMax ||
      !matchesPattern('username', account)
    ) {
      throw invalid('username', 'username');
    }
    const checked = await checkCommon(brand, input);
    let mobile: string | null = null;
    if (input.mobileNum) {
      mobile = input.mobileNum.replace(/[\s-]/g, '');
      if (!matchesPattern('mobile', mobile))
        throw new AppError('INVALID_PHONE_NUMBER', 'Mobile number format incorrect.');
      await codes.consumeCode({ brand, mobile, purpose: 'register', code: input.verificationCode ?? '' });
    }
    if (await repo.findMemberByAccount(db, brand.id, account))
      throw new AppError('USERNAME_TAKEN', 'This username is taken.');
    const member = await create(brand, account, mobile, input, checked, client);
    return finish(brand, member, input.login, client);
  }

  async function registerByMobile(brand: TBrand, input: TRegisterMobileInput, client: TClient) {
    if (!brand.registerRules.mobileRegistration)
      throw new AppError('OPERATION_NOT_ALLOWED', 'Mobile registration is not enabled.');
    const mobile = input.mobileNum.replace(/[\s-]/g, '');
    const checked = await checkCommon(brand, input);
    if (await repo.findMemberByMobile(db, brand.id, mobile))
      throw new AppError('MOBILE_TAKEN', 'This mobile number is registered.');
    await codes.consumeCode({ brand, mobile, purpose: 'register', code: input.verificationCode });
    const account =
      input.username && matchesPattern('username', input.username)
        ? input.username
        : `m${mobile.replace(/\D/g, '')}`;
    const member = await create(brand, account, mobile, input, checked, client);
    return finish(brand, member, input.login, client);
  }

  /**
   * TRIAL_LIMIT_REACHED (429) once the brand has made its trial accounts of the last 60 minutes,
   * with the wait until the oldest of them leaves the window; the trip is recorded.
   */
  async function trialLimitReached(brand: TBrand, at: Date, oldest: Date | null): Promise<AppError> {
    const limit = brand.authSettings.trialAccountsPerHour;
    const hour = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    await ctx.budgetTrips.recordTrip({
      brandId: brand.id,
      budget: 'trialAccountsPerHour',
      window: { start: new Date(hour), end: new Date(hour + HOUR_MS) },
      limit,
      at,
    });
    const freeAt = (oldest ?? at).getTime() + HOUR_MS;
    return new AppError('TRIAL_LIMIT_REACHED', 'No trial accounts are left this hour, retry later.', {
      retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)),
    });
  }

  /**
   * Free play: a fresh trial account (type 4) with a password nobody knows, at most the brand's
   * `trialAccountsPerHour` in any 60 minutes. The count and the insert happen under the brand's
   * trial lock, so parallel requests cannot pass the cap; a cheap unlocked count first spares the
   * password hash when the cap is already reached.
   */
  async function freePlay(brand: TBrand, client: TClient): Promise<TLoginInfo> {
    if (!brand.flags.freePlay) throw new AppError('OPERATION_NOT_ALLOWED', 'Free play is not enabled.');
    const limit = brand.authSettings.trialAccountsPerHour;
    const early = now();
    const seen = await repo.countTrialsSince(db, brand.id, new Date(early.getTime() - HOUR_MS));
    if (seen.n >= limit) throw await trialLimitReached(brand, early, seen.oldest);

    const account = `demo${randomBytes(5).toString('hex')}`;
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    type TAttempt = { member: repo.TMemberRow } | { member: null; at: Date; oldest: Date | null };
    const made = await db.transaction(async (tx): Promise<TAttempt> => {
      await repo.lockTrialCreation(tx, brand.id);
      const at = now();
      const recent = await repo.countTrialsSince(tx, brand.id, new Date(at.getTime() - HOUR_MS));
      if (recent.n >= limit) return { member: null, at, oldest: recent.oldest };
      const member = await repo.insertMember(tx, {
        brandId: brand.id,
        account,
        nickname: `Guest ${account.slice(-4).toUpperCase()}`,
        type: TRIAL_TYPE,
        passwordHash,
        registerMethod: 'FREEPLAY',
        registerIp: client.ip,
        createdAt: at,
      });
      return { member };
    });
    if (!made.member) throw await trialLimitReached(brand, made.at, made.oldest);
    const { member } = made;
    return deps.sessions.issue(brand, member, {
      method: 'freeplay',
      client,
      mustChangePassword: false,
      passwordExpired: false,
    });
  }

  /**
   * An agent's account registration (the agent centre's registerCenter): a member, or a sub-agent
   * with a register-link code of its own, directly under the agent; the username and password
   * follow the brand's rules as a visitor's registration does. No session is opened: the agent
   * hands the login over.
   */
  async function registerDownline(
    brand: TBrand,
    agent: { id: number; type: number },
    input: { username: string; password: string; accountType: 'MEMBER' | 'AGENT' },
    client: TClient,
  ) {
    if (!isAgentType(agent.type)) throw new AppError('NOT_AN_AGENT', 'Only agents register downlines.');
    const rules = brand.registerRules;
    const account = input.username;
    if (
      account.length < rules.usernameMin ||
      account.length > rules.usernameMax ||
      !matchesPattern('username', account)
    )
      throw invalid('username', 'username');
    assertNewPassword(brand, input.password, input.password);
    if (await repo.findMemberByAccount(db, brand.id, account))
      throw new AppError('USERNAME_TAKEN', 'This username is taken.');
    const isAgent = input.accountType === 'AGENT';
    try {
      const member = await repo.insertMember(db, {
        brandId: brand.id,
        account,
        nickname: account,
        type: isAgent ? 1 : 0,
        passwordHash: await hashPassword(input.password),
        passwordChangedAt: now(),
        uplineId: agent.id,
        affiliateCode: isAgent ? newAffiliateCode() : null,
        registerMethod: 'AGENT',
        registerIp: client.ip,
      });
      return { id: member.id, account: member.account, isAgent };
    } catch (e) {
      throw uniqueViolation(e) ?? e;
    }
  }

  return { registerByUsername, registerByMobile, freePlay, registerDownline };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** Maps a unique-constraint violation on members to the error a registrant understands. */
function uniqueViolation(e: unknown): AppError | undefined {
  const err = e as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = err.code ?? err.cause?.code;
  const constraint = err.constraint ?? err.cause?.constraint ?? '';
  if (code !== '23505') return undefined;
  if (constraint.includes('mobile')) return new AppError('MOBILE_TAKEN', 'This mobile number is registered.');
  return new AppError('USERNAME_TAKEN', 'This username is taken.');
}
