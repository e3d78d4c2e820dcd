import type { TLanguage } from '@openlobby/contracts';
import { loadAgentLocale } from '@openlobby/i18n/agents';
import { useEffect, useState } from 'react';
import { registerLanguageExtension } from '../../../lib/i18n.ts';
import { addNamespacePack, hasNamespacePack } from '../../../lib/translator.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The agent area's keys: `agents.<key>`, from packages/i18n/locales/agents/<lang>.json. */
export const AGENTS_NAMESPACE = 'agents';

const loading = new Map<TLanguage, Promise<void>>();

/** Loads and mounts one language's agent pack, once (a failed load may be tried again). */
export const ensureAgentPack = (code: TLanguage): Promise<void> => {
  if (hasNamespacePack(AGENTS_NAMESPACE, code)) return Promise.resolve();
  let pending = loading.get(code);
  if (!pending) {
    pending = loadAgentLocale(code).then((pack) => addNamespacePack(AGENTS_NAMESPACE, code, pack));
    pending.catch(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
};

// Once the agent area is loaded, a language switch brings its pack along before it switches.
registerLanguageExtension(ensureAgentPack);

/** Whether the active language's agent pack is mounted; loads it when it is not. */
export const useAgentPack = (): boolean => {
  const language = useLanguage();
  const ready = hasNamespacePack(AGENTS_NAMESPACE, language);
  const [, setLoaded] = useState<TLanguage | null>(null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    ensureAgentPack(language).then(
      () => live && setLoaded(language),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, language]);
  return ready;
};
