/** What kind of section a heading asks for, judged from its words. */
export type SectionKind = 'intro' | 'recap' | 'qa' | 'events' | 'next' | 'tips' | 'resources' | 'community' | 'quote' | 'data' | 'promo' | 'behind' | 'story' | 'general';

const KINDS: ReadonlyArray<[SectionKind, RegExp]> = [
  ['intro', /\b(?:intro|introduction|welcome|hello|editor'?s? note|letter|note from|opening)\b/],
  ['recap', /\b(?:recap|summary|tl;? ?dr|key points|in brief|round-?up|highlights|wrap)/],
  ['qa', /(?:\bq ?& ?a\b|\bquestions?\b|\bask\b|mailbag|\bfaq|\banswers?\b)/],
  ['events', /\b(?:events?|calendar|dates?|schedule|save the date|meetups?|races?|deadlines?)\b/],
  ['next', /(?:what'?s next|\bnext\b|coming|upcoming|preview|roadmap|later)/],
  ['tips', /\b(?:tips?|tricks?|hacks?|advice|how[- ]to|lessons?|takeaways?|checklist|steps?|playbook|guide|best practices?)\b/],
  ['resources', /\b(?:resources?|tools?|reading|reads?|links?|recommend\w*|picks?|favou?rites?|toolkit|apps?|books?|watch|listen|gear|stack)\b/],
  ['community', /\b(?:community|readers?|shout-?outs?|wins?|members?|from you|feedback|poll|survey|your turn)\b/],
  ['quote', /\b(?:quotes?|inspiration|motivation|thoughts?|reflections?|mindset)\b/],
  ['data', /\b(?:stats?|statistics|numbers?|data|metrics?|charts?|by the)\b/],
  ['promo', /\b(?:announcements?|announcing|offers?|deals?|sale|sponsors?|promo|launch|products?|discount|giveaway)\b/],
  ['behind', /\b(?:behind|personal|story time|journal|diary|my week|bts)\b/],
  ['story', /\b(?:top|stor(?:y|ies)|feature|headlines?|news|updates?|deep dive|spotlight|focus|main|lead|big idea|this week|insights?|analysis|trends?)\b/],
];

export function sectionKind(name: string): SectionKind {
  const lower = name.toLowerCase();
  return KINDS.find(([, pattern]) => pattern.test(lower))?.[0] ?? 'general';
}

/**
 * Section bodies by kind: each variant is a list of Markdown blocks (paragraphs, lists, quotes).
 * Slots: {topic} the topic, {core} its short form, {audience|fallback}.
 */
export const SECTION_BODIES: Record<SectionKind, readonly (readonly string[])[]> = {
  intro: [
    ["Welcome to this issue! This time we're focusing on {topic}: what matters, what to skip and a few ideas you can put into practice straight away."],
    ['Thanks for being here. This issue is all about {topic}, with practical ideas you can use this week and nothing you need to buy.'],
  ],
  story: [
    [
      "The big idea this issue: {core} works best when it's treated as a habit, not a project. Most of the frustration people describe comes from trying to do everything at once, then stalling when life gets busy.",
      'What works instead is a small, repeatable routine with one clear goal and a short weekly check-in. It sounds modest, but over a few months it beats bursts of enthusiasm almost every time.',
    ],
    [
      "If there's one thing worth your attention this week, it's how small, consistent steps change the results you get from {core}.",
      "The pattern shows up again and again: people who review their progress briefly every week make steadier gains than those who wait for a big push. The review doesn't need to be fancy. Three questions are enough: what worked, what didn't, and what will I change?",
    ],
  ],
  tips: [
    [
      'A few quick ways to make progress with {core} this week:',
      '- **Start small.** Pick the ten-minute version and do it today.\n- **Prepare ahead.** Set up what you need the night before, so starting takes a minute.\n- **Track one thing.** Choose a single number and check it weekly, not daily.\n- **Never miss twice.** A missed day is fine; two in a row is how habits fade.',
    ],
    [
      'Three tips you can use right away:',
      '- **Batch similar tasks** into one focused block instead of scattering them across the week.\n- **Change one thing at a time**, so you know what actually made the difference.\n- **Write down what worked** after each session; those notes become your best guide.',
    ],
  ],
  resources: [
    [
      'Worth adding to your toolkit:',
      '- **A simple log.** A notebook or spreadsheet with three columns: date, what you did, one observation.\n- **A five-item checklist** for the task you repeat most, so you never start from scratch.\n- **One good community** where people talk about {core} openly and answer beginner questions.',
    ],
    [
      'A few resources that make {core} easier:',
      '- **A recurring calendar block.** The most underrated tool there is.\n- **One in-depth guide or course**, worked through properly rather than skimmed.\n- **A timer.** Short, focused sessions beat long, distracted ones.',
    ],
  ],
  events: [
    [
      'Dates worth planning around with {core}:',
      '- **This week:** one short session to test an idea from this issue.\n- **In two weeks:** a quick review of what is working and what is not.\n- **End of the month:** compare your notes with where you started, and set the next goal.',
      'Put them in your calendar now; plans that live only in your head rarely survive a busy week.',
    ],
    [
      'A simple rhythm for the month ahead:',
      '- **Weekly:** one focused session on {core}, same day and time.\n- **Fortnightly:** fifteen minutes to review your notes.\n- **Monthly:** one small experiment, with a clear question and an end date.',
    ],
  ],
  next: [
    [
      "Next issue, we'll go one step further with {core}: how to review your progress and decide what to change. Until then, here's a small challenge:",
      '- Pick one idea from this issue.\n- Try it three times before next week.\n- Hit reply and tell me how it went.',
    ],
    [
      'Coming up: a closer look at the mistakes that slow people down with {core}, and how to avoid them.',
      "If there's a question you'd like answered, reply to this email. The best ones shape what comes next.",
    ],
  ],
  qa: [
    [
      '**Q: I keep starting and stopping. How do I stay consistent?**',
      "**A:** Make the routine smaller than feels worthwhile, attach it to something you already do every day, and follow one rule: never miss twice. Consistency comes from a routine that survives your busiest week, not from motivation.",
    ],
    [
      '**Q: How long before I see results with {core}?**',
      "**A:** Most people notice small changes within a few weeks and bigger ones after a few months of steady effort. Keep a simple record so you can see progress that's easy to miss day to day.",
    ],
  ],
  community: [
    [
      "I love hearing how you're getting on with {core}. This week's challenge: share one small win, however tiny, by replying to this email.",
      "With your permission, I'll feature a few in the next issue so we can all learn from each other.",
    ],
    [
      "Quick poll: what's your biggest obstacle with {core} right now? Time, motivation or knowing where to start?",
      'Hit reply with one word. I read every response, and the answers shape future issues.',
    ],
  ],
  quote: [
    ['A line worth keeping on a sticky note this week:', '> Small steps, taken consistently, beat big leaps taken occasionally.', "It's a simple idea, and it's the one most of us forget first when things get busy."],
    ['> You don\'t need to be ready. You need to begin.', 'Whatever stage you are at with {core}, the next step is usually smaller than it looks.'],
  ],
  data: [
    [
      'Numbers worth tracking with {core} (pick one or two, not all of them):',
      '- **Sessions completed** each week.\n- **Time spent**, in minutes, so you can see your real investment.\n- **One outcome** that matters to you, checked weekly.',
      'Trends over a month tell you far more than any single day.',
    ],
    ['A quick note on measuring progress: activity numbers (how often you show up) move first, and outcome numbers (the results you want) catch up later. Track both, and judge yourself on the trend rather than on any one week.'],
  ],
  promo: [
    [
      "A quick announcement: if you've found this newsletter useful, the best way to support it is to forward this issue to one person who's interested in {core}.",
      'And if there is something you would like covered, reply and say so. Reader requests get priority.',
    ],
  ],
  recap: [
    ['The short version of this issue:', '- Start smaller than feels worthwhile.\n- Build a routine you can keep in your busiest week.\n- Review weekly: keep, drop, try.'],
    ['If you only have thirty seconds:', '- One clear goal beats five vague ones.\n- Consistency beats intensity.\n- Measure one thing and look at the trend.'],
  ],
  behind: [
    [
      'A quick look behind the scenes: putting this issue together, one theme kept coming up. The people who make steady progress with {core} are rarely the most talented; they are the ones who kept their routine small enough to survive a busy month.',
      "It's a good reminder that the fundamentals aren't just for beginners.",
    ],
  ],
  general: [
    [
      'What matters most about {core} here is clarity over complexity. Pick one goal, build a simple routine around it and check in on it every week.',
      '- **This week:** choose the smallest useful step and do it twice.\n- **Next week:** look at what happened and adjust one thing.',
    ],
    [
      "Here's the practical angle on {core}: decide what 'good enough' looks like before you start, so you know when to stop polishing and move on.",
      'It saves time, and it makes each attempt easier to learn from.',
    ],
    [
      'One idea to take away: progress with {core} comes from repetition, not from finding the perfect method.',
      '- Keep sessions short enough to repeat.\n- Write down one observation after each.\n- Review your notes at the end of the month.',
    ],
    ["A useful question to ask yourself about {core}: what is the one change that would make everything else easier? Start there, and let the rest wait until that change feels routine."],
  ],
};
