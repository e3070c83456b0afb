import type { BlogTheme } from './blog-theme';
import { FUNDAMENTALS, MINDSET, MISTAKES, SAMPLE_WEEK, STEPS, WHY } from './blog-themes-basics';
import { ADVANCED, FAQ, MEASURE, SCENARIOS, TOOLS } from './blog-themes-growth';
import { HABITS, MOTIVATION, PLANNING, SHARING } from './blog-themes-practice';

/** Reading order of the sections in a post. */
export const BLOG_THEMES: readonly BlogTheme[] = [
  WHY,
  FUNDAMENTALS,
  MINDSET,
  PLANNING,
  STEPS,
  HABITS,
  SAMPLE_WEEK,
  MISTAKES,
  TOOLS,
  MEASURE,
  MOTIVATION,
  ADVANCED,
  SCENARIOS,
  SHARING,
  FAQ,
];

/** The practical core every post starts from; the other sections join in a seeded order as length allows. */
export const CORE_THEME_KEYS: readonly string[] = ['fundamentals', 'steps', 'mistakes'];
