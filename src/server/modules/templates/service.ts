import { contentKind, type ContentType } from '../../../contract/content';
import type { Tier } from '../../../contract/plans';
import { templateTiers, type TemplateInfo } from '../../../contract/templates';
import { HttpError } from '../../lib/http-error';
import { ALL_TEMPLATES, findTemplate, templatesOf, type AnyTemplate } from '../../kinds/all-templates';

function capitalize(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** The template library as each caller sees it, and the plan rule every generation request passes. */
export class TemplatesService {
  /** The templates, optionally of one kind, with whether the caller's plan may use each. */
  list(tier: Tier, kind?: ContentType): TemplateInfo[] {
    return ALL_TEMPLATES.filter((entry) => !kind || entry.kind === kind).map(({ kind: type, template }) => this.describe(type, template, tier));
  }

  private describe(kind: ContentType, template: AnyTemplate, tier: Tier): TemplateInfo {
    const plans = templateTiers(template.access);
    return {
      id: template.id,
      kind,
      name: template.name,
      description: template.description,
      default: template.default,
      plans,
      sections: template.sections.map((s) => s.heading),
      available: plans.includes(tier),
      // Every access has at least one tier: the catalogue lists Advanced Templates on the paid plans.
      unlocked_by: plans[0] ?? 'enterprise',
    };
  }

  /**
   * The generation request's template, checked before any usage is reserved: 422 for an id that is no
   * template of this kind (naming the field and the kind's ids), 403 when the caller's plan may not use it.
   */
  authorize(opts: { type: ContentType; template: string | undefined; tier: Tier }): void {
    const { type, template: id, tier } = opts;
    if (id === undefined) return;
    const found = findTemplate(id);
    if (!found || found.kind !== type) {
      const ids = templatesOf(type).map((t) => t.id).join(', ');
      const label = contentKind(type).label;
      const what = found ? `is a ${contentKind(found.kind).label} template` : 'does not exist';
      throw new HttpError(422, `The template "${id}" ${what}: choose one of the ${label} templates (${ids}).`);
    }
    const plans = templateTiers(found.template.access);
    if (!plans.includes(tier)) {
      const plan = capitalize(plans[0] ?? 'enterprise');
      throw new HttpError(403, `The ${found.template.name} template is available for ${plan} plan and higher. Please upgrade your subscription.`);
    }
  }
}

