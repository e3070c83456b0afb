import type { BlogTemplate, BlogTemplateSection } from '../templates';
import { countWords } from '../../../text/count-words';
import { type BlogBlock, toSentence } from './fit';
import { conclusionBlocks, type Draft, introBlocks, placeKeywords, unitBlocks } from './blocks';
import type { BlogTheme, BlogUnit } from './theme';
import { BLOG_THEMES } from './themes';
import { SOURCE_SECTIONS } from './tones';
import type { FactGroup } from '../../../ai/offline/source-facts';
import { markdownText } from '../../../ai/offline/source-facts';
import { fill, sentence } from '../../../ai/offline/template';
import { titleCase } from '../../../ai/offline/topic-forms';

/** One H3 of a template section: a subsection of a phrase-bank theme, or a group of the source's facts. */
type Item = { kind: 'unit'; unit: BlogUnit } | { kind: 'facts'; group: FactGroup };

interface PlannedSection {
  section: BlogTemplateSection;
  /** What the section may take, in order. */
  pool: Item[];
  /** How many of the pool it takes. */
  count: number;
}

/** A theme that joins after the template's sections when they cannot reach the length on their own. */
interface ExtraTheme {
  theme: BlogTheme;
  count: number;
}

const THEMES = new Map(BLOG_THEMES.map((theme) => [theme.key, theme]));

/** "Step 2: Pick One Priority" → "Pick One Priority": the template numbers subsections itself. */
function unnumbered(heading: string): string {
  return heading.replace(/^(?:step\s*)?\d+\s*[:.)]\s*/i, '');
}

function numbered(section: BlogTemplateSection, index: number, heading: string): string {
  if (section.items === 'steps') return `Step ${index + 1}: ${unnumbered(heading)}`;
  if (section.items === 'numbered') return `${index + 1}. ${unnumbered(heading)}`;
  return heading;
}

/** Each section's pool: its share of the source's fact groups (in order) first, then its themes' subsections. */
function planSections(draft: Draft, template: BlogTemplate): PlannedSection[] {
  const groups = draft.source?.groups ?? [];
  const per = Math.ceil(groups.length / template.sections.length);
  return template.sections.map((section, i) => {
    const facts: Item[] = groups.slice(i * per, (i + 1) * per).map((group) => ({ kind: 'facts', group }));
    const units: Item[] = section.themes.flatMap((key) => {
      const theme = THEMES.get(key);
      if (!theme) return [];
      const order = theme.ordered ? theme.units : draft.chooser.shuffle(theme.units);
      return order.map((unit): Item => ({ kind: 'unit', unit }));
    });
    const pool = [...facts, ...units];
    // Numbered sections start with their minimum; the others with their facts, or a subsection once posts are longer.
    const start = section.items ? (section.min ?? 3) : Math.max(facts.length, draft.request.word_count >= 700 ? 1 : 0);
    return { section, pool, count: Math.min(pool.length, start) };
  });
}

function itemWords(draft: Draft, item: Item): number {
  if (item.kind === 'facts') return item.group.facts.reduce((n, f) => n + f.words, 0) + 4;
  const u = item.unit;
  const words = (text: string) => countWords(fill(text, draft.vars));
  return words(u.heading) + words(u.practice) + u.sentences.reduce((n, t) => n + words(t), 0) + (u.list ?? []).reduce((n, t) => n + words(t), 0);
}

/**
 * Grows the sections (the emptiest first) until the full text would reach the target; then themes no
 * section names join as sections of their own, before the conclusion, as a standard post's would.
 */
function fillToLength(draft: Draft, template: BlogTemplate, sections: PlannedSection[]): ExtraTheme[] {
  const target = draft.request.word_count * 1.03;
  const extras: ExtraTheme[] = [];
  const sectionWords = (p: PlannedSection) =>
    4 + countWords(fill(p.section.lead, draft.vars)) + tableWords(draft, p.section) + p.pool.slice(0, p.count).reduce((n, item) => n + itemWords(draft, item), 0);
  const extraWords = (e: ExtraTheme) => 4 + countWords(fill(e.theme.lead, draft.vars)) + e.theme.units.slice(0, e.count).reduce((n, unit) => n + itemWords(draft, { kind: 'unit', unit }), 0);
  const capacity = () => 150 + 14 * draft.keywords.length + sections.reduce((n, p) => n + sectionWords(p), 0) + extras.reduce((n, e) => n + extraWords(e), 0);
  const named = new Set(template.sections.flatMap((s) => s.themes));
  const unused = draft.chooser.shuffle(BLOG_THEMES.filter((theme) => !named.has(theme.key)));
  while (capacity() < target) {
    const open = sections.filter((p) => p.count < p.pool.length).sort((a, b) => a.count - b.count)[0];
    if (open) {
      open.count += 1;
      continue;
    }
    const growing = extras.find((e) => e.count < e.theme.units.length);
    if (growing) growing.count += 1;
    else {
      const fresh = unused.shift();
      if (!fresh) break;
      extras.push({ theme: fresh, count: 1 });
    }
  }
  return extras;
}

