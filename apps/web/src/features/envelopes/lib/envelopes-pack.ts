import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The red envelope's words (`envelopes.<key>`, packages/i18n/locales/envelopes/<lang>.json), loaded with it. */
const envelopesPack = namespacePack('envelopes');

/** Whether the active language's envelopes pack is mounted; loads it when it is not. */
export const useEnvelopesPack = envelopesPack.usePack;
