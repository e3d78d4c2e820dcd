import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { statusOf, type TErrorCode } from '@openlobby/contracts';
import { AppError } from '../lib/app-error.ts';

type Failure = { status: number; code: string; message: string; value?: unknown };

const failure = (code: TErrorCode, message: string, value?: unknown): Failure => ({
  status: statusOf(code),
  code,
  message,
  value,
});

const invalid = () => failure('VALIDATION_FAILED', 'The request is not valid.');

/**
 * The framework's own refusals by status: each keeps its status (a 415 stays a 415) with the code
 * that says it. A 4xx not listed is the client's fault in some other way: VALIDATION_FAILED.
 */
const BY_STATUS: Record<number, () => Failure> = {
  404: () => failure('NOT_FOUND', 'Not found.'),
  405: () => failure('METHOD_NOT_ALLOWED', 'This method is not allowed here.'),
  408: () => failure('REQUEST_TIMEOUT', 'The request took too long to arrive.'),
  413: () => failure('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  414: () => failure('URI_TOO_LONG', 'The request address is too long.'),
  415: () => failure('UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here.'),
  429: () => failure('TOO_MANY_REQUESTS', 'Too many requests, retry later.'),
  431: () => failure('HEADERS_TOO_LARGE', 'The request headers are too large.'),
};

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
    return { ...invalid(), value: fields };
  }
  if (isResponseSerializationError(error)) return failure('SYSTEM_ERROR', 'Unknown or system error.');
  switch (error.code) {
    // @fastify/multipart answers a body that is not multipart with 406; it is a content type refused.
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return BY_STATUS[415]!();
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return failure('VALIDATION_FAILED', 'The body is not valid JSON.');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return (BY_STATUS[status] ?? invalid)();
  return failure('SYSTEM_ERROR', 'Unknown or system error.');
}

/** Writes a failure as the envelope with the request id; 5xx are logged, never shown. */
function sendFailure(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
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
}

/** The one error handler: every failure leaves as the envelope with the request id; 5xx never leak. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(sendFailure);
});

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route runs (an address that is
 * not valid percent-encoding, a path parameter over the router's length) gets the envelope too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void sendFailure(error, request, reply);
}

/** A request line over this many bytes is answered 414 rather than 431 when the parser overflows. */
const LONG_REQUEST_LINE = 8 * 1024;

/** What Node's `clientError` event gives: the parser's code and the bytes it had read. */
type TClientError = Error & { code?: string; rawPacket?: unknown };

/** Which refusal a malformed request gets from Node's HTTP parser, by the parser's error. */
function clientFailure(error: TClientError): Failure {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return BY_STATUS[408]!();
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node counts the request line with the headers; an overlong first line is an overlong address.
    const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
    const lineEnd = raw ? raw.indexOf('\r\n') : -1;
    const startsRequest = raw ? /^[A-Z]+ /.test(raw.subarray(0, 16).toString('latin1')) : false;
    const longLine = startsRequest && (lineEnd === -1 || lineEnd > LONG_REQUEST_LINE);
    return BY_STATUS[longLine ? 414 : 431]!();
  }
  return failure('VALIDATION_FAILED', 'The request is malformed.');
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before Fastify sees them
 * (address or headers too large, malformed lines, timeouts) get the envelope too, written raw on
 * the socket, and the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: TClientError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const f = clientFailure(error);
  this.log.debug({ code: error.code, status: f.status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, errorCode: f.code, message: f.message });
    socket.write(
      `HTTP/1.1 ${f.status} ${STATUS_CODES[f.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
