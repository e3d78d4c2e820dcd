import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { members, sessions } from './identity.schema.ts';

/**
 * The condition "login session `loginSessionId` of member `memberId` is live and its member may
 * play" (not revoked, not expired, member active: not frozen or disabled), for other modules' queries
 * whose rows hang off a login session (a launched game). It is identity's rule, kept here beside
 * `findLiveSession`; one primary-key look-up of each table, so callers pay no extra round trip.
 */
export function liveLoginSql(loginSessionId: AnyPgColumn, memberId: AnyPgColumn, at: Date): SQL {
  return sql`exists (
    select 1 from ${sessions} join ${members} on ${members.id} = ${sessions.memberId}
    where ${sessions.id} = ${loginSessionId} and ${sessions.memberId} = ${memberId}
      and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${at.toISOString()}::timestamptz
      and ${members.status} = 'A')`;
}
