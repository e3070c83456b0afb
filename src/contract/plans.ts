import { z } from 'zod';

/** Subscription tiers, lowest first. The order is the upgrade order. */
export const TIERS = ['free', 'basic', 'pro', 'enterprise'] as const;
export const Tier = z.enum(TIERS);
export type Tier = z.infer<typeof Tier>;

/** The six metered kinds of usage, in the order the dashboard shows them. */
export const USAGE_KINDS = [
  'video_scripts',
  'blog_posts',
  'social_posts',
  'newsletters',
  'summaries',
  'humanizations',
] as const;
export const UsageKind = z.enum(USAGE_KINDS);
export type UsageKind = z.infer<typeof UsageKind>;

export const USAGE_LABELS: Record<UsageKind, string> = {
  video_scripts: 'Video Scripts',
  blog_posts: 'Blog Posts',
  social_posts: 'Social Posts',
  newsletters: 'Newsletters',
  summaries: 'Summaries',
  humanizations: 'Humanizations',
};

/** A monthly limit; null means unlimited. */
export const Limit = z.number().int().nonnegative().nullable();

export const UsageCounts = z.object({
  video_scripts: z.number().int(),
  blog_posts: z.number().int(),
  social_posts: z.number().int(),
  newsletters: z.number().int(),
  summaries: z.number().int(),
  humanizations: z.number().int(),
});
export type UsageCounts = z.infer<typeof UsageCounts>;

export const Plan = z.object({
  id: Tier,
  name: z.string(),
  /** US dollars per month. */
  price: z.number(),
  video_scripts: Limit,
  blog_posts: Limit,
  social_posts: Limit,
  newsletters: Limit,
  summaries: Limit,
  humanizations: Limit,
  social_accounts: Limit,
  features: z.array(z.string()),
  popular: z.boolean(),
  /** An external card-payment link for this plan, when one is configured. */
  payment_link: z.string().nullable(),
});
export type Plan = z.infer<typeof Plan>;

export const PlansResponse = z.object({ plans: z.array(Plan) });
export type PlansResponse = z.infer<typeof PlansResponse>;

type PlanBase = Omit<Plan, 'features' | 'payment_link'> & { extras: string[] };

/**
 * The catalogue: SPEC §9 Reading B, the pricing page's "actual limits" (DESIGN §1).
 * This is the one place a price or a limit is written down.
 */
const CATALOGUE: readonly PlanBase[] = [
  {
    id: 'free', name: 'Free', price: 0,
    video_scripts: 5, blog_posts: 5, social_posts: 5, newsletters: 5, summaries: 5, humanizations: 0,
    social_accounts: 1, popular: false, extras: [],
  },
  {
    id: 'basic', name: 'Basic', price: 19,
    video_scripts: 50, blog_posts: 50, social_posts: 50, newsletters: 50, summaries: 25, humanizations: 25,
    social_accounts: 3, popular: false, extras: ['Priority Support', 'Advanced Templates'],
  },
  {
    id: 'pro', name: 'Pro', price: 49,
    video_scripts: 200, blog_posts: 200, social_posts: 200, newsletters: 200, summaries: 100, humanizations: 100,
    social_accounts: 10, popular: true, extras: ['Priority Support', 'Advanced Templates'],
  },
  {
    id: 'enterprise', name: 'Enterprise', price: 149,
    video_scripts: null, blog_posts: null, social_posts: null, newsletters: null, summaries: null, humanizations: null,
    social_accounts: null, popular: false,
    extras: ['Priority Support', 'Advanced Templates', 'API Access', 'Custom Integrations'],
  },
];

function describeLimit(limit: number | null, singular: string, plural: string): string {
  if (limit === null) return `Unlimited ${plural}`;
  return `${limit} ${limit === 1 ? singular : plural}`;
}

/** The human feature lines of a plan, derived from its limits so they can never disagree. */
export function describePlanFeatures(plan: Omit<PlanBase, 'extras'>, extras: string[]): string[] {
  const lines = [
    `${describeLimit(plan.video_scripts, 'video script', 'video scripts')} / month`,
    `${describeLimit(plan.blog_posts, 'blog post', 'blog posts')} / month`,
    `${describeLimit(plan.social_posts, 'social post', 'social posts')} / month`,
    `${describeLimit(plan.newsletters, 'newsletter', 'newsletters')} / month`,
    `${describeLimit(plan.summaries, 'AI summary', 'AI summaries')} / month`,
    plan.humanizations === 0
      ? 'No AI Humanizer'
      : `${describeLimit(plan.humanizations, 'humanization', 'humanizations')} / month`,
    plan.social_accounts === null
      ? 'Unlimited social accounts'
      : `${plan.social_accounts} social ${plan.social_accounts === 1 ? 'account' : 'accounts'}`,
  ];
  return [...lines, ...extras];
}

export type PaymentLinks = Partial<Record<Tier, string | undefined>>;

export function buildPlans(paymentLinks: PaymentLinks = {}): Plan[] {
  return CATALOGUE.map(({ extras, ...plan }) => ({
    ...plan,
    features: describePlanFeatures(plan, extras),
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

/** "{Tier} Plan" with the tier capitalised (DESIGN §1). */
export function planLabel(tier: Tier): string {
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)} Plan`;
}

/** SPEC §4: free → basic/pro/enterprise; basic → pro/enterprise; pro → enterprise. */
export function upgradeTargets(tier: Tier): Tier[] {
  return TIERS.slice(TIERS.indexOf(tier) + 1);
}
