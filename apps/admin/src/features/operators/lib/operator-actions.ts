import { ROLES_REQUIRING_TOTP, type TOperatorRole, type TOperatorRow } from '@openlobby/contracts';
import type { TOperatorUpdate } from '../api/operators.ts';

/** The changes an owner can make to an operator from the list. */
export type TOperatorAction =
  | { kind: 'role'; role: TOperatorRole }
  | { kind: 'status'; status: 'A' | 'D' }
  | { kind: 'password'; password: string }
  | { kind: 'resetTotp' };

/** The PUT body of an action: exactly one field, as ZOperatorUpdate expects. */
export const operatorUpdateOf = (action: TOperatorAction): TOperatorUpdate => {
  switch (action.kind) {
    case 'role':
      return { role: action.role };
    case 'status':
      return { status: action.status };
    case 'password':
      return { password: action.password };
    case 'resetTotp':
      return { resetTotp: true };
  }
};

/**
 * The authenticator column: `on` when set up; `pending` when the role needs one and the operator
 * will be asked to enrol at the next login; `off` when the role does not need one.
 */
export type TTotpState = 'on' | 'pending' | 'off';
export const totpStateOf = (row: Pick<TOperatorRow, 'hasTotp' | 'role'>): TTotpState =>
  row.hasTotp ? 'on' : ROLES_REQUIRING_TOTP.includes(row.role) ? 'pending' : 'off';

export const TOTP_STATE_COLORS: Record<TTotpState, string> = { on: 'green', pending: 'orange', off: 'gray' };
