import { useState } from 'react';
import type { VideoScriptRequest } from '../../../../contract/content';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { OPTIONS } from '../generator-options';
import { GeneratorForm } from './generator-form';

type VideoScriptFormProps = { busy: boolean; pending: boolean; onGenerate: (request: VideoScriptRequest) => void };

/** SPEC §3 and §5: topic, platform (youtube), target audience, tone (engaging), duration (medium). */
export function VideoScriptForm({ busy, pending, onGenerate }: VideoScriptFormProps) {
  const [topic, setTopic] = useState('');
  const [platform, setPlatform] = useState<VideoScriptRequest['platform']>('youtube');
  const [audience, setAudience] = useState('');
  const [tone, setTone] = useState<VideoScriptRequest['tone']>('engaging');
  const [duration, setDuration] = useState<VideoScriptRequest['duration']>('medium');

  return (
    <GeneratorForm
      noun="Video Script"
      description="A script with a hook, talking points and a call to action, timed to the length you pick."
      busy={busy}
      pending={pending}
      topic={topic}
      onSubmit={() => onGenerate({ topic: topic.trim(), platform, target_audience: audience.trim(), tone, duration })}
    >
      <TextField
        label="Topic"
        className="sm:col-span-2"
        placeholder="e.g. Five habits that made me a better photographer"
        maxLength={300}
        required
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
      />
      <SelectField label="Platform" value={platform} options={OPTIONS.videoPlatforms} onValueChange={setPlatform} />
      <SelectField label="Duration" value={duration} options={OPTIONS.durations} onValueChange={setDuration} />
      <TextField
        label="Target Audience"
        placeholder="e.g. Beginner photographers"
        maxLength={200}
        value={audience}
        onChange={(event) => setAudience(event.target.value)}
      />
      <SelectField label="Tone" value={tone} options={OPTIONS.videoTones} onValueChange={setTone} />
    </GeneratorForm>
  );
}
