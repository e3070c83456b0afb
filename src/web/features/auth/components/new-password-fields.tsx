import type { UseFormRegisterReturn } from 'react-hook-form';
import { CHANGE_PASSWORD_MIN } from '../../../../contract/auth';
import { TextField } from '../../../components/text-field';

type NewPasswordFieldsProps = {
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
};

/** "New Password" and "Confirm New Password", as the change-password dialog and the reset form ask them. */
export function NewPasswordFields({ newPassword, confirmPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${CHANGE_PASSWORD_MIN} characters.`}
        {...newPassword}
      />
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" required {...confirmPassword} />
    </>
  );
}
