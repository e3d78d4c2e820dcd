import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The condition "login session `loginSessionId` of member `memberId` is live and its member may
 * play" (not revoked, not expired, member active: not frozen or disabled), for other modules' queries
 * whose rows hang off a login session (a launched game). It is identity's rule, kept here beside
 * `findLiveSession`; one primary-key look-up of each table, so callers pay no extra round trip.
 */
export function liveLoginSql(loginSessionId: AnyPgColumn, memberId: AnyPgColumn, at: Date): SQL {
  // The rule itself is the SQL function (migration 0025), which the seamless wallet's batch uses too.
  return sql`login_session_live(${loginSessionId}, ${memberId}, ${at.toISOString()}::timestamptz)`;
}
