import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { DeletePostResponse } from '../../contract/posts';
import type { PublishPlatform } from '../../contract/social';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { PageFrame } from '../components/page-frame';
import { Spinner } from '../components/spinner';
import { useDeletePost } from '../features/posts/api/delete-post';
import { DeletePostDialog } from '../features/posts/components/delete-post-dialog';
import { PostView } from '../features/posts/components/post-view';
import { POST_MESSAGES } from '../features/posts/post-messages';
import { usePostActions } from '../features/posts/use-post-actions';
import { LinkedText } from '../features/social/components/linked-text';
import { NoticeAlert } from '../features/social/components/notice-alert';
import { useAccountActions } from '../features/social/use-account-actions';
import { ApiError, errorMessage } from '../lib/api-error';
import { useAuth } from '../lib/auth/use-auth';
import { creatorZone } from '../lib/schedule/zone-time';
import { useAccounts } from '../lib/social/api/get-accounts';
import { paths } from '../lib/paths';
import { postQueryKey, usePost } from '../lib/posts/api/get-post';
import { rememberPostToReturnTo } from '../lib/posts/reconnect-return';

const HEADING_ID = 'post-heading';

/**
 * docs/product/screens.md#post: one post and each platform it goes to, followed live while it is
 * published; Retry, Reconnect and the answer for a lost outcome on the platform that needs it; Delete.
 * Times in the creator's zone; a planned post's time changed or taken away (issue 27); a missed
 * platform published now; a scheduled one whose account must be reconnected said before its time.
 */
export function PostPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState<DeletePostResponse | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const post = usePost(id, { enabled: deleted === null });
  const actions = usePostActions(id);
  const accounts = useAccountActions();
  const deletePost = useDeletePost();
  const { user } = useAuth();
  // Times in the creator's zone; the accounts only matter for a platform still to publish (reconnect first?).
  const zone = creatorZone(user?.timezone);
  const accountList = useAccounts({ enabled: post.data?.targets.some((target) => target.state === 'scheduled') ?? false });

  const notFound = post.error instanceof ApiError && post.error.status === 404;
  const title = deleted ? POST_MESSAGES.deleted : notFound ? 'Post not found' : 'Post';

  function reconnect(platform: PublishPlatform) {
    rememberPostToReturnTo(platform, id);
    accounts.connect(platform);
  }

  function confirmDelete() {
    setDeleteError(null);
    deletePost.mutate(id, {
      onSuccess: (answer) => {
        // Together, so that the page no longer follows a post that is gone before the next render.
        setDeleted(answer);
        setConfirming(false);
        queryClient.removeQueries({ queryKey: postQueryKey(id) });
      },
      onError: (failure) => setDeleteError(errorMessage(failure, POST_MESSAGES.deleteFailed)),
    });
  }

  return (
    <>
      <PageFrame
        title={title}
        headingId={HEADING_ID}
        width="narrow"
        back={{ to: paths.dashboard, label: 'Back to Dashboard' }}
        actions={
          post.data && !deleted ? (
            <Button
              variant="secondary"
              onClick={() => {
                setDeleteError(null);
                setConfirming(true);
              }}
            >
              Delete post
            </Button>
          ) : undefined
        }
      >
        {deleted && <Alert tone="success">{deleted.message}</Alert>}
        {!deleted && post.isPending && (
          <div className="flex justify-center py-10">
            <Spinner label="Loading the post" />
          </div>
        )}
        {!deleted && post.isError && !post.data && (
          <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{notFound ? POST_MESSAGES.notFound : errorMessage(post.error, POST_MESSAGES.loadFailed)}</span>
            {!notFound && (
              <button type="button" onClick={() => void post.refetch()} className="rounded-md font-semibold underline underline-offset-2 hover:no-underline">
                Try again
              </button>
            )}
          </Alert>
        )}
        {!deleted && actions.problem && (
          <NoticeAlert tone="error" onDismiss={actions.dismissProblem}>
            {actions.problem}
          </NoticeAlert>
        )}
        {!deleted && accounts.notice && (
          <NoticeAlert tone={accounts.notice.tone} onDismiss={accounts.dismissNotice}>
            <LinkedText text={accounts.notice.text} />
          </NoticeAlert>
        )}
        {!deleted && post.data && (
          <PostView
            post={post.data}
            zone={zone}
            accounts={accountList.data}
            actions={{
              retrying: actions.retrying,
              resolving: actions.resolving,
              reconnecting: accounts.connecting,
              onRetry: actions.retry,
              onResolve: actions.resolve,
              onReconnect: reconnect,
            }}
          />
        )}
      </PageFrame>
      <DeletePostDialog
        open={confirming}
        deleting={deletePost.isPending}
        error={deleteError}
        onKeep={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
