import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useForgotPassword } from '../api/forgot-password';

const FORGOT_PASSWORD_FAILED = 'Failed to send the reset link. Please try again.';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const mutation = useForgotPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate({ email });
  }

  if (mutation.isSuccess) {
    return <Alert tone="success">{mutation.data.message ?? MESSAGES.forgotPasswordSent}</Alert>;
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      {mutation.isError && <Alert tone="error">{errorMessage(mutation.error, FORGOT_PASSWORD_FAILED)}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" fullWidth size="lg" disabled={mutation.isPending} busy={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
