import { randomUUID } from 'node:crypto';
import type { HistoryType } from '../src/contract/content-kinds';
import type { PublishPlatform } from '../src/contract/social';
import type { Db } from '../src/server/db/client';
import { contents, publications } from '../src/server/db/schema';

/**
 * The library bench's pieces (bench/library-search.ts): a fixed pseudo-random sequence, so every run
 * writes the same text. Words follow a Zipf-like curve over a creator's vocabulary, so a few words are
 * in nearly every piece (COMMON_WORD) and most in few; RARE_WORD is planted in RARE_COUNT pieces only.
 */

/** A fixed pseudo-random sequence (xorshift32) in [0, 1). */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}
type Random = () => number;
const between = (random: Random, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

/** Most frequent first: the draw favours the start of the list (Zipf-like). */
const VOCABULARY = (
  'content audience time people work post video week idea story plan share start write make ' +
  'creator newsletter blog brand team client feedback growth habit routine morning tool list question ' +
  'launch publish schedule draft outline headline hook thread caption edit record camera microphone ' +
  'podcast episode guest interview script scene channel subscriber follower comment reply community ' +
  'budget price invoice product customer market sale offer email inbox calendar template checklist ' +
  'lesson mistake result number metric goal focus energy rest walk coffee kitchen garden bread ' +
  'studio desk keyboard notebook lighting sound editing thumbnail title description keyword search ' +
  'remote meeting office project deadline priority batch system process workflow automation spreadsheet ' +
  'travel city train mountain river trail winter summer season weekend holiday family friend ' +
  'writing reading learning teaching coaching course workshop webinar slide example framework method ' +
  'simple clear honest useful practical quiet steady small bigger better faster slower early late ' +
  'beginner expert manager founder freelancer designer developer marketer photographer editor ' +
  'sourdough espresso beekeeping running cycling climbing painting pottery knitting gardening ' +
  'analytics engagement reach impression click conversion retention churn pricing discount bundle ' +
  'shortcut trick tip secret rule principle habit-stacking deep-work follow-up behind-the-scenes ' +
  'accessibility localisation onboarding documentation handbook wiki changelog roadmap retrospective ' +
  'microphone-stand teleprompter gimbal tripod softbox lavalier condenser preamp waveform transcript'
).split(/\s+/);
const FILLER = 'the a and of to in for with on that this is it you we our your at from by as be are'.split(' ');

export const COMMON_WORD = VOCABULARY[0]!;
/** In RARE_COUNT pieces: two in the title, the rest in the body. */
export const RARE_WORD = 'zeppelin';
export const RARE_COUNT = 12;
export const TEMPLATE = 'blog.how-to';

const TOPICS = [
  'Batch filming for busy creators', 'Sourdough for beginners', 'Starting a podcast', 'Remote onboarding', 'Trail running in winter',
  'Home espresso on a budget', 'Growing a newsletter to 1,000 readers', 'Pricing your first course', 'A weekly content calendar',
  'Lighting a small studio', 'Writing hooks that hold', 'Urban beekeeping', 'Editing video faster', 'Client onboarding emails',
  'Turning one blog post into ten posts', 'Deep work for freelancers', 'Launching a product on a shoestring', 'Community over audience',
];

const KINDS: readonly (readonly [HistoryType, number, [number, number]])[] = [
  ['social_media', 35, [40, 150]],
  ['blog_post', 20, [500, 1500]],
  ['video_script', 15, [150, 700]],
  ['newsletter', 10, [300, 1000]],
  ['summarizer', 12, [50, 400]],
  ['humanized', 8, [100, 1200]],
];

function kindOf(random: Random): (typeof KINDS)[number] {
  let r = random() * 100;
  for (const kind of KINDS) {
    if (r < kind[1]) return kind;
    r -= kind[1];
  }
  return KINDS[0]!;
}

function word(random: Random): string {
  if (random() < 0.35) return pick(random, FILLER);
  return VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2.2)]!;
}

