import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../components/ui/notify.ts';
import type { TFormCheck } from '../lib/announcement-form.ts';
import { editorLanguages, localizedLabel } from '../lib/localized.ts';

type TLocalized = Record<string, string>;

type TOptions<TDraft, TInput> = {
  initial: () => TDraft;
  check: (draft: TDraft) => TFormCheck<TInput, keyof TDraft & string>;
  brandLanguages: readonly string[];
  onClose: () => void;
};

/**
 * The working copy of a content editor whose record has a title and rich-text content per
 * language: the draft, the contract's messages once a save was tried, the language tab shown,
 * the props of its LocalizedFields, and the save that says how it went and closes.
 */
export const useLocalizedDraft = <TDraft extends { title: TLocalized; content: TLocalized }, TInput>({
  initial,
  check: checkDraft,
  brandLanguages,
  onClose,
}: TOptions<TDraft, TInput>) => {
  type TField = keyof TDraft & string;
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TDraft>(initial);
  const [tab, setTab] = useState('EN');
  const [submitted, setSubmitted] = useState(false);
  const languages = editorLanguages(brandLanguages, draft.title, draft.content);
  const check = checkDraft(draft);
  // True once a save was tried and the contract refused the draft.
  const invalid = submitted && !check.ok;
  const errors: Partial<Record<string, string>> = invalid ? check.errors : {};
  const err = (field: TField) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  const edit = (change: Partial<TDraft>) => setDraft((d) => ({ ...d, ...change }));

  /** Saves a valid draft, then says so and closes; an invalid one opens the first tab to fix. */
  const submit = async (
    save: (input: TInput) => Promise<{ title: TLocalized }>,
    doneMessage: (title: string) => string,
  ) => {
    setSubmitted(true);
    if (!check.ok) {
      const first = check.languages[0];
      if (first) setTab(first);
      return;
    }
    try {
      const saved = await save(check.input);
      notifySuccess(doneMessage(localizedLabel(saved.title)));
      onClose();
    } catch (e) {
      notifyFailure(t, t('content.saveFailed'), e);
    }
  };

  const localizedFields = {
    languages,
    active: languages.includes(tab) ? tab : 'EN',
    onActiveChange: setTab,
    title: draft.title,
    content: draft.content,
    onTitleChange: (code: string, value: string) =>
      setDraft((d) => ({ ...d, title: { ...d.title, [code]: value } })),
    onContentChange: (code: string, value: string) =>
      setDraft((d) => ({ ...d, content: { ...d.content, [code]: value } })),
    errors: { title: errors.title, content: errors.content },
    invalidLanguages: invalid ? check.languages : [],
  };

  return { draft, edit, err, invalid, submit, localizedFields };
};
