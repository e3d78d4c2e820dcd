import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  channelBodyOf,
  channelRowsOf,
  checkChannels,
  limitOf,
  MAX_CHANNELS,
  moveRow,
  newChannelRow,
  receivingOf,
  serverChannelIssuesOf,
  withoutNewRow,
  withRow,
  type TAdminDepositChannel,
  type TChannelRow,
} from './channels.ts';

const bank: TAdminDepositChannel = {
  id: 2,
  kind: 'BANK',
  name: 'Bank transfer',
  gateway: 'manual',
  min: 100,
  max: 200_000,
  receiving: { bankName: 'Demo Bank', accountName: 'Demo Ltd.', accountNumber: '6201 1234', address: null },
  hosted: null,
  enabled: true,
  sort: 5,
};
const sandbox: TAdminDepositChannel = {
  id: 1,
  kind: 'EWALLET',
  name: 'Sandbox Pay',
  gateway: 'sandbox',
  min: 10,
  max: 50_000,
  receiving: null,
  hosted: null,
  enabled: true,
  sort: 5,
};
const crypto: TAdminDepositChannel = {
  id: 3,
  kind: 'CRYPTO',
  name: 'USDT',
  gateway: 'manual',
  min: 50,
  max: 1_000_000,
  receiving: { bankName: null, accountName: null, accountNumber: null, address: 'TXyDemo' },
  hosted: null,
  enabled: false,
  sort: 0,
};
const cards: TAdminDepositChannel = {
  id: 4,
  kind: 'EWALLET',
  name: 'Cards',
  gateway: 'hosted',
  min: 10,
  max: 5_000,
  receiving: null,
  hosted: { merchantId: 'M-1', apiBaseUrl: 'https://api.gateway.example/v1', secretSet: true },
  enabled: true,
  sort: 9,
};

const filled = (change: Partial<TChannelRow> = {}): TChannelRow => ({
  ...newChannelRow(),
  name: 'Local bank',
  min: 1,
  max: 10,
  accountNumber: '123',
  ...change,
});

describe('channelRowsOf / channelBodyOf', () => {
  it('orders rows by sort, then id, and sends them back unchanged but renumbered', () => {
    const rows = channelRowsOf([bank, sandbox, crypto]);
    expect(rows.map((r) => r.id)).toEqual([3, 1, 2]);
    expect(channelBodyOf(rows)).toEqual([
      {
        id: 3,
        kind: 'CRYPTO',
        name: 'USDT',
        gateway: 'manual',
        min: 50,
        max: 1_000_000,
        receiving: { bankName: null, accountName: null, accountNumber: null, address: 'TXyDemo' },
        enabled: false,
        sort: 0,
      },
      {
        id: 1,
        kind: 'EWALLET',
        name: 'Sandbox Pay',
        gateway: 'sandbox',
        min: 10,
        max: 50_000,
        receiving: null,
        enabled: true,
        sort: 1,
      },
      {
        id: 2,
        kind: 'BANK',
        name: 'Bank transfer',
        gateway: 'manual',
        min: 100,
        max: 200_000,
        receiving: bank.receiving,
        enabled: true,
        sort: 2,
      },
    ]);
  });

  it('sends a new row without an id, trimmed', () => {
    const [body] = channelBodyOf([filled({ name: '  Local bank ', bankName: ' ', accountName: ' Ann ' })]);
    expect(body).toEqual({
      kind: 'BANK',
      name: 'Local bank',
      gateway: 'manual',
      min: 1,
      max: 10,
      receiving: { bankName: null, accountName: 'Ann', accountNumber: '123', address: null },
      enabled: true,
      sort: 0,
    });
    expect('id' in body!).toBe(false);
  });
});

describe('hosted gateway channels', () => {
  it('keep the stored secret by sending none, and send a typed one', () => {
    const [row] = channelRowsOf([cards]);
    expect(row).toMatchObject({ merchantId: 'M-1', secret: '', secretSet: true });
    expect(channelBodyOf([row!])[0]!.hosted).toEqual({
      merchantId: 'M-1',
      apiBaseUrl: 'https://api.gateway.example/v1',
    });
    expect(channelBodyOf([{ ...row!, secret: ' new-gateway-key-0001 ' }])[0]!.hosted).toEqual({
      merchantId: 'M-1',
      apiBaseUrl: 'https://api.gateway.example/v1',
      secret: 'new-gateway-key-0001',
    });
    expect(checkChannels([row!]).ok).toBe(true);
  });

  it('need a merchant id, an http(s) address and, unless one is stored, a secret of 16 characters', () => {
    const blank = filled({ gateway: 'hosted', accountNumber: '' });
    expect(checkChannels([blank]).issues).toEqual({
      '0.hosted.merchantId': 'required',
      '0.hosted.apiBaseUrl': 'invalid',
      '0.hosted.secret': 'secretRequired',
    });
    const typed = { ...blank, merchantId: 'M-2', apiBaseUrl: 'ftp://gateway.example' };
    expect(checkChannels([{ ...typed, secret: 'short' }]).issues).toEqual({
      '0.hosted.apiBaseUrl': 'invalid',
      '0.hosted.secret': 'secretTooShort',
    });
    expect(
      checkChannels([{ ...typed, apiBaseUrl: 'https://gateway.example', secret: 'a-gateway-key-0001' }]).ok,
    ).toBe(true);
  });
});

