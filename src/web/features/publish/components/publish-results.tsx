import { PUBLISH_PLATFORM_LABELS, type PublishResponse } from '../../../../contract/social';
import { Alert } from '../../../components/alert';
import { Badge } from '../../../components/badge';
import { Icon } from '../../../components/icon';
import { PlatformMark } from '../../../components/platform-mark';
import { PUBLISH_MESSAGES } from '../publish-messages';

/** A link to follow: only web addresses (a platform's answer is not trusted to be one). */
function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A demo post's page is Inkwell's own (/publications/{id}): opened at the address the creator is signed in
 * at, whatever address the server names (its configured one may be another name for this machine).
 */
function postUrl(result: PublishResponse['results'][number]): string | null {
  const url = safeUrl(result.url);
  if (!url || !result.demo_mode) return url;
  const post = new URL(url);
  return new URL(`${post.pathname}${post.search}`, window.location.origin).href;
}

/** The outcome on each platform (docs/product/errors.md#publishing 'Published to {n}/{total} platforms successfully!'), with a link to each post. */
export function PublishResults({ response }: { response: PublishResponse }) {
  const { successful_publications: successful, total_platforms: total } = response;
  return (
    <div className="space-y-4">
      <Alert tone={successful === total ? 'success' : successful === 0 ? 'error' : 'info'}>
        <p className="font-medium">{PUBLISH_MESSAGES.published(successful, total)}</p>
      </Alert>
      <ul aria-label="Results by platform" className="space-y-2">
        {response.results.map((result) => {
          const label = PUBLISH_PLATFORM_LABELS[result.platform];
          const url = postUrl(result);
          return (
            <li key={result.platform} className="flex items-start gap-3 rounded-xl border border-gray-200 p-3 dark:border-gray-700">
              <PlatformMark platform={result.platform} className="size-8! rounded-lg! text-sm!" />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900 dark:text-white">
                  {label}
                  {result.success ? <Badge tone="success">Published</Badge> : <Badge tone="warning">Not published</Badge>}
                  {result.demo_mode && <Badge tone="brand">Demo Mode</Badge>}
                </p>
                {result.success && result.demo_mode && (
                  <p className="text-xs text-gray-600 dark:text-gray-400">Recorded in Inkwell; nothing was sent to {label}.</p>
                )}
                {!result.success && <p className="text-sm text-red-700 dark:text-red-300">{result.error ?? `${label} did not take the post.`}</p>}
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
