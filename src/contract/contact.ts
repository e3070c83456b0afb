import { z } from 'zod';
import { textField } from './text-field';
import { aboutField } from './field-labels';

export const ContactRequest = z.object({
  name: textField('name', { max: 100, singleLine: true }),
  email: z
    .string({ error: aboutField('email', 'is required') })
    .trim()
    .toLowerCase()
    .max(254, aboutField('email', 'is too long'))
    .pipe(z.email({ error: 'Enter a valid e-mail address, such as name@example.com.' })),
  message: textField('message', { max: 5000 }),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
