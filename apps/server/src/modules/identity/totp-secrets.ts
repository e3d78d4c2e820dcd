import type { DbOrTx } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  createTotpSecrets,
  sealStoredTotpSecrets,
  totpAad,
  type TTotpAccounts,
  type TTotpColumn,
} from '../../lib/totp-secret-store.ts';
import { members } from './identity.schema.ts';

const MEMBERS: TTotpAccounts = {
  kind: 'member',
  table: members,
  id: members.id,
  secret: members.totpSecret,
  pending: members.totpPendingSecret,
};

/** The additional data of a member's sealed secret. */
export const memberTotpAad = (memberId: number, column: TTotpColumn) => totpAad('member', memberId, column);

/** Members' authenticator secrets, sealed in the database (lib/totp-secret-store.ts). */
export const createMemberTotpSecrets = (box: SecretBox) => createTotpSecrets(box, MEMBERS.kind);

/** The start-up step for members: seals plain secrets and re-seals those under an old data key. */
export const sealStoredMemberTotpSecrets = (db: DbOrTx, box: SecretBox) =>
  sealStoredTotpSecrets(db, box, MEMBERS);