function tableRows(draft: Draft, section: BlogTemplateSection): string[][] {
  return section.table?.rows.map((row) => row.map((cell) => sentence(cell, draft.vars))) ?? [];
}

function tableWords(draft: Draft, section: BlogTemplateSection): number {
  if (!section.table) return 0;
  return [section.table.columns, ...tableRows(draft, section)].reduce((n, row) => n + row.reduce((m, cell) => m + countWords(cell), 0), 0);
}

/** A group of the source's facts as an H3: its term (or a general heading), then its facts; the best one stays. */
function factBlocks(draft: Draft, group: FactGroup, heading: (text: string) => string): BlogBlock[] {
  const text = group.term === null ? draft.chooser.pick(SOURCE_SECTIONS.otherHeadings) : titleCase(group.term);
  const best = Math.min(...group.facts.map((f) => f.rank));
  return [
    { kind: 'heading', level: 3, text: heading(markdownText(text)) },
    { kind: 'prose', sentences: group.facts.map((f) => ({ ...toSentence(markdownText(f.text), f.rank === best), fact: true })), extendable: false },
  ];
}

/** A subsection as a template section holds it: numbered when the section numbers its items, its first sentence always kept. */
function itemBlocks(draft: Draft, section: BlogTemplateSection, item: Item, index: number): BlogBlock[] {
  const heading = (text: string) => numbered(section, index, text);
  if (item.kind === 'facts') return factBlocks(draft, item.group, heading);
  const blocks = unitBlocks(draft, item.unit);
  const first = blocks[0];
  if (first?.kind === 'heading') first.text = heading(first.text);
  // A template's subsections are many and short: each keeps only its first sentence when trimming.
  let kept = false;
  for (const block of blocks) {
    if (block.kind !== 'prose') continue;
    block.sentences = block.sentences.map((s) => {
      if (!s.keep) return s;
      if (kept) return { ...s, keep: false };
      kept = true;
      return s;
    });
  }
  return blocks;
}

/**
 * The post a template gives: the introduction, the template's sections in order (each its lead, its table
 * and its subsections), any themes the length still needs, and the conclusion. Answers the blocks and what
 * the sections cover (for the meta description).
 */
export function buildTemplateBlocks(draft: Draft, template: BlogTemplate): { blocks: BlogBlock[]; summaries: string[] } {
  const sections = planSections(draft, template);
  const extras = fillToLength(draft, template, sections);
  const summaries = [...template.sections.map((s) => s.summary), ...extras.map((e) => e.theme.summary)];
  const blocks: BlogBlock[] = [...introBlocks(draft, summaries.slice(0, 4))];
  const factSections: BlogBlock[] = [];
  for (const { section, pool, count } of sections) {
    // The lead may go when the post is short and the section has a table or subsections to stand on.
    const leadKept = count === 0 && !section.table;
    blocks.push({ kind: 'heading', level: 2, text: section.heading }, { kind: 'prose', sentences: [toSentence(sentence(section.lead, draft.vars), leadKept)], extendable: true });
    if (section.table) blocks.push({ kind: 'table', columns: [...section.table.columns], rows: tableRows(draft, section) });
    pool.slice(0, count).forEach((item, i) => {
      const made = itemBlocks(draft, section, item, i);
      if (item.kind === 'facts') factSections.push(...made);
      blocks.push(...made);
    });
  }
  for (const { theme, count } of extras) {
    blocks.push({ kind: 'heading', level: 2, text: fill(draft.chooser.pick(theme.headings), draft.vars) }, { kind: 'prose', sentences: [toSentence(sentence(theme.lead, draft.vars), true)], extendable: false });
    for (const unit of theme.units.slice(0, count)) blocks.push(...unitBlocks(draft, unit));
  }
  placeKeywords(draft, blocks, factSections);
  blocks.push(...conclusionBlocks(draft));
  return { blocks, summaries };
}

