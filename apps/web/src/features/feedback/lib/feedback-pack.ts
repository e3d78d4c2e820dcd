import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The feedback page's words (`feedback.<key>`, packages/i18n/locales/feedback/<lang>.json). */
const feedbackPack = namespacePack('feedback');

/** Whether the active language's feedback pack is mounted; loads it when it is not. */
export const useFeedbackPack = feedbackPack.usePack;
