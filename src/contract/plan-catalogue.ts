/**
 * The plan catalogue as plain typed data, with no zod: the public pages import this module so they
 * carry no schema library. src/contract/plans.ts adds the schemas and re-exports everything here.
 */

/** Subscription tiers, lowest first. The order is the upgrade order. */
export const TIERS = ['free', 'basic', 'pro', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

/** The six metered kinds of usage, in the order the dashboard shows them. */
export const USAGE_KINDS = [
  'video_scripts',
  'blog_posts',
  'social_posts',
  'newsletters',
  'summaries',
  'humanizations',
] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

export const USAGE_LABELS: Record<UsageKind, string> = {
  video_scripts: 'Video Scripts',
  blog_posts: 'Blog Posts',
  social_posts: 'Social Posts',
  newsletters: 'Newsletters',
  summaries: 'Summaries',
  humanizations: 'Humanizations',
};

/** A monthly limit; null means unlimited. */
export type Limit = number | null;

export type Plan = {
  id: Tier;
  name: string;
  /** US dollars per month. */
  price: number;
  video_scripts: Limit;
  blog_posts: Limit;
  social_posts: Limit;
  newsletters: Limit;
  summaries: Limit;
  humanizations: Limit;
  social_accounts: Limit;
  /** Minutes of audio and video a month that may be sent to the transcription service (every plan has a cap: it is paid per minute). */
  transcription_minutes: number;
  /** Megabytes of media (images and videos to publish) a creator may keep stored at once. */
  media_storage_mb: number;
  /** Brand voices a creator may keep (docs/product/voices.md); null: no cap. */
  brand_voices: Limit;
  features: string[];
  /** Features the plan lacks, shown with a "Not included" mark rather than a check (e.g. the AI Humanizer on Free). */
  not_included: string[];
  popular: boolean;
  /** An external card-payment link for this plan, when one is configured. */
  payment_link: string | null;
};

type PlanBase = Omit<Plan, 'features' | 'not_included' | 'payment_link'> & { extras: string[] };

/**
 * The catalogue: the pricing page's "actual limits" (docs/product/limits.md#plans).
 * This is the one place a price or a limit is written down.
 */
const CATALOGUE: readonly PlanBase[] = [
  {
    id: 'free', name: 'Free', price: 0,
    video_scripts: 5, blog_posts: 5, social_posts: 5, newsletters: 5, summaries: 5, humanizations: 0,
    social_accounts: 1, transcription_minutes: 30, media_storage_mb: 50, brand_voices: 1, popular: false, extras: [],
  },
  {
    id: 'basic', name: 'Basic', price: 19,
    video_scripts: 50, blog_posts: 50, social_posts: 50, newsletters: 50, summaries: 25, humanizations: 25,
    social_accounts: 3, transcription_minutes: 240, media_storage_mb: 1_024, brand_voices: 3, popular: false, extras: ['Priority Support', 'Advanced Templates'],
  },
  {
    id: 'pro', name: 'Pro', price: 49,
    video_scripts: 200, blog_posts: 200, social_posts: 200, newsletters: 200, summaries: 100, humanizations: 100,
    social_accounts: 10, transcription_minutes: 600, media_storage_mb: 5_120, brand_voices: 10, popular: true, extras: ['Priority Support', 'Advanced Templates'],
  },
  {
    id: 'enterprise', name: 'Enterprise', price: 149,
    video_scripts: null, blog_posts: null, social_posts: null, newsletters: null, summaries: null, humanizations: null,
    social_accounts: null, transcription_minutes: 1_800, media_storage_mb: 20_480, brand_voices: null, popular: false,
    extras: ['Priority Support', 'Advanced Templates', 'API Access', 'Custom Integrations'],
  },
];

function describeLimit(limit: number | null, singular: string, plural: string): string {
  if (limit === null) return `Unlimited ${plural}`;
  return `${limit} ${limit === 1 ? singular : plural}`;
}

/** The human feature lines of what a plan includes, derived from its limits so they can never disagree. */
export function describePlanFeatures(plan: Omit<PlanBase, 'extras'>, extras: string[]): string[] {
  const lines = [
    `${describeLimit(plan.video_scripts, 'video script', 'video scripts')} / month`,
    `${describeLimit(plan.blog_posts, 'blog post', 'blog posts')} / month`,
    `${describeLimit(plan.social_posts, 'social post', 'social posts')} / month`,
    `${describeLimit(plan.newsletters, 'newsletter', 'newsletters')} / month`,
    `${describeLimit(plan.summaries, 'AI summary', 'AI summaries')} / month`,
    ...(plan.humanizations === 0 ? [] : [`${describeLimit(plan.humanizations, 'humanization', 'humanizations')} / month`]),
    plan.social_accounts === null
      ? 'Unlimited social accounts'
      : `${plan.social_accounts} social ${plan.social_accounts === 1 ? 'account' : 'accounts'}`,
    describeLimit(plan.brand_voices, 'brand voice', 'brand voices'),
  ];
  return [...lines, ...extras];
}

/** What a plan lacks, in the words its feature line would have (a plan with no humanizations has no AI Humanizer). */
export function describeMissingFeatures(plan: Omit<PlanBase, 'extras'>): string[] {
  return plan.humanizations === 0 ? ['AI Humanizer'] : [];
}

export type PaymentLinks = Partial<Record<Tier, string | undefined>>;

export function buildPlans(paymentLinks: PaymentLinks = {}): Plan[] {
  return CATALOGUE.map(({ extras, ...plan }) => ({
    ...plan,
    features: describePlanFeatures(plan, extras),
    not_included: describeMissingFeatures(plan),
    payment_link: paymentLinks[plan.id] ?? null,
  }));
}

export function planFor(tier: Tier): Plan {
  const plan = buildPlans().find((p) => p.id === tier);
  if (!plan) throw new Error(`unknown tier ${tier}`);
  return plan;
}

export function limitFor(tier: Tier, kind: UsageKind): number | null {
  return planFor(tier)[kind];
}

/** "{Tier} Plan" with the tier capitalised (docs/product/screens.md#shared-header). */
export function planLabel(tier: Tier): string {
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)} Plan`;
}

/** docs/product/states.md#upgrade-paths: free → basic/pro/enterprise; basic → pro/enterprise; pro → enterprise. */
export function upgradeTargets(tier: Tier): Tier[] {
  return TIERS.slice(TIERS.indexOf(tier) + 1);
}
