import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The chat room's words (`chat.<key>`, packages/i18n/locales/chat/<lang>.json), loaded with the room. */
const chatPack = namespacePack('chat');

/** Whether the active language's chat pack is mounted; loads it when it is not. */
export const useChatPack = chatPack.usePack;
