import { useId, useState } from 'react';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_RULES, type PublishPlatform } from '../../../../contract/social';
import { CheckboxField } from '../../../components/checkbox-field';
import { PlatformMark } from '../../../components/platform-mark';
import { classNames } from '../../../lib/class-names';
import { checkPost, youtubeTitle } from '../../../lib/posts/post-check';
import { refusalText } from '../../../lib/posts/post-refusal';
import { SlotText } from '../../../components/slot-text';

type PostPreviewProps = {
  platform: PublishPlatform;
  text: string;
  /** The text's length as the platform counts it; null while X's counter loads. */
  length: number | null;
  media: 'image' | 'video' | null;
  thread: boolean;
  onThreadChange: (thread: boolean) => void;
  disabled: boolean;
  /** The server's reason for refusing the post on this platform (a 422 PostRefusal), until something changes. */
  refusal?: string | null;
};

const numberFormat = new Intl.NumberFormat('en-US');

/** The post as it will go to one platform: its length against the limit, and what will happen to it (refused, or an X thread). */
export function PostPreview({ platform, text, length, media, thread, onThreadChange, disabled, refusal = null }: PostPreviewProps) {
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const rules = PUBLISH_RULES[platform];
  const over = length !== null && length > rules.maxLength;
  const notes = checkPost({ platform, length, media, thread });
  const headingId = useId();
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  // Five lines or so: more is folded, so that several previews fit the dialog.
  const long = text.split('\n').length > 5 || text.length > 320;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 p-4 dark:border-gray-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-gray-900 dark:text-white">
          <PlatformMark platform={platform} className="size-6! rounded-md! text-xs!" />
          {`${label} preview`}
        </h4>
        {length !== null && (
          <p className={classNames('text-sm tabular-nums', over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-gray-400')}>
            <span className="sr-only">{`Characters used on ${label}:`}</span>
            <span>{`${numberFormat.format(length)} / ${numberFormat.format(rules.maxLength)}`}</span>
          </p>
        )}
      </div>
      {platform === 'youtube' && (
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
          <span className="font-semibold text-gray-800 dark:text-gray-200">Title: </span>
          {youtubeTitle(text) || 'the first line of the text'}
        </p>
      )}
      <div className="mt-2 rounded-lg bg-gray-50 p-3 dark:bg-gray-800/60">
        <div
          id={textId}
          className={classNames('text-sm break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200', long && !expanded && 'line-clamp-5')}
        >
          <SlotText text={text} />
        </div>
      </div>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          {expanded ? 'Show less' : 'Show the whole post'}
        </button>
      )}
      {notes.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm">
          {notes.map((note) => (
            <li key={note.text} className={note.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-gray-700 dark:text-gray-300'}>
              {note.text}
            </li>
          ))}
        </ul>
      )}
      {refusal && <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">{refusalText(refusal)}</p>}
      {over && rules.threads && (
        <CheckboxField
          className="mt-3"
          label="Post as a numbered thread"
          hint={`Splits the text into posts of up to ${rules.maxLength} characters, numbered 1/n, 2/n, …`}
          checked={thread}
          disabled={disabled}
          onChange={(event) => onThreadChange(event.target.checked)}
        />
      )}
    </section>
  );
}
