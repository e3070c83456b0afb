import { useState } from 'react';
import { BLOG_WORDS, splitCommaList, type BlogPostRequest } from '../../../../contract/content';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { OPTIONS } from '../generator-options';
import { GeneratorForm } from './generator-form';

type BlogPostFormProps = { busy: boolean; pending: boolean; onGenerate: (request: BlogPostRequest) => void };

const numberFormat = new Intl.NumberFormat('en-US');

/** SPEC §3 and §5: topic, keywords (comma-separated), target audience, word count (300–5000, 1000), tone (professional). */
export function BlogPostForm({ busy, pending, onGenerate }: BlogPostFormProps) {
  const [topic, setTopic] = useState('');
  const [keywords, setKeywords] = useState('');
  const [audience, setAudience] = useState('');
  const [wordCount, setWordCount] = useState(String(BLOG_WORDS.default));
  const [tone, setTone] = useState<BlogPostRequest['tone']>('professional');

  return (
    <GeneratorForm
      noun="Blog Post"
      description="An SEO-friendly article with a title, headings and a conclusion, built around your keywords."
      busy={busy}
      pending={pending}
      topic={topic}
      onSubmit={() =>
        onGenerate({
          topic: topic.trim(),
          target_keywords: splitCommaList(keywords),
          target_audience: audience.trim(),
          word_count: Number(wordCount),
          tone,
        })
      }
    >
      <TextField
        label="Topic"
        className="sm:col-span-2"
        placeholder="e.g. How to plan a content calendar"
        maxLength={300}
        required
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
      />
      <TextField
        label="Target Keywords"
        className="sm:col-span-2"
        placeholder="e.g. content calendar, editorial planning"
        hint="Separate keywords with commas."
        value={keywords}
        onChange={(event) => setKeywords(event.target.value)}
      />
      <TextField
        label="Target Audience"
        placeholder="e.g. Small business owners"
        maxLength={200}
        value={audience}
        onChange={(event) => setAudience(event.target.value)}
      />
      <TextField
        label="Word Count"
        type="number"
        inputMode="numeric"
        min={BLOG_WORDS.min}
        max={BLOG_WORDS.max}
        step={1}
        required
        hint={`${numberFormat.format(BLOG_WORDS.min)} to ${numberFormat.format(BLOG_WORDS.max)} words.`}
        value={wordCount}
        onChange={(event) => setWordCount(event.target.value)}
      />
      <SelectField label="Tone" value={tone} options={OPTIONS.blogTones} onValueChange={setTone} />
    </GeneratorForm>
  );
}
