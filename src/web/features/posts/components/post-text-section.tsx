import { useEffect, useRef, useState } from 'react';
import type { Post } from '../../../../contract/posts';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SlotText } from '../../../components/slot-text';
import { POST_MESSAGES } from '../post-messages';
import { isPlanned } from './post-time-editor';
import { PostTextEditor } from './post-text-editor';

/**
 * The post's text with its fill-in slots marked; while the post is planned (every platform a draft or
 * scheduled), Edit text opens its texts to change. Once it started or is done, the text is only shown.
 */
export function PostTextSection({ post }: { post: Post }) {
  const planned = isPlanned(post);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const editRow = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);

  // Back from the form, the keyboard is where it was: on Edit text.
  useEffect(() => {
    if (wasEditing.current && !editing) editRow.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <section aria-label="Text" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900">
      {editing && planned ? (
        <PostTextEditor
          post={post}
          onCancel={() => setEditing(false)}
          onSaved={(message) => {
            setSaved(message);
            setEditing(false);
          }}
        />
      ) : (
        <div className="space-y-3">
          {planned && (
            <div ref={editRow} className="flex justify-end">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setSaved(null);
                  setEditing(true);
                }}
              >
                {POST_MESSAGES.editText}
              </Button>
            </div>
          )}
          <p className="text-[0.9375rem] leading-7 break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200">
            <SlotText text={post.text} />
          </p>
          {saved && <Alert tone="success">{saved}</Alert>}
        </div>
      )}
    </section>
  );
}
