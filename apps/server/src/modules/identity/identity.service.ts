import { isAgentType } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import { createCaptchaService } from './captcha.service.ts';
import type { IdentityContext } from './identity.context.ts';
import * as repo from './identity.repo.ts';
import { createLoginService } from './login.service.ts';
import { createPasswordService } from './password.service.ts';
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

  /** Whether a mobile number belongs to an account of the brand (for the SMS module's checks). */
  async function isMobileRegistered(brandId: number, mobile: string) {
    return (await repo.findMemberByMobile(ctx.db, brandId, mobile)) !== undefined;
  }

  /** An agent's register-link code: who it belongs to. */
  async function getAffiliate(brand: TBrand, code: string) {
    const agent = await repo.findAgentByCode(ctx.db, brand.id, code);
    if (!agent || !isAgentType(agent.type))
      throw new AppError('INVITATION_CODE_INVALID', 'Invitation code error.');
    return { affiliateCode: agent.affiliateCode!, agentNickname: agent.nickname };
  }

  return { sessions, captcha, login, registration, passwords, social, isMobileRegistered, getAffiliate };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
