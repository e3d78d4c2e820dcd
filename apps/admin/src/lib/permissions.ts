import type { TAdminPermission, TOperator } from '@openlobby/contracts';
import { useSession } from './session.ts';

/** Whether the operator holds the permission (the server checks again on every call). */
export const hasPermission = (operator: TOperator | null, permission: TAdminPermission): boolean =>
  !!operator && operator.permissions.includes(permission);

/** The current operator's permission check, for hiding actions the role may not take. */
export const useCan = (permission: TAdminPermission): boolean =>
  useSession((s) => hasPermission(s.operator, permission));
