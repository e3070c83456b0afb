import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { API_KEY_EXPIRY_CHOICES, API_KEY_NAME_MAX, type CreatedApiKey } from '../../../../contract/api-keys';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useCreateApiKey } from '../api/create-api-key';
import { useCopyText } from '../../../lib/use-copy-text';

type Expiry = 'never' | `${(typeof API_KEY_EXPIRY_CHOICES)[number]}`;
const EXPIRY_OPTIONS: readonly { value: Expiry; label: string }[] = [
  { value: 'never', label: 'Never' },
  ...API_KEY_EXPIRY_CHOICES.map((days) => ({ value: `${days}` as Expiry, label: `In ${days} days` })),
];

/** Creates a key, then shows it once with a copy button. */
export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const clipboard = useCopyText();

  // Each opening starts from an empty form; the shown key is forgotten on close.
  useEffect(() => {
    if (!open) return;
    setName('');
    setExpiry('never');
    setProblem(null);
    setCreated(null);
    clipboard.reset();
    create.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setProblem('Give the key a name, such as the app or script that will use it.');
      return;
    }
    setProblem(null);
    create.mutate(
      { name: name.trim(), ...(expiry === 'never' ? {} : { expires_in_days: Number(expiry) }) },
      { onSuccess: (key) => setCreated(key) },
    );
  }

  const close = () => {
    if (!create.isPending) onClose();
  };

  if (created) {
    return (
      <Modal open={open} onClose={close} title="Copy your new API key" description={`“${created.name}” is ready to use.`} size="lg">
        <div className="space-y-4">
          <Alert tone="info">
            <strong className="font-semibold">Copy it now: you won’t see it again.</strong> Inkwell keeps only a fingerprint of the key. If you lose it,
            revoke it and create a new one.
          </Alert>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
            <label htmlFor="new-api-key" className="sr-only">
              Your new API key
            </label>
            <input
              id="new-api-key"
              readOnly
              value={created.key}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2.5 font-mono text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-100"
            />
            <Button variant="primary" onClick={() => void clipboard.copy(created.key)} data-autofocus>
              {clipboard.state === 'copied' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
              {clipboard.state === 'copied' ? 'Copied' : 'Copy key'}
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm text-gray-600 dark:text-gray-400">
            {clipboard.state === 'copied' && 'API key copied to clipboard.'}
            {clipboard.state === 'failed' && 'Copying failed: select the key and copy it yourself.'}
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={close} title="Create an API key" description="Use it to call the Inkwell API from your own apps and scripts." closeLabel="Close">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={API_KEY_NAME_MAX}
          placeholder="e.g. Publishing script"
          required
          aria-invalid={problem ? true : undefined}
          hint="Only you see it: it tells your keys apart."
        />
        <SelectField label="Expires" value={expiry} options={EXPIRY_OPTIONS} onValueChange={setExpiry} />
        {problem && <Alert tone="error">{problem}</Alert>}
        {create.isError && <Alert tone="error">{errorMessage(create.error, 'Failed to create the API key. Please try again.')}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending} busy={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create key'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
