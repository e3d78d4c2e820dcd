/**
 * The launch token of a game page's address. The server puts it in the fragment
 * (`/house/slot/?lang=EN#token=…`): browsers never send a fragment, so the token stays out of
 * request lines, access logs and Referer headers; the page hands it to the API itself.
 */
export function launchToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
