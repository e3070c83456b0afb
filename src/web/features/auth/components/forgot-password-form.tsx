import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ForgotPasswordRequest } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useForgotPassword } from '../api/forgot-password';

const FORGOT_PASSWORD_FAILED = 'Failed to send the reset link. Please try again.';

export function ForgotPasswordForm() {
  // raw: the address is sent as typed; the server trims and lowercases it itself.
  const { register, handleSubmit, formState } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequest, undefined, { raw: true }),
    defaultValues: { email: '' },
  });
  const mutation = useForgotPassword();

  const submit = handleSubmit((values) => {
    mutation.mutate(values);
  });
  const problem = formState.errors.email?.message;

  if (mutation.isSuccess) {
    return <Alert tone="success">{mutation.data.message ?? MESSAGES.forgotPasswordSent}</Alert>;
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5">
      {problem && <Alert tone="error">{problem}</Alert>}
      {!problem && mutation.isError && <Alert tone="error">{errorMessage(mutation.error, FORGOT_PASSWORD_FAILED)}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...register('email')}
      />
      <Button type="submit" fullWidth size="lg" disabled={mutation.isPending} busy={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
