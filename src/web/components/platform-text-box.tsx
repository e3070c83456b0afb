import { useEffect, useId, useRef } from 'react';
import { MAX_THREAD_PARTS } from '../../contract/posts';
import { PUBLISH_PLATFORM_LABELS } from '../../contract/social';
import type { BoxCheck } from '../lib/posts/box-checks';
import { BOX_MESSAGES } from '../lib/posts/box-messages';
import { hashtagsIn, takesThread, withPostAdded, withPostRemoved, type PlatformBox } from '../lib/posts/platform-box';
import { youtubeTitle } from '../lib/posts/post-check';
import { refusalText } from '../lib/posts/post-refusal';
import { Button } from './button';
import { CountedTextarea } from './counted-textarea';
import { PlatformMark } from './platform-mark';

type PlatformTextBoxProps = {
  box: PlatformBox;
  check: BoxCheck;
  onChange: (posts: string[]) => void;
  /** "Prepare again": the text made again from the piece (Prepare for social); no button without it. */
  onPrepareAgain?: () => void;
  preparingAgain?: boolean;
  /** The server's reason for refusing this platform's text (a 422 PostRefusal), until the text changes. */
  refusal: string | null;
  disabled: boolean;
};

const noteStyles = { error: 'text-red-700 dark:text-red-300', info: 'text-gray-700 dark:text-gray-300' };

/**
 * One platform's own text, editable: a textarea (X as a thread: one per post, posts added and
 * removed) with its counter and checks, the hashtags it holds, YouTube's title line, and (when offered)
 * the text made again from the piece on request.
 */
export function PlatformTextBox({ box, check, onChange, onPrepareAgain, preparingAgain = false, refusal, disabled }: PlatformTextBoxProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const notesId = `${id}-notes`;
  const refusalId = `${id}-refusal`;
  const { platform, posts } = box;
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const thread = takesThread(platform);
  const hashtags = hashtagsIn(posts.join('\n'));
  const describedBy = [check.notes.length > 0 ? notesId : null, refusal ? refusalId : null].filter(Boolean).join(' ') || undefined;

  // After a post is added or removed, the keyboard goes on from the post added or the one before the removed one.
  const sectionRef = useRef<HTMLElement>(null);
  const focusPost = useRef<number | null>(null);
  useEffect(() => {
    if (focusPost.current === null) return;
    sectionRef.current?.querySelectorAll('textarea')[focusPost.current]?.focus();
    focusPost.current = null;
  });

  function change(index: number, value: string) {
    onChange(posts.map((post, i) => (i === index ? value : post)));
  }

  function add() {
    onChange(withPostAdded(posts));
    focusPost.current = posts.length;
  }

  function remove(index: number) {
    onChange(withPostRemoved(posts, index));
    focusPost.current = Math.max(0, index - 1);
  }

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="space-y-3 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-gray-900 dark:text-white">
          <PlatformMark platform={platform} className="size-6! rounded-md! text-xs!" />
          {label}
        </h3>
        {onPrepareAgain && (
          <Button variant="ghost" size="sm" onClick={onPrepareAgain} disabled={disabled || preparingAgain} busy={preparingAgain}>
            {preparingAgain ? BOX_MESSAGES.preparingAgain : BOX_MESSAGES.prepareAgain}
            <span className="sr-only">{` (${label})`}</span>
          </Button>
        )}
      </div>

      {platform === 'youtube' && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          <span className="font-semibold text-gray-900 dark:text-white">{`${BOX_MESSAGES.youtubeTitle} `}</span>
          <span className="break-words">{youtubeTitle(posts[0] ?? '')}</span>
        </p>
      )}

      <ol className="space-y-4">
        {posts.map((post, index) => (
          // A post's place is its identity: removing one renumbers those after it.
          <li key={index}>
            <CountedTextarea
              check={check.posts[index]!}
              value={post}
              onChange={(value) => change(index, value)}
              describedBy={describedBy}
              disabled={disabled}
              rows={posts.length > 1 ? 3 : platform === 'twitter' ? 5 : 9}
              action={
                posts.length > 1 ? (
                  <Button variant="ghost" size="sm" onClick={() => remove(index)} disabled={disabled}>
                    {BOX_MESSAGES.removePost(index + 1)}
                  </Button>
                ) : undefined
              }
            />
          </li>
        ))}
      </ol>

      {thread && (
        <Button variant="secondary" size="sm" onClick={add} disabled={disabled || posts.length >= MAX_THREAD_PARTS}>
          {BOX_MESSAGES.addPost}
        </Button>
      )}

      <p className="text-sm text-gray-700 dark:text-gray-300">
        {hashtags.length > 0 ? (
          <>
            <span className="font-semibold text-gray-900 dark:text-white">{`${BOX_MESSAGES.hashtags} `}</span>
            <span className="break-words">{hashtags.join(' ')}</span>
          </>
        ) : (
          BOX_MESSAGES.noHashtags
        )}
      </p>

      {check.notes.length > 0 && (
        <ul id={notesId} className="space-y-1 text-sm">
          {check.notes.map((note) => (
            <li key={note.text} className={noteStyles[note.tone]}>
              {note.text}
            </li>
          ))}
        </ul>
      )}
      {refusal && (
        <p id={refusalId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {refusalText(refusal)}
        </p>
      )}
    </section>
  );
}
