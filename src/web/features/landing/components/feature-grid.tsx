import { Icon, type IconName } from '../../../components/icon';
import { SectionHeading } from '../../../components/section-heading';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  { icon: 'video', title: 'Video scripts', text: 'Hooks, talking points and calls to action for YouTube, TikTok and Reels, timed to the length you need.' },
  { icon: 'document', title: 'SEO blog posts', text: 'Long-form articles built around your keywords and audience, from 300 to 5,000 words.' },
  { icon: 'chat', title: 'Social posts', text: 'Platform-native posts for X, LinkedIn, Instagram, Facebook and TikTok, hashtags included.' },
  { icon: 'mail', title: 'Newsletters', text: 'Well-structured issues with the sections you choose, in a tone your subscribers recognise.' },
  { icon: 'sparkles', title: 'AI summarizer', text: 'Turn articles, documents, audio and video into brief, standard or detailed summaries.' },
  { icon: 'smile', title: 'Humanizer', text: 'Rewrite AI drafts so they read naturally, then compare both versions side by side.' },
  { icon: 'send', title: 'One-click publishing', text: 'Connect your accounts once and publish a finished piece to several platforms at the same time.' },
  { icon: 'chart', title: 'Analytics', text: 'See what you published where, and how your content performs across platforms.' },
];

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow="Everything in one studio"
          title="From idea to published post, without the busywork"
          description="Eight tools that share one workspace, so every piece of content moves from draft to your audience in minutes."
        />
        <ul className="mt-16 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon, title, text }) => (
            <li
              key={title}
              className="group rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md dark:border-gray-800 dark:bg-gray-900 dark:hover:border-indigo-800"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm">
                <Icon name={icon} className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold text-gray-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-gray-600 dark:text-gray-400">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