describe('receivingOf', () => {
  it('sends only the address of a crypto channel and only the account of a bank channel', () => {
    const both = filled({ bankName: 'B', accountName: 'A', accountNumber: 'N', address: 'X' });
    expect(receivingOf({ ...both, kind: 'CRYPTO' })).toEqual({
      bankName: null,
      accountName: null,
      accountNumber: null,
      address: 'X',
    });
    expect(receivingOf({ ...both, kind: 'EWALLET' })).toEqual({
      bankName: 'B',
      accountName: 'A',
      accountNumber: 'N',
      address: null,
    });
  });

  it('sends null for gateway channels and for an empty account', () => {
    expect(receivingOf(filled({ gateway: 'sandbox' }))).toBeNull();
    expect(receivingOf(filled({ accountNumber: '' }))).toBeNull();
  });
});

describe('limitOf', () => {
  it('reads typed numbers; blank or garbage is NaN', () => {
    expect(limitOf(12.5)).toBe(12.5);
    expect(limitOf('1,000')).toBe(1000);
    expect(limitOf('')).toBeNaN();
    expect(limitOf('abc')).toBeNaN();
  });
});

describe('row edits', () => {
  const rows = channelRowsOf([bank, sandbox, crypto]);

  it('moves a row up or down, and not past either end', () => {
    expect(moveRow(rows, 2, -1).map((r) => r.id)).toEqual([3, 2, 1]);
    expect(moveRow(rows, 0, 1).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(moveRow(rows, 0, -1).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(moveRow(rows, 2, 1).map((r) => r.id)).toEqual([3, 1, 2]);
  });

  it('removes only a new row; a saved channel stays (it is disabled instead)', () => {
    const withNew = [...rows, newChannelRow()];
    expect(withoutNewRow(withNew, 3)).toHaveLength(3);
    expect(withoutNewRow(withNew, 0)).toHaveLength(4);
    expect(withRow(rows, 0, { enabled: true })[0]!.enabled).toBe(true);
  });
});

describe('checkChannels', () => {
  it('passes the stored channels and gives the parsed body', () => {
    const checked = checkChannels(channelRowsOf([bank, sandbox, crypto]));
    expect(checked.ok).toBe(true);
    expect(checked.ok && checked.body.map((c) => c.sort)).toEqual([0, 1, 2]);
  });

  it('names each refused field by path with the contract’s rules', () => {
    const checked = checkChannels([
      filled({ name: ' ', min: '', max: 5 }),
      filled({ min: 10, max: 5 }),
      filled({ min: 0 }),
      filled({ name: 'x'.repeat(65) }),
    ]);
    expect(checked.ok).toBe(false);
    expect(checked.issues).toEqual({
      '0.name': 'required',
      '0.min': 'required',
      '1.max': 'maxBelowMin',
      '2.min': 'positive',
      '3.name': 'tooLong',
    });
  });

  it('needs somewhere to pay for an enabled manual channel only', () => {
    expect(checkChannels([filled({ accountNumber: '' })]).issues).toEqual({
      '0.receiving.accountNumber': 'receivingRequired',
    });
    expect(checkChannels([filled({ kind: 'CRYPTO', address: '' })]).issues).toEqual({
      '0.receiving.address': 'receivingRequired',
    });
    expect(checkChannels([filled({ accountNumber: '', enabled: false })]).ok).toBe(true);
    expect(checkChannels([filled({ accountNumber: '', gateway: 'sandbox' })]).ok).toBe(true);
  });

  it('refuses more than 30 channels', () => {
    const rows = Array.from({ length: MAX_CHANNELS + 1 }, () => filled());
    expect(checkChannels(rows).issues['']).toBe('tooMany');
  });
});

describe('serverChannelIssuesOf', () => {
  it('reads VALIDATION_FAILED fields without the body prefix; anything else gives nothing', () => {
    const e = new ApiError('VALIDATION_FAILED', 'bad', 400, [
      { field: 'body.1.name', message: 'Too long' },
      { field: 'min', message: 'tooPrecise' },
      { nope: true },
    ]);
    expect(serverChannelIssuesOf(e)).toEqual({ '1.name': 'Too long', min: 'tooPrecise' });
    expect(serverChannelIssuesOf(new ApiError('NOT_FOUND', 'x', 404))).toEqual({});
  });
});
