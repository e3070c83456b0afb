import type { SocialPostRequest } from '../../../contract/content';

export type SocialTone = SocialPostRequest['tone'];

/**
 * How each tone posts. {topic} is the topic as a noun phrase; [bracketed] parts name the topic's core
 * and are dropped when it would not read well there (a long topic, or a how-to turned into "-ing").
 */
export interface SocialToneBank {
  hooks: readonly string[];
  /** A line that leads into the points on the roomier platforms. */
  context: readonly string[];
  /** Short, self-contained tips (under ~90 characters each). */
  points: readonly string[];
  closers: readonly string[];
  questions: readonly string[];
  emoji: readonly string[];
  /** Hashtag bodies that suit the tone, after the ones made from the topic. */
  tags: readonly string[];
}

export const SOCIAL_TONES: Record<SocialTone, SocialToneBank> = {
  casual: {
    hooks: [
      'Real talk about {topic}:',
      "Nobody told me this about {topic}, so I'm telling you:",
      "Quick one on {topic}, because I wish I'd known it sooner:",
      'Hot take: most advice about {topic} makes it way harder than it needs to be.',
    ],
    context: ["Here's what actually helped me:", 'What I keep coming back to:'],
    points: [
      'Start smaller[ with {core}] than feels worth it.',
      "Do the boring basics every week. That's the whole trick.",
      'Stop collecting tips and pick one to actually try.',
      'Ten focused minutes[ on {core}] beat an hour of scrolling for ideas.',
      "Progress looks slow until it suddenly doesn't.",
      "Your version[ of {core}] doesn't have to look like anyone else's.",
    ],
    closers: ['Try it this week and tell me how it goes.', "That's it. That's the post.", "Save this for the next time you're stuck."],
    questions: ["What's the one thing that finally made it click for you?", 'What are you trying first?'],
    emoji: ['👇', '✨', '🙌', '💬'],
    tags: ['RealTalk', 'Tips'],
  },
  professional: {
    hooks: [
      'Lessons on {topic} that apply far beyond it.',
      'Most people overcomplicate {topic}. A simpler approach works better.',
      'What separates steady results from stalled effort when it comes to {topic}?',
    ],
    context: ['A few principles that hold up in practice:', 'What consistently works:'],
    points: [
      'Define one clear outcome[ for {core}] before choosing any tactics.',
      'Build a simple routine[ for {core}] and protect the time for it.',
      'Measure one or two indicators, weekly.',
      'Change one variable at a time, so you learn what works.',
      'Review, adjust, repeat. Consistency compounds.',
      'Document what works so it becomes repeatable.',
    ],
    closers: ['Simple, but rarely practised consistently.', 'The fundamentals still do most of the work.', 'Small, disciplined steps outperform big, irregular pushes.'],
    questions: ['What has made the biggest difference in your experience?', 'Which of these would you add to, or challenge?'],
    emoji: ['📌', '✅'],
    tags: ['Strategy', 'Growth'],
  },
  funny: {
    hooks: [
      "Me before {topic}: 'How hard can it be?' Me three weeks in: 'Ah.'",
      'Things nobody warns you about {topic}:',
      'My relationship with {topic} has been a journey. Mostly uphill. With snacks.',
    ],
    context: ['Lessons learned the hard way (so you can skip that part):', 'Field notes from the struggle:'],
    points: [
      'Step 1: buy all the gear[ for {core}]. Step 2: realise the gear does nothing on its own.',
      "Motivation is not coming. It's stuck in traffic. Forever.",
      'The plan I made at midnight was not, in fact, a plan.',
      'Doing it badly still counts. I checked.',
      "Turns out 'I'll start Monday' is not a strategy.",
      'Consistency: boring, unglamorous, annoyingly effective.',
    ],
    closers: ["Anyway, I'm doing better now. Mostly.", "Learn from my mistakes. I certainly didn't.", 'Send help. Or snacks.'],
    questions: ["Tell me I'm not the only one?", "What's your most relatable fail?"],
    emoji: ['😅', '🙃', '😂'],
    tags: ['Relatable', 'Humor'],
  },
  inspiring: {
    hooks: [
      "A year from now, you'll be glad you took {topic} seriously today.",
      "If you've been waiting for the right moment to commit to {topic}, this is it.",
      "Everyone who's good at {topic} started as a beginner.",
    ],
    context: ['A reminder for anyone just starting:', 'What I wish someone had told me at the start:'],
    points: [
      "You don't need to be ready. You need to begin.",
      'Small steps, every day, become the results people call luck.',
      'Progress[ with {core}] you can barely see is still progress.',
      'Your pace[ with {core}] is your pace. Keep going.',
      "The hardest part is starting. You're closer than you think.",
      'Be proud of the days you show up anyway.',
    ],
    closers: ['Start small. Start today.', 'This is your sign to begin.', 'Your future self is cheering you on.'],
    questions: ["What's one small step you'll take this week?", "What would you try if you knew you couldn't fail?"],
    emoji: ['🌱', '✨', '💪'],
    tags: ['Motivation', 'Mindset'],
  },
  educational: {
    hooks: ['Quick guide to {topic}:', 'Worth knowing about {topic}:', 'The simplest way to think about {topic}:'],
    context: ['Here is the short version:', 'The essentials, in order:'],
    points: [
      'Set one clear goal[ for {core}], so you know what progress looks like.',
      'Start with the smallest useful version[ of {core}], then build up.',
      'Track one number weekly; trends beat daily noise.',
      'Change one thing at a time, so you learn what works.',
      'Review every week: keep, drop, try.',
      'Learn from people one step ahead, not only the experts.',
    ],
    closers: ['Save this so you have it when you start.', "Share it with someone who's just getting started.", 'Bookmark it for later.'],
    questions: ['Which of these should I explain in more detail?', 'What would you add?'],
    emoji: ['📚', '💡', '✅'],
    tags: ['LearnSomethingNew', 'Tips'],
  },
};
