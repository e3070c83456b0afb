import { useContext, useId, type FormEvent, type ReactNode } from 'react';
import { USAGE_KIND_OF, type ContentType } from '../../../../contract/content';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { UsageLimitsContext } from '../usage-limits-context';
import { UsageLimitNote } from './usage-limit-note';

type GeneratorFormProps = {
  /** The content kind, for its monthly counter. */
  kind: ContentType;
  /** What the form writes, e.g. "Video Script"; names the Generate button. */
  noun: string;
  description: string;
  /** Any generation is running (SPEC §4's one busy flag). */
  busy: boolean;
  /** This form's generation is the one running. */
  pending: boolean;
  /** SPEC §5: Generate stays disabled with an empty (trimmed) topic. */
  topic: string;
  /** What the contract's request schema refused, if anything (the browser's own checks come first). */
  error?: string | null;
  /** react-hook-form's handleSubmit: validates against the request schema, then generates. */
  onSubmit: () => Promise<void>;
  children: ReactNode;
};

/** The counter this form draws on and its limit, when that counter is full. */
function useFullCounter(kind: ContentType) {
  const usage = useContext(UsageLimitsContext);
  if (!usage?.plan) return null;
  const counter = USAGE_KIND_OF[kind];
  const limit = usage.plan[counter];
  return limit !== null && usage.counts[counter] >= limit ? { counter, limit } : null;
}

/** The frame every generator form shares: intro, fields, and the Generate button with its progress. */
export function GeneratorForm({ kind, noun, description, busy, pending, topic, error, onSubmit, children }: GeneratorFormProps) {
  const full = useFullCounter(kind);
  const limitNoteId = useId();
  const disabled = busy || topic.trim() === '' || full !== null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!disabled) void onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5 p-4 sm:p-6" aria-label={`${noun} generator`}>
      <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <div className="flex flex-col gap-3 border-t border-gray-100 pt-5 sm:flex-row sm:items-center sm:justify-end dark:border-gray-800">
        {full && <UsageLimitNote id={limitNoteId} kind={full.counter} limit={full.limit} />}
        <Button
          type="submit"
          size="lg"
          disabled={disabled}
          busy={pending}
          aria-describedby={full ? limitNoteId : undefined}
          className="w-full shrink-0 sm:w-auto"
        >
          {pending ? 'Generating…' : `Generate ${noun}`}
        </Button>
      </div>
    </form>
  );
}
