import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-error';
import { formError } from '../../../lib/form-error';
import { useChangePassword } from '../api/change-password';
import { ChangePasswordForm } from '../new-password-schema';
import { NewPasswordFields } from './new-password-fields';

/** docs/product/states.md#change-password-dialog: after a successful change the dialog shows the message, then closes after 2 seconds. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

const emptyForm: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

type ChangePasswordModalProps = { open: boolean; onClose: () => void };

export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { register, handleSubmit, formState, setError, reset: resetForm } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: emptyForm,
  });
  const [success, setSuccess] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Moves on at every open and close, so an answer that comes back after the dialog closed changes nothing. */
  const session = useRef(0);
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
    resetForm(emptyForm);
    setSuccess(null);
    mutation.reset();
  }

  // Every opening starts empty, however the last one ended (Cancel, Escape, the 2 s close or the page
  // closing it). The message is React state, reset while rendering; the form and the request live
  // outside it, reset in a layout effect, before the dialog is painted. Both functions are stable.
  const [openBefore, setOpenBefore] = useState(open);
  if (open !== openBefore) {
    setOpenBefore(open);
    setSuccess(null);
  }
  const { reset: resetMutation } = mutation;
  useLayoutEffect(() => {
    session.current += 1;
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
    resetForm(emptyForm);
    resetMutation();
  }, [open, resetForm, resetMutation]);

  function handleCancel() {
    reset();
    onClose();
  }

  async function send(values: ChangePasswordForm) {
    const current = session.current;
    setSuccess(null);
    try {
      await mutation.mutateAsync({ current_password: values.current_password, new_password: values.new_password });
    } catch (failure) {
      if (session.current === current) setError('root', { message: errorMessage(failure, MESSAGES.changePasswordFailed) });
      return;
    }
    if (session.current !== current) return;
    // The passwords leave the fields at once; only the message stays until the dialog closes.
    resetForm(emptyForm);
    setSuccess(MESSAGES.passwordChanged);
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      onClose();
    }, CLOSE_AFTER_SUCCESS_MS);
  }

  const error = formError(formState.errors);
  const submitting = formState.isSubmitting;

  return (
    <Modal open={open} onClose={handleCancel} title="Change Password" description="Choose a new password for your account.">
      <form onSubmit={(event) => void handleSubmit(send)(event)} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        {success && <Alert tone="success">{success}</Alert>}
        <TextField label="Current Password" type="password" autoComplete="current-password" required {...register('current_password')} />
        <NewPasswordFields newPassword={register('new_password')} confirmPassword={register('confirm_password')} />
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
