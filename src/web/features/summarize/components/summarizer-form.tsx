import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  CUSTOM_SUMMARY_WORDS,
  SUMMARY_LENGTH_LABELS,
  SUMMARY_LENGTHS,
  SUMMARY_STYLE_LABELS,
  SUMMARY_STYLES,
} from '../../../../contract/summaries';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { TextareaField } from '../../../components/textarea-field';
import { UsageLimitNote } from '../../../components/usage-limit-note';
import { formError } from '../../../lib/form-error';
import { useFullCounter } from '../../../lib/usage-limits-context';
import type { SummarizeInput } from '../api/summarize';
import { summarizerSchema, type SummarizerLimits, type SummarizerValues } from '../summarizer-fields';
import { FileDropField } from './file-drop-field';
import { InputMethodSwitch } from './input-method-switch';

const LENGTH_OPTIONS = SUMMARY_LENGTHS.map((value) => ({ value, label: SUMMARY_LENGTH_LABELS[value] }));
const STYLE_OPTIONS = SUMMARY_STYLES.map((value) => ({ value, label: SUMMARY_STYLE_LABELS[value] }));

type SummarizerFormProps = {
  /** Any generation or summary is running (docs/product/states.md#generation's one busy flag). */
  busy: boolean;
  /** This form's summary is the one running. */
  pending: boolean;
  /** The upload limit and whether recordings can be transcribed; null while the settings load. */
  limits: SummarizerLimits | null;
  /** The owner account runs the server, and is the one told how to turn transcription on. */
  owner: boolean;
  onSummarize: (input: SummarizeInput) => void;
};

/**
 * docs/product/screens.md#dashboard and docs/product/validation.md#summarizer: text, a web page or a file, in a length (standard) and style (professional) of the
 * creator's choice. The button stays enabled with nothing to summarize, so that docs/product/validation.md#summarizer's texts say
 * what is missing.
 */
export function SummarizerForm({ busy, pending, limits, owner, onSummarize }: SummarizerFormProps) {
  const schema = useMemo(() => summarizerSchema(limits), [limits]);
  const { register, control, handleSubmit, formState, clearErrors, subscribe } = useForm<SummarizerValues, unknown, SummarizeInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      method: 'text',
      text_content: '',
      url: '',
      file: null,
      summary_length: 'standard',
      summary_style: 'professional',
      custom_length: '',
    },
    // A message stays until the creator changes something, then waits for the next Summarize: a
    // switch to another input method should not greet them with that method's complaint.
    reValidateMode: 'onSubmit',
  });
  useEffect(() => subscribe({ formState: { values: true }, callback: () => clearErrors() }), [subscribe, clearErrors]);

  const method = useWatch({ control, name: 'method' });
  const length = useWatch({ control, name: 'summary_length' });
  const full = useFullCounter('summaries');
  const limitNoteId = useId();
  const disabled = busy || full !== null;
  const error = formError(formState.errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!disabled) void handleSubmit(onSummarize)();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5 p-4 sm:p-6" aria-label="Summarizer">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        A summary of pasted text, a web page or a document, as long and in the style you choose.
      </p>
      {error && <Alert tone="error">{error}</Alert>}

      <InputMethodSwitch {...register('method')} />

      {method === 'text' && (
        <TextareaField label="Text to summarize" rows={8} placeholder="Paste an article, a report or your notes…" {...register('text_content')} />
      )}
      {method === 'url' && (
        <TextField
          label="Web page URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com/article"
          hint="A public article or page; a link to a PDF works too."
          {...register('url')}
        />
      )}
      {method === 'file' && (
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileDropField name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} limits={limits} owner={owner} />
          )}
        />
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="summary_length"
          render={({ field }) => (
            <SelectField label="Summary length" name={field.name} value={field.value} options={LENGTH_OPTIONS} onValueChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        <Controller
          control={control}
          name="summary_style"
          render={({ field }) => (
            <SelectField label="Summary style" name={field.name} value={field.value} options={STYLE_OPTIONS} onValueChange={field.onChange} onBlur={field.onBlur} />
          )}
        />
        {length === 'custom' && (
          <TextField
            label="Custom length (words)"
            type="number"
            inputMode="numeric"
            min={CUSTOM_SUMMARY_WORDS.min}
            max={CUSTOM_SUMMARY_WORDS.max}
            step={1}
            placeholder="e.g. 300"
            hint={`${CUSTOM_SUMMARY_WORDS.min} to ${CUSTOM_SUMMARY_WORDS.max} words.`}
            {...register('custom_length')}
          />
        )}
      </div>

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
          {pending ? 'Summarizing…' : 'Summarize'}
        </Button>
      </div>
    </form>
  );
}
