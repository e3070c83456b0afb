import { useState, type FormEvent } from 'react';
import { CONTENT_KINDS, SUMMARY_KIND } from '../../../../contract/content';
import { HUMANIZE_MAX_CHARS, type HumanizeContentType, type HumanizeMode, type HumanizeRequestInput } from '../../../../contract/humanize';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/select-field';
import { TextareaField } from '../../../components/textarea-field';
import { Icon } from '../../../components/icon';
import { ModeSelect } from './mode-select';

/** The kinds of text, named as the dashboard's tabs name them. */
const CONTENT_TYPE_OPTIONS: readonly { value: HumanizeContentType; label: string }[] = [
  ...CONTENT_KINDS.map((kind) => ({ value: kind.id, label: kind.tabLabel })),
  { value: SUMMARY_KIND.id, label: SUMMARY_KIND.tabLabel },
];

type OwnTextFormProps = {
  busy: boolean;
  onHumanize: (request: HumanizeRequestInput) => void;
};

/** "Humanize your own text": an empty editor to paste into, the kind of text and the mode. */
export function OwnTextForm({ busy, onHumanize }: OwnTextFormProps) {
  const [text, setText] = useState('');
  const [contentType, setContentType] = useState<HumanizeContentType>('blog_post');
  const [mode, setMode] = useState<HumanizeMode>('natural');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return setProblem('Paste or write the text to humanize.');
    if (text.length > HUMANIZE_MAX_CHARS) return setProblem(`The humanizer takes at most ${HUMANIZE_MAX_CHARS.toLocaleString('en-US')} characters at a time. Humanize it in parts.`);
    setProblem(null);
    onHumanize({ text, content_type: contentType, mode });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextareaField
        label="Your text"
        rows={8}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Paste a paragraph, a post, an e-mail…"
        aria-invalid={problem !== null}
        aria-describedby={problem ? 'own-text-problem' : undefined}
      />
      {problem && (
        <p id="own-text-problem" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Kind of text" value={contentType} options={CONTENT_TYPE_OPTIONS} onValueChange={setContentType} />
        <ModeSelect value={mode} onChange={setMode} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          <Icon name="sparkles" className="size-4" />
          Humanize
        </Button>
      </div>
    </form>
  );
}
