import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { BLOG_WORDS, BlogPostRequest } from '../../../../contract/content';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formError } from '../../../lib/form-error';
import { commaListField } from '../comma-list-field';
import { OPTIONS } from '../generator-options';
import { useSourceTopic } from '../use-source-topic';
import { withTemplate } from '../template-choice';
import { GeneratorForm, type GeneratorFormSourceProps } from './generator-form';
import { TemplatePicker } from './template-picker';

/** The contract's request as the form holds it: every field present but the source (that comes attached), the keywords as typed (the count is coerced by the contract). */
const BlogPostFields = BlogPostRequest.omit({ source: true, template: true }).required().extend({
  target_keywords: commaListField(BlogPostRequest.shape.target_keywords),
});

type BlogPostFormProps = GeneratorFormSourceProps & { busy: boolean; pending: boolean; onGenerate: (request: BlogPostRequest) => void };

const numberFormat = new Intl.NumberFormat('en-US');

/** SPEC §3 and §5: topic, keywords (comma-separated), target audience, word count (300–5000, 1000), tone (professional). */
export function BlogPostForm({ busy, pending, onGenerate, source, onRemoveSource }: BlogPostFormProps) {
  // Not raw: the schema's output (trimmed texts, the keyword list, the count as a number) is the request sent.
  const { register, control, handleSubmit, formState, getValues, setValue, setFocus } = useForm<z.input<typeof BlogPostFields>, unknown, BlogPostRequest>({
    resolver: zodResolver(BlogPostFields),
    defaultValues: { topic: '', target_keywords: '', target_audience: '', word_count: String(BLOG_WORDS.default), tone: 'professional' },
  });
  const topic = useWatch({ control, name: 'topic' });
  useSourceTopic(source, { get: () => getValues('topic'), set: (title) => setValue('topic', title), focus: () => setFocus('topic') });
  // The template is chosen apart from the fields: none (the kind's standard one) sends no template.
  const [template, setTemplate] = useState<string | null>(null);

  return (
    <GeneratorForm
      kind="blog_post"
      noun="Blog Post"
      description="An SEO-friendly article with a title, headings and a conclusion, built around your keywords."
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
        placeholder="e.g. How to plan a content calendar"
        maxLength={300}
        required
        {...register('topic')}
      />
      <TextField
        label="Target Keywords"
        className="sm:col-span-2"
        placeholder="e.g. content calendar, editorial planning"
        hint="Separate keywords with commas."
        {...register('target_keywords')}
      />
      <TextField label="Target Audience" placeholder="e.g. Small business owners" maxLength={200} {...register('target_audience')} />
      <TextField
        label="Word Count"
        type="number"
        inputMode="numeric"
        min={BLOG_WORDS.min}
        max={BLOG_WORDS.max}
        step={1}
        required
        hint={`${numberFormat.format(BLOG_WORDS.min)} to ${numberFormat.format(BLOG_WORDS.max)} words.`}
        {...register('word_count')}
      />
      <Controller
        control={control}
        name="tone"
        render={({ field }) => (
          <SelectField label="Tone" name={field.name} value={field.value} options={OPTIONS.blogTones} onValueChange={field.onChange} onBlur={field.onBlur} />
        )}
      />
      <TemplatePicker kind="blog_post" value={template} onChange={setTemplate} disabled={busy} className="sm:col-span-2" />
    </GeneratorForm>
  );
}
