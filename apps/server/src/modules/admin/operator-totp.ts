import type { DbOrTx } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  createTotpSecrets,
  sealStoredTotpSecrets,
  totpAad,
  type TTotpAccounts,
  type TTotpColumn,
} from '../../lib/totp-secret-store.ts';
import { operators } from './admin.schema.ts';

const OPERATORS: TTotpAccounts = {
  kind: 'operator',
  table: operators,
  id: operators.id,
  secret: operators.totpSecret,
  pending: operators.totpPendingSecret,
};

/** The additional data of an operator's sealed secret. */
export const operatorTotpAad = (operatorId: number, column: TTotpColumn) =>
  totpAad('operator', operatorId, column);

/** Operators' authenticator secrets, sealed in the database (lib/totp-secret-store.ts). */
export const createOperatorTotpSecrets = (box: SecretBox) => createTotpSecrets(box, OPERATORS.kind);

/** The start-up step for operators: seals plain secrets and re-seals those under an old data key. */
export const sealStoredOperatorTotpSecrets = (db: DbOrTx, box: SecretBox) =>
  sealStoredTotpSecrets(db, box, OPERATORS);
