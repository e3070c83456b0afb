import { z } from 'zod';

/**
 * A trimmed text field whose messages name the field. NUL characters are refused: PostgreSQL cannot
 * store them in text, so they must be a 422 here rather than a failed insert later.
 */
export function textField(field: string, opts: { max: number; required?: boolean }) {
  const required = opts.required ?? true;
  return z
    .string({ error: required ? `${field} is required` : `${field} must be a string` })
    .trim()
    .min(required ? 1 : 0, `${field} is required`)
    .max(opts.max, `${field} must be at most ${opts.max} characters`)
    .refine((s) => !s.includes('\u0000'), `${field} must not contain NUL characters`);
}
