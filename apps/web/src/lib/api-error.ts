/** Error codes the client raises itself, beside the server's catalogue (contracts ERRORS). */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'SLOW_NETWORK', 'POPUP_BLOCKED'] as const;

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
