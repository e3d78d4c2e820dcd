import { namespacePack } from '../../../lib/namespace-pack.ts';

/** The agent area's words: `agents.<key>`, from packages/i18n/locales/agents/<lang>.json. */
const agentPack = namespacePack('agents');

export const AGENTS_NAMESPACE = agentPack.namespace;
/** Loads and mounts one language's agent pack, once. */
export const ensureAgentPack = agentPack.ensurePack;
/** Whether the active language's agent pack is mounted; loads it when it is not. */
export const useAgentPack = agentPack.usePack;
