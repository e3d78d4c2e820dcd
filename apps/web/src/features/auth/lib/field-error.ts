import type { FieldErrors } from 'react-hook-form';
import type { TTranslate } from '../../../lib/translator.ts';

/** The translated message of a form field's error (messages are i18n keys), or undefined. */
export const fieldError = (
  t: TTranslate,
  errors: FieldErrors,
  name: string,
  params?: Record<string, unknown>,
): string | undefined => {
  const message = errors[name]?.message;
  return typeof message === 'string' && message ? t(message, params ?? {}) : undefined;
};
