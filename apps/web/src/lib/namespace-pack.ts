import type { TLanguage } from '@openlobby/contracts';
import { loadNamespaceLocale, type TPackNamespace } from '@openlobby/i18n/packs';
import { useEffect, useState } from 'react';
import { registerLanguageExtension } from './i18n.ts';
import { addNamespacePack, hasNamespacePack } from './translator.ts';
import { useLanguage } from './use-language.ts';

/**
 * An area's language packs (packages/i18n/locales/<area>/<lang>.json), mounted under the area's
 * key (`agents.<key>`) when the area's code first loads, so the home page never downloads them.
 * Call it from the area's lazily loaded code; every caller of one area shares its one loader.
 */
export const namespacePack = (namespace: TPackNamespace): TNamespacePack => {
  let pack = namespacePacks.get(namespace);
  if (!pack) namespacePacks.set(namespace, (pack = createNamespacePack(namespace)));
  return pack;
};

type TNamespacePack = ReturnType<typeof createNamespacePack>;
const namespacePacks = new Map<TPackNamespace, TNamespacePack>();

function createNamespacePack(namespace: TPackNamespace) {
  const loading = new Map<TLanguage, Promise<void>>();

  /** Loads and mounts one language's pack, once (a failed load may be tried again). */
  const ensurePack = (code: TLanguage): Promise<void> => {
    if (hasNamespacePack(namespace, code)) return Promise.resolve();
    let pending = loading.get(code);
    if (!pending) {
      pending = loadNamespaceLocale(namespace, code).then((pack) => addNamespacePack(namespace, code, pack));
      pending.catch(() => loading.delete(code));
      loading.set(code, pending);
    }
    return pending;
  };

  // Once the area is loaded, a language switch brings its pack along before it switches.
  registerLanguageExtension(ensurePack);

  /** Whether the active language's pack is mounted; loads it when it is not. */
  const usePack = (): boolean => {
    const language = useLanguage();
    const ready = hasNamespacePack(namespace, language);
    const [, setLoaded] = useState<TLanguage | null>(null);
    useEffect(() => {
      if (ready) return;
      let live = true;
      ensurePack(language).then(
        () => live && setLoaded(language),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [ready, language]);
    return ready;
  };

  return { namespace, ensurePack, usePack };
}
