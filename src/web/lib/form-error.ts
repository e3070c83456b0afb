import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The one message a form's alert shows: the server's answer (set as the root error) first, else the
 * first field that the contract's schema refused, in the schema's order.
 */
export function formError<Values extends FieldValues>(errors: FieldErrors<Values>): string | null {
  if (errors.root?.message) return errors.root.message;
  for (const [name, error] of Object.entries(errors)) {
    if (name !== 'root' && typeof error?.message === 'string' && error.message) return error.message;
  }
  return null;
}
