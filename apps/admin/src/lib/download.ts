import { ApiError } from './api-error.ts';
import { buildHeaders, buildUrl, errorFromResponse, safeFetch, type TQuery } from './api-client.ts';

/** The file name a response proposes in Content-Disposition, else the fallback. */
export const fileNameOf = (res: Response, fallback: string): string => {
  const cd = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain?.[1]?.trim() || fallback;
};

/** Saves a blob through a temporary object URL and a clicked <a download>. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * The list's CSV export: the same URL and filters with format=csv, fetched with the operator's
 * Authorization header (a plain link could not send it) and saved as a file. A JSON envelope in
 * reply (FORBIDDEN, NOT_LOGGED_IN…) throws ApiError like any other call.
 */
export const downloadCsv = async (path: string, query: TQuery, fallbackName: string): Promise<string> => {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const res = await safeFetch(buildUrl(path, { ...filters, format: 'csv' }), {
    method: 'GET',
    headers: buildHeaders('text/csv, application/json;q=0.5'),
  });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      json = undefined;
    }
    const err = errorFromResponse(res, json);
    throw res.ok && err.errorCode === 'SYSTEM_ERROR'
      ? new ApiError('SYSTEM_ERROR', 'not a CSV', res.status)
      : err;
  }
  const name = fileNameOf(res, fallbackName);
  saveBlob(await res.blob(), name);
  return name;
};
