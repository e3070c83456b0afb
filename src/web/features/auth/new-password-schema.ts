import { z } from 'zod';
import { ChangePasswordRequest } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';

const newPasswordFields = { new_password: z.string(), confirm_password: z.string() };

/**
 * docs/product/validation.md#passwords: the new password and its confirmation must match, then the password must pass the
 * contract's own rule (at least 8 characters). Checked in that order, one message at a time, as the
 * forms have always shown them.
 */
function checkNewPassword(value: { new_password: string; confirm_password: string }, context: z.RefinementCtx) {
  if (value.new_password !== value.confirm_password) {
    context.addIssue({ code: 'custom', message: MESSAGES.passwordsDoNotMatch, path: ['confirm_password'] });
    return;
  }
  const checked = ChangePasswordRequest.shape.new_password.safeParse(value.new_password);
  if (!checked.success) {
    context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? MESSAGES.passwordTooShort, path: ['new_password'] });
  }
}

/** The change-password dialog's fields: the contract's current password, the new one twice. */
export const ChangePasswordForm = ChangePasswordRequest.pick({ current_password: true }).extend(newPasswordFields).superRefine(checkNewPassword);
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** The reset form's fields: the new password twice (the token comes from the e-mail's link). */
export const ResetPasswordForm = z.object(newPasswordFields).superRefine(checkNewPassword);
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;
