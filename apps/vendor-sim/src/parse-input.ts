import type { z } from 'zod';
import { SimError } from './errors.ts';

/** Validates one input at the edge; a mismatch is a 400 that names the fields, and nothing is written. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
  throw new SimError('INVALID_REQUEST', problems.join('; '));
}

/** The raw bytes of a signed call as JSON, or a 400. */
export function parseJsonBody(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new SimError('INVALID_REQUEST', 'the body is not JSON');
  }
}
