/** Advanced Templates: each content kind's template library as the API lists it (GET /api/templates). */
import { z } from 'zod';
import { CONTENT_KINDS, CONTENT_TYPES, ContentType } from './content-kinds';
import { buildPlans, TIERS, type Tier as CatalogueTier } from './plan-catalogue';
import { Tier } from './plans';
import { oneOf } from './field-labels';

export { TEMPLATE_ID } from './content-requests';

/** The plan feature (a line of the catalogue's plan cards) that unlocks the templates beyond each kind's standard one. */
export const ADVANCED_TEMPLATES_FEATURE = 'Advanced Templates';

/** `standard`: the kind's default, for every plan; `advanced`: for the plans whose card lists Advanced Templates. */
export const TEMPLATE_ACCESS = ['standard', 'advanced'] as const;
export type TemplateAccess = (typeof TEMPLATE_ACCESS)[number];

/** The tiers that may use a template of this access, lowest first, read from the plan catalogue. */
export function templateTiers(access: TemplateAccess): CatalogueTier[] {
  if (access === 'standard') return [...TIERS];
  return buildPlans()
    .filter((plan) => plan.features.includes(ADVANCED_TEMPLATES_FEATURE))
    .map((plan) => plan.id);
}

/** The id prefix of each kind's templates ("blog.how-to"), as its contract entry names it. */
export const TEMPLATE_PREFIX = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind.id, kind.templatePrefix])) as Record<ContentType, string>;

export const TemplateInfo = z.object({
  id: z.string(),
  kind: ContentType,
  name: z.string(),
  description: z.string(),
  /** The kind's standard template, used when a request names none. */
  default: z.boolean(),
  /** The tiers that may use it, lowest first. */
  plans: z.array(Tier),
  /** The sections the piece follows, in order (empty for a standard template: the kind's usual structure). */
  sections: z.array(z.string()),
  /** The caller's plan may use it. */
  available: z.boolean(),
  /** The cheapest plan that may use it. */
  unlocked_by: Tier,
});
export type TemplateInfo = z.infer<typeof TemplateInfo>;

export const TemplatesQuery = z.object({
  kind: z.enum(CONTENT_TYPES, { error: oneOf('kind', CONTENT_TYPES) }).optional(),
});
export type TemplatesQuery = z.infer<typeof TemplatesQuery>;

export const TemplatesResponse = z.object({ templates: z.array(TemplateInfo) });
export type TemplatesResponse = z.infer<typeof TemplatesResponse>;
