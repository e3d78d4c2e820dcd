import { useState } from 'react';
import {
  channelBodyOf,
  channelRowsOf,
  checkChannels,
  serverChannelIssuesOf,
  type TAdminDepositChannel,
  type TChannelIssues,
  type TChannelRow,
  type TDepositChannelInput,
} from '../lib/channels.ts';

const sameBody = (a: readonly TChannelRow[], b: readonly TChannelRow[]) =>
  JSON.stringify(channelBodyOf(a)) === JSON.stringify(channelBodyOf(b));

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/**
 * The editor's state: the rows, whether they differ from what is stored, the issues by path, and
 * save / reset. A newer stored list (a refetch) replaces the rows only while nothing is unsaved.
 */
export const useChannelsDraft = ({
  stored,
  save,
  onSaved,
}: {
  stored: readonly TAdminDepositChannel[];
  save: (body: TDepositChannelInput[]) => Promise<readonly TAdminDepositChannel[]>;
  onSaved: () => void;
}) => {
  const [base, setBase] = useState(stored);
  const [rows, setRowsState] = useState(() => channelRowsOf(stored));
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const dirty = !sameBody(rows, channelRowsOf(base));
  if (base !== stored) {
    setBase(stored);
    if (!dirty) setRowsState(channelRowsOf(stored));
  }

  const checked = checkChannels(rows);
  const server = serverChannelIssuesOf(failure);

  /** A field's issue: the client's once the field has a value or a save was tried, else the server's. */
  const issue = (path: string, value?: unknown): string | undefined =>
    (attempted || !isBlank(value) ? checked.issues[path] : undefined) ?? server[path];

  /** Issues that belong to no field of a row (the list's length, a server message about a limit). */
  const listIssues: TChannelIssues = Object.fromEntries(
    Object.entries({ ...server, ...(attempted ? checked.issues : {}) }).filter(([path]) => !/^\d/.test(path)),
  );

  const setRows = (update: (rows: TChannelRow[]) => TChannelRow[]) => {
    setSaved(false);
    setFailure(null);
    setRowsState(update);
  };

  const reset = () => {
    setRowsState(channelRowsOf(base));
    setAttempted(false);
    setFailure(null);
  };

  const submit = async () => {
    setAttempted(true);
    setFailure(null);
    if (!checked.ok || saving) return;
    setSaving(true);
    try {
      const next = await save(checked.body);
      setBase(next);
      setRowsState(channelRowsOf(next));
      setAttempted(false);
      setSaved(true);
      onSaved();
    } catch (e) {
      setFailure(e);
    } finally {
      setSaving(false);
    }
  };

  return {
    rows,
    setRows,
    dirty,
    /** True when a save was tried and the contract refused the rows. */
    invalid: attempted && !checked.ok,
    issue,
    listIssues,
    failure,
    saving,
    saved: saved && !dirty,
    save: submit,
    reset,
  };
};
