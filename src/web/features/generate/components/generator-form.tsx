import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/button';

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
};

/** The frame every generator form shares: intro, fields, and the Generate button with its progress. */
export function GeneratorForm({ noun, description, busy, pending, topic, onSubmit, children }: GeneratorFormProps) {
  const disabled = busy || topic.trim() === '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!disabled) onSubmit();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5 p-4 sm:p-6" aria-label={`${noun} generator`}>
      <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <div className="flex justify-end border-t border-gray-100 pt-5 dark:border-gray-800">
        <Button type="submit" size="lg" disabled={disabled} busy={pending} className="w-full sm:w-auto">
          {pending ? 'Generating…' : `Generate ${noun}`}
        </Button>
      </div>
    </form>
  );
}
