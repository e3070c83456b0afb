import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { HistoryItem } from '../../../../contract/content';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_SUBJECT_MAX, SupportRequestInput } from '../../../../contract/support';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { inputStyles, labelStyles } from '../../../components/field-styles';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { formError } from '../../../lib/form-error';
import { useCreateSupportRequest } from '../api/create-support-request';
import { contentLabel } from '../content-label';

/** The picker's choice for "a piece not in the list": its id is pasted. */
const PASTE = 'paste';
const SEND_FAILED = 'Failed to send your request. Please try again.';
const NOT_IN_HISTORY = 'That content is not in your history. Pick a piece from the list or check the id.';

const SupportForm = z
  .object({
    subject: SupportRequestInput.shape.subject,
    message: SupportRequestInput.shape.message,
    /** '' (none), a history item's id, or PASTE. */
    related: z.string(),
    pasted: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (values.related === PASTE && !z.uuid().safeParse(values.pasted).success) {
      ctx.addIssue({ code: 'custom', path: ['pasted'], message: 'Paste the id of a piece in your history, or choose one from the list.' });
    }
  });
type SupportForm = z.infer<typeof SupportForm>;

const empty: SupportForm = { subject: '', message: '', related: '', pasted: '' };

type SupportFormProps = {
  /** Where the answer goes. */
  email: string;
  /** Whether requests are mailed to a support team (GET /api/config); undefined while unknown. */
  mailed: boolean | undefined;
  /** The creator's recent pieces for the "Related content" picker; undefined while they load. */
  recent: HistoryItem[] | undefined;
  recentFailed: boolean;
};

export function SupportRequestForm({ email, mailed, recent, recentFailed }: SupportFormProps) {
  const { register, handleSubmit, formState, reset, control } = useForm<SupportForm>({
    resolver: zodResolver(SupportForm),
    defaultValues: empty,
  });
  const mutation = useCreateSupportRequest();
  const [sentSubject, setSentSubject] = useState<string | null>(null);
  const relatedId = useId();
  const hintId = useId();
  const messageHintId = useId();
  const related = useWatch({ control, name: 'related' });

  const submit = handleSubmit((values) => {
    setSentSubject(null);
    const contentId = values.related === PASTE ? values.pasted : values.related || undefined;
    mutation.mutate(
      { subject: values.subject, message: values.message, content_id: contentId },
      {
        onSuccess: (request) => {
          setSentSubject(request.subject);
          reset(empty);
        },
      },
    );
  });
  const problem = formError(formState.errors);
  const failure = mutation.error instanceof ApiError && mutation.error.status === 404 ? NOT_IN_HISTORY : errorMessage(mutation.error, SEND_FAILED);

  const relatedHint = recentFailed
    ? 'Your recent content could not be loaded; you can still paste the id of a piece.'
    : recent && recent.length === 0
      ? 'Nothing in your history yet.'
      : 'If your question is about something you made, pick it so we can look at it.';

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" aria-label="Contact support" noValidate>
      {sentSubject && !mutation.isPending && (
        <Alert tone="success">
          <span className="block font-semibold">Your request has been sent.</span>
          {mailed
            ? `We'll answer “${sentSubject}” by e-mail at ${email}. You can follow its status below.`
            : `“${sentSubject}” is saved under “Your requests”, where you can follow its status.`}
        </Alert>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
      {!problem && mutation.isError && <Alert tone="error">{failure}</Alert>}
      <TextField label="Subject" required maxLength={SUPPORT_SUBJECT_MAX} autoComplete="off" {...register('subject')} />
      <div>
        <TextareaField
          label="Message"
          required
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-describedby={messageHintId}
          {...register('message')}
        />
        <p id={messageHintId} className="mt-1.5 text-xs text-gray-600 dark:text-gray-400">
          {`What happened, what you expected, and any steps to see it again (${SUPPORT_MESSAGE_MIN} to ${SUPPORT_MESSAGE_MAX.toLocaleString('en-US')} characters).`}
        </p>
      </div>
      <div>
        <label htmlFor={relatedId} className={labelStyles}>
          Related content (optional)
        </label>
        <select id={relatedId} aria-describedby={hintId} className={`${inputStyles} appearance-auto pr-8`} {...register('related')}>
          <option value="">None</option>
          {recent?.map((item) => (
            <option key={item.id} value={item.id}>
              {contentLabel(item)}
            </option>
          ))}
          <option value={PASTE}>Another piece: paste its id</option>
        </select>
        <p id={hintId} className="mt-1.5 text-xs text-gray-600 dark:text-gray-400">
          {recent === undefined && !recentFailed ? 'Loading your recent content…' : relatedHint}
        </p>
      </div>
      {related === PASTE && (
        <TextField label="Content id" autoComplete="off" spellCheck={false} placeholder="e.g. 3f2b8c1e-…" required {...register('pasted')} />
      )}
      <Button type="submit" disabled={mutation.isPending} busy={mutation.isPending} className="w-full sm:w-auto">
        {mutation.isPending ? 'Sending...' : 'Send request'}
      </Button>
    </form>
  );
}
