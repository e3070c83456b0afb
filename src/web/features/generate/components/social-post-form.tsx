import { useState } from 'react';
import type { SocialPostRequest } from '../../../../contract/content';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { OPTIONS } from '../generator-options';
import { GeneratorForm } from './generator-form';

type SocialPostFormProps = { busy: boolean; pending: boolean; onGenerate: (request: SocialPostRequest) => void };

/** SPEC §3 and §5: topic, platform (twitter), tone (casual), include hashtags (on). */
export function SocialPostForm({ busy, pending, onGenerate }: SocialPostFormProps) {
  const [topic, setTopic] = useState('');
  const [platform, setPlatform] = useState<SocialPostRequest['platform']>('twitter');
  const [tone, setTone] = useState<SocialPostRequest['tone']>('casual');
  const [hashtags, setHashtags] = useState(true);

  return (
    <GeneratorForm
      noun="Social Post"
      description="A post sized for the platform you choose, counted the way that platform counts it."
      busy={busy}
      pending={pending}
      topic={topic}
      onSubmit={() => onGenerate({ topic: topic.trim(), platform, tone, include_hashtags: hashtags })}
    >
      <TextField
        label="Topic"
        className="sm:col-span-2"
        placeholder="e.g. Launching my new podcast episode"
        maxLength={300}
        required
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
      />
      <SelectField label="Platform" value={platform} options={OPTIONS.socialPlatforms} onValueChange={setPlatform} />
      <SelectField label="Tone" value={tone} options={OPTIONS.socialTones} onValueChange={setTone} />
      <CheckboxField
        label="Include hashtags"
        className="sm:col-span-2"
        checked={hashtags}
        onChange={(event) => setHashtags(event.target.checked)}
      />
    </GeneratorForm>
  );
}
