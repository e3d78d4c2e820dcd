import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import {
  ROLE_PERMISSIONS,
  ROLES_REQUIRING_TOTP,
  ZOperatorRole,
  type TAdminSession,
  type TOperator,
} from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { hashSecret, newToken } from '../../lib/secrets.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createSingleFlight } from '../../lib/single-flight.ts';
import { operators, operatorSessions } from './admin.schema.ts';
import { createOperatorTotpSecrets } from './operator-totp.ts';

const SESSION_HOURS = 8;
const LOCK_AFTER_FAILURES = 5;
const LOCK_MINUTES = 15;

const otpauthUrlOf = (username: string, secret: string) =>
  generateURI({ issuer: 'OpenLobby back office', label: username, secret });

/** What an authenticated admin request carries. */
export type TOperatorSession = { sessionId: number; operator: TOperator };

const toOperator = (row: typeof operators.$inferSelect): TOperator => {
  const role = ZOperatorRole.parse(row.role);
  return { id: row.id, username: row.username, role, permissions: [...ROLE_PERMISSIONS[role]] };
};

/**
 * Operator login (password, plus TOTP for owner and finance), sessions and their limits. Each login
 * try is counted per operator name before its password or code is checked (the limiter's atomic
 * hit), so parallel guesses get at most LOCK_AFTER_FAILURES checked; a login that succeeds clears
 * the count.
 */
export function createOperatorService({
  db,
  limiter,
  now = () => new Date(),
  secrets,
}: {
  db: Db;
  limiter: Limiter;
  now?: () => Date;
  /** Seals stored authenticator secrets (DATA_ENCRYPTION_KEY). */
  secrets: SecretBox;
}) {
  const share = createSingleFlight();
  const totp = createOperatorTotpSecrets(secrets);

  async function login(
    input: { username: string; password: string; totp?: string },
    ip: string,
  ): Promise<TAdminSession> {
    const key = `admin-login-fail:${input.username.trim().toLowerCase()}`;
    // Identical logins in flight together are one try; the authenticator code is still claimed once.
    const { row, ok } = await share(key, `${input.password}\n${input.totp ?? ''}`, async () => {
      const tries = await limiter.hit(key, LOCK_MINUTES * 60);
      if (tries.count > LOCK_AFTER_FAILURES) {
        throw new AppError('ACCOUNT_LOCKED', 'Too many failed logins; try again later.', {
          retryAfterSeconds: tries.resetInSeconds,
        });
      }
      const [found] = await db
        .select()
        .from(operators)
        .where(sql`lower(${operators.username}) = ${input.username.toLowerCase()}`)
        .limit(1);
      return { row: found, ok: await verifyPassword(input.password, found?.passwordHash ?? DUMMY_HASH) };
    });
    if (!row || !ok || row.status !== 'A') {
      throw new AppError('WRONG_CREDENTIALS', 'Wrong username or password.');
    }
    const operator = toOperator(row);
    if (ROLES_REQUIRING_TOTP.includes(operator.role) || row.totpSecret) {
      // A role that needs an authenticator but has none enrols one now: the code proves it.
      const enrolling = !row.totpSecret;
      const secret = row.totpSecret
        ? totp.open(row.id, 'totp_secret', row.totpSecret)
        : row.totpPendingSecret
          ? totp.open(row.id, 'totp_pending_secret', row.totpPendingSecret)
          : await newPendingSecret(row.id);
      if (!input.totp)
        throw new AppError('VERIFY_FIRST', 'Enter the code from your authenticator.', {
          method: 'TOTP',
          ...(enrolling && { enrolment: { secret, otpauthUrl: otpauthUrlOf(row.username, secret) } }),
        });
      if (!(await claimTotp(db, row.id, secret, input.totp))) {
        throw new AppError('INVALID_CODE', 'The authenticator code is wrong.');
      }
      if (enrolling)
        await db
          .update(operators)
          .set({ totpSecret: totp.seal(row.id, 'totp_secret', secret), totpPendingSecret: null })
          .where(eq(operators.id, row.id));
    }
    await limiter.reset(key);
    const token = newToken();
    await db.insert(operatorSessions).values({
      operatorId: row.id,
      tokenHash: hashSecret(token),
      ip,
      expiresAt: new Date(now().getTime() + SESSION_HOURS * 3_600_000),
    });
    await db.update(operators).set({ lastLoginAt: now() }).where(eq(operators.id, row.id));
    return { token, operator };
  }

  async function newPendingSecret(operatorId: number) {
    const secret = generateSecret();
    await db
      .update(operators)
      .set({ totpPendingSecret: totp.seal(operatorId, 'totp_pending_secret', secret) })
      .where(eq(operators.id, operatorId));
    return secret;
  }

  /**
   * Checks a code against `secret` and claims its time step, so each code is accepted once
   * (a concurrent second use finds the step taken).
   */
  async function claimTotp(tx: DbOrTx, operatorId: number, secret: string, code: string) {
    const epoch = Math.floor(now().getTime() / 1000);
    const result = await verifyTotp({ secret, token: code, epoch, epochTolerance: 30 });
    if (!result.valid) return false;
    const step = Math.floor(epoch / 30) + result.delta;
    const claimed = await tx
      .update(operators)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(operators.id, operatorId),
          or(isNull(operators.totpLastStep), sql`${operators.totpLastStep} < ${step}`),
        ),
      )
      .returning({ id: operators.id });
    return claimed.length === 1;
  }

  async function resolve(token: string): Promise<TOperatorSession | undefined> {
    if (token.length < 16 || token.length > 128) return undefined;
    const [row] = await db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, hashSecret(token)),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, now()),
        ),
      )
      .limit(1);
    if (!row || row.operator.status !== 'A') return undefined;
    return { sessionId: row.session.id, operator: toOperator(row.operator) };
  }

  async function logout(s: TOperatorSession) {
    await db.update(operatorSessions).set({ revokedAt: now() }).where(eq(operatorSessions.id, s.sessionId));
  }

  return { login, resolve, logout, claimTotp, otpauthUrlOf, totp };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
