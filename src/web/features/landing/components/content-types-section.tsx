import { Icon, type IconName } from '../../../components/icon';
import { SectionHeading } from '../../../components/section-heading';

const TYPES: { icon: IconName; title: string; points: string[] }[] = [
  {
    icon: 'video',
    title: 'Video scripts',
    points: ['YouTube, TikTok and Reels', 'Short, medium or long formats', 'Engaging, funny, educational, inspiring or professional'],
  },
  {
    icon: 'document',
    title: 'Blog posts',
    points: ['300 to 5,000 words', 'Built around your target keywords', 'Professional, casual, technical or friendly'],
  },
  {
    icon: 'chat',
    title: 'Social media posts',
    points: ['X, LinkedIn, Instagram, Facebook, TikTok', 'Optional hashtags', 'Casual, professional, funny, inspiring or educational'],
  },
  {
    icon: 'mail',
    title: 'Newsletters',
    points: ['Your own sections, in order', 'Written for your subscribers', 'Professional, casual, friendly or authoritative'],
  },
];

export function ContentTypesSection() {
  return (
    <section id="content-types" aria-labelledby="content-types-heading" className="scroll-mt-20 bg-white py-20 sm:py-28 dark:bg-gray-900/40">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="content-types-heading"
          eyebrow="Content types"
          title="Every format your audience follows"
          description="Tell Inkwell the topic, the audience and the tone. It takes care of structure, length and platform conventions."
        />
        <ul className="mt-16 grid gap-6 md:grid-cols-2">
          {TYPES.map(({ icon, title, points }) => (
            <li key={title} className="flex gap-5 rounded-2xl border border-gray-200 bg-gray-50 p-6 sm:p-8 dark:border-gray-800 dark:bg-gray-950">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white dark:bg-indigo-500">
                <Icon name={icon} className="size-6" />
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{title}</h3>
                <ul className="mt-3 space-y-2 text-sm text-gray-600 dark:text-gray-400">
                  {points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Icon name="check" className="mt-0.5 size-4 text-indigo-600 dark:text-indigo-400" />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
