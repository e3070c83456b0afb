/** Every route path of the app, written once (docs/product/screens.md#routes). */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  pricing: '/pricing',
  success: '/success',
  dashboard: '/dashboard',
  /** Every piece the creator made: search, filters, open, duplicate, delete (issue 26). */
  library: '/library',
  /** One piece in the editor, with its versions and "Prepare for social": `libraryItemPath(id)`. */
  libraryItem: '/library/:id',
  /** Scheduled, published and failed posts by month, week or list; the queue's slots (issue 27). */
  calendar: '/calendar',
  subscription: '/subscription',
  socialAccounts: '/social-accounts',
  analytics: '/analytics',
  /** Enterprise API keys and webhooks (issue 14). */
  developers: '/developers',
  /** The creator's brand voices (issue 28). */
  voices: '/settings/voices',
  /** The owner's AI settings: the model drafts are written with (issue 28; owner only). */
  aiSettings: '/settings/ai',
  /** Support requests (issue 14). */
  help: '/help',
  /** Inkwell's consent page for a demo connection (the server's authorization address in demo mode). */
  demoConsent: '/social-accounts/demo-consent',
  /** A publication as Inkwell recorded it: `publicationPath(id)` (a demo post's own view; others go on to their post). */
  publication: '/publications/:id',
  /** A post: each platform's state, link, error and numbers (`postPath(id)`). */
  post: '/posts/:id',
  privacy: '/privacy',
  terms: '/terms',
} as const;

export function publicationPath(id: string): string {
  return paths.publication.replace(':id', encodeURIComponent(id));
}

export function libraryItemPath(id: string): string {
  return paths.libraryItem.replace(':id', encodeURIComponent(id));
}

export function postPath(id: string): string {
  return paths.post.replace(':id', encodeURIComponent(id));
}

/** The id of the data deletion section on the privacy page, linked from the footer. */
export const DATA_DELETION_ID = 'data-deletion';
