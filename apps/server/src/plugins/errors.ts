import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

type Failure = { status: number; code: string; message: string; value?: unknown };

/** Maps anything thrown in a request to the envelope's error code, status and a safe message. */
function toFailure(error: FastifyError | AppError): Failure {
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, message: error.message, value: error.value };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((v) => ({
      field: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'invalid',
    }));
    return { status: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.', value: fields };
  }
  if (isResponseSerializationError(error)) {
    return { status: 500, code: 'SYSTEM_ERROR', message: 'Unknown or system error.' };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_VALIDATION':
      return { status: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.' };
  }
  if (error.statusCode === 429) {
    return { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many requests, retry later.' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: 400, code: 'VALIDATION_FAILED', message: 'The request is not valid.' };
  }
  return { status: 500, code: 'SYSTEM_ERROR', message: 'Unknown or system error.' };
}

/** The one error handler: every failure leaves as the envelope with the request id; 5xx never leak. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const failure = toFailure(error);
    if (failure.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: failure.code }, 'request refused');
    const body: Record<string, unknown> = {
      success: false,
      errorCode: failure.code,
      message: failure.message,
      requestId: request.id,
    };
    if (failure.value !== undefined) body.value = failure.value;
    return reply.status(failure.status).type('application/json').send(JSON.stringify(body));
  });
});
