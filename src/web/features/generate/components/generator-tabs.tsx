import type { ReactNode } from 'react';
import { CONTENT_KINDS, historyKind, SUMMARY_KIND, type HistoryType } from '../../../../contract/content';
import type { IconName } from '../../../components/icon';
import { Tabs, type TabItem } from '../../../components/tabs';
import type { AttachedSource } from '../attached-source';
import type { GenerateFn } from '../use-generation';
import { GeneratorForm } from './generator-form';

/** The dashboard's tabs: one per generator, then the Summarizer. */
export type GeneratorTab = HistoryType;

/** A kind's icon, as its tab shows it (the recent-content list uses the same); the contract names it. */
export function kindIcon(type: HistoryType): IconName {
  return historyKind(type).icon;
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

/** docs/product/screens.md#dashboard: one tab per content kind, in the contract's order, then the Summarizer. */
export function GeneratorTabs({ selected, onSelect, busy, pendingType, onGenerate, attached, onRemoveSource, summarizer }: GeneratorTabsProps) {
  const items: TabItem<GeneratorTab>[] = [
    ...CONTENT_KINDS.map(
      ({ id, tabLabel }): TabItem<GeneratorTab> => ({
        id,
        label: tabLabel,
        icon: kindIcon(id),
        panel: (
          <GeneratorForm
            kind={id}
            busy={busy}
            pending={pendingType === id}
            onGenerate={(request) => onGenerate(id, request)}
            source={attached?.type === id ? attached : null}
            onRemoveSource={onRemoveSource}
          />
        ),
      }),
    ),
    { id: SUMMARY_KIND.id, label: SUMMARY_KIND.tabLabel, icon: kindIcon(SUMMARY_KIND.id), panel: summarizer },
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
      <Tabs label="Content types" items={items} selected={selected} onSelect={onSelect} className="mt-3" />
    </section>
  );
}
