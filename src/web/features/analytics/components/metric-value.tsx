import { formatCount } from '../format-count';

/** A number from the platforms; unknown (null) is a dash to the eye and "Not available" to a screen reader, never 0. */
export function MetricValue({ value }: { value: number | null }) {
  if (value === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not available</span>
      </>
    );
  }
  return <>{formatCount(value)}</>;
}
