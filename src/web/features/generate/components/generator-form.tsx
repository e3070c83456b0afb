import { useId, type FormEvent, type ReactNode } from 'react';
import { USAGE_KIND_OF, type ContentType } from '../../../../contract/content';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { UsageLimitNote } from '../../../components/usage-limit-note';
import { useFullCounter } from '../../../lib/usage-limits-context';
import type { AttachedSource } from '../attached-source';
import { SourceChip } from './source-chip';

/** What every generator form passes on to its frame: the attached summary and the way to remove it. */
export type GeneratorFormSourceProps = Pick<GeneratorFormProps, 'source' | 'onRemoveSource'>;

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
  /** The summary this piece will be made from ("Create from this"), shown as a removable chip. */
  source: AttachedSource | null;
  onRemoveSource: () => void;
  children: ReactNode;
};

/** The frame every generator form shares: intro, fields, and the Generate button with its progress. */
export function GeneratorForm(props: GeneratorFormProps) {
  const { kind, noun, description, busy, pending, topic, error, onSubmit, source, onRemoveSource, children } = props;
  const full = useFullCounter(USAGE_KIND_OF[kind]);
  const limitNoteId = useId();
  const disabled = busy || topic.trim() === '' || full !== null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!disabled) void onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5 p-4 sm:p-6" aria-label={`${noun} generator`}>
      <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
      {source && <SourceChip title={source.title} disabled={busy} onRemove={onRemoveSource} />}
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
