import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, type CreatedWebhook, type WebhookEvent } from '../../../../contract/webhooks';
import { errorMessage } from '../../../lib/api-error';
import { useCreateWebhook } from '../api/create-webhook';
import { CopyButton } from './copy-button';

/** What is wrong with the form before it is sent; null when it may go. */
function formProblem(url: string, events: WebhookEvent[]): string | null {
  const trimmed = url.trim();
  if (!trimmed) return 'Enter the address of your endpoint.';
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return 'Enter a full address, such as https://example.com/webhooks/inkwell.';
  }
  // http is refused by the server too, except for hosts a test setup allows: let the server say.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The address must start with https://.';
  if (events.length === 0) return 'Choose at least one event.';
  return null;
}

/** The secret of the endpoint just added: shown this once, with a way to copy it. */
function SecretStep({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <Alert tone="info">Copy the signing secret now and keep it with your receiver. It won&apos;t be shown again.</Alert>
      <div>
        <label htmlFor="webhook-secret" className="mb-1.5 block text-sm font-medium text-gray-800 dark:text-gray-200">
          Signing secret
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <input
            id="webhook-secret"
            readOnly
            value={created.secret}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full min-w-0 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100"
          />
          <CopyButton text={created.secret} label="Copy the signing secret" />
        </div>
      </div>
      <p className="text-sm break-all text-gray-600 dark:text-gray-400">{`Events for ${created.url}: ${created.events.join(', ')}.`}</p>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/** "Add endpoint": the URL and the events wanted, then the secret, shown once. */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [problem, setProblem] = useState<string | null>(null);
  const created = create.data ?? null;

  function close() {
    if (create.isPending) return;
    setUrl('');
    setEvents([...WEBHOOK_EVENTS]);
    setProblem(null);
    create.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = formProblem(url, events);
    setProblem(found);
    if (found) return;
    create.mutate({ url: url.trim(), events: WEBHOOK_EVENTS.filter((e) => events.includes(e)) });
  }

  function toggle(event: WebhookEvent, on: boolean) {
    setEvents((current) => (on ? [...current, event] : current.filter((e) => e !== event)));
  }

  const shown = problem ?? (create.isError ? errorMessage(create.error, 'The endpoint could not be added. Please try again.') : null);

  return (
    <Modal
      open={open}
      onClose={close}
      title={created ? 'Endpoint added' : 'Add a webhook endpoint'}
      description={created ? undefined : 'Inkwell sends a signed POST to this address each time one of the chosen events happens.'}
      closeLabel="Close"
      size="lg"
    >
      {created ? (
        <SecretStep created={created} onDone={close} />
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          {shown && <Alert tone="error">{shown}</Alert>}
          <TextField
            label="Endpoint URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/webhooks/inkwell"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            hint="An https address on the public internet."
            required
          />
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">Events</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <CheckboxField
                key={event}
                label={WEBHOOK_EVENT_LABELS[event]}
                hint={event}
                checked={events.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
            ))}
          </fieldset>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending} busy={create.isPending}>
              {create.isPending ? 'Adding…' : 'Add endpoint'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
