import { isAgentType } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import { createCaptchaService } from './captcha.service.ts';
import type { IdentityContext } from './identity.context.ts';
import * as repo from './identity.repo.ts';
import { createLoginService } from './login.service.ts';
import { createPasswordService } from './password.service.ts';
import { createPaymentPasswordService } from './payment-password.service.ts';
import { createRegistrationService } from './registration.service.ts';
import { createSessionService } from './session.service.ts';
import { createSocialService } from './social.service.ts';

/** The identity module's one door: sessions, login, registration, passwords, captcha. */
export function createIdentityService(ctx: IdentityContext) {
  const sessions = createSessionService(ctx);
  const captcha = createCaptchaService(ctx);
  const login = createLoginService(ctx, { sessions, captcha });
  const registration = createRegistrationService(ctx, { sessions, captcha });
  const passwords = createPasswordService(ctx, { sessions });
  const social = createSocialService(ctx, { sessions });
  const paymentPasswords = createPaymentPasswordService(ctx);

  /** A member of the brand by id (other modules see members only through here). */
  async function findMember(brandId: number, id: number) {
    const m = await repo.findMemberById(ctx.db, id);
    return m && m.brandId === brandId ? m : undefined;
  }

  /** A member of the brand by account name (vendors name players by account). */
  async function findMemberByAccount(brandId: number, account: string) {
    return repo.findMemberByAccount(ctx.db, brandId, account);
  }

  /** Ids of members by brand and account, as found: an account never changes hands nor is deleted. */
  const memberIds = new Map<string, number>();
  const MEMBER_IDS_KEPT = 100_000;

  /**
   * A member's id by account name, read once and then kept (vendors name a player on every bet);
   * an account not found is asked again next time (it may register meanwhile).
   */
  async function findMemberIdByAccount(brandId: number, account: string): Promise<number | undefined> {
    const key = `${brandId}/${account}`;
    const kept = memberIds.get(key);
    if (kept !== undefined) return kept;
    const id = (await repo.findMemberByAccount(ctx.db, brandId, account))?.id;
    if (id !== undefined) {
      if (memberIds.size >= MEMBER_IDS_KEPT) memberIds.clear();
      memberIds.set(key, id);
    }
    return id;
  }

  /** An agent's direct downline by account name, or undefined. */
  async function findDownline(brandId: number, agentId: number, account: string) {
    const m = await repo.findMemberByAccount(ctx.db, brandId, account);
    return m && m.uplineId === agentId ? m : undefined;
  }

  /** Whether a mobile number belongs to an account of the brand (for the SMS module's checks). */
  async function isMobileRegistered(brandId: number, mobile: string) {
    return (await repo.findMemberByMobile(ctx.db, brandId, mobile)) !== undefined;
  }

  /** An agent's register-link code: who it belongs to. */
  /**
   * An agent by its register-link code (the register form's check); without a code, the caller's
   * own, for an agent's register link (NOT_AN_AGENT for anyone else).
   */
  async function getAffiliate(
    brand: TBrand,
    code: string | undefined,
    caller?: { id: number; type: number },
  ) {
    if (code === undefined) {
      const me = caller && (await findMember(brand.id, caller.id));
      if (!me || !isAgentType(me.type) || !me.affiliateCode)
        throw new AppError('NOT_AN_AGENT', 'Only agents have a register link.');
      return { affiliateCode: me.affiliateCode, agentNickname: me.nickname };
    }
    const agent = await repo.findAgentByCode(ctx.db, brand.id, code);
    if (!agent || !isAgentType(agent.type))
      throw new AppError('INVITATION_CODE_INVALID', 'Invitation code error.');
    return { affiliateCode: agent.affiliateCode!, agentNickname: agent.nickname };
  }

  return {
    sessions,
    captcha,
    login,
    registration,
    passwords,
    paymentPasswords,
    social,
    isMobileRegistered,
    getAffiliate,
    findMember,
    findMemberByAccount,
    findMemberIdByAccount,
    findDownline,
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
