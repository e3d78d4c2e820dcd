import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The referral page's words (`referral.<key>`, packages/i18n/locales/referral/<lang>.json). */
const referralPack = namespacePack('referral');

/** Loads and mounts one language's referral pack, once. */
export const ensureReferralPack = referralPack.ensurePack;
