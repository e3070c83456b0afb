import { useState, type ComponentType } from 'react';
import { CONTENT_KINDS, type ContentRequestOf, type ContentType } from '../../../../contract/content';
import type { IconName } from '../../../components/icon';
import { Tabs, type TabItem } from '../../../components/tabs';
import type { GenerateFn } from '../use-generation';
import { BlogPostForm } from './blog-post-form';
import { NewsletterForm } from './newsletter-form';
import { SocialPostForm } from './social-post-form';
import { SummarizerPreview } from './summarizer-preview';
import { VideoScriptForm } from './video-script-form';

type TabId = ContentType | 'summarizer';

type KindFormProps<T extends ContentType> = { busy: boolean; pending: boolean; onGenerate: (request: ContentRequestOf[T]) => void };

/** Each content kind's form and tab icon: the one place the web app maps a kind to its UI. */
const KIND_FORMS: { [T in ContentType]: { form: ComponentType<KindFormProps<T>>; icon: IconName } } = {
  video_script: { form: VideoScriptForm, icon: 'video' },
  blog_post: { form: BlogPostForm, icon: 'document' },
  social_media: { form: SocialPostForm, icon: 'chat' },
  newsletter: { form: NewsletterForm, icon: 'mail' },
};

/** A kind's icon, as its tab shows it (the recent-content list uses the same). */
export function kindIcon(type: ContentType): IconName {
  return KIND_FORMS[type].icon;
}

type GeneratorTabsProps = {
  busy: boolean;
  pendingType: ContentType | null;
  onGenerate: GenerateFn;
};

/** SPEC §2 /dashboard: one tab per content kind, in the contract's order, then the Summarizer (in its own release). */
export function GeneratorTabs({ busy, pendingType, onGenerate }: GeneratorTabsProps) {
  const [selected, setSelected] = useState<TabId>(CONTENT_KINDS[0].id);

  const items: TabItem<TabId>[] = [
    ...CONTENT_KINDS.map(({ id, tabLabel }): TabItem<TabId> => {
      const { form: Form, icon } = KIND_FORMS[id] as { form: ComponentType<KindFormProps<ContentType>>; icon: IconName };
      return {
        id,
        label: tabLabel,
        icon,
        panel: <Form busy={busy} pending={pendingType === id} onGenerate={(request) => onGenerate(id, request)} />,
      };
    }),
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
