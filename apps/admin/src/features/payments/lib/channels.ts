import { ZAdminDepositChannel, ZDepositChannelInput } from '@openlobby/contracts';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * The deposit-channel editor works on rows: the stored channels with a React key each, blanks
 * where the contract has null, numbers as typed. `channelBodyOf` turns the rows into the PUT body
 * (the whole list, in display order); comparing bodies tells whether there is anything to save.
 */

export type TDepositChannelInput = z.infer<typeof ZDepositChannelInput>;
export type TAdminDepositChannel = z.infer<typeof ZAdminDepositChannel>;
export type TChannelKind = TDepositChannelInput['kind'];
export type TChannelGateway = TDepositChannelInput['gateway'];
type TReceiving = NonNullable<TDepositChannelInput['receiving']>;

export const CHANNEL_KINDS: readonly TChannelKind[] = ZDepositChannelInput.shape.kind.options;
export const CHANNEL_GATEWAYS: readonly TChannelGateway[] = ZDepositChannelInput.shape.gateway.options;
/** The server takes at most this many channels per brand in one PUT. */
export const MAX_CHANNELS = 30;

/** The PUT body as the server checks it. */
export const ZDepositChannelList = z.array(ZDepositChannelInput).max(MAX_CHANNELS);

export type TChannelRow = {
  key: number;
  /** The stored channel's id; undefined for a new row that has never been saved. */
  id: number | undefined;
  kind: TChannelKind;
  name: string;
  gateway: TChannelGateway;
  /** A NumberInput's value: a number, or the text while it is blank or half typed. */
  min: number | string;
  max: number | string;
  enabled: boolean;
  bankName: string;
  accountName: string;
  accountNumber: string;
  address: string;
  /** A hosted gateway's merchant id and API base URL. */
  merchantId: string;
  apiBaseUrl: string;
  /** A new signing secret as typed; blank keeps the stored one (write-only: never read back). */
  secret: string;
  /** Whether the stored channel has a hosted gateway's secret (only then may `secret` stay blank). */
  secretSet: boolean;
};

let lastKey = 0;
/** A React key for a row (new rows have no id until saved). */
export const rowKey = (): number => ++lastKey;

/** The stored channels as rows, in the order members see them (sort, then id). */
export const channelRowsOf = (stored: readonly TAdminDepositChannel[]): TChannelRow[] =>
  [...stored]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((c) => ({
      key: rowKey(),
      id: c.id,
      kind: c.kind,
      name: c.name,
      gateway: c.gateway,
      min: c.min,
      max: c.max,
      enabled: c.enabled,
      bankName: c.receiving?.bankName ?? '',
      accountName: c.receiving?.accountName ?? '',
      accountNumber: c.receiving?.accountNumber ?? '',
      address: c.receiving?.address ?? '',
      merchantId: c.hosted?.merchantId ?? '',
      apiBaseUrl: c.hosted?.apiBaseUrl ?? '',
      secret: '',
      secretSet: c.hosted?.secretSet ?? false,
    }));

/** A blank new channel: a manual bank transfer, enabled, at the end of the list. */
export const newChannelRow = (): TChannelRow => ({
  key: rowKey(),
  id: undefined,
  kind: 'BANK',
  name: '',
  gateway: 'manual',
  min: '',
  max: '',
  enabled: true,
  bankName: '',
  accountName: '',
  accountNumber: '',
  address: '',
  merchantId: '',
  apiBaseUrl: '',
  secret: '',
  secretSet: false,
});

/** Whether members pay this channel by transfer to a receiving account (finance approves). */
export const isManual = (row: Pick<TChannelRow, 'gateway'>): boolean => row.gateway === 'manual';
/** Whether the channel is a real gateway's hosted payment page (merchant id, API URL, secret). */
export const isHosted = (row: Pick<TChannelRow, 'gateway'>): boolean => row.gateway === 'hosted';

/** A hosted channel's gateway settings as sent: a blank secret is left out, so the stored one stays. */
export const hostedOf = (row: TChannelRow): TDepositChannelInput['hosted'] =>
  isHosted(row)
    ? {
        merchantId: row.merchantId.trim(),
        apiBaseUrl: row.apiBaseUrl.trim(),
        ...(row.secret.trim() !== '' && { secret: row.secret.trim() }),
      }
    : undefined;
/** A crypto channel is paid to a wallet address; bank and e-wallet channels to an account. */
export const usesAddress = (row: Pick<TChannelRow, 'kind'>): boolean => row.kind === 'CRYPTO';

/** A typed limit as a number: blank or unreadable text is NaN, which the contract refuses. */
export const limitOf = (value: number | string): number => {
  if (typeof value === 'number') return value;
  const text = value.replace(/,/g, '').trim();
  return text === '' ? Number.NaN : Number(text);
};

const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/**
 * Where members pay a manual channel: the wallet address of a crypto channel, else bank name,
 * account name and number. Gateway channels (paid online) and an empty account send null.
 */
