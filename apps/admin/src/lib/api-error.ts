/** Error codes the console raises itself, beside the server's catalogue (contracts ERRORS). */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR'] as const;

/** A failed call: the envelope's errorCode (or a client code), its message and the HTTP status. */
export class ApiError extends Error {
  readonly errorCode: string;
  readonly status: number;
  readonly value: unknown;

  constructor(errorCode: string, message: string, status: number, value?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.status = status;
    this.value = value;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** A 403 / FORBIDDEN: the operator's role lacks the permission the call needs. */
export const isForbidden = (e: unknown): boolean =>
  isApiError(e) && (e.errorCode === 'FORBIDDEN' || (e.status === 403 && e.errorCode !== 'MEMBER_NO_ENTER'));

/** The session is gone (expired, logged out elsewhere): the console returns to the login page. */
export const isSessionLost = (e: unknown): boolean => isApiError(e) && e.errorCode === 'NOT_LOGGED_IN';
