import { and, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TMember360, TMemberDevice, TMemberRow } from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { memberIps, members, sessions } from './identity.schema.ts';
import { containsPattern } from '../../db/like.ts';

const LABELS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];
/** A member counts as online with a session that logged in within this window and is still live. */
const ONLINE_WINDOW_MS = 30 * 60_000;

type TMember = typeof members.$inferSelect;

/** What kind of device a user agent names; tablets first, since their agents also say "Mobile". */
export function deviceKindOf(userAgent: string): TMemberDevice['kind'] {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 'mobile';
  if (/Windows NT|Macintosh|X11|Linux x86_64|CrOS/i.test(userAgent)) return 'desktop';
  return 'other';
}

/** The back office's view of members: search, the 360° view, and the changes operators make. */
export function createMemberAdmin({
  db,
  brandCodes,
  now = () => new Date(),
  onSessionsRevoked,
}: {
  db: Db;
  /** Brand id → code, from the system module (members only carry the id). */
  brandCodes: () => Promise<Map<number, string>>;
  now?: () => Date;
  /** Told when a lock or reset ended the member's sessions (their games and sockets end too). */
  onSessionsRevoked?: (event: { memberId: number }) => void;
}) {
  function rowOf(m: TMember, brandCode: string): TMemberRow {
    return {
      id: m.id,
      brand: brandCode,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      status: m.status as TMemberRow['status'],
      mobile: m.mobile,
      vipLevel: m.vipLevel,
      createdAt: m.createdAt.toISOString(),
      lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    };
  }

  /** What the audit keeps of a member before and after a change. */
  const snapshot = (m: TMember) => ({
    id: m.id,
    account: m.account,
    status: m.status,
    type: m.type,
    vipLevel: m.vipLevel,
    passwordChangedAt: m.passwordChangedAt.toISOString(),
    mustChangePassword: m.mustChangePassword,
  });

  /** Search by account, mobile, payee name or a login IP; `all` answers every match (for CSV). */
  async function search(q: { brandId?: number; q?: string; page: number; pageSize: number; all?: boolean }) {
    const filters: SQL[] = [];
    if (q.brandId !== undefined) filters.push(eq(members.brandId, q.brandId));
    if (q.q) {
      const like = containsPattern(q.q);
      const byIp = db.select({ id: memberIps.memberId }).from(memberIps).where(eq(memberIps.ip, q.q));
      filters.push(
        or(
          ilike(members.account, like),
          ilike(members.mobile, like),
          ilike(members.payeeName, like),
          inArray(members.id, byIp),
        )!,
      );
    }
    const where = filters.length ? and(...filters) : undefined;
    const base = db.select().from(members).where(where).orderBy(desc(members.id));
    const rows = q.all ? await base : await base.limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    const [total] = await db.select({ n: count() }).from(members).where(where);
    const codes = await brandCodes();
    return {
      items: rows.map((m) => rowOf(m, codes.get(m.brandId) ?? '')),
      page: q.page,
      pageSize: q.pageSize,
      total: total!.n,
    };
  }

  async function getRow(tx: DbOrTx, id: number) {
    const [m] = await tx.select().from(members).where(eq(members.id, id)).limit(1);
    if (!m) throw new AppError('NOT_FOUND', 'No such member.');
    return m;
  }

  /** The brand a member belongs to; NOT_FOUND for no such member. */
  async function brandIdOf(id: number) {
    return (await getRow(db, id)).brandId;
  }

  /** A member's devices: their sessions grouped by user agent, the latest IP of each. */
  async function findDevices(memberId: number): Promise<TMemberDevice[]> {
    const rows = await db
      .select({
        userAgent: sessions.userAgent,
        sessions: sql<number>`count(*)::int`,
        firstSeenAt: sql<Date>`min(${sessions.createdAt})`.mapWith(sessions.createdAt),
        lastSeenAt: sql<Date>`max(${sessions.createdAt})`.mapWith(sessions.createdAt),
        lastIp: sql<string | null>`(array_agg(${sessions.ip} order by ${sessions.id} desc))[1]`,
      })
      .from(sessions)
      .where(eq(sessions.memberId, memberId))
      .groupBy(sessions.userAgent)
      .orderBy(desc(sql`max(${sessions.createdAt})`))
      .limit(20);
    return rows.map((r) => ({
      userAgent: r.userAgent ?? '',
      kind: deviceKindOf(r.userAgent ?? ''),
      lastIp: r.lastIp,
      firstSeenAt: r.firstSeenAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      sessions: r.sessions,
    }));
  }

  async function get360(id: number): Promise<Omit<TMember360, 'wallet'> & { brandId: number }> {
    const m = await getRow(db, id);
    const code = (await brandCodes()).get(m.brandId) ?? '';
    const [ips, recent, devices] = await Promise.all([
      db
        .select()
        .from(memberIps)
        .where(eq(memberIps.memberId, id))
        .orderBy(desc(memberIps.lastSeenAt))
        .limit(50),
      db.select().from(sessions).where(eq(sessions.memberId, id)).orderBy(desc(sessions.id)).limit(20),
      findDevices(id),
    ]);
    return {
      ...rowOf(m, code),
      brandId: m.brandId,
      email: m.email,
      payeeName: m.payeeName,
      labelName: LABELS[Math.min(m.vipLevel, LABELS.length - 1)]!,
      registerIp: m.registerIp,
      registerDomain: m.registerDomain,
      hasTotp: m.totpSecret !== null,
      ips: ips.map((i) => ({
        ip: i.ip,
        firstSeenAt: i.firstSeenAt.toISOString(),
        lastSeenAt: i.lastSeenAt.toISOString(),
      })),
      devices,
      sessions: recent.map((s) => ({
        method: s.method,
        ip: s.ip,
        userAgent: s.userAgent,
        createdAt: s.createdAt.toISOString(),
        active: s.revokedAt === null && s.expiresAt > now(),
      })),
    };
  }

  /**
   * Applies a change to one member inside `tx` and answers its row before and after. Only `tx` is
   * used inside: the embedded database has one connection, which the transaction holds.
   */
  async function change(
    tx: DbOrTx,
    id: number,
    patch: Partial<typeof members.$inferInsert>,
    endSessions = false,
  ) {
    const before = await getRow(tx, id);
    await tx.update(members).set(patch).where(eq(members.id, id));
    if (endSessions) {
      await tx
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.memberId, id), isNull(sessions.revokedAt)));
      // Before the commit: a socket closed for a change that then rolls back only reconnects.
      onSessionsRevoked?.({ memberId: id });
    }
    const after = await getRow(tx, id);
    return { before: snapshot(before), after: snapshot(after) };
  }

  const lock = (tx: DbOrTx, id: number) => change(tx, id, { status: 'F' }, true);
  const unlock = (tx: DbOrTx, id: number) => change(tx, id, { status: 'A' });
  /**
   * An operator's password reset: the member's sessions end and their next password login must
   * change the password, whatever the brand's expiry settings.
   */
  const requirePasswordChange = (tx: DbOrTx, id: number) =>
    change(tx, id, { mustChangePassword: true }, true);
  const setType = (tx: DbOrTx, id: number, type: number) => change(tx, id, { type });
  const setVipLevel = (tx: DbOrTx, id: number, vipLevel: number) => change(tx, id, { vipLevel });

  /** Today's registrations and logins (UTC day), members online, and registrations over 14 days. */
  async function stats() {
    const at = now();
    const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    const since = new Date(dayStart.getTime() - 13 * 86_400_000);
    const [[reg], [logins], [online], byDay] = await Promise.all([
      db.select({ n: count() }).from(members).where(gte(members.createdAt, dayStart)),
      db.select({ n: count() }).from(sessions).where(gte(sessions.createdAt, dayStart)),
      db
        .select({ n: sql<number>`count(distinct ${sessions.memberId})::int` })
        .from(sessions)
        .where(
          and(
            isNull(sessions.revokedAt),
            gte(sessions.expiresAt, at),
            gte(sessions.createdAt, new Date(at.getTime() - ONLINE_WINDOW_MS)),
          ),
        ),
      db
        .select({
          day: sql<string>`to_char(${members.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
          n: count(),
        })
        .from(members)
        .where(gte(members.createdAt, since))
        .groupBy(sql`1`),
    ]);
    const counts = new Map(byDay.map((d) => [d.day, d.n]));
    const registrationsByDay = Array.from({ length: 14 }, (_, i) => {
      const day = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
      return { day, count: counts.get(day) ?? 0 };
    });
    return {
      registrationsToday: reg!.n,
      loginsToday: logins!.n,
      onlineMembers: online!.n,
      registrationsByDay,
    };
  }

  return { search, get360, brandIdOf, lock, unlock, requirePasswordChange, setType, setVipLevel, stats };
}
export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
