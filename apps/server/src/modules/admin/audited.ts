import type { FastifyRequest } from 'fastify';
import type { TAdminPermission } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { requirePermission } from './admin-auth.ts';
import type { AuditService } from './audit.service.ts';

export type TAuditTarget = { action: string; targetType: string; targetId: string; reason?: string };

/**
 * Runs an operator's change and its audit row in one transaction: both land, or neither. The
 * permission is checked first (null: any logged-in operator, for their own account).
 */
export function createAudited(db: Db, audit: AuditService) {
  return async function audited<T extends { before: unknown; after: unknown }>(
    req: FastifyRequest,
    permission: TAdminPermission | null,
    what: TAuditTarget,
    change: (tx: Tx) => Promise<T>,
  ): Promise<T> {
    const session = permission ? requirePermission(req, permission) : req.operator!;
    const { operator } = session;
    return db.transaction(async (tx) => {
      const result = await change(tx);
      // A replayed request (same idempotency key) changed nothing now: nothing to audit.
      if ((result as { replayed?: boolean }).replayed) return result;
      await audit.append(tx, {
        operatorId: operator.id,
        operatorName: operator.username,
        role: operator.role,
        action: what.action,
        targetType: what.targetType,
        targetId: what.targetId,
        before: result.before,
        after: what.reason ? { ...(result.after as object), reason: what.reason } : result.after,
        ip: req.ip,
      });
      return result;
    });
  };
}
export type Audited = ReturnType<typeof createAudited>;
