import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';
import { newPasswordProblem } from '../new-password-problem';
import { NewPasswordFields } from './new-password-fields';

/** SPEC §4: after a successful change the dialog shows the message, then closes after 2 seconds. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

type ChangePasswordModalProps = { open: boolean; onClose: () => void };

export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mutation = useChangePassword();

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  function reset() {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
    setCurrentPassword('');
    setNewPassword('');
    setConfirmPassword('');
    setError(null);
    setSuccess(null);
    mutation.reset();
  }

  function handleCancel() {
    reset();
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    const problem = newPasswordProblem(newPassword, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    mutation.mutate(
      { current_password: currentPassword, new_password: newPassword },
      {
        onSuccess: () => {
          setSuccess(MESSAGES.passwordChanged);
          closeTimer.current = setTimeout(() => {
            reset();
            onClose();
          }, CLOSE_AFTER_SUCCESS_MS);
        },
        onError: (failure) => setError(errorMessage(failure, MESSAGES.changePasswordFailed)),
      },
    );
  }

  const submitting = mutation.isPending;

  return (
    <Modal open={open} onClose={handleCancel} title="Change Password" description="Choose a new password for your account.">
      <form onSubmit={handleSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        {success && <Alert tone="success">{success}</Alert>}
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <NewPasswordFields
          newPassword={newPassword}
          confirmPassword={confirmPassword}
          onNewPasswordChange={setNewPassword}
          onConfirmPasswordChange={setConfirmPassword}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={handleCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitting || success !== null} busy={submitting}>
            {submitting ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
