import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { createSingleFlight } from '../../lib/single-flight.ts';
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
 * wrong tries, counted per member. Each try is counted before the (slow) hash is checked, so a
 * burst of parallel guesses gets no more than MAX_FAILURES checked; a right one clears the count.
 * Identical tries in flight together (a burst of the same money call) share one count and one hash.
 */
export function createPaymentPasswordService(ctx: IdentityContext) {
  const { db, limiter } = ctx;
  const failKey = (memberId: number) => `payment-password-fail:${memberId}`;
  const share = createSingleFlight();

  /** Counts a try, then checks it against `hash`; a right one clears the count. */
  async function tryPassword(memberId: number, given: string, hash: string) {
    await countTry(memberId);
    const ok = await verifyPassword(given, hash);
    if (ok) await limiter.reset(failKey(memberId));
    return ok;
  }

  /** Counts this try; refuses it once the member has had MAX_FAILURES in the window. */
  async function countTry(memberId: number) {
    const tries = await limiter.hit(failKey(memberId), LOCK_SECONDS);
    if (tries.count > MAX_FAILURES)
      throw new AppError('ACCOUNT_LOCKED', 'Too many wrong payment passwords; try again later.', {
        retryAfterSeconds: tries.resetInSeconds,
      });
  }

  /** Sets or changes it. The proof is the current payment password, or the login password when none is set. */
  async function set(member: TMember, input: { currentPassword: string; newPaymentPassword: string }) {
    const fresh = await repo.findMemberById(db, member.id);
    const proof = fresh?.paymentPasswordHash ?? fresh?.passwordHash;
    const ok =
      fresh !== undefined &&
      proof !== undefined &&
      (await share(`set:${member.id}:${proof}`, input.currentPassword, () =>
        tryPassword(member.id, input.currentPassword, proof),
      ));
    if (!ok) {
      throw new AppError(
        fresh?.paymentPasswordHash ? 'WRONG_PAYMENT_PASSWORD' : 'WRONG_OLD_PASSWORD',
        'The current password is wrong.',
      );
    }
    await repo.updateMember(db, member.id, {
      paymentPasswordHash: await hashPassword(input.newPaymentPassword),
    });
  }

  /** Passes, or PAYMENT_PASSWORD_REQUIRED (none set), WRONG_PAYMENT_PASSWORD, ACCOUNT_LOCKED. */
  async function check(member: TMember, given: string) {
    const fresh = await repo.findMemberById(db, member.id);
    if (!fresh?.paymentPasswordHash)
      throw new AppError('PAYMENT_PASSWORD_REQUIRED', 'Set a payment password in the member centre first.');
    const hash = fresh.paymentPasswordHash;
    if (!(await share(`check:${member.id}:${hash}`, given, () => tryPassword(member.id, given, hash)))) {
      throw new AppError('WRONG_PAYMENT_PASSWORD', 'The payment password is wrong.');
    }
  }

  return { set, check };
}
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
