/** Every route path of the app, written once (SPEC §2). */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  pricing: '/pricing',
  success: '/success',
  dashboard: '/dashboard',
  subscription: '/subscription',
  socialAccounts: '/social-accounts',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/** The id of the data deletion section on the privacy page, linked from the footer. */
export const DATA_DELETION_ID = 'data-deletion';
