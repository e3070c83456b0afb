import { loadData } from '../../shared/load-data';
import { dataFile } from '../kind';
import { list } from '../../../ai/offline/bank-schema';
import { BlogTheme } from './theme';

/** Reading order of the sections in a post. */
const READING_ORDER = ['why', 'fundamentals', 'mindset', 'planning', 'steps', 'habits', 'week', 'mistakes', 'tools', 'measure', 'motivation', 'advanced', 'scenarios', 'sharing', 'faq'];

function loadThemes(): BlogTheme[] {
  const themes = ['basics', 'growth', 'practice'].flatMap((group) => loadData(dataFile(`themes-${group}.yaml`), list(BlogTheme)));
  const byKey = new Map(themes.map((t) => [t.key, t]));
  const missing = READING_ORDER.filter((key) => !byKey.has(key));
  const unordered = themes.filter((t) => !READING_ORDER.includes(t.key)).map((t) => t.key);
  if (missing.length > 0 || unordered.length > 0 || byKey.size !== themes.length) {
    throw new Error(`blog themes: missing ${missing.join(', ') || 'none'}; not in the reading order ${unordered.join(', ') || 'none'}; or a key used twice`);
  }
  return READING_ORDER.flatMap((key) => byKey.get(key) ?? []);
}

export const BLOG_THEMES: readonly BlogTheme[] = loadThemes();

/** The practical core every post starts from; the other sections join in a seeded order as length allows. */
export const CORE_THEME_KEYS: readonly string[] = ['fundamentals', 'steps', 'mistakes'];
