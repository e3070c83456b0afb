import { useId } from 'react';
import { CONTENT_KINDS, type ContentType } from '../../../../contract/content';
import type { TemplateInfo } from '../../../../contract/templates';
import { inputStyles, labelStyles } from '../../../components/field-styles';
import { classNames } from '../../../lib/class-names';

type TemplateSelectProps = {
  label: string;
  className?: string;
  anyLabel: string;
  value: string | null;
  /** Every kind's templates (GET /api/templates); each kind's standard one is left out, as pieces rarely name it. */
  templates: readonly TemplateInfo[];
  /** Only this kind's templates, when the list is filtered to one kind that has templates. */
  kind: ContentType | null;
  onChange: (template: string | null) => void;
};

/** The template filter: the templates grouped by kind. A template in the address but not in the list stays shown by its id. */
export function TemplateSelect({ label, className, anyLabel, value, templates, kind, onChange }: TemplateSelectProps) {
  const id = useId();
  const groups = CONTENT_KINDS.filter((candidate) => kind === null || candidate.id === kind)
    .map((candidate) => ({ kind: candidate, templates: templates.filter((template) => template.kind === candidate.id && !template.default) }))
    .filter((group) => group.templates.length > 0);
  const known = value === null || groups.some((group) => group.templates.some((template) => template.id === value));

  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={classNames(inputStyles, 'appearance-auto pr-8')}
      >
        <option value="">{anyLabel}</option>
        {!known && <option value={value}>{value}</option>}
        {groups.map((group) => (
          <optgroup key={group.kind.id} label={group.kind.label}>
            {group.templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
