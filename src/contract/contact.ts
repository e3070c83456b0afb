import { z } from 'zod';

export const ContactRequest = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(100, 'name must be at most 100 characters'),
  email: z.string({ error: 'email is required' }).trim().toLowerCase().max(254).pipe(z.email({ error: 'email must be a valid email address' })),
  message: z.string({ error: 'message is required' }).trim().min(1, 'message is required').max(5000, 'message must be at most 5000 characters'),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
