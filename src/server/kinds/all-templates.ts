import { CONTENT_TYPES, type ContentType } from '../../contract/content';
import { SERVER_KINDS } from '.';
import type { AnyTemplate } from './shared/template-schema';

export type { AnyTemplate } from './shared/template-schema';

/** Every template of every kind, in the kinds' tab order: each kind's own library (its data/templates.yaml). */
export const ALL_TEMPLATES: readonly { kind: ContentType; template: AnyTemplate }[] = CONTENT_TYPES.flatMap((kind) =>
  SERVER_KINDS[kind].templates.map((template) => ({ kind, template })),
);

export function templatesOf(kind: ContentType): readonly AnyTemplate[] {
  return SERVER_KINDS[kind].templates;
}

export function findTemplate(id: string): { kind: ContentType; template: AnyTemplate } | undefined {
  return ALL_TEMPLATES.find((entry) => entry.template.id === id);
}
