import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  PUBLISH_PLATFORMS,
  PUBLISH_RULES,
  PublishRequest,
  type ConnectedAccount,
  type PublishPlatform,
  type PublishResponse,
} from '../../../../contract/social';
import { findSlots, unfilledSlotsMessage } from '../../../../contract/slots';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-error';
import { libraryItemPath, paths, postPath } from '../../../lib/paths';
import { usePublishPost } from '../api/publish-post';
import { useFollowedResults } from '../use-followed-results';
import { checkPost } from '../../../lib/posts/post-check';
import { refusalOf } from '../../../lib/posts/post-refusal';
import { PUBLISH_MESSAGES } from '../publish-messages';
import { useCreatePost } from '../../../lib/posts/api/create-post';
import type { Post } from '../../../../contract/posts';
import { WhenPicker } from '../../../components/when-picker/when-picker';
import { useWhen } from '../../../components/when-picker/use-when';
import { ScheduledResult } from './scheduled-result';
import { PublishFooter } from './publish-footer';
import { useMediaAttachment } from '../../../lib/media/use-media-attachment';
import { usePostLength } from '../../../lib/posts/use-post-length';
import { MediaAttach } from '../../../components/media-attach';
import { PlatformPicker } from '../../../components/platform-picker';
import { PostPreview } from './post-preview';
import { PublishResults } from './publish-results';

/** The connected accounts as the page has them (read when the modal opens). */
export type AccountsState = {
  data: ConnectedAccount[] | undefined;
  loading: boolean;
  /** docs/product/errors.md#publishing's message for a failed read. */
  error: string | null;
  retry: () => void;
};

type PublishModalProps = {
  content: string;
  /** The history item published, recorded with each publication. */
  contentId: string | null;
  accounts: AccountsState;
  onClose: () => void;
  /** After a publish: an account's status may have changed (a platform revoked the access). */
  onPublished: () => void;
};

