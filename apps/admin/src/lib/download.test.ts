// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { downloadCsv, fileNameOf } from './download.ts';
import { useSession } from './session.ts';

const fetchMock = vi.fn<typeof fetch>();
let clicked: { href: string; download: string }[] = [];

beforeEach(() => {
  fetchMock.mockReset();
  clicked = [];
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:csv-1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  useSession.setState({ token: 'tok-9' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ token: null });
});

describe('downloadCsv', () => {
  it('fetches the list URL with format=csv and the token, without paging, and saves the blob', async () => {
    fetchMock.mockResolvedValue(
      new Response('id,account\n1,alice\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="members-2025.csv"',
        },
      }),
    );
    const name = await downloadCsv(
      '/admin/api/members',
      { q: 'ali', brand: undefined, page: 3, pageSize: 50 },
      'members.csv',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/admin/api/members?q=ali&format=csv');
    expect(new Headers(init!.headers).get('Authorization')).toBe('tok-9');
    expect(name).toBe('members-2025.csv');
    expect(clicked).toEqual([{ href: 'blob:csv-1', download: 'members-2025.csv' }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(await blob.text()).toBe('id,account\n1,alice\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the fallback name when the server proposes none', async () => {
    fetchMock.mockResolvedValue(
      new Response('a\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    await expect(downloadCsv('/admin/api/audit', {}, 'audit.csv')).resolves.toBe('audit.csv');
  });

  it('throws the envelope error (e.g. FORBIDDEN) and saves nothing', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: false, errorCode: 'FORBIDDEN', message: 'no' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const err = await downloadCsv('/admin/api/audit', {}, 'audit.csv').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).errorCode).toBe('FORBIDDEN');
    expect(clicked).toEqual([]);
  });
});

describe('fileNameOf', () => {
  it('prefers filename* (RFC 5987) over filename', () => {
    const res = new Response('', {
      headers: {
        'content-disposition': `attachment; filename="a.csv"; filename*=UTF-8''%E4%BC%9A%E5%91%98.csv`,
      },
    });
    expect(fileNameOf(res, 'x.csv')).toBe('会员.csv');
  });
});
