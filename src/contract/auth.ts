import { z } from 'zod';
import { Tier, UsageCounts } from './plans';
import { rawText, textField } from './text-field';
import { aboutField } from './field-labels';

export const SIGNUP_PASSWORD_MIN = 6;
export const CHANGE_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

const Email = z
  .string({ error: aboutField('email', 'is required') })
  .trim()
  .toLowerCase()
  .min(1, aboutField('email', 'is required'))
  .max(254, aboutField('email', 'is too long'))
  .pipe(z.email({ error: 'Enter a valid e-mail address, such as name@example.com.' }));

export const SignupRequest = z.object({
  name: textField('name', { max: 100, singleLine: true }),
  email: Email,
  password: rawText('password', {
    max: PASSWORD_MAX,
    min: SIGNUP_PASSWORD_MIN,
    requiredMessage: aboutField('password', 'is required'),
    minMessage: aboutField('password', `must be at least ${SIGNUP_PASSWORD_MIN} characters`),
  }),
});
export type SignupRequest = z.infer<typeof SignupRequest>;

export const LoginRequest = z.object({
  email: Email,
  password: rawText('password', { max: PASSWORD_MAX, min: 1, requiredMessage: aboutField('password', 'is required') }),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const GoogleAuthRequest = z.object({
  id_token: rawText('id_token', { max: 8192, min: 1, requiredMessage: aboutField('id_token', 'did not arrive: please try again') }),
});
export type GoogleAuthRequest = z.infer<typeof GoogleAuthRequest>;

export const ChangePasswordRequest = z.object({
  current_password: rawText('current_password', { max: PASSWORD_MAX, min: 1, requiredMessage: aboutField('current_password', 'is required') }),
  new_password: rawText('new_password', {
    max: PASSWORD_MAX,
    min: CHANGE_PASSWORD_MIN,
    requiredMessage: aboutField('new_password', 'is required'),
    minMessage: 'Password must be at least 8 characters long',
  }),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = z.object({
  token: rawText('token', { max: 200, min: 1, requiredMessage: aboutField('token', 'is incomplete: open the link from the e-mail again') }),
  new_password: ChangePasswordRequest.shape.new_password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const User = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subscription_tier: Tier,
  created_at: z.string(),
  /**
   * The owner account: enterprise for life, cannot cancel (docs/product/roles.md#owner-account). Only the OWNER_EMAIL account gets it
   * (decision 005), so the web app also reads it as "this is the operator" (e.g. to show how to connect a model).
   */
  lifetime: z.boolean(),
  has_password: z.boolean(),
  google_linked: z.boolean(),
  /** The creator's IANA time zone (PUT /api/schedule); null until their browser first told it. */
  timezone: z.string().nullable(),
  usage_counts: UsageCounts,
});
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;
