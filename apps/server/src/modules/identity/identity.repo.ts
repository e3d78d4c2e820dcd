import { TRIAL_TYPE } from '@openlobby/contracts';
import { and, count, eq, gt, inArray, isNull, lt, min, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  captchas,
  loginChallenges,
  memberIps,
  members,
  passwordResets,
  sessions,
} from './identity.schema.ts';

export type TMemberRow = typeof members.$inferSelect;
export type TNewMember = typeof members.$inferInsert;

export async function findMemberByAccount(db: DbOrTx, brandId: number, account: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), sql`lower(${members.account}) = ${account.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findMemberByMobile(db: DbOrTx, brandId: number, mobile: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.mobile, mobile)))
    .limit(1);
  return row;
}

/** Members of the brand whose mobile is one of `mobiles` (the spellings of one typed number). */
export async function findMembersByMobiles(db: DbOrTx, brandId: number, mobiles: string[]) {
  if (mobiles.length === 0) return [];
  return db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), inArray(members.mobile, mobiles)))
    .limit(2);
}

export async function findMemberByEmail(db: DbOrTx, brandId: number, email: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), sql`lower(${members.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findMemberById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

export async function findAgentByCode(db: DbOrTx, brandId: number, code: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), sql`upper(${members.affiliateCode}) = ${code.toUpperCase()}`))
    .limit(1);
  return row;
}

export async function insertMember(db: DbOrTx, row: TNewMember) {
  const [created] = await db.insert(members).values(row).returning();
  return created!;
}

/** First key of the two-key advisory lock that serialises a brand's trial-account creation. */
const TRIAL_LOCK_CLASS = 7_270_012;

/**
 * Makes the caller's transaction the only one creating trial accounts in the brand until it ends,
 * so the count it reads next is the committed one and cannot be overtaken.
 */
export async function lockTrialCreation(tx: Tx, brandId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRIAL_LOCK_CLASS}, ${brandId})`);
}

/** How many trial accounts the brand created after `since`, and when the oldest of them was. */
export async function countTrialsSince(db: DbOrTx, brandId: number, since: Date) {
  // A literal, so the planner matches the partial index members_brand_trial_created_idx.
  const isTrial = sql`${members.type} = ${sql.raw(String(TRIAL_TYPE))}`;
  const [row] = await db
    .select({ n: count(), oldest: min(members.createdAt) })
    .from(members)
    .where(and(eq(members.brandId, brandId), isTrial, gt(members.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export async function updateMember(db: DbOrTx, id: number, patch: Partial<TNewMember>) {
  await db.update(members).set(patch).where(eq(members.id, id));
}

/** Accepts a TOTP step only if it is newer than the last accepted one: a code works once. */
export async function claimTotpStep(db: DbOrTx, memberId: number, step: number) {
  const rows = await db
    .update(members)
    .set({ totpLastStep: step })
    .where(
      and(eq(members.id, memberId), or(isNull(members.totpLastStep), sql`${members.totpLastStep} < ${step}`)),
    )
    .returning({ id: members.id });
  return rows.length === 1;
}

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/** Built once per database handle: every API call resolves its session, so it is a prepared statement. */
const liveSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareLiveSession>>();

function prepareLiveSession(db: DbOrTx) {
  return db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('at')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

/** A live session with its member: not revoked, not expired. */
export async function findLiveSession(db: DbOrTx, tokenHash: string, at: Date) {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = prepareLiveSession(db)));
  const [row] = await query.execute({ tokenHash, at: at.toISOString() });
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: number, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a member except `keepId` (when given). */
export async function revokeMemberSessions(db: DbOrTx, memberId: number, at: Date, keepId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        keepId === undefined ? undefined : ne(sessions.id, keepId),
      ),
    );
}

export async function countMemberIps(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberIps)
    .where(eq(memberIps.memberId, memberId));
  return row?.n ?? 0;
}

export async function isKnownIp(db: DbOrTx, memberId: number, ip: string) {
  const [row] = await db
    .select({ id: memberIps.id })
    .from(memberIps)
    .where(and(eq(memberIps.memberId, memberId), eq(memberIps.ip, ip)))
    .limit(1);
  return row !== undefined;
}

export async function rememberIp(db: DbOrTx, memberId: number, ip: string, at: Date) {
  await db
    .insert(memberIps)
    .values({ memberId, ip, lastSeenAt: at })
    .onConflictDoUpdate({ target: [memberIps.memberId, memberIps.ip], set: { lastSeenAt: at } });
}

export async function insertCaptcha(db: DbOrTx, row: typeof captchas.$inferInsert) {
  await db.insert(captchas).values(row);
}

/** Uses a captcha once: true only for the first use of a live key. */
export async function useCaptcha(db: DbOrTx, keyHash: string, at: Date) {
  const rows = await db
    .update(captchas)
    .set({ usedAt: at })
    .where(and(eq(captchas.keyHash, keyHash), isNull(captchas.usedAt), gt(captchas.expiresAt, at)))
    .returning({ answerHash: captchas.answerHash });
  return rows[0];
}

export async function insertPasswordReset(db: DbOrTx, row: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(row);
}

/** Uses a reset link once: the member id of a live, unused link, or undefined. */
export async function usePasswordReset(db: DbOrTx, tokenHash: string, at: Date) {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, at),
      ),
    )
    .returning({ memberId: passwordResets.memberId });
  return rows[0]?.memberId;
}

/** Closes every reset link of a member that is still open (a new password makes them moot). */
export async function revokePasswordResets(db: DbOrTx, memberId: number, at: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

export async function insertChallenge(db: DbOrTx, row: typeof loginChallenges.$inferInsert) {
  await db.insert(loginChallenges).values(row);
}

export async function findLiveChallenge(db: DbOrTx, id: string, at: Date) {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, at)))
    .limit(1);
  return row;
}

/**
 * Counts one answer to a challenge before it is checked; false when the challenge has had its
 * `max` answers or is used (one statement, so parallel answers cannot pass the count together).
 */
export async function claimChallengeAttempt(db: DbOrTx, id: string, max: number) {
  const rows = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt), lt(loginChallenges.attempts, max)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}

/** Completes a challenge once; false when another request already did. */
export async function useChallenge(db: DbOrTx, id: string, at: Date) {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: at })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}
