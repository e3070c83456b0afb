import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SocialPostRequest } from '../../../../contract/content';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formError } from '../../../lib/form-error';
import { OPTIONS } from '../generator-options';
import { useSourceTopic } from '../use-source-topic';
import { withTemplate } from '../template-choice';
import { GeneratorForm, type GeneratorFormSourceProps } from './generator-form';
import { TemplatePicker } from './template-picker';

/** The contract's request with every field present (the form always holds a value for each), but the source: that comes attached. */
const SocialPostFields = SocialPostRequest.omit({ source: true, template: true }).required();

type SocialPostFormProps = GeneratorFormSourceProps & { busy: boolean; pending: boolean; onGenerate: (request: SocialPostRequest) => void };

/** SPEC §3 and §5: topic, platform (twitter), tone (casual), include hashtags (on). */
export function SocialPostForm({ busy, pending, onGenerate, source, onRemoveSource }: SocialPostFormProps) {
  // Not raw: the schema's output (the topic trimmed) is the request sent.
  const { register, control, handleSubmit, formState, getValues, setValue, setFocus } = useForm<z.input<typeof SocialPostFields>, unknown, SocialPostRequest>({
    resolver: zodResolver(SocialPostFields),
    defaultValues: { topic: '', platform: 'twitter', tone: 'casual', include_hashtags: true },
  });
  const topic = useWatch({ control, name: 'topic' });
  useSourceTopic(source, { get: () => getValues('topic'), set: (title) => setValue('topic', title), focus: () => setFocus('topic') });
  // The template is chosen apart from the fields: none (the kind's standard one) sends no template.
  const [template, setTemplate] = useState<string | null>(null);

  return (
    <GeneratorForm
      kind="social_media"
      noun="Social Post"
      description="A post sized for the platform you choose, counted the way that platform counts it."
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
        placeholder="e.g. Launching my new podcast episode"
        maxLength={300}
        required
        {...register('topic')}
      />
      <Controller
        control={control}
        name="platform"
        render={({ field }) => (
          <SelectField label="Platform" name={field.name} value={field.value} options={OPTIONS.socialPlatforms} onValueChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <Controller
        control={control}
        name="tone"
        render={({ field }) => (
          <SelectField label="Tone" name={field.name} value={field.value} options={OPTIONS.socialTones} onValueChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <Controller
        control={control}
        name="include_hashtags"
        render={({ field }) => (
          <CheckboxField
            label="Include hashtags"
            className="sm:col-span-2"
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      <TemplatePicker kind="social_media" value={template} onChange={setTemplate} disabled={busy} className="sm:col-span-2" />
    </GeneratorForm>
  );
}
