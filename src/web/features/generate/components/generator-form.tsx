import { useId, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contentKind, generatorFields, pieceNoun, USAGE_KIND_OF, type ContentRequestOf, type ContentType } from '../../../../contract/content';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { UsageLimitNote } from '../../../components/usage-limit-note';
import { formError } from '../../../lib/form-error';
import { useFullCounter } from '../../../lib/usage-limits-context';
import type { AttachedSource } from '../attached-source';
import { formDefaults, formResolver, type FormValues } from '../form-schema';
import { withTemplate } from '../template-choice';
import { useSourceTopic } from '../use-source-topic';
import { useVoiceChoice, withVoice } from '../use-voice-choice';
import { FormFieldControl } from './form-field-control';
import { SourceChip } from './source-chip';
import { TemplatePicker } from './template-picker';
import { VoicePicker } from './voice-picker';

/** The field every generator has: it prefills from an attached source, and Generate waits for it. */
const TOPIC = 'topic';

type GeneratorFormProps<T extends ContentType> = {
  /** The content kind: its contract entry gives the fields, texts, limits and defaults. */
  kind: T;
  /** Any generation is running (docs/product/states.md#generation's one busy flag). */
  busy: boolean;
  /** This form's generation is the one running. */
  pending: boolean;
  onGenerate: (request: ContentRequestOf[T]) => void;
  /** The summary this piece will be made from ("Create from this"), shown as a removable chip. */
  source: AttachedSource | null;
  onRemoveSource: () => void;
};

/**
 * A generator's form, drawn from its kind's contract entry: the description, the fields in order,
 * the template picker, and the Generate button with its progress and the monthly counter's note.
 * The fields are checked against the kind's request schema; its output is the request sent.
 */
export function GeneratorForm<T extends ContentType>({ kind, busy, pending, onGenerate, source, onRemoveSource }: GeneratorFormProps<T>) {
  const fields = generatorFields(kind);
  const noun = pieceNoun(kind);
  const { register, control, handleSubmit, formState, getValues, setValue, setFocus } = useForm<FormValues, unknown, ContentRequestOf[T]>({
    resolver: formResolver(kind),
    defaultValues: formDefaults(kind),
  });
  const topic = String(useWatch({ control, name: TOPIC }));
  const topicField = fields.find((field) => field.name === TOPIC);
  const topicMax = topicField?.control === 'text' ? topicField.maxLength : undefined;
  useSourceTopic(source, { get: () => String(getValues(TOPIC)), set: (title) => setValue(TOPIC, title), focus: () => setFocus(TOPIC), maxLength: topicMax });
  // The template is chosen apart from the fields: none (the kind's standard one) sends no template.
  const [template, setTemplate] = useState<string | null>(null);
  // The brand voice, like the template, is chosen apart: the default voice unless another is picked.
  const voice = useVoiceChoice();

  const full = useFullCounter(USAGE_KIND_OF[kind]);
  const limitNoteId = useId();
  // docs/product/validation.md#generators: Generate stays disabled with an empty (trimmed) topic.
  const disabled = busy || topic.trim() === '' || full !== null;
  // What the contract's request schema refused, if anything (the browser's own checks come first).
  const error = formError(formState.errors);
  const generate = handleSubmit((request) => onGenerate(withVoice(withTemplate(request, template), voice.chosen)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!disabled) void generate();
  }

  return (
    <form onSubmit={submit} className="space-y-5 p-4 sm:p-6" aria-label={`${noun} generator`}>
      <p className="text-sm text-gray-600 dark:text-gray-400">{contentKind(kind).form.description}</p>
      {source && <SourceChip title={source.title} disabled={busy} onRemove={onRemoveSource} />}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <FormFieldControl key={field.name} field={field} register={register} control={control} templateChosen={template !== null} />
        ))}
        <TemplatePicker kind={kind} value={template} onChange={setTemplate} disabled={busy} className="sm:col-span-2" />
        <VoicePicker choice={voice} disabled={busy} className="sm:col-span-2" />
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
          {pending ? 'Generating…' : `Generate ${noun}`}
        </Button>
      </div>
    </form>
  );
}
