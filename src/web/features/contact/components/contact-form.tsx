import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { errorMessage } from '../../../lib/api-error';
import { useSendContact } from '../api/send-contact';

type ContactFormProps = { formUrl: string | null | undefined };

export function ContactForm({ formUrl }: ContactFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const mutation = useSendContact();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate(
      { message: { name, email, message }, formUrl: formUrl ?? null },
      {
        onSuccess: () => {
          setName('');
          setEmail('');
          setMessage('');
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5" aria-label="Contact us">
      {mutation.isSuccess && <Alert tone="success">{MESSAGES.contactSent}</Alert>}
      {mutation.isError && <Alert tone="error">{errorMessage(mutation.error, MESSAGES.contactFailed)}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <TextareaField
        label="Message"
        name="message"
        required
        maxLength={5000}
        rows={5}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={mutation.isPending} busy={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
