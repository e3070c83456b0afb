import { z } from 'zod';
import { splitCommaList } from '../../../contract/content';

/**
 * A form's comma-separated text field, checked by the contract's list schema after splitting: the
 * contract would take the whole text as one item (and hold it to one item's length). The list's
 * first problem is reported on the field itself, so the form's alert can show it.
 */
export function commaListField<Schema extends z.ZodType>(list: Schema) {
  return z.string().transform((text, context): z.output<Schema> => {
    const checked = list.safeParse(splitCommaList(text));
    if (checked.success) return checked.data;
    context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Invalid list', input: text });
    return z.NEVER;
  });
}
