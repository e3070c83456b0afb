import type { TopicShapeKind } from '../../ai/offline/topic-shape';

/**
 * The awkward-topic corpus (docs/product/drafts-corpus.md): topics a creator really types, written to
 * trip an offline engine that pastes the topic into fixed sentences. corpus.test.ts writes every one
 * through every kind and judges the drafts (grammar checker, counts, pasted topics, slots, hashtags).
 *
 * Each topic says the shape the engine should read in it (topic-shape.ts) and, for a list promise, how
 * many items it promised: the drafts must give exactly that many.
 */
export type CorpusCategory =
  | 'milestone'
  | 'list'
  | 'how-to'
  | 'yes-no question'
  | 'wh- question'
  | 'name'
  | 'emoji'
  | 'non-English'
  | 'very long'
  | 'one word'
  | 'all caps'
  | 'quotes'
  | 'slashes'
  | 'numbers'
  | 'noun phrase'
  | 'statement';

export interface CorpusTopic {
  topic: string;
  category: CorpusCategory;
  /** The shape the engine should read in it. */
  shape: TopicShapeKind;
  /** A list promise: how many items it promised. */
  count?: number;
}

type Entry = string | [topic: string, shape: TopicShapeKind] | [topic: string, shape: 'list', count: number];

function group(category: CorpusCategory, shape: TopicShapeKind, entries: readonly Entry[]): CorpusTopic[] {
  return entries.map((entry) => {
    if (typeof entry === 'string') return { topic: entry, category, shape };
    const [topic, own, count] = entry;
    return count === undefined ? { topic, category, shape: own } : { topic, category, shape: own, count };
  });
}

/** A list promise of `count` items, whatever the category it was written for. */
function lists(category: CorpusCategory, entries: readonly [count: number, topic: string][]): CorpusTopic[] {
  return entries.map(([count, topic]) => ({ topic, category, shape: 'list', count }));
}

