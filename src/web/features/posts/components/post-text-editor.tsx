import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { UpdatePostRequest, type Post } from '../../../../contract/posts';
import { findSlots } from '../../../../contract/slots';
import { PUBLISH_PLATFORM_LABELS, type PublishPlatform } from '../../../../contract/social';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { CountedTextarea } from '../../../components/counted-textarea';
import { PlatformTextBox } from '../../../components/platform-text-box';
import { SlotsToFill } from '../../../components/slots-to-fill';
import { errorMessage } from '../../../lib/api-error';
import { boxErrors } from '../../../lib/posts/box-checks';
import { refusalOf, refusalText } from '../../../lib/posts/post-refusal';
import { usePostLength } from '../../../lib/posts/use-post-length';
import { useUpdatePostText } from '../api/update-post-text';
import { POST_MESSAGES } from '../post-messages';
import { editOf, nextSlotAcross, ownTextCheck, platformsOnPostText, postTextCheck, updateRequest, type TextEdit } from '../post-text-edit';

type Refusals = Partial<Record<PublishPlatform, string>>;

const platformList = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * Edit text (docs/product/posts.md#changing-a-post): a planned post's own text and each platform's own
 * text (X's thread post by post) in the boxes Prepare for social uses, each against its platform's limit;
 * the fill-in slots left counted with Go to next slot; Save sends only what changed. The server's refusal
 * (409 once it started, 422 for a slot left in a post with a time or a text a platform refuses) is said
 * here and the texts are kept.
 */
export function PostTextEditor({ post, onSaved, onCancel }: { post: Post; onSaved: (message: string) => void; onCancel: () => void }) {
  const [before] = useState(() => editOf(post));
  const [edit, setEdit] = useState<TextEdit>(before);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Refusals>({});
  const update = useUpdatePostText();
  const lengthOf = usePostLength();
  const formRef = useRef<HTMLFormElement>(null);
  const lastField = useRef(0);
  const ids = { usedBy: useId(), refusals: useId(), blocked: useId() };
  const busy = update.isPending;

  const onPostText = platformsOnPostText(post);
  const mainCheck = postTextCheck({ text: edit.text, platforms: onPostText, thread: post.thread, lengthOf });
  const checks = edit.boxes.map((box) => ownTextCheck({ box, lengthOf }));
  const errors = [...mainCheck.notes.filter((note) => note.tone === 'error').map((note) => note.text), ...checks.flatMap(boxErrors)];
  const mainRefusals = onPostText.filter((platform) => refusals[platform]);
  const slots = findSlots([edit.text, ...edit.boxes.flatMap((box) => box.posts)].join('\n')).length;
  const hasTime = post.targets.some((target) => target.state === 'scheduled');

  // The keyboard starts at the post's text, its cursor at the start (Go to next slot goes from there).
  useEffect(() => {
    const first = formRef.current?.querySelector('textarea');
    first?.focus();
    first?.setSelectionRange(0, 0);
  }, []);

  function textareas(): HTMLTextAreaElement[] {
    return [...(formRef.current?.querySelectorAll('textarea') ?? [])];
  }

  function change(next: TextEdit) {
    setRefusals({});
    setEdit(next);
  }

  /** The slot the cursor of the last text typed in is in or the next one, across the texts in order, round to the first. */
  function goToNextSlot() {
    const areas = textareas();
    const field = Math.min(lastField.current, areas.length - 1);
    const target = nextSlotAcross(
      areas.map((area) => area.value),
      { field, cursor: areas[field]?.selectionEnd ?? 0 },
    );
    const area = target ? areas[target.field] : undefined;
    if (!target || !area) return;
    area.focus();
    area.setSelectionRange(target.from, target.to);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setRefusals({});
    const body = updateRequest(before, edit);
    if (!body) {
      onSaved(POST_MESSAGES.nothingChanged);
      return;
    }
    // The contract's own rules first (a thread's length, a text too long for any post).
    const parsed = UpdatePostRequest.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? POST_MESSAGES.textFailed);
      return;
    }
    update.mutate(
      { id: post.id, body },
      {
        onSuccess: () => onSaved(POST_MESSAGES.textSaved),
        onError: (failure) => {
          setRefusals(refusalOf(failure) ?? {});
          setProblem(errorMessage(failure, POST_MESSAGES.textFailed));
        },
      },
    );
  }

  return (
    <form
      ref={formRef}
      aria-label={POST_MESSAGES.editHeading}
      noValidate
      className="space-y-4"
      onSubmit={save}
      onFocus={(event) => {
        if (event.target instanceof HTMLTextAreaElement) lastField.current = Math.max(0, textareas().indexOf(event.target));
      }}
    >
      <div className="space-y-1.5">
        <CountedTextarea
          check={mainCheck}
          value={edit.text}
          onChange={(text) => change({ ...edit, text })}
          describedBy={[ids.usedBy, mainRefusals.length > 0 ? ids.refusals : null].filter(Boolean).join(' ')}
          disabled={busy}
          rows={8}
        />
        <p id={ids.usedBy} className="text-xs text-gray-600 dark:text-gray-400">
          {onPostText.length > 0 ? POST_MESSAGES.postTextFor(platformList.format(onPostText.map((platform) => PUBLISH_PLATFORM_LABELS[platform]))) : POST_MESSAGES.postTextForNone}
        </p>
        {mainRefusals.length > 0 && (
          <ul id={ids.refusals} className="space-y-1 text-sm font-medium text-red-700 dark:text-red-300">
            {mainRefusals.map((platform) => (
              <li key={platform}>{refusalText(refusals[platform] ?? '')}</li>
            ))}
          </ul>
        )}
      </div>

      {edit.boxes.length > 0 && (
        <div className="space-y-3">
          <p className="text-sm font-semibold text-gray-900 dark:text-white">{POST_MESSAGES.ownTextsHeading}</p>
          {edit.boxes.map((box, index) => (
            <PlatformTextBox
              key={box.platform}
              box={box}
              check={checks[index]!}
              onChange={(posts) => change({ ...edit, boxes: edit.boxes.map((other) => (other.platform === box.platform ? { ...other, posts } : other)) })}
              refusal={refusals[box.platform] ?? null}
              disabled={busy}
            />
          ))}
        </div>
      )}

      <SlotsToFill count={slots} help={hasTime ? POST_MESSAGES.slotsHelpScheduled : POST_MESSAGES.slotsHelpDraft} onNextSlot={goToNextSlot} />
      {problem && <Alert tone="error">{problem}</Alert>}
      {errors.length > 0 && (
        <p id={ids.blocked} className="text-sm text-red-700 dark:text-red-300">
          {[POST_MESSAGES.blocked, ...errors].join(' ')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={busy || errors.length > 0} busy={busy} aria-describedby={errors.length > 0 ? ids.blocked : undefined}>
          {busy ? POST_MESSAGES.savingText : POST_MESSAGES.saveText}
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={onCancel}>
          {POST_MESSAGES.cancelEdit}
        </Button>
      </div>
    </form>
  );
}
