import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { IdentityContext } from './identity.context.ts';
import * as repo from './identity.repo.ts';
import type { TSession } from './session.service.ts';

/** Six digits are few: after this many wrong tries the payment password is locked for a while. */
const MAX_FAILURES = 5;
const LOCK_SECONDS = 15 * 60;

type TMember = TSession['member'];

/**
 * The payment password that guards money leaving a member (withdrawals, transfers to others):
 * set with the login password the first time, changed with the old one, and locked after a few
 * wrong tries, counted per member.
 */
export function createPaymentPasswordService(ctx: IdentityContext) {
  const { db, limiter } = ctx;
  const failKey = (memberId: number) => `payment-password-fail:${memberId}`;

  async function assertNotLocked(memberId: number) {
    const failures = await limiter.peek(failKey(memberId));
    if (failures.count >= MAX_FAILURES)
      throw new AppError('ACCOUNT_LOCKED', 'Too many wrong payment passwords; try again later.', {
        retryAfterSeconds: failures.resetInSeconds,
      });
  }

  /** Sets or changes it. The proof is the current payment password, or the login password when none is set. */
  async function set(member: TMember, input: { currentPassword: string; newPaymentPassword: string }) {
    await assertNotLocked(member.id);
    const fresh = await repo.findMemberById(db, member.id);
    const proof = fresh?.paymentPasswordHash ?? fresh?.passwordHash;
    if (!fresh || !proof || !(await verifyPassword(input.currentPassword, proof))) {
      await limiter.hit(failKey(member.id), LOCK_SECONDS);
      throw new AppError(
        fresh?.paymentPasswordHash ? 'WRONG_PAYMENT_PASSWORD' : 'WRONG_OLD_PASSWORD',
        'The current password is wrong.',
      );
    }
    await repo.updateMember(db, member.id, {
      paymentPasswordHash: await hashPassword(input.newPaymentPassword),
    });
    await limiter.reset(failKey(member.id));
  }

  /** Passes, or PAYMENT_PASSWORD_REQUIRED (none set), WRONG_PAYMENT_PASSWORD, ACCOUNT_LOCKED. */
  async function check(member: TMember, given: string) {
    await assertNotLocked(member.id);
    const fresh = await repo.findMemberById(db, member.id);
    if (!fresh?.paymentPasswordHash)
      throw new AppError('PAYMENT_PASSWORD_REQUIRED', 'Set a payment password in the member centre first.');
    if (!(await verifyPassword(given, fresh.paymentPasswordHash))) {
      await limiter.hit(failKey(member.id), LOCK_SECONDS);
      throw new AppError('WRONG_PAYMENT_PASSWORD', 'The payment password is wrong.');
    }
    await limiter.reset(failKey(member.id));
  }

  return { set, check };
}
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
