import type { ComponentType, ReactNode } from 'react';
import { CONTENT_KINDS, HUMANIZED_KIND, SUMMARY_KIND, type ContentRequestOf, type ContentType, type HistoryType } from '../../../../contract/content';
import type { IconName } from '../../../components/icon';
import { Tabs, type TabItem } from '../../../components/tabs';
import type { AttachedSource } from '../attached-source';
import type { GenerateFn } from '../use-generation';
import { BlogPostForm } from './blog-post-form';
import { NewsletterForm } from './newsletter-form';
import { SocialPostForm } from './social-post-form';
import { VideoScriptForm } from './video-script-form';
import type { GeneratorFormSourceProps } from './generator-form';

/** The dashboard's tabs: one per generator, then the Summarizer. */
export type GeneratorTab = HistoryType;

type KindFormProps<T extends ContentType> = GeneratorFormSourceProps & {
  busy: boolean;
  pending: boolean;
  onGenerate: (request: ContentRequestOf[T]) => void;
};

/** Each content kind's form and tab icon: the one place the web app maps a kind to its UI. */
const KIND_FORMS: { [T in ContentType]: { form: ComponentType<KindFormProps<T>>; icon: IconName } } = {
  video_script: { form: VideoScriptForm, icon: 'video' },
  blog_post: { form: BlogPostForm, icon: 'document' },
  social_media: { form: SocialPostForm, icon: 'chat' },
  newsletter: { form: NewsletterForm, icon: 'mail' },
};

const SUMMARY_ICON: IconName = 'sparkles';
const HUMANIZED_ICON: IconName = 'smile';

/** A kind's icon, as its tab shows it (the recent-content list uses the same). */
export function kindIcon(type: HistoryType): IconName {
  if (type === SUMMARY_KIND.id) return SUMMARY_ICON;
  if (type === HUMANIZED_KIND.id) return HUMANIZED_ICON;
  return KIND_FORMS[type].icon;
}

type GeneratorTabsProps = {
  selected: GeneratorTab;
  onSelect: (tab: GeneratorTab) => void;
  busy: boolean;
  pendingType: HistoryType | null;
  onGenerate: GenerateFn;
  /** The summary attached to one generator ("Create from this"). */
  attached: AttachedSource | null;
  onRemoveSource: () => void;
  /** The Summarizer tab's panel: its own feature, composed by the page. */
  summarizer: ReactNode;
};

/** SPEC §2 /dashboard: one tab per content kind, in the contract's order, then the Summarizer. */
export function GeneratorTabs({ selected, onSelect, busy, pendingType, onGenerate, attached, onRemoveSource, summarizer }: GeneratorTabsProps) {
  const items: TabItem<GeneratorTab>[] = [
    ...CONTENT_KINDS.map(({ id, tabLabel }): TabItem<GeneratorTab> => {
      const { form: Form, icon } = KIND_FORMS[id] as { form: ComponentType<KindFormProps<ContentType>>; icon: IconName };
      return {
        id,
        label: tabLabel,
        icon,
        panel: (
          <Form
            busy={busy}
            pending={pendingType === id}
            onGenerate={(request) => onGenerate(id, request)}
            source={attached?.type === id ? attached : null}
            onRemoveSource={onRemoveSource}
          />
        ),
      };
    }),
    { id: SUMMARY_KIND.id, label: SUMMARY_KIND.tabLabel, icon: SUMMARY_ICON, panel: summarizer },
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
      <Tabs label="Content types" items={items} selected={selected} onSelect={onSelect} className="mt-2" />
    </section>
  );
}
