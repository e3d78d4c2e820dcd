import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';

// Matching control characters is this file's purpose.
/* eslint-disable no-control-regex */

/**
 * Text PostgreSQL cannot store or no caller means: C0 controls except tab, line feed and carriage
 * return (multi-line text: feedback, announcements, remarks), DEL, C1 controls, and lone UTF-16
 * surrogates (with the u flag a surrogate range matches only an unpaired half).
 */
const BODY_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
/** Path params and query values are one line: every C0 control, DEL, C1, lone surrogates. */
const LINE_TEXT = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;
/**
 * Header values arrive as latin1: bytes 0x80–0xFF are UTF-8 text (a browser's user agent, say),
 * not C1 controls. Refused are the C0 controls but tab, and DEL.
 */
const HEADER_TEXT = /[\u0000-\u0008\u000A-\u001F\u007F]/;
/** Percent-encoded C0 controls, DEL and (as UTF-8) C1 controls, anywhere in the address. */
const ENCODED_CONTROL = /%(?:[01][0-9A-F]|7F|C2%[89][0-9A-F])/i;
const MULTIPART = /^\s*multipart\//i;
const BOUNDARY = /;\s*boundary=/i;
/** An address that is plain printable ASCII without escapes needs no closer look. */
const NEEDS_LOOK = /[^\u0021-\u007E]|%/;

/** JSON nested deeper than this is refused: no call takes it, and walking it costs. */
export const MAX_DEPTH = 32;
/** Addresses longer than this are refused with 414 (Node's parser stops near 16 KiB with headers). */
export const MAX_URL_LENGTH = 8 * 1024;

export type TBadInput = { field: string; message: string };
export type TTextRule = 'body' | 'line' | 'header';
const RULES: Record<TTextRule, RegExp> = { body: BODY_TEXT, line: LINE_TEXT, header: HEADER_TEXT };

const CONTROL = 'control characters are not allowed';

/**
 * The first string (value or object key) in `value` that the rule refuses, or a nesting deeper
 * than MAX_DEPTH, as the field it is in (`body.items.0.name`); null when all is clean.
 */
export function findBadInput(value: unknown, where: string, rule: TTextRule): TBadInput | null {
  return walk(value, where, RULES[rule], 0);
}

function walk(value: unknown, path: string, rule: RegExp, depth: number): TBadInput | null {
  if (typeof value === 'string') return rule.test(value) ? { field: path, message: CONTROL } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return { field: path, message: 'nested too deeply' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = walk(value[i], `${path}.${i}`, rule, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  // Buffers (raw or multipart bodies) are bytes, not text: their routes read them as such.
  if (ArrayBuffer.isView(value)) return null;
  for (const key in value) {
    if (rule.test(key)) return { field: path, message: CONTROL };
    const bad = walk((value as Record<string, unknown>)[key], `${path}.${key}`, rule, depth + 1);
    if (bad) return bad;
  }
  return null;
}

const refuse = (bad: TBadInput) => new AppError('VALIDATION_FAILED', 'The request is not valid.', [bad]);

/**
 * The zod validator compiler, with every body walked first: a body with control characters, lone
 * surrogates or deep nesting is VALIDATION_FAILED before its schema, its handler or any query. It
 * runs after preValidation hooks, so decrypted (E call) and signature-checked bodies are walked as
 * the handler will read them. Query and params were walked at onRequest.
 */
export const boundaryValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data: unknown) => {
    const bad = findBadInput(data, 'body', 'body');
    return bad ? { error: refuse(bad) } : validate(data);
  };
};

/** The first refused part of a request's address and headers, or null. */
export function findBadRequestLine(request: {
  url: string;
  params: unknown;
  query: unknown;
  headers: Record<string, string | string[] | undefined>;
}): AppError | null {
  const url = request.url;
  if (url.length > MAX_URL_LENGTH) return new AppError('URI_TOO_LONG', 'The request address is too long.');
  if (NEEDS_LOOK.test(url)) {
    const bad =
      (LINE_TEXT.test(url) || ENCODED_CONTROL.test(url) ? { field: 'url', message: CONTROL } : null) ??
      findBadInput(request.params, 'params', 'line') ??
      findBadInput(request.query, 'query', 'line');
    if (bad) return refuse(bad);
  }
  const headers = request.headers;
  const type = headers['content-type'];
  // A multipart body cannot be split without its boundary; the multipart parser throws on it.
  if (typeof type === 'string' && MULTIPART.test(type) && !BOUNDARY.test(type)) {
    return refuse({ field: 'headers.content-type', message: 'a multipart body needs its boundary' });
  }
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string' ? HEADER_TEXT.test(value) : findBadInput(value, '', 'header')) {
      return refuse({ field: `headers.${name}`, message: CONTROL });
    }
  }
  return null;
}

/**
 * The input boundary: before any other hook reads a request (brand, session, operator: they query
 * the database with headers), its address, path params, query values and header values are
 * checked; bodies are checked by `boundaryValidatorCompiler`. A synchronous callback hook: the
 * usual lobby call (a plain address, a few short headers) costs a regular expression per value.
 */
export const inputBoundaryPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    done(findBadRequestLine(request) ?? undefined);
  });
});
