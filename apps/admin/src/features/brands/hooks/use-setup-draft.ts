import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deepEqual } from '../lib/brand-patch.ts';
import { serverIssuesOf, type TChecked, type TIssues } from '../lib/setup-drafts.ts';

type TOptions<TStored, TDraft, TBody> = {
  /** The list as the server last answered it. */
  stored: TStored;
  draftOf: (stored: TStored) => TDraft;
  /** The draft as it would be sent, unchecked: equal bodies mean nothing to save. */
  bodyOf: (draft: TDraft) => unknown;
  check: (draft: TDraft) => TChecked<TBody>;
  save: (body: TBody) => Promise<TStored>;
  /** The section's name in the "saved" notification. */
  label: string;
};

/** Whether a field's value is still blank (a blank new row is not flagged until a save is tried). */
const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * The state of one set-up section: its draft, whether it differs from what is stored, the
 * contract's messages by path, and save / reset. A newer stored value (another section's save
 * re-reads the set-up) replaces the draft only while it has no unsaved edits.
 */
export const useSetupDraft = <TStored, TDraft, TBody>({
  stored,
  draftOf,
  bodyOf,
  check,
  save,
  label,
}: TOptions<TStored, TDraft, TBody>) => {
  const { t } = useTranslation();
  const [base, setBase] = useState(stored);
  const [draft, setDraftState] = useState(() => draftOf(stored));
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const dirty = !deepEqual(bodyOf(draft), bodyOf(draftOf(base)));
  if (base !== stored) {
    setBase(stored);
    if (!dirty && !deepEqual(base, stored)) setDraftState(draftOf(stored));
  }

  const checked = check(draft);
  const server = serverIssuesOf(failure);
  const issues: TIssues = { ...server, ...(attempted ? checked.issues : {}) };

  /** The message to show at a field: the contract's once the field has a value or a save was tried. */
  const issue = (path: string, value?: unknown): string | undefined =>
    (attempted || !isBlank(value) ? checked.issues[path] : undefined) ?? server[path];

  const setDraft = (update: (d: TDraft) => TDraft) => {
    setSaved(false);
    setFailure(null);
    setDraftState(update);
  };

  const reset = () => {
    setDraftState(draftOf(base));
    setAttempted(false);
    setFailure(null);
  };

  const submit = async () => {
    setAttempted(true);
    setFailure(null);
    if (!checked.ok) return;
    setSaving(true);
    try {
      const next = await save(checked.body);
      setBase(next);
      setDraftState(draftOf(next));
      setAttempted(false);
      setSaved(true);
      notifications.show({
        color: 'green',
        title: t('brandSetup.savedTitle'),
        message: t('brandSetup.savedBody', { section: label }),
      });
    } catch (e) {
      setFailure(e);
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    setDraft,
    dirty,
    /** True when a save was tried and the contract refused the draft. */
    invalid: attempted && !checked.ok,
    issues,
    issue,
    failure,
    saving,
    saved: saved && !dirty,
    save: submit,
    reset,
  };
};

export type TSetupDraft = Pick<
  ReturnType<typeof useSetupDraft>,
  'dirty' | 'invalid' | 'failure' | 'saving' | 'saved' | 'save' | 'reset'
>;
