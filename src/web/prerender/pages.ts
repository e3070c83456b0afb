import { paths } from '../lib/paths';

/** How a prerendered page comes alive in the browser (see src/web/boot.ts). */
export type PrerenderMode = 'static' | 'hydrate';

export type PrerenderedPage = {
  path: string;
  /** Written to dist/web/prerendered/<file>. */
  file: string;
  mode: PrerenderMode;
  /** The meta description, also the Open Graph and Twitter description. */
  description: string;
};

/**
 * The public pages written as HTML at build time (scripts/prerender.mjs), rendered signed out by the
 * same components as the app. Each page's <title> is the one its component sets.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  {
    path: paths.home,
    file: 'home.html',
    mode: 'static',
    description:
      'Inkwell is an AI content studio for creators: video scripts, SEO blog posts, social posts, newsletters and summaries, published where your audience is.',
  },
  {
    path: paths.pricing,
    file: 'pricing.html',
    mode: 'hydrate',
    description:
      'Inkwell plans and prices: start free with every content type, upgrade for higher monthly limits and the AI humanizer. Billed monthly in US dollars.',
  },
  {
    path: paths.privacy,
    file: 'privacy.html',
    mode: 'static',
    description: 'How Inkwell collects, uses, keeps and deletes your data, and how to ask for your data to be deleted.',
  },
  {
    path: paths.terms,
    file: 'terms.html',
    mode: 'static',
    description: "Inkwell's terms of service: accounts, plans and billing, acceptable use, uptime, notice of changes and data retention.",
  },
];
