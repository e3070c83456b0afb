import { Link } from 'react-router';
import { METRIC_LABELS, type MetricName, type TopPublication } from '../../../../contract/analytics';
import { PUBLISH_PLATFORM_LABELS } from '../../../../contract/social';
import { Badge } from '../../../components/badge';
import { formatDate } from '../../../lib/format-date';
import { publicationPath } from '../../../lib/paths';
import type { Reason } from '../missing-numbers';
import { DataTable } from './data-table';
import { ReasonState } from './empty-state';
import { MetricValue } from './metric-value';

/** The interactions first (what the posts are ranked by), then reach. */
const COLUMN_METRICS: readonly MetricName[] = ['likes', 'comments', 'shares', 'views', 'impressions'];

const linkStyles = 'rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/** The post's address at its platform, when it is a web address to open. */
function platformUrl(publication: TopPublication): string | null {
  if (publication.demo_mode || publication.removed || !publication.url) return null;
  try {
    const url = new URL(publication.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A real post opens at its platform; a demo post (nothing was sent) or a removed one opens in Inkwell. */
function PostLink({ publication }: { publication: TopPublication }) {
  const external = platformUrl(publication);
  if (external) {
    return (
      <a href={external} target="_blank" rel="noopener noreferrer" className={linkStyles}>
        {`View on ${PUBLISH_PLATFORM_LABELS[publication.platform]}`}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={publicationPath(publication.id)} className={linkStyles}>
      View in Inkwell
    </Link>
  );
}

/** The window's best posts by interactions (likes + comments + shares), with every number their platform gave. */
export function TopPublications({ publications, emptyReason }: { publications: TopPublication[]; emptyReason: Reason }) {
  return (
    <section aria-labelledby="top-publications-heading" className="min-w-0 space-y-4">
      <div>
        <h2 id="top-publications-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
          Top publications
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">This window&apos;s posts with the most likes, comments and shares.</p>
      </div>
      {publications.length === 0 ? (
        <ReasonState reason={emptyReason} />
      ) : (
        <DataTable
          caption="Top publications by interactions"
          textHeaders
          columns={[
            { label: 'Post' },
            { label: 'Platform' },
            { label: 'Published' },
            ...COLUMN_METRICS.map((metric) => ({ label: METRIC_LABELS[metric], numeric: true })),
            { label: 'Link' },
          ]}
          rows={publications.map((publication) => ({
            key: publication.id,
            header: (
              <>
                <span className="line-clamp-3">{publication.excerpt}</span>
                {(publication.removed || publication.demo_mode) && (
                  <span className="mt-1 flex flex-wrap gap-1">
                    {publication.removed && <Badge tone="warning">Removed from the platform</Badge>}
                    {publication.demo_mode && <Badge tone="brand">Demo Mode</Badge>}
                  </span>
                )}
              </>
            ),
            cells: [
              PUBLISH_PLATFORM_LABELS[publication.platform],
              <time key="date" dateTime={publication.created_at}>
                {formatDate(publication.created_at)}
              </time>,
              ...COLUMN_METRICS.map((metric) => (
                <MetricValue key={metric} value={publication.engagement[metric]} />
              )),
              <PostLink key="link" publication={publication} />,
            ],
          }))}
        />
      )}
    </section>
  );
}
