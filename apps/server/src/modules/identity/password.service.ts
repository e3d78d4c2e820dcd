import type { TLanguage, TLoginInfo } from '@openlobby/contracts';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { AppError } from '../../lib/app-error.ts';
import { brandSender } from '../../lib/mailer.ts';
import type { TBrand } from '../system/system.service.ts';
import type { IdentityContext, TClient } from './identity.context.ts';
import * as repo from './identity.repo.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { assertNewPassword } from './password-rules.ts';
import { maskEmail, type SessionService, type TSession } from './session.service.ts';
import { hashSecret, newToken } from '../../lib/secrets.ts';
import type { TMemberRow } from './identity.repo.ts';
import { createMemberTotpSecrets } from './totp-secrets.ts';
import { resetLinkMail } from './mail-text.ts';

/** Tries at replacing a bound authenticator (password and code) a member gets in the window. */
const REBIND_MAX_TRIES = 5;
const REBIND_WINDOW_SECONDS = 15 * 60;

/**
 * Changing, resetting and recovering passwords, and binding an authenticator. Every new password
 * ends the member's other sessions; the caller gets a fresh one.
 */
export function createPasswordService(ctx: IdentityContext, deps: { sessions: SessionService }) {
  const { db, codes, mailer, limiter, now } = ctx;
  const totpSecrets = createMemberTotpSecrets(ctx.secrets);

  /** A new password ends the member's sessions and every reset link still open, and any forced change. */
  async function setPassword(memberId: number, password: string) {
    await repo.updateMember(db, memberId, {
      passwordHash: await hashPassword(password),
      passwordChangedAt: now(),
      mustChangePassword: false,
    });
    await repo.revokeMemberSessions(db, memberId, now());
    ctx.onSessionsRevoked?.({ memberId });
    await repo.revokePasswordResets(db, memberId, now());
  }

  /** The logged-in change (also the forced one): old password, new password, confirmation. */
  async function change(
    brand: TBrand,
    session: TSession,
    input: { oldPassword: string; newPassword: string; confirmPassword?: string },
    client: TClient,
  ): Promise<TLoginInfo> {
    if (!(await verifyPassword(input.oldPassword, session.member.passwordHash))) {
      throw new AppError('WRONG_OLD_PASSWORD', 'The current password is wrong.');
    }
    assertNewPassword(brand, input.newPassword, input.confirmPassword);
    if (input.newPassword === input.oldPassword) {
      throw new AppError('VALIDATION_FAILED', 'Choose a new password.', [
        { field: 'newPassword', message: 'sameAsOld' },
      ]);
    }
    await setPassword(session.member.id, input.newPassword);
    const member = (await repo.findMemberById(db, session.member.id))!;
    return deps.sessions.issue(brand, member, {
      method: 'password',
      client,
      mustChangePassword: false,
      passwordExpired: false,
    });
  }

  /** Mails a single-use reset link to the account found by username or e-mail, in `language`. */
  async function sendResetEmail(brand: TBrand, username: string, language?: TLanguage) {
    const member =
      (await repo.findMemberByAccount(db, brand.id, username)) ??
      (await repo.findMemberByEmail(db, brand.id, username));
    if (!member || !member.email) throw new AppError('USER_NOT_FOUND', 'Username/e-mail does not exist.');
    const token = newToken();
    const minutes = brand.authSettings.resetLinkMinutes;
    await repo.insertPasswordReset(db, {
      memberId: member.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now().getTime() + minutes * 60_000),
    });
    const link = `${await ctx.publicOrigin(brand)}/resetPassword?token=${token}`;
    await mailer.send({
      to: member.email,
      brandId: brand.id,
      from: brandSender(brand.providerSettings.mail),
      ...resetLinkMail(
        { language, brandDefault: brand.defaultLanguage },
        { brand: brand.name, name: member.nickname, minutes, link },
      ),
    });
    return { sentTo: maskEmail(member.email) };
  }

  async function resetWithLink(
    brand: TBrand,
    input: { token: string; newPassword: string; confirmPassword?: string },
  ) {
    assertNewPassword(brand, input.newPassword, input.confirmPassword);
    const memberId = await repo.usePasswordReset(db, hashSecret(input.token), now());
    const member = memberId === undefined ? undefined : await repo.findMemberById(db, memberId);
    if (!member || member.brandId !== brand.id)
      throw new AppError('RESET_LINK_INVALID', 'This link is used or expired.');
    await setPassword(member.id, input.newPassword);
    return { ok: true as const };
  }

  /** Forgot password by phone: the SMS code proves the number; the member is logged in. */
  async function resetByPhone(
    brand: TBrand,
    input: { mobileNum: string; verificationCode: string; newPassword: string; confirmPassword?: string },
    client: TClient,
  ): Promise<TLoginInfo> {
    const mobile = input.mobileNum.replace(/[\s-]/g, '');
    assertNewPassword(brand, input.newPassword, input.confirmPassword);
    const member = await repo.findMemberByMobile(db, brand.id, mobile);
    if (!member) throw new AppError('USER_NOT_FOUND', 'Username/e-mail does not exist.');
    await codes.consumeCode({ brand, mobile, purpose: 'resetPassword', code: input.verificationCode });
    await setPassword(member.id, input.newPassword);
    const fresh = (await repo.findMemberById(db, member.id))!;
    return deps.sessions.issue(brand, fresh, {
      method: 'sms',
      client,
      mustChangePassword: false,
      passwordExpired: false,
    });
  }

  /**
   * A new authenticator secret, pending until a first code from it enables it. Replacing one that is
   * bound needs the login password and a current code from the bound one (counted before they are
   * checked), so a stolen session alone cannot take over the second step.
   */
  async function setupTotp(brand: TBrand, session: TSession, proof: { password?: string; code?: string }) {
    const member = (await repo.findMemberById(db, session.member.id))!;
    if (member.totpSecret) await proveBoundTotp(member, proof);
    const secret = generateSecret();
    await repo.updateMember(db, session.member.id, {
      totpPendingSecret: totpSecrets.seal(session.member.id, 'totp_pending_secret', secret),
    });
    return { secret, otpauthUrl: generateURI({ issuer: brand.name, label: session.member.account, secret }) };
  }

  async function proveBoundTotp(member: TMemberRow, proof: { password?: string; code?: string }) {
    if (!proof.password || !proof.code) {
      throw new AppError('VALIDATION_FAILED', 'Enter your password and a code from your authenticator.', [
        ...(proof.password ? [] : [{ field: 'password', message: 'required' }]),
        ...(proof.code ? [] : [{ field: 'code', message: 'required' }]),
      ]);
    }
    const key = `totp-rebind-fail:${member.id}`;
    const tries = await limiter.hit(key, REBIND_WINDOW_SECONDS);
    if (tries.count > REBIND_MAX_TRIES) {
      throw new AppError('ACCOUNT_LOCKED', 'Too many tries; try again later.', {
        retryAfterSeconds: tries.resetInSeconds,
      });
    }
    if (!(await verifyPassword(proof.password, member.passwordHash))) {
      throw new AppError('WRONG_OLD_PASSWORD', 'The current password is wrong.');
    }
    const epoch = Math.floor(now().getTime() / 1000);
    const result = await verifyTotp({
      secret: totpSecrets.open(member.id, 'totp_secret', member.totpSecret!),
      token: proof.code,
      epoch,
      epochTolerance: 30,
    });
    // The matched step is claimed, so the code cannot also open a login or another re-enrolment.
    if (!result.valid || !(await repo.claimTotpStep(db, member.id, Math.floor(epoch / 30) + result.delta))) {
      throw new AppError('INVALID_CODE', 'The verification code is wrong.');
    }
    await limiter.reset(key);
  }

  async function enableTotp(session: TSession, code: string) {
    const member = (await repo.findMemberById(db, session.member.id))!;
    if (!member.totpPendingSecret)
      throw new AppError('CODE_EXPIRED', 'Start the authenticator set-up again.');
    const epoch = Math.floor(now().getTime() / 1000);
    // Opened and sealed again: the pending column's seal does not open in the bound one.
    const secret = totpSecrets.open(member.id, 'totp_pending_secret', member.totpPendingSecret);
    const result = await verifyTotp({
      secret,
      token: code,
      epoch,
      epochTolerance: 30,
    });
    if (!result.valid) throw new AppError('INVALID_CODE', 'The verification code is wrong.');
    await repo.updateMember(db, member.id, {
      totpSecret: totpSecrets.seal(member.id, 'totp_secret', secret),
      totpPendingSecret: null,
      totpLastStep: Math.floor(epoch / 30) + result.delta,
    });
    return { ok: true as const };
  }

  return { change, sendResetEmail, resetWithLink, resetByPhone, setupTotp, enableTotp };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
