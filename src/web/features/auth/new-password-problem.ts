import { CHANGE_PASSWORD_MIN } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/messages';

/** SPEC §5: the new password and its confirmation must match, and be at least 8 characters. */
export function newPasswordProblem(newPassword: string, confirmation: string): string | null {
  if (newPassword !== confirmation) return MESSAGES.passwordsDoNotMatch;
  if (newPassword.length < CHANGE_PASSWORD_MIN) return MESSAGES.passwordTooShort;
  return null;
}
