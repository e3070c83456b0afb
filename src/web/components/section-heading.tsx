import { classNames } from '../lib/class-names';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: 'center' | 'left';
  /** h1 on a page's top section, h2 elsewhere. */
  level?: 1 | 2;
};

export function SectionHeading({ id, eyebrow, title, description, align = 'center', level = 2 }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={classNames('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{eyebrow}</p>
      )}
      <Heading
        id={id}
        className={classNames(
          'mt-2 font-bold tracking-tight text-balance text-gray-900 dark:text-white',
          level === 1 ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {description && <p className="mt-4 text-lg text-pretty text-gray-600 dark:text-gray-400">{description}</p>}
    </div>
  );
}
