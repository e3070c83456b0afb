import { PlatformMark, type PlatformId } from '../../../components/platform-mark';
import { SectionHeading } from '../../../components/section-heading';

const PLATFORMS: { id: PlatformId; name: string }[] = [
  { id: 'youtube', name: 'YouTube' },
  { id: 'tiktok', name: 'TikTok' },
  { id: 'instagram', name: 'Instagram' },
  { id: 'twitter', name: 'X (Twitter)' },
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'facebook', name: 'Facebook' },
];

export function PublishingSection() {
  return (
    <section id="publishing" aria-labelledby="publishing-heading" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="publishing-heading"
          eyebrow="Publishing"
          title="Publish everywhere from one place"
          description="Connect your accounts once. When a piece is ready, pick the platforms and Inkwell posts it to all of them."
        />
        <ul className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-3">
          {PLATFORMS.map(({ id, name }) => (
            <li
              key={id}
              className="flex items-center gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 dark:border-gray-800 dark:bg-gray-900"
            >
              <PlatformMark platform={id} />
              <span className="min-w-0 text-sm font-semibold text-gray-900 sm:text-base dark:text-white">{name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
