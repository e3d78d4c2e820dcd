import type { DbOrTx } from './client.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { sealStoredOperatorTotpSecrets } from '../modules/admin/operator-totp.ts';
import { sealStoredMemberTotpSecrets } from '../modules/identity/totp-secrets.ts';

/**
 * The step after migrations (the server's start runs it too, through the modules' services): every
 * stored authenticator secret still plain, or sealed under an old data key, is sealed under the
 * current one. Idempotent; throws, naming them, when some value no configured key opens.
 */
export async function sealStoredSecrets(db: DbOrTx, box: SecretBox) {
  return {
    members: await sealStoredMemberTotpSecrets(db, box),
    operators: await sealStoredOperatorTotpSecrets(db, box),
  };
}
