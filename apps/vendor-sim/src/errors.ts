/** Every code the simulator answers with, and the HTTP status that tells the same truth. */
export const SIM_ERROR_STATUS = {
  /** The body is not JSON or does not match the call's schema; nothing was written. */
  INVALID_REQUEST: 400,
  /** X-Sim-Signature is missing, wrong or older than five minutes; nothing was written. */
  INVALID_SIGNATURE: 401,
  /** No such route. */
  NOT_FOUND: 404,
  /** The game session token is unknown or older than 12 hours; the player relaunches. */
  SESSION_NOT_FOUND: 404,
  /** The transfer id was already used by this vendor code with another payload. */
  DUPLICATE_TRANSFER: 409,
  /** The player's currency was fixed at first use and this call names another one. */
  CURRENCY_MISMATCH: 409,
  /** An OUT transfer or a stake above the player's balance. */
  INSUFFICIENT_FUNDS: 422,
  /** The fault injection ('fail-before-apply') refused the call before applying it. */
  FAULT_INJECTED: 503,
  /** A journal write failed; the outcome of that call is unknown until a restart replays the file. */
  JOURNAL_UNAVAILABLE: 503,
  /** A bug; the answer never carries internals. */
  INTERNAL: 500,
} as const;
export type TSimErrorCode = keyof typeof SIM_ERROR_STATUS;

/** A refusal the simulator answers as `{ ok: false, code, message, ...extra }` with its status. */
export class SimError extends Error {
  readonly code: TSimErrorCode;
  readonly extra: Record<string, string>;

  constructor(code: TSimErrorCode, message: string, extra: Record<string, string> = {}) {
    super(message);
    this.name = 'SimError';
    this.code = code;
    this.extra = extra;
  }

  get status(): number {
    return SIM_ERROR_STATUS[this.code];
  }
}
