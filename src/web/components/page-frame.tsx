import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { PageTitle } from './page-title';

/**
 * How wide a signed-in page is: `wide` for pages of side-by-side panels (dashboard, analytics), `standard`
 * for lists and settings, `narrow` for one item (a post).
 */
export type PageWidth = 'wide' | 'standard' | 'narrow';

const WIDTHS: Record<PageWidth, string> = {
  wide: 'max-w-7xl',
  standard: 'max-w-5xl',
  narrow: 'max-w-3xl',
};

export interface PageFrameProps {
  /** The page's heading; also the document title unless `documentTitle` is given. */
  title: ReactNode;
  documentTitle?: string;
  /** One sentence under the heading: what the page is for, or what it shows now. */
  description?: ReactNode;
  /** Buttons or links on the heading's line (they wrap under it on a phone). */
  actions?: ReactNode;
  /** A link back, above the heading, where the page is reached from another (e.g. Back to Dashboard). */
  back?: { to: string; label: string };
  width?: PageWidth;
  /** The heading's id, for sections that are labelled by it. */
  headingId?: string;
  children: ReactNode;
}

/**
 * The one frame of every signed-in page: the same width steps, padding, heading size, description and
 * actions row, so pages do not differ from each other by accident.
 */
export function PageFrame({ title, documentTitle, description, actions, back, width = 'standard', headingId, children }: PageFrameProps) {
  const docTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  return (
    <div className={`mx-auto w-full ${WIDTHS[width]} space-y-6 px-4 py-8 sm:space-y-8 sm:px-6 sm:py-10 lg:px-8`}>
      {docTitle && <PageTitle>{docTitle}</PageTitle>}
      <div className="space-y-3">
        {back && <BackLink to={back.to}>{back.label}</BackLink>}
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 id={headingId} className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl dark:text-white">
              {title}
            </h1>
            {description && <div className="mt-1 text-gray-600 dark:text-gray-400">{description}</div>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
        </div>
      </div>
      {children}
    </div>
  );
}
