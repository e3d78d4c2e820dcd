import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import { ZOperatorRole, type TOperatorRow, type TOperatorRole } from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { operators, operatorSessions } from './admin.schema.ts';
import type { OperatorService } from './operator.service.ts';

type TOperatorRecord = typeof operators.$inferSelect;
type TOperatorPatch = { role?: TOperatorRole; status?: 'A' | 'D'; password?: string; resetTotp?: true };

const rowOf = (r: TOperatorRecord): TOperatorRow => ({
  id: r.id,
  username: r.username,
  role: ZOperatorRole.parse(r.role),
  status: r.status as 'A' | 'D',
  hasTotp: r.totpSecret !== null,
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The owner's management of operators and every operator's own password and authenticator.
 * Changes run in the caller's transaction (audited there) and answer before/after; no secret or
 * hash ever appears in them.
 */
export function createOperatorAdmin({
  db,
  operators: operatorService,
  now = () => new Date(),
}: {
  db: Db;
  operators: OperatorService;
  now?: () => Date;
}) {
  async function getRecord(tx: DbOrTx, id: number) {
    const [row] = await tx.select().from(operators).where(eq(operators.id, id)).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'No such operator.');
    return row;
  }

  /** Ends an operator's sessions, all or all but one. */
  async function endSessions(tx: DbOrTx, operatorId: number, keepSessionId?: number) {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now() })
      .where(
        and(
          eq(operatorSessions.operatorId, operatorId),
          isNull(operatorSessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(operatorSessions.id, keepSessionId),
        ),
      );
  }

  async function findOperators(q: { page: number; pageSize: number }) {
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(operators)
        .orderBy(desc(operators.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ n: count() }).from(operators),
    ]);
    return { items: items.map(rowOf), page: q.page, pageSize: q.pageSize, total: total?.n ?? 0 };
  }

  async function createOperator(
    tx: DbOrTx,
    input: { username: string; role: TOperatorRole; password: string },
  ) {
    const [clash] = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(sql`lower(${operators.username}) = ${input.username.toLowerCase()}`)
      .limit(1);
    if (clash) throw new AppError('USERNAME_TAKEN', 'An operator with this username exists.');
    const [row] = await tx
      .insert(operators)
      .values({
        username: input.username,
        role: input.role,
        passwordHash: await hashPassword(input.password),
      })
      .returning();
    return { before: null, after: rowOf(row!) };
  }

  /**
   * Changes another operator. Nobody changes their own role or status here (no self-promotion,
   * no locking oneself out), and the last active owner stays an active owner.
   */
  async function updateOperator(tx: DbOrTx, actorId: number, id: number, patch: TOperatorPatch) {
    if (id === actorId && (patch.role !== undefined || patch.status !== undefined))
      throw new AppError('OPERATION_NOT_ALLOWED', 'You cannot change your own role or status.');
    const before = await getRecord(tx, id);
    const demotesOwner =
      before.role === 'owner' &&
      before.status === 'A' &&
      ((patch.role !== undefined && patch.role !== 'owner') || patch.status === 'D');
    if (demotesOwner) {
      const [owners] = await tx
        .select({ n: count() })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.status, 'A')));
      if ((owners?.n ?? 0) <= 1)
        throw new AppError('OPERATION_NOT_ALLOWED', 'The last active owner must stay an active owner.');
    }
    const [after] = await tx
      .update(operators)
      .set({
        ...(patch.role && { role: patch.role }),
        ...(patch.status && { status: patch.status }),
        ...(patch.password && { passwordHash: await hashPassword(patch.password) }),
        ...(patch.resetTotp && { totpSecret: null, totpPendingSecret: null, totpLastStep: null }),
      })
      .where(eq(operators.id, id))
      .returning();
    // New credentials, a new role or a disabled account: the operator logs in again.
    await endSessions(tx, id);
    return { before: rowOf(before), after: { ...rowOf(after!), passwordChanged: Boolean(patch.password) } };
  }

  /** An operator's own password; their other sessions end. */
  async function changeOwnPassword(
    tx: DbOrTx,
    session: { operatorId: number; sessionId: number },
    input: { currentPassword: string; newPassword: string },
  ) {
    const row = await getRecord(tx, session.operatorId);
    if (!(await verifyPassword(input.currentPassword, row.passwordHash)))
      throw new AppError('WRONG_OLD_PASSWORD', 'The current password is wrong.');
    if (input.currentPassword === input.newPassword)
      throw new AppError('VALIDATION_FAILED', 'The new password must differ from the current one.', [
        { field: 'newPassword', message: 'same' },
      ]);
    await tx
      .update(operators)
      .set({ passwordHash: await hashPassword(input.newPassword) })
      .where(eq(operators.id, row.id));
    await endSessions(tx, row.id, session.sessionId);
    return { before: rowOf(row), after: { ...rowOf(row), passwordChanged: true } };
  }

  /** Starts an operator's own authenticator set-up: a pending secret until a code proves it. */
  async function setupTotp(operatorId: number) {
    const row = await getRecord(db, operatorId);
    const secret = generateSecret();
    await db
      .update(operators)
      .set({ totpPendingSecret: operatorService.totp.seal(operatorId, 'totp_pending_secret', secret) })
      .where(eq(operators.id, operatorId));
    return { secret, otpauthUrl: operatorService.otpauthUrlOf(row.username, secret) };
  }

  async function enableTotp(tx: DbOrTx, operatorId: number, code: string) {
    const before = await getRecord(tx, operatorId);
    if (!before.totpPendingSecret)
      throw new AppError('CODE_EXPIRED', 'Start the authenticator set-up again.');
    // Opened and sealed again: the pending column's seal does not open in the bound one.
    const secret = operatorService.totp.open(operatorId, 'totp_pending_secret', before.totpPendingSecret);
    if (!(await operatorService.claimTotp(tx, operatorId, secret, code)))
      throw new AppError('INVALID_CODE', 'The authenticator code is wrong.');
    const [after] = await tx
      .update(operators)
      .set({
        totpSecret: operatorService.totp.seal(operatorId, 'totp_secret', secret),
        totpPendingSecret: null,
      })
      .where(eq(operators.id, operatorId))
      .returning();
    return { before: rowOf(before), after: rowOf(after!) };
  }

  return { findOperators, createOperator, updateOperator, changeOwnPassword, setupTotp, enableTotp };
}
export type OperatorAdmin = ReturnType<typeof createOperatorAdmin>;
