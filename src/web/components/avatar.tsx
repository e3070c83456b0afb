import { classNames } from '../lib/class-names';
import { userInitial } from '../lib/user-initial';

/** The round initial of a user. Decorative: the name is always written next to it. */
export function Avatar({ name, className }: { name: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={classNames(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-600 to-violet-600 text-sm font-bold text-white',
        className,
      )}
    >
      {userInitial(name)}
    </span>
  );
}
