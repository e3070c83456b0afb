import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ContactRequest } from '../../../../contract/contact';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { formError } from '../../../lib/form-error';
import { useSendContact } from '../api/send-contact';

type ContactFormProps = {
  formUrl: string | null | undefined;
  /** What the fields start with: empty, or what was typed into the prerendered form before it went live. */
  initialValues?: ContactRequest;
};

const empty: ContactRequest = { name: '', email: '', message: '' };

export function ContactForm({ formUrl, initialValues = empty }: ContactFormProps) {
  // raw: the message is sent as typed (an external form service receives it unchanged).
  const { register, handleSubmit, formState, reset } = useForm<ContactRequest>({
    resolver: zodResolver(ContactRequest, undefined, { raw: true }),
    defaultValues: initialValues,
  });
  const mutation = useSendContact();

  const submit = handleSubmit((values) => {
    mutation.mutate({ message: values, formUrl: formUrl ?? null }, { onSuccess: () => reset(empty) });
  });
  const problem = formError(formState.errors);

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Contact us">
      {mutation.isSuccess && <Alert tone="success">{MESSAGES.contactSent}</Alert>}
      {problem && <Alert tone="error">{problem}</Alert>}
      {!problem && mutation.isError && <Alert tone="error">{errorMessage(mutation.error, MESSAGES.contactFailed)}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          required
          maxLength={100}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
        />
      </div>
      <TextareaField
        label="Message"
        required
        maxLength={5000}
        rows={5}
        {...register('message')}
      />
      <Button type="submit" size="lg" disabled={mutation.isPending} busy={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