export const CORPUS: readonly CorpusTopic[] = [
  ...group('milestone', 'milestone', [
    'I just hit 10,000 subscribers after 14 months of posting twice a week',
    'We crossed 1,000,000 views on a single Short',
    'My podcast reached 500 episodes this week',
    'I finally got monetized on YouTube after 3 years',
    'Our newsletter passed 25,000 readers',
    'I hit 100k followers on TikTok in 90 days',
    'Just published my 200th blog post',
    'I quit my job to go full-time on YouTube last month',
    'My channel made its first $1,000 in ad revenue',
    'We sold out our first merch drop in 48 hours',
    'I got my first brand deal with 2,300 followers',
    'After 52 weeks of daily posting, I reached 5,000 followers on LinkedIn',
    'My Etsy shop made 1,500 sales this year',
    'I was verified on Instagram today',
    'Our Discord community just reached 10k members',
    'I lost half my views after the algorithm change and came back',
    'Today marks 5 years of running this blog',
    'My first video went viral with 2.4 million views',
  ]),
  ...lists('list', [
    [3, '3 cheap lighting tricks for filming in a small apartment'],
    [5, 'Five mistakes new podcasters make'],
    [10, 'Top 10 free tools for YouTubers in 2025'],
    [7, '7 ways to repurpose one video into a week of posts'],
    [3, 'Three editing shortcuts that cut my YouTube edit time in half'],
    [4, '4 reasons your Reels stop getting views'],
    [6, 'Six habits of creators who never run out of ideas'],
    [2, 'Two questions to ask before you accept a sponsorship'],
    [8, '8 thumbnail mistakes that kill your click-through rate'],
    [12, '12 newsletter subject lines that got opened'],
    [5, 'The 5 best microphones under $100'],
    [3, '3 things I wish I knew before starting a podcast'],
    [9, 'Nine underrated features of Notion for content planning'],
    [4, 'Four ways to grow an email list without ads'],
    [10, '10 hooks that keep viewers past the first 3 seconds'],
    [3, 'My top 3 camera settings for indoor filming'],
    [5, '5 lessons from 100 days of posting on LinkedIn'],
    [7, 'Seven signs your content calendar is too ambitious'],
    [6, '6 b-roll ideas for talking-head videos'],
    [3, 'Three simple ways to batch-record a month of Shorts'],
    [15, '15 quick caption ideas for Instagram carousels'],
    [4, 'Top four budget tripods for travel vloggers'],
    [2, '2 rules I follow for every sponsored post'],
    [5, 'five free fonts for YouTube thumbnails'],
    [20, '20 blog post ideas for a small bakery'],
  ]),
  ...group('how-to', 'how-to', [
    'How to record a month of Shorts in one afternoon',
    'how to start a podcast with no audience',
    'How to write a newsletter people actually open',
    'How to grow on LinkedIn as an introvert',
    'How to light a room with one window',
    'How to price your first brand deal',
    'How I edit a YouTube video in under an hour',
    'How we plan a content calendar for a small YouTube channel',
    'How to get your first 100 subscribers',
    'How to film yourself without a camera operator',
    'How to stop procrastinating on editing',
    'How to turn a blog post into a Twitter thread',
    'how to make money from a small newsletter',
    'How to say no to brand deals that don\u2019t fit',
    'How to use Canva for YouTube thumbnails',
    'Learning how to write scripts that sound natural',
    'A beginner\'s guide to color grading in DaVinci Resolve',
    'Step by step: setting up a home studio',
    'How to come back after a six-month break from posting',
    'How to batch film: how to record a month of Shorts',
  ]),
  ...group('yes-no question', 'question', [
    'Should I quit my job to become a full-time creator?',
    'Is your social media ready for 2025?',
    'Are smartwatches worth it?',
    'Do I need a professional camera to start on YouTube?',
    'Is it too late to start a podcast in 2025?',
    'Can you grow on TikTok without showing your face?',
    'Does posting every day really help?',
    'Should creators use AI to write scripts?',
    'Is blogging dead?',
    'Are newsletters better than social media for small creators?',
    'Will YouTube Shorts hurt my long videos?',
    'Do hashtags still matter on Instagram',
    'Is a ring light worth buying?',
  ]),
  ...group('wh- question', 'question', [
    'Why my videos get no views',
    'Why do my videos get no views?',
    'What should I post on LinkedIn?',
    'Which editing software is best for beginners?',
    'When is the best time to post on Instagram?',
    'Where do I find royalty-free music for videos?',
    'Who actually reads newsletters anymore?',
    'How much do YouTubers earn per 1,000 views?',
    'What makes a thumbnail clickable?',
    'How long should a YouTube video be?',
    'What is a content pillar?',
    'Why does nobody comment on my posts',
  ]),
  ...group('name', 'noun', [
    "MrBeast's thumbnail style",
    ['Canva vs Figma', 'noun'],
    'Notion for content creators',
    "Ali Abdaal's productivity system",
    'Adobe Premiere Pro vs DaVinci Resolve',
    'The Rode NT-USB Mini',
    'iPhone 15 Pro for filming',
    'ChatGPT for YouTube scripts',
    'Substack vs Beehiiv vs ConvertKit',
    "Casey Neistat's storytelling",
    'Marques Brownlee and the art of the product review',
    'LinkedIn Creator Mode',
    'TikTok Shop for small businesses',
    'Emma Chamberlain and the jump-cut vlog',
    'Patreon tiers that work',
    'Spotify Video Podcasts',
    'GoPro HERO12 settings',
    'Mailchimp alternatives',
    "Taylor Swift's marketing",
    'Nike and Adidas on Instagram',
  ]),
  ...group('emoji', 'noun', [
    'Morning routines ☀️ that actually stick 💪',
    '🚀 Launching a newsletter',
    ['🎙️ Podcasting tips for beginners', 'noun'],
    'Plant-based recipes 🌱',
    '💰 Budgeting for creators',
    ['Travel vlogging ✈️ on a budget', 'noun'],
    ['I hit 1,000 subscribers 🎉', 'milestone'],
    ['3 coffee recipes ☕ for slow mornings', 'list', 3],
    ['Is this the end of Instagram? 🤔', 'question'],
    '🔥🔥🔥',
    ['Home workouts 🏋️‍♀️ for busy parents 👨‍👩‍👧', 'noun'],
    '📚 Book reviews for teens',
  ]),
  ...group('non-English', 'noun', [
    'Café culture in Montréal',
    'Ernährung für Läufer',
    'Receitas fáceis de bolo',
    'Björk',
    'São Paulo street food',
    'Hygge at home',
    'Smørrebrød for beginners',
    'Dolce far niente: the art of doing nothing',
    'Crème brûlée without a torch',
    'Kyoto\u2019s hidden temples',
    'Tapas in Sevilla',
    'Zürich on a budget',
    'La Niña and winter weather',
    'Wabi-sabi in home design',
    'Pão de queijo recipe',
    'Fika: Swedish coffee breaks',
    'Łódź film school',
    'Los mejores consejos para YouTube',
    'Comment créer une chaîne YouTube',
    'Schnell abnehmen ohne Diät',
    ['5 días en Ciudad de México', 'list', 5],
    'Naïve art and outsider artists',
    'Piñatas for a birthday party',
    'Doña Petrona\u2019s recipes',
  ]),
  ...group('very long', 'noun', [
    'The complete beginner-friendly guide to building a sustainable, profitable and genuinely enjoyable content business on YouTube, TikTok and Instagram while working a full-time job and raising two kids',
    ['How to plan, script, film, edit and publish a weekly YouTube video about personal finance for young professionals in under six hours a week without burning out, missing deadlines or spending more than fifty dollars a month on software, gear and music licences for the whole channel', 'how-to'],
    'Everything I learned from running a small bakery\u2019s Instagram account for three years, including what worked for seasonal launches, what flopped with our regulars, and the one kind of post that reliably brought new customers through the door on quiet weekday afternoons',
    ['I just crossed 50,000 subscribers on my woodworking channel after four years of posting every Sunday, and I want to share what changed when I stopped chasing trends, started filming longer builds and finally let my kids appear in the videos they kept asking to be in', 'milestone'],
    ['Why do some small YouTube channels with great editing, clear thumbnails and honest titles still stall at a few hundred views per video while messier channels in the same niche keep growing every month, and what can a creator with limited time realistically change first?', 'question'],
    ['7 practical, low-cost ways for independent musicians to promote a new single on TikTok, Instagram Reels and YouTube Shorts without a label, a publicist or a paid ads budget, based on what actually moved streams for artists with fewer than ten thousand monthly listeners', 'list', 7],
    'Sustainable fashion for people who love clothes but hate waste: thrifting, repairing, swapping, renting and buying fewer, better pieces, with honest notes on cost, time, fit and the trade-offs nobody mentions when they talk about capsule wardrobes online or in magazines',
    'A realistic weekly content system for a solo therapist who wants to educate the public about anxiety on Instagram and in a monthly newsletter while respecting client confidentiality, professional ethics, their own limited energy and a full caseload of appointments',
  ]),
  ...group('one word', 'noun', [
    'SEO',
    'Yoga',
    'Productivity',
    'Thumbnails',
    'Minimalism',
    'Podcasting',
    'Burnout',
    'Sourdough',
    'Crypto',
    'Journaling',
    'Consistency',
    'Lighting',
    'Storytelling',
    'Mindfulness',
    'Skincare',
    'Gardening',
    'AI',
    'Photography',
  ]),
  ...group('all caps', 'noun', [
    'HOW TO GROW ON YOUTUBE FAST',
    'STOP BUYING GEAR',
    'FREE EDITING SOFTWARE',
    ['5 MISTAKES EVERY NEW CREATOR MAKES', 'list', 5],
    ['IS YOUTUBE WORTH IT IN 2025?', 'question'],
    ['I HIT 1 MILLION VIEWS', 'milestone'],
    'ASMR',
    'NASA photography',
    'UX design portfolios',
  ]),
  ...group('quotes', 'noun', [
    'The "just start" advice is wrong',
    '"Post every day" and other myths',
    'Why "authentic content" means nothing',
    "The 'one video a week' rule",
    '\u201cWork smarter, not harder\u201d for creators',
    'What "going viral" really costs',
    ['She said "you\'ll never make it" — here\'s my answer', 'statement'],
    'The word "hustle"',
  ]),
  ...group('slashes', 'noun', [
    'Morning/evening routines',
    'Video editing on Mac/PC',
    'Pros/cons of daily uploads',
    'Work/life balance for streamers',
    'TikTok/Reels/Shorts: one video, three platforms',
    'Before/after: my studio makeover',
    'Dos and don\u2019ts / what to avoid on LinkedIn',
    'Lo-fi/chill beats for studying',
  ]),
  ...group('numbers', 'noun', [
    'Growing a channel with a $0 budget',
    'Saving 20% of a freelance income',
    'The 80/20 rule for content',
    'Why 2.5% engagement is actually good',
    'A €500 camera setup',
    'Living on £1,200 a month in London',
    '4K vs 1080p for YouTube',
    'The 3-2-1 backup rule for video files',
    '24 hours in Tokyo',
    'A 30-day writing challenge',
    'Filming at 60 fps',
    ['From 0 to 1,000 subscribers in 2024', 'milestone'],
    'A 1.5x faster editing workflow',
    'Pricing a $2,500 sponsorship',
    '¥3,000 lunch spots in Osaka',
    'Turning 40 as a creator',
  ]),
  ...group('noun phrase', 'noun', [
    'batch filming',
    'content calendar',
    'Vegan meal prep for busy parents',
    'Email marketing for small creators',
    'Personal branding on LinkedIn',
    'Sleep and productivity',
    'The creator economy',
    'Home studio acoustics',
    'Short-form video for local restaurants',
    'Affiliate marketing for beginners',
    'Long-distance running',
    'a podcast about true crime',
    'Thumbnail psychology',
    'Community building on Discord',
    'Remote work burnout',
    'media kit',
    'editing checklist',
    'YouTube channel trailer',
  ]),
  ...group('statement', 'statement', [
    'Consistency beats talent',
    'Nobody cares about your gear',
    'Your first 100 videos will be bad',
    'Shorts are killing long-form YouTube',
    'I stopped posting on Instagram and nothing happened',
    'Email is the only platform you own',
    'Small channels have an advantage',
    'We need to talk about creator burnout',
    'Engagement pods don\u2019t work',
    'The algorithm is not your enemy',
  ]),
];
