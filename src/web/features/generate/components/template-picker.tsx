import { useId } from 'react';
import { Link } from 'react-router';
import type { ContentType } from '../../../../contract/content';
import { Badge } from '../../../components/badge';
import { labelStyles } from '../../../components/field-styles';
import { useAuth } from '../../../lib/auth/use-auth';
import { classNames } from '../../../lib/class-names';
import { paths } from '../../../lib/paths';
import { useTemplates } from '../api/get-templates';

type TemplatePickerProps = {
  kind: ContentType;
  /** The chosen template's id; null for the kind's standard one. */
  value: string | null;
  onChange: (template: string | null) => void;
  disabled: boolean;
  className?: string;
};

function planName(tier: string): string {
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)}`;
}

/**
 * The kind's templates as radio cards with their descriptions. Those the plan does not include are
 * shown, disabled, with a badge naming the plan that unlocks them and a link to the plans. Until the
 * list has loaded (or if it cannot be), nothing is shown and the standard template is used.
 */
export function TemplatePicker({ kind, value, onChange, disabled, className }: TemplatePickerProps) {
  const { user } = useAuth();
  const { data } = useTemplates(user?.subscription_tier);
  const id = useId();
  const templates = data?.templates.filter((template) => template.kind === kind) ?? [];
  if (templates.length < 2) return null;
  const locked = templates.some((template) => !template.available);

  return (
    <fieldset className={className}>
      <legend className={labelStyles}>Template</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {templates.map((template) => {
          const checked = template.default ? value === null : value === template.id;
          const off = disabled || !template.available;
          const nameId = `${id}-${template.id}-name`;
          const descriptionId = `${id}-${template.id}-description`;
          return (
            <label
              key={template.id}
              className={classNames(
                'flex items-start gap-3 rounded-xl border p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-indigo-500',
                checked
                  ? 'border-indigo-500 bg-indigo-50/60 dark:border-indigo-400 dark:bg-indigo-500/10'
                  : 'border-gray-200 dark:border-gray-700',
                off ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-gray-50 dark:hover:bg-gray-800/60',
                !template.available && 'border-dashed',
              )}
            >
              <input
                type="radio"
                name={`${id}-template`}
                value={template.id}
                checked={checked}
                disabled={off}
                onChange={() => onChange(template.default ? null : template.id)}
                aria-labelledby={nameId}
                aria-describedby={descriptionId}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span id={nameId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-gray-900 dark:text-white">
                  <span className={classNames(!template.available && 'text-gray-600 dark:text-gray-400')}>{template.name}</span>
                  {!template.available && <Badge tone="neutral">{`${planName(template.unlocked_by)} plan`}</Badge>}
                </span>
                <span id={descriptionId} className="mt-0.5 block text-xs text-gray-600 dark:text-gray-400">
                  {template.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {locked && (
        <p className="mt-2 text-xs text-gray-600 dark:text-gray-400">
          Templates marked with a plan come with that plan and higher.{' '}
          <Link to={paths.pricing} className="rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
            Compare plans
          </Link>
        </p>
      )}
    </fieldset>
  );
}
