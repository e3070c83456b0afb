import { PUBLISH_PLATFORM_LABELS, type PublishResult } from '../../../../contract/social';
import { Alert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Icon } from '../../../components/icon';
import { PlatformMark } from '../../../components/platform-mark';
import { postLink } from '../../../lib/posts/post-link';
import { PUBLISH_MESSAGES } from '../publish-messages';

/** "X", "X and LinkedIn", "X, LinkedIn and Facebook". */
function listOf(labels: string[]): string {
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** A link to the post: the platform's page, or a demo post's page in Inkwell, in a new tab either way (the dialog stays). */
function postUrl(result: PublishResult): string | null {
  const link = postLink({ url: result.url, demo: result.demo_mode ?? false });
  if (!link) return null;
  return link.kind === 'platform' ? link.href : new URL(link.path, window.location.origin).href;
}

/**
 * What the results say as a whole: still publishing while any platform is; else SPEC's 'Published to
 * {n}/{total} platforms successfully!' once at least one took the post; and an error when none did.
 */
function Headline({ results, total }: { results: PublishResult[]; total: number }) {
  const pending = results.filter((result) => result.pending).map((result) => PUBLISH_PLATFORM_LABELS[result.platform]);
  const successful = results.filter((result) => result.success).length;
  if (pending.length > 0) {
    return (
      <Alert tone="info">
        <p className="font-medium">{PUBLISH_MESSAGES.stillPublishing(listOf(pending))}</p>
        <p className="mt-1">{PUBLISH_MESSAGES.keepsGoing}</p>
      </Alert>
    );
  }
  if (successful === 0) {
    return (
      <Alert tone="error">
        <p className="font-medium">{PUBLISH_MESSAGES.nothingPublished}</p>
      </Alert>
    );
  }
  return (
    <Alert tone={successful === total ? 'success' : 'info'}>
      <p className="font-medium">{PUBLISH_MESSAGES.published(successful, total)}</p>
    </Alert>
  );
}

function ResultBadge({ result }: { result: PublishResult }) {
  if (result.pending) return <Badge tone="brand">Publishing…</Badge>;
  return result.success ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Not published</Badge>;
}

/** The outcome on each platform (docs/product/errors.md#publishing), with a link to each post; a platform still publishing says so until it ends. */
export function PublishResults({ results, total }: { results: PublishResult[]; total: number }) {
  return (
    <div className="space-y-4">
      <Headline results={results} total={total} />
      <ul aria-label="Results by platform" className="space-y-2">
        {results.map((result) => {
          const label = PUBLISH_PLATFORM_LABELS[result.platform];
          const url = postUrl(result);
          return (
            <li key={result.platform} className="flex items-start gap-3 rounded-xl border border-gray-200 p-3 dark:border-gray-700">
              <PlatformMark platform={result.platform} className="size-8! rounded-lg! text-sm!" />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900 dark:text-white">
                  {label}
                  <ResultBadge result={result} />
                  {result.demo_mode && <Badge tone="brand">Demo Mode</Badge>}
                </p>
                {result.success && result.demo_mode && (
                  <p className="text-xs text-gray-600 dark:text-gray-400">Recorded in Inkwell; nothing was sent to {label}.</p>
                )}
                {!result.success && !result.pending && (
                  <p className="text-sm text-red-700 dark:text-red-300">{result.error ?? `${label} did not take the post.`}</p>
                )}
                {result.success && url && (
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                  >
                    View post
                    <span className="sr-only">{` on ${label} (opens in a new tab)`}</span>
                    <Icon name="arrow-right" className="size-4" />
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
