import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { VideoScriptRequest } from '../../../../contract/content';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formError } from '../../../lib/form-error';
import { OPTIONS } from '../generator-options';
import { useSourceTopic } from '../use-source-topic';
import { withTemplate } from '../template-choice';
import { GeneratorForm, type GeneratorFormSourceProps } from './generator-form';
import { TemplatePicker } from './template-picker';

/** The contract's request with every field present (the form always holds a value for each), but the source: that comes attached. */
const VideoScriptFields = VideoScriptRequest.omit({ source: true, template: true }).required();

type VideoScriptFormProps = GeneratorFormSourceProps & { busy: boolean; pending: boolean; onGenerate: (request: VideoScriptRequest) => void };

/** SPEC §3 and §5: topic, platform (youtube), target audience, tone (engaging), duration (medium). */
export function VideoScriptForm({ busy, pending, onGenerate, source, onRemoveSource }: VideoScriptFormProps) {
  // Not raw: the schema's output (topic and audience trimmed) is the request sent.
  const { register, control, handleSubmit, formState, getValues, setValue, setFocus } = useForm<z.input<typeof VideoScriptFields>, unknown, VideoScriptRequest>({
    resolver: zodResolver(VideoScriptFields),
    defaultValues: { topic: '', platform: 'youtube', target_audience: '', tone: 'engaging', duration: 'medium' },
  });
  const topic = useWatch({ control, name: 'topic' });
  useSourceTopic(source, { get: () => getValues('topic'), set: (title) => setValue('topic', title), focus: () => setFocus('topic') });
  // The template is chosen apart from the fields: none (the kind's standard one) sends no template.
  const [template, setTemplate] = useState<string | null>(null);

  return (
    <GeneratorForm
      kind="video_script"
      noun="Video Script"
      description="A script with a hook, talking points and a call to action, timed to the length you pick."
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
        placeholder="e.g. Five habits that made me a better photographer"
        maxLength={300}
        required
        {...register('topic')}
      />
      <Controller
        control={control}
        name="platform"
        render={({ field }) => (
          <SelectField label="Platform" name={field.name} value={field.value} options={OPTIONS.videoPlatforms} onValueChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <Controller
        control={control}
        name="duration"
        render={({ field }) => (
          <SelectField label="Duration" name={field.name} value={field.value} options={OPTIONS.durations} onValueChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <TextField label="Target Audience" placeholder="e.g. Beginner photographers" maxLength={200} {...register('target_audience')} />
      <Controller
        control={control}
        name="tone"
        render={({ field }) => (
          <SelectField label="Tone" name={field.name} value={field.value} options={OPTIONS.videoTones} onValueChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <TemplatePicker kind="video_script" value={template} onChange={setTemplate} disabled={busy} className="sm:col-span-2" />
    </GeneratorForm>
  );
}