export const receivingOf = (row: TChannelRow): TReceiving | null => {
  if (!isManual(row)) return null;
  const receiving: TReceiving = usesAddress(row)
    ? { bankName: null, accountName: null, accountNumber: null, address: blankToNull(row.address) }
    : {
        bankName: blankToNull(row.bankName),
        accountName: blankToNull(row.accountName),
        accountNumber: blankToNull(row.accountNumber),
        address: null,
      };
  return Object.values(receiving).every((v) => v === null) ? null : receiving;
};

/**
 * The PUT body: every row in display order (sort = position), saved rows with their id. Saved
 * channels are never left out: leaving one out would disable it, so the editor disables it
 * explicitly with its switch instead.
 */
export const channelBodyOf = (rows: readonly TChannelRow[]): TDepositChannelInput[] =>
  rows.map((r, i) => ({
    ...(r.id !== undefined ? { id: r.id } : {}),
    kind: r.kind,
    name: r.name.trim(),
    gateway: r.gateway,
    min: limitOf(r.min),
    max: limitOf(r.max),
    receiving: receivingOf(r),
    ...(isHosted(r) && { hosted: hostedOf(r) }),
    enabled: r.enabled,
    sort: i,
  }));

/** Replaces the row at `index` with `change` applied. */
export const withRow = (rows: readonly TChannelRow[], index: number, change: Partial<TChannelRow>) =>
  rows.map((r, i) => (i === index ? { ...r, ...change } : r));

/** Removes a row, but only a new one: a saved channel is disabled, never deleted. */
export const withoutNewRow = (rows: readonly TChannelRow[], index: number): TChannelRow[] =>
  rows[index]?.id === undefined ? rows.filter((_, i) => i !== index) : [...rows];

/** Moves the row at `index` one place up (-1) or down (+1); at either end nothing changes. */
export const moveRow = (rows: readonly TChannelRow[], index: number, delta: -1 | 1): TChannelRow[] => {
  const to = index + delta;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
};

/** Why a value is refused, as a key of payments.channels.errors (or a server message as is). */
export type TChannelIssue =
  | 'required'
  | 'tooLong'
  | 'positive'
  | 'maxBelowMin'
  | 'tooMany'
  | 'receivingRequired'
  | 'secretRequired'
  | 'secretTooShort'
  | 'tooPrecise'
  | 'invalid';
/** Issues keyed by the dotted path of the value ('0.name', '2.receiving.address'; '' for the list). */
export type TChannelIssues = Record<string, TChannelIssue | string>;

const issueOf = (issue: z.core.$ZodIssue): TChannelIssue => {
  const last = issue.path[issue.path.length - 1];
  switch (issue.code) {
    case 'invalid_type':
      return 'required';
    case 'too_small':
      if (issue.origin === 'number') return 'positive';
      return last === 'secret' ? 'secretTooShort' : 'required';
    case 'too_big':
      return issue.origin === 'array' ? 'tooMany' : 'tooLong';
    case 'custom':
      return last === 'max' ? 'maxBelowMin' : 'invalid';
    default:
      return 'invalid';
  }
};

export type TCheckedChannels =
  { ok: true; body: TDepositChannelInput[]; issues: TChannelIssues } | { ok: false; issues: TChannelIssues };

/**
 * Checks the rows with the contract (ZDepositChannelInput, at most 30), plus two rules of the
 * editor: an enabled manual channel needs somewhere to pay (account number, or wallet address),
 * and a hosted channel needs its gateway's signing secret unless one is stored.
 */
export const checkChannels = (rows: readonly TChannelRow[]): TCheckedChannels => {
  const issues: TChannelIssues = {};
  rows.forEach((r, i) => {
    if (isHosted(r) && !r.secretSet && r.secret.trim() === '')
      issues[`${i}.hosted.secret`] = 'secretRequired';
    if (!r.enabled || !isManual(r)) return;
    const field = usesAddress(r) ? 'address' : 'accountNumber';
    if (r[field].trim() === '') issues[`${i}.receiving.${field}`] = 'receivingRequired';
  });
  const parsed = ZDepositChannelList.safeParse(channelBodyOf(rows));
  if (!parsed.success)
    for (const issue of parsed.error.issues) issues[issue.path.map(String).join('.')] ??= issueOf(issue);
  return parsed.success && Object.keys(issues).length === 0
    ? { ok: true, body: parsed.data, issues }
    : { ok: false, issues };
};

/** The field messages of a server VALIDATION_FAILED ([{ field: 'body.0.min', message }]), by path. */
export const serverChannelIssuesOf = (e: unknown): TChannelIssues => {
  if (!isApiError(e) || e.errorCode !== 'VALIDATION_FAILED' || !Array.isArray(e.value)) return {};
  const issues: TChannelIssues = {};
  for (const item of e.value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { field, message } = item as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    issues[field.replace(/^body\.?/, '')] ??= message;
  }
  return issues;
};
