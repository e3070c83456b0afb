import { Icon } from './icon';

type PlanFeaturesProps = {
  /** What the plan includes: each line drawn with a check. */
  included: string[];
  /** What the plan lacks: each line drawn with a cross, and read out as "Not included". */
  notIncluded?: string[];
  className?: string;
};

/** A plan's feature lines (docs/product/screens.md#pricing): a check only for what the plan includes. */
export function PlanFeatures({ included, notIncluded = [], className }: PlanFeaturesProps) {
  return (
    <ul className={className}>
      {included.map((feature) => (
        <li key={feature} className="flex gap-2.5">
          <Icon name="check" className="mt-0.5 size-4 text-indigo-600 dark:text-indigo-400" />
          <span>{feature}</span>
        </li>
      ))}
      {notIncluded.map((feature) => (
        <li key={`missing-${feature}`} className="flex gap-2.5 text-gray-500 dark:text-gray-400">
          <span role="img" aria-label="Not included" className="mt-0.5 shrink-0">
            <Icon name="close" className="size-4 text-gray-500 dark:text-gray-400" />
          </span>
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}