const linkStyles = 'rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/**
 * docs/product/screens.md#dashboard's publish modal: the connected platforms to choose from (the others link to connect them),
 * a preview for each chosen one with its length against its limit and what will happen to it, an image
 * or video with its upload progress, the thread option for a long X post, docs/product/validation.md#publishing's checks
 * (Publish stays off, saying why, while a chosen platform's rules fail, or while the text holds a fill-in slot), then the result on each platform:
 * those still publishing are followed on the post until they end; 'Published to {n}/{total} platforms
 * successfully!' once at least one took it, an error when none did.
 */
export function PublishModal({ content, contentId, accounts, onClose, onPublished }: PublishModalProps) {
  const [selected, setSelected] = useState<ReadonlySet<PublishPlatform>>(new Set());
  const [thread, setThread] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Partial<Record<PublishPlatform, string>> | null>(null);
  const [response, setResponse] = useState<PublishResponse | null>(null);
  const [scheduled, setScheduled] = useState<Post | null>(null);
  const media = useMediaAttachment();
  const publish = usePublishPost();
  const create = useCreatePost();
  const lengthOf = usePostLength();

  // Platforms still publishing when the answer came are followed on the post until they end.
  const { results, pending, restart } = useFollowedResults(response, onPublished);

  const connected = (accounts.data ?? []).filter((account) => account.status === 'connected');
  const chosen = PUBLISH_PLATFORMS.filter((platform) => selected.has(platform) && connected.some((account) => account.platform === platform));
  const mediaKind = media.attachment?.media?.kind ?? null;
  const xOver = chosen.includes('twitter') && (lengthOf('twitter', content) ?? 0) > PUBLISH_RULES.twitter.maxLength;
  const when = useWhen({ platforms: chosen });
  const busy = publish.isPending || create.isPending;
  // Fill-in slots left in the text (docs/product/posts.md#fill-in-slots): nothing is sent until they are filled.
  const slots = findSlots(content);
  const unfilled = slots.length > 0 ? unfilledSlotsMessage(slots) : null;
  const unfilledId = useId();
  // What a chosen platform would refuse, said before anything is sent: Publish stays off until it is fixed.
  const blockers = chosen.flatMap((platform) =>
    checkPost({ platform, length: lengthOf(platform, content), media: mediaKind, thread }).filter((note) => note.tone === 'error'),
  );

  function changeThread(next: boolean) {
    setRefusals(null);
    setThread(next);
  }

  function toggle(platform: PublishPlatform, checked: boolean) {
    setProblem(null);
    setRefusals(null);
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(platform);
      else next.delete(platform);
      return next;
    });
  }

  function submit() {
    setProblem(null);
    setRefusals(null);
    if (chosen.length === 0) {
      setProblem(PUBLISH_MESSAGES.noPlatform);
      return;
    }
    if (content.trim() === '') {
      setProblem(PUBLISH_MESSAGES.noContent);
      return;
    }
    if (unfilled) return;
    const linked = contentId !== null && PublishRequest.shape.content_id.safeParse(contentId).success;
    const mediaIds = media.attachment?.media ? [media.attachment.media.id] : [];
    if (when.value.mode !== 'now') {
      if (when.problem) return;
      // Scheduled or queued: a post made through POST /api/posts, with the same text, media and thread choice.
      create.mutate(
        { text: content, platforms: chosen, media_ids: mediaIds, thread: xOver && thread, ...(linked ? { content_id: contentId } : {}), ...when.body() },
        {
          onSuccess: setScheduled,
          onError: (failure) => {
            setRefusals(refusalOf(failure));
            setProblem(errorMessage(failure, PUBLISH_MESSAGES.scheduleFailed));
          },
        },
      );
      return;
    }
    publish.mutate(
      {
        content,
        platforms: chosen,
        content_type: 'post',
        media_ids: mediaIds,
        thread: xOver && thread,
        ...(linked ? { content_id: contentId } : {}),
      },
      {
        onSuccess: (result) => {
          restart();
          setResponse(result);
          onPublished();
        },
        onError: (failure) => {
          setRefusals(refusalOf(failure));
          setProblem(errorMessage(failure, PUBLISH_MESSAGES.failed));
        },
      },
    );
  }

  /** Back to the form with the platforms that refused the post, to change it and try them again. */
  function retryFailed() {
    setSelected(new Set(results.filter((result) => !result.success && !result.pending).map((result) => result.platform)));
    setResponse(null);
  }

  const failed = !pending && results.some((result) => !result.success);

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title="Publish to Social"
      description="Choose where this draft goes. Each platform's rules are checked before anything is sent."
      size="lg"
      closeLabel="Close"
    >
      {scheduled ? (
        <ScheduledResult post={scheduled} zone={when.zone} onClose={onClose} />
      ) : response ? (
        <div className="space-y-5">
          <PublishResults results={results} total={response.total_platforms} />
          <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end dark:border-gray-800">
            {response.post_id && (
              <Link to={postPath(response.post_id)} className={`${buttonStyles({ variant: 'ghost' })} sm:mr-auto`}>
                Open the post
              </Link>
            )}
            {failed && (
              <Button variant="secondary" onClick={retryFailed}>
                Edit and try again
              </Button>
            )}
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <div className="space-y-5">
          {unfilled && (
            <div id={unfilledId}>
              <Alert tone="error">
                {unfilled}
                {contentId && (
                  <>
                    {' '}
                    <Link to={libraryItemPath(contentId)} className={linkStyles}>
                      {PUBLISH_MESSAGES.fillInEditor}
                    </Link>
                  </>
                )}
              </Alert>
            </div>
          )}
          {accounts.loading && (
            <div className="flex justify-center py-6">
              <Spinner label="Loading your connected accounts" />
            </div>
          )}
          {accounts.error && (
            <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
              <span>{accounts.error}</span>
              <button type="button" onClick={accounts.retry} className="rounded-md font-semibold underline underline-offset-2 hover:no-underline">
                Try again
              </button>
            </Alert>
          )}
          {accounts.data && (
            <>
              {connected.length === 0 && (
                <Alert tone="info">
                  {'No account is connected yet. '}
                  <Link to={paths.socialAccounts} className={linkStyles}>
                    Connect one on Social Accounts
                  </Link>
                  {', then publish from here.'}
                </Alert>
              )}
              <PlatformPicker accounts={accounts.data} selected={selected} onToggle={toggle} disabled={busy} />
              {chosen.length > 0 && (
                <div className="space-y-3">
                  <h3 className="text-sm font-semibold text-gray-900 dark:text-white">Preview</h3>
                  {chosen.map((platform) => (
                    <PostPreview
                      key={platform}
                      platform={platform}
                      text={content}
                      length={lengthOf(platform, content)}
                      media={mediaKind}
                      thread={thread}
                      onThreadChange={changeThread}
                      disabled={busy}
                      refusal={refusals?.[platform] ?? null}
                    />
                  ))}
                </div>
              )}
              {(chosen.length > 0 || media.attachment) && (
                <MediaAttach
                  platforms={chosen}
                  attachment={media.attachment}
                  onAttach={(file) => {
                    setRefusals(null);
                    media.attach(file);
                  }}
                  onRemove={() => {
                    setRefusals(null);
                    media.remove();
                  }}
                  disabled={busy}
                />
              )}
              {connected.length > 0 && <WhenPicker {...when.pickerProps} disabled={busy} />}
            </>
          )}

          {problem && (
            <p role="alert" className="flex items-center gap-1.5 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200">
              {problem}
            </p>
          )}

          <PublishFooter
            mode={when.value.mode}
            busy={busy}
            uploading={media.uploading}
            blockers={blockers.map((note) => note.text)}
            whenProblem={when.problem}
            waiting={!accounts.data}
            heldBy={unfilled ? unfilledId : null}
            onCancel={onClose}
            onSubmit={submit}
          />
        </div>
      )}
    </Modal>
  );
}
