/**
 * The error catalogue (spec §8). Each code maps to one HTTP status and to an i18n key of the
 * same name under `errors.` in every language pack. The server sends codes; clients translate.
 */
export const ERRORS = {
  /** The request body, query or params failed validation; `value` lists the bad fields. */
  VALIDATION_FAILED: 400,
  /** The request carried no brand we know (unknown Merchant header or host). */
  BRAND_NOT_FOUND: 404,
  /** The permission check was given a URL that is malformed or not a domain of the brand. */
  DOMAIN_CHECK_FAILED: 400,
  /** The brand is under maintenance; only system calls answer. */
  SYSTEM_MAINTENANCE: 503,
  /** The client's country is on the brand's restricted list. */
  REGION_RESTRICTED: 403,
  /** A call that needs a token was made without a valid one. */
  NOT_LOGGED_IN: 401,
  /** A trial (demo) account tried something only a real account may do. */
  REAL_ACCOUNT_REQUIRED: 403,
  /** The language is not one of the brand's enabled languages. */
  LANGUAGE_NOT_ENABLED: 422,
  /** No such resource (route, record) for this brand. */
  NOT_FOUND: 404,
  /** The same idempotency key was used with a different payload. */
  DUPLICATE_TRANSACTION: 409,
  /** Too many requests from this client; retry after the wait the response names. */
  TOO_MANY_REQUESTS: 429,
  /** The request body is larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 413,
  /** Anything unexpected; details are in the server log under the request id, never in the body. */
  SYSTEM_ERROR: 500,
} as const;

export type TErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as TErrorCode[];

/** HTTP status for an error code; the one code-to-status map of the platform. */
export const statusOf = (code: TErrorCode): number => ERRORS[code];