function sentence(random: Random): string {
  const words = Array.from({ length: between(random, 6, 20) }, () => word(random));
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}${random() < 0.1 ? '?' : '.'}`;
}

/** About `target` words shaped like the kind: headings and lists in long pieces, scenes in scripts, hashtags in posts. */
function body(random: Random, type: HistoryType, target: number): string {
  const blocks: string[] = [];
  let words = 0;
  let scene = 1;
  while (words < target) {
    if ((type === 'blog_post' || type === 'newsletter') && blocks.length % 4 === 0) blocks.push(`## ${sentence(random).slice(0, -1)}`);
    if (type === 'video_script') blocks.push(`[Scene ${scene++}]`);
    const paragraph =
      type !== 'social_media' && random() < 0.15
        ? Array.from({ length: between(random, 3, 5) }, () => `- ${sentence(random)}`).join('\n')
        : Array.from({ length: type === 'social_media' ? between(random, 2, 4) : between(random, 3, 7) }, () => sentence(random)).join(' ');
    blocks.push(paragraph);
    words += paragraph.split(/\s+/).length;
  }
  if (type === 'social_media') blocks.push(`#${pick(random, VOCABULARY)} #creators`);
  return blocks.join('\n\n');
}

export interface SeededLibrary {
  /** The measured creator's piece ids, newest first. */
  ids: string[];
  /** Of them, those with RARE_WORD. */
  rare: string[];
  published: number;
  scheduled: number;
}

/**
 * `n` pieces of one creator spread over the two years before `now` (newest first in `ids`), and for
 * each other creator their own pieces; about a quarter of the creator's pieces published to one to
 * three platforms and one in twenty scheduled a month ahead. Inserted in batches, oldest first.
 */
export async function seedLibrary(db: Db, opts: { userId: string; n: number; others: { id: string; n: number }[]; now: number }): Promise<SeededLibrary> {
  const random = randomSequence(0x26_11b);
  const span = 2 * 365 * 86_400_000;
  const rows: (typeof contents.$inferInsert)[] = [];
  const owned: string[] = [];
  const rareAt = new Set(Array.from({ length: RARE_COUNT }, (_, i) => Math.floor(((i + 0.5) * opts.n) / RARE_COUNT)));
  const rare: string[] = [];
  for (const owner of [{ id: opts.userId, n: opts.n }, ...opts.others]) {
    for (let i = 0; i < owner.n; i++) {
      const [type, , [lo, hi]] = kindOf(random);
      const id = randomUUID();
      let topic = `${pick(random, TOPICS)}${random() < 0.5 ? `: ${sentence(random).slice(0, 40).trim()}` : ''}`;
      let text = body(random, type, between(random, lo, hi));
      const mine = owner.id === opts.userId;
      if (mine && rareAt.has(i)) {
        if (rare.length < 2) topic = `A ${RARE_WORD} of ideas`;
        else text = `${text}\n\nLike a ${RARE_WORD}, slow and steady.`;
        rare.push(id);
      }
      const template = type === 'blog_post' && random() < 0.15 ? { template: TEMPLATE } : {};
      rows.push({
        id, userId: owner.id, type, topic, request: { topic, ...template }, body: text,
        engine: 'offline', model: 'inkwell-offline-composer', createdAt: new Date(opts.now - ((i + random()) / owner.n) * span),
      });
      if (mine) owned.push(id);
    }
  }
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  for (let i = 0; i < rows.length; i += 250) await db.insert(contents).values(rows.slice(i, i + 250));

  const platforms: PublishPlatform[] = ['twitter', 'linkedin', 'facebook', 'instagram', 'tiktok', 'youtube'];
  const targets: (typeof publications.$inferInsert)[] = [];
  let published = 0;
  let scheduled = 0;
  for (const contentId of owned) {
    const r = random();
    if (r >= 0.3) continue;
    const status = r < 0.25 ? 'published' : 'scheduled';
    if (status === 'published') published++;
    else scheduled++;
    const chosen = platforms.filter(() => random() < 0.35).slice(0, 3);
    for (const platform of chosen.length > 0 ? chosen : platforms.slice(0, 1)) {
      targets.push({
        id: randomUUID(), userId: opts.userId, contentId, platform, status, content: 'A post.', demoMode: true,
        ...(status === 'scheduled' ? { scheduledAt: new Date(opts.now + 30 * 86_400_000) } : { publishedAt: new Date(opts.now - 86_400_000) }),
      });
    }
  }
  for (let i = 0; i < targets.length; i += 500) await db.insert(publications).values(targets.slice(i, i + 500));
  return { ids: owned, rare, published, scheduled };
}
