import type { DbOrTx } from './client.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { sealStoredColumns } from '../lib/sealed-columns.ts';
import { sealStoredOperatorTotpSecrets } from '../modules/admin/operator-totp.ts';
import { SEAMLESS_KEY_SECRETS } from '../modules/games/seamless-vendors.service.ts';
import { OIDC_CLIENT_SECRETS } from '../modules/identity/social.service.ts';
import { sealStoredMemberTotpSecrets } from '../modules/identity/totp-secrets.ts';
import { CHANNEL_SECRETS } from '../modules/payments/channel-secrets.ts';
import { BRAND_KEY_SECRETS } from '../modules/system/brand-keys.service.ts';
import { BRAND_PROVIDER_SECRETS } from '../modules/system/brand-setup.service.ts';

/**
 * The step after migrations (the server's start runs it too, before it serves): every stored
 * secret still plain — authenticator secrets, OIDC client secrets, brands' SMS gateway tokens,
 * deposit channels' gateway secrets, vendors' wallet keys, brands' private keys — or sealed under an
 * old data key, is sealed under the current one. Idempotent; throws, naming them, when some value
 * no configured key opens. Answers how many values of each kind it wrote.
 */
export async function sealStoredSecrets(db: DbOrTx, box: SecretBox) {
  return {
    members: await sealStoredMemberTotpSecrets(db, box),
    operators: await sealStoredOperatorTotpSecrets(db, box),
    oidcClientSecrets: await sealStoredColumns(db, box, OIDC_CLIENT_SECRETS),
    smsGatewayTokens: await sealStoredColumns(db, box, BRAND_PROVIDER_SECRETS),
    paymentChannelSecrets: await sealStoredColumns(db, box, CHANNEL_SECRETS),
    seamlessVendorKeys: await sealStoredColumns(db, box, SEAMLESS_KEY_SECRETS),
    brandPrivateKeys: await sealStoredColumns(db, box, BRAND_KEY_SECRETS),
  };
}
