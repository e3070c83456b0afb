import { z } from 'zod';
import { textField } from './text-field';

export const ContactRequest = z.object({
  name: textField('name', { max: 100, singleLine: true }),
  email: z.string({ error: 'email is required' }).trim().toLowerCase().max(254).pipe(z.email({ error: 'email must be a valid email address' })),
  message: textField('message', { max: 5000 }),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
