import { z } from 'zod';
import { Tier, UsageCounts } from './plans';
import { textField } from './text-field';

export const SIGNUP_PASSWORD_MIN = 6;
export const CHANGE_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

const Email = z
  .string({ error: 'email must be a string' })
  .trim()
  .toLowerCase()
  .min(1, 'email is required')
  .max(254, 'email is too long')
  .pipe(z.email({ error: 'email must be a valid email address' }));

export const SignupRequest = z.object({
  name: textField('name', { max: 100 }),
  email: Email,
  password: z
    .string({ error: 'password is required' })
    .min(SIGNUP_PASSWORD_MIN, `password must be at least ${SIGNUP_PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const LoginRequest = z.object({
  email: Email,
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(PASSWORD_MAX, 'password is too long'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const GoogleAuthRequest = z.object({
  id_token: z.string({ error: 'id_token is required' }).min(1, 'id_token is required').max(8192, 'id_token is too long'),
});
export type GoogleAuthRequest = z.infer<typeof GoogleAuthRequest>;

export const ChangePasswordRequest = z.object({
  current_password: z.string({ error: 'current_password is required' }).min(1, 'current_password is required').max(PASSWORD_MAX),
  new_password: z
    .string({ error: 'new_password is required' })
    .min(CHANGE_PASSWORD_MIN, 'Password must be at least 8 characters long')
    .max(PASSWORD_MAX, `new_password must be at most ${PASSWORD_MAX} characters`),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
  new_password: ChangePasswordRequest.shape.new_password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const User = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subscription_tier: Tier,
  created_at: z.string(),
  /** The owner account: enterprise for life, cannot cancel (DESIGN §1). */
  lifetime: z.boolean(),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  usage_counts: UsageCounts,
});
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;
