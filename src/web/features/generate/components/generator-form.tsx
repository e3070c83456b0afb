import { useContext, useId, type FormEvent, type ReactNode } from 'react';
import { USAGE_KIND_OF, type ContentType } from '../../../../contract/content';
import { Button } from '../../../components/button';
import { UsageLimitsContext } from '../usage-limits-context';
import { UsageLimitNote } from './usage-limit-note';

/**
 * The forms name themselves by noun and do not pass their kind yet; this maps them until they do
 * (then `kind` alone is enough and this table goes).
 */
const KIND_OF_NOUN: Readonly<Record<string, ContentType>> = {
  'Video Script': 'video_script',
  'Blog Post': 'blog_post',
  'Social Post': 'social_media',
  Newsletter: 'newsletter',
};

type GeneratorFormProps = {
  /** What the form writes, e.g. "Video Script"; names the Generate button. */
  noun: string;
  description: string;
  /** Any generation is running (SPEC §4's one busy flag). */
  busy: boolean;
  /** This form's generation is the one running. */
  pending: boolean;
  /** SPEC §5: Generate stays disabled with an empty (trimmed) topic. */
  topic: string;
  onSubmit: () => void;
  children: ReactNode;
  /** The content kind, for its monthly counter; found from the noun when not given. */
  kind?: ContentType;
};

/** The counter this form draws on and its limit, when that counter is full. */
function useFullCounter(kind: ContentType | undefined) {
  const usage = useContext(UsageLimitsContext);
  if (!kind || !usage?.plan) return null;
  const counter = USAGE_KIND_OF[kind];
  const limit = usage.plan[counter];
  return limit !== null && usage.counts[counter] >= limit ? { counter, limit } : null;
}

/** The frame every generator form shares: intro, fields, and the Generate button with its progress. */
export function GeneratorForm({ noun, description, busy, pending, topic, onSubmit, children, kind }: GeneratorFormProps) {
  const full = useFullCounter(kind ?? KIND_OF_NOUN[noun]);
  const limitNoteId = useId();
  const disabled = busy || topic.trim() === '' || full !== null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!disabled) onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5 p-4 sm:p-6" aria-label={`${noun} generator`}>
      <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
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
