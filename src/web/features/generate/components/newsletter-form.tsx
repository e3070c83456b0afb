import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { NewsletterRequest } from '../../../../contract/content';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formError } from '../../../lib/form-error';
import { commaListField } from '../comma-list-field';
import { OPTIONS } from '../generator-options';
import { useSourceTopic } from '../use-source-topic';
import { withTemplate } from '../template-choice';
import { GeneratorForm, type GeneratorFormSourceProps } from './generator-form';
import { TemplatePicker } from './template-picker';

/** The contract's request as the form holds it: every field present but the source (that comes attached), the sections as typed. */
const NewsletterFields = NewsletterRequest.omit({ source: true, template: true }).required().extend({ sections: commaListField(NewsletterRequest.shape.sections) });

type NewsletterFormProps = GeneratorFormSourceProps & { busy: boolean; pending: boolean; onGenerate: (request: NewsletterRequest) => void };

/** SPEC §3 and §5: topic, target audience, sections (comma-separated), tone (professional). */
export function NewsletterForm({ busy, pending, onGenerate, source, onRemoveSource }: NewsletterFormProps) {
  // Not raw: the schema's output (trimmed texts, the section list) is the request sent.
  const { register, control, handleSubmit, formState, getValues, setValue, setFocus } = useForm<z.input<typeof NewsletterFields>, unknown, NewsletterRequest>({
    resolver: zodResolver(NewsletterFields),
    defaultValues: { topic: '', target_audience: '', sections: '', tone: 'professional' },
  });
  const topic = useWatch({ control, name: 'topic' });
  useSourceTopic(source, { get: () => getValues('topic'), set: (title) => setValue('topic', title), focus: () => setFocus('topic') });
  // The template is chosen apart from the fields: none (the kind's standard one) sends no template.
  const [template, setTemplate] = useState<string | null>(null);

  return (
    <GeneratorForm
      kind="newsletter"
      noun="Newsletter"
      description="A ready-to-send issue with a subject line, an opening and the sections you list."
      busy={busy}
      pending={pending}
      topic={topic}
      error={formError(formState.errors)}
      onSubmit={handleSubmit((request) => onGenerate(withTemplate(request, template)))}
      source={source}
      onRemoveSource={onRemoveSource}
    >
      <TextField
        label="Topic"
        className="sm:col-span-2"
        placeholder="e.g. This month in indie game development"
        maxLength={300}
        required
        {...register('topic')}
      />
      <TextField
        label="Sections"
        className="sm:col-span-2"
        placeholder="e.g. Highlights, Tips, Community picks"
        hint={template ? "Separate sections with commas. Leave empty to use the template's sections." : 'Separate sections with commas.'}
        {...register('sections')}
      />
      <TextField label="Target Audience" placeholder="e.g. Indie developers" maxLength={200} {...register('target_audience')} />
      <Controller
        control={control}
        name="tone"
        render={({ field }) => (
          <SelectField label="Tone" name={field.name} value={field.value} options={OPTIONS.newsletterTones} onValueChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <TemplatePicker kind="newsletter" value={template} onChange={setTemplate} disabled={busy} className="sm:col-span-2" />
    </GeneratorForm>
  );
}
