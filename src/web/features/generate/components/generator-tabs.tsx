import { useState } from 'react';
import type { ContentType } from '../../../../contract/content';
import { Tabs, type TabItem } from '../../../components/tabs';
import type { GenerateFn } from '../use-generation';
import { BlogPostForm } from './blog-post-form';
import { NewsletterForm } from './newsletter-form';
import { SocialPostForm } from './social-post-form';
import { SummarizerPreview } from './summarizer-preview';
import { VideoScriptForm } from './video-script-form';

type TabId = ContentType | 'summarizer';

type GeneratorTabsProps = {
  busy: boolean;
  pendingType: ContentType | null;
  onGenerate: GenerateFn;
};

/** SPEC §2 /dashboard: the five tabs, one generator form each (the Summarizer follows in its own release). */
export function GeneratorTabs({ busy, pendingType, onGenerate }: GeneratorTabsProps) {
  const [selected, setSelected] = useState<TabId>('video_script');

  const items: TabItem<TabId>[] = [
    {
      id: 'video_script',
      label: 'Video Scripts',
      icon: 'video',
      panel: (
        <VideoScriptForm busy={busy} pending={pendingType === 'video_script'} onGenerate={(request) => onGenerate('video_script', request)} />
      ),
    },
    {
      id: 'blog_post',
      label: 'Blog Posts',
      icon: 'document',
      panel: <BlogPostForm busy={busy} pending={pendingType === 'blog_post'} onGenerate={(request) => onGenerate('blog_post', request)} />,
    },
    {
      id: 'social_media',
      label: 'Social Media',
      icon: 'chat',
      panel: (
        <SocialPostForm busy={busy} pending={pendingType === 'social_media'} onGenerate={(request) => onGenerate('social_media', request)} />
      ),
    },
    {
      id: 'newsletter',
      label: 'Newsletter',
      icon: 'mail',
      panel: <NewsletterForm busy={busy} pending={pendingType === 'newsletter'} onGenerate={(request) => onGenerate('newsletter', request)} />,
    },
    { id: 'summarizer', label: 'Summarizer', icon: 'sparkles', panel: <SummarizerPreview /> },
  ];

  return (
    <section
      aria-labelledby="generator-heading"
      className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="px-4 pt-5 sm:px-6">
        <h2 id="generator-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
          Create content
        </h2>
      </div>
      <Tabs label="Content types" items={items} selected={selected} onSelect={setSelected} className="mt-2" />
    </section>
  );
}
