import { useState } from 'react';
import { splitCommaList, type NewsletterRequest } from '../../../../contract/content';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { OPTIONS } from '../generator-options';
import { GeneratorForm } from './generator-form';

type NewsletterFormProps = { busy: boolean; pending: boolean; onGenerate: (request: NewsletterRequest) => void };

/** SPEC §3 and §5: topic, target audience, sections (comma-separated), tone (professional). */
export function NewsletterForm({ busy, pending, onGenerate }: NewsletterFormProps) {
  const [topic, setTopic] = useState('');
  const [audience, setAudience] = useState('');
  const [sections, setSections] = useState('');
  const [tone, setTone] = useState<NewsletterRequest['tone']>('professional');

  return (
    <GeneratorForm
      noun="Newsletter"
      description="A ready-to-send issue with a subject line, an opening and the sections you list."
      busy={busy}
      pending={pending}
      topic={topic}
      onSubmit={() =>
        onGenerate({ topic: topic.trim(), target_audience: audience.trim(), sections: splitCommaList(sections), tone })
      }
    >
      <TextField
        label="Topic"
        className="sm:col-span-2"
        placeholder="e.g. This month in indie game development"
        maxLength={300}
        required
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
      />
      <TextField
        label="Sections"
        className="sm:col-span-2"
        placeholder="e.g. Highlights, Tips, Community picks"
        hint="Separate sections with commas."
        value={sections}
        onChange={(event) => setSections(event.target.value)}
      />
      <TextField
        label="Target Audience"
        placeholder="e.g. Indie developers"
        maxLength={200}
        value={audience}
        onChange={(event) => setAudience(event.target.value)}
      />
      <SelectField label="Tone" value={tone} options={OPTIONS.newsletterTones} onValueChange={setTone} />
    </GeneratorForm>
  );
}
