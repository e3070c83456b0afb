import { Link, Navigate, useParams } from 'react-router';
import { PUBLISH_PLATFORM_LABELS, type Publication } from '../../contract/social';
import { Alert } from '../components/alert';
import { Badge } from '../components/badge';
import { Icon } from '../components/icon';
import { PageFrame } from '../components/page-frame';
import { PlatformMark } from '../components/platform-mark';
import { Spinner } from '../components/spinner';
import { usePublication } from '../features/social/api/get-publication';
import { socialErrorMessage } from '../features/social/social-messages';
import { ApiError } from '../lib/api-error';
import { formatDateTime } from '../lib/format-date';
import { paths, postPath } from '../lib/paths';

/** The page's heading, which also names the post's article. */
const HEADING_ID = 'publication-heading';

const linkStyles = 'rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/** A link to the post on the platform; none for a demo post (its address is this page) or when the platform gave none. */
function platformUrl(publication: Publication): string | null {
  if (publication.demo_mode || !publication.url) return null;
  try {
    const url = new URL(publication.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The post's account, time and state, under the page's heading. */
function PublicationMeta({ publication }: { publication: Publication }) {
  return (
    <div className="flex items-start gap-4">
      <PlatformMark platform={publication.platform} className="size-12! text-lg!" />
      <div className="min-w-0">
        <p className="text-sm text-gray-600 dark:text-gray-400">
          <span className="font-medium break-all text-gray-900 dark:text-white">{`@${publication.username}`}</span>
          {' · '}
          <time dateTime={publication.created_at}>{formatDateTime(publication.created_at)}</time>
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {publication.status === 'published' ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Not published</Badge>}
          {publication.demo_mode && <Badge tone="brand">Demo Mode</Badge>}
        </div>
      </div>
    </div>
  );
}

function PublicationView({ publication }: { publication: Publication }) {
  const label = PUBLISH_PLATFORM_LABELS[publication.platform];
  const external = platformUrl(publication);
  return (
    <article aria-labelledby={HEADING_ID} className="space-y-5">
      <PublicationMeta publication={publication} />

      {publication.demo_mode && <Alert tone="info">{`Demo Mode — recorded in Inkwell; nothing was sent to ${label}`}</Alert>}
      {publication.status === 'failed' && (
        <Alert tone="error">{publication.error ? `${label} refused the post: ${publication.error}` : `${label} refused the post.`}</Alert>
      )}

      <div className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900">
        <p className="text-[0.9375rem] leading-7 break-words whitespace-pre-wrap text-gray-800 dark:text-gray-200">{publication.content}</p>
      </div>

      {external && (
        <a href={external} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${linkStyles}`}>
          {`View on ${label}`}
          <Icon name="arrow-right" className="size-4" />
        </a>
      )}
      {publication.post_id && (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          <Link to={postPath(publication.post_id)} className={linkStyles}>
            Open the post
          </Link>
          {': every platform it went to, and what needs doing.'}
        </p>
      )}
    </article>
  );
}

/**
 * A demo post stands in for its platform's page: "View post" shows it here, as recorded, since nothing was
 * sent to the platform. Any other publication is one platform of a post, shown on the post's page.
 */
function isDemoView(publication: Publication): boolean {
  return publication.demo_mode && publication.status === 'published';
}

/**
 * A publication as Inkwell recorded it: a published demo post is viewed here; every other one goes on to
 * its post's page (/posts/{id}), which has its state, its link and what to do about it.
 */
export function PublicationPage() {
  const { id = '' } = useParams();
  const publication = usePublication(id);
  const postId = publication.data?.post_id;
  if (publication.data && postId && !isDemoView(publication.data)) return <Navigate to={postPath(postId)} replace />;
  const notFound = publication.error instanceof ApiError && publication.error.status === 404;
  const title = publication.data ? `${PUBLISH_PLATFORM_LABELS[publication.data.platform]} post` : notFound ? 'Post not found' : 'Post';

  return (
    <PageFrame title={title} headingId={HEADING_ID} width="narrow" back={{ to: paths.dashboard, label: 'Back to Dashboard' }}>
      {publication.isPending && (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the post" />
        </div>
      )}
      {publication.isError && (
        <Alert tone="error">
          {notFound
            ? 'There is no post here, or it belongs to another account.'
            : socialErrorMessage(publication.error, () => 'Failed to load the post. Please try again.')}
        </Alert>
      )}
      {publication.data && <PublicationView publication={publication.data} />}
      <p className="text-sm text-gray-600 dark:text-gray-400">
        <Link to={paths.socialAccounts} className={linkStyles}>
          Your social accounts
        </Link>
      </p>
    </PageFrame>
  );
}
