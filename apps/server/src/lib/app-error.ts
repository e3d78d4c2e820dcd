import { statusOf, type TErrorCode } from '@openlobby/contracts';

/** The one error type services throw; the error handler turns it into the envelope and status. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: number;
  readonly value?: unknown;

  constructor(code: TErrorCode, message?: string, value?: unknown) {
    super(message ?? code);
    this.code = code;
    this.status = statusOf(code);
    this.value = value;
  }
}
