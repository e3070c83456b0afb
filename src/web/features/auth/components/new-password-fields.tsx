import { CHANGE_PASSWORD_MIN } from '../../../../contract/auth';
import { TextField } from '../../../components/text-field';

type NewPasswordFieldsProps = {
  newPassword: string;
  confirmPassword: string;
  onNewPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
};

/** "New Password" and "Confirm New Password", as the change-password dialog and the reset form ask them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${CHANGE_PASSWORD_MIN} characters.`}
        value={props.newPassword}
        onChange={(event) => props.onNewPasswordChange(event.target.value)}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        value={props.confirmPassword}
        onChange={(event) => props.onConfirmPasswordChange(event.target.value)}
      />
    </>
  );
}
