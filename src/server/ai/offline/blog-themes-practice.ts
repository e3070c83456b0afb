import type { BlogTheme } from './blog-theme';

export const HABITS: BlogTheme = {
  key: 'habits',
  summary: 'how to build habits that last',
  headings: ['Building Habits That Last', 'Making It a Habit'],
  keyHeading: 'Making {kw} a Habit',
  lead: 'Knowing what to do is only half the work; the other half is doing it often enough for {topic} to become routine.',
  units: [
    {
      heading: 'Anchor It to Your Day',
      practice: "Write one sentence in the form 'After I…, I will…' and stick it somewhere you'll see it.",
      sentences: [
        "New habits stick best when they're attached to something you already do.",
        'Pick an existing routine, such as your morning coffee or the end of the working day, and start straight after it.',
        "The old habit then acts as a reminder, so you don't have to rely on memory or motivation.",
        "Keep the link specific: 'after I close my laptop' works better than 'in the evening'.",
      ],
    },
    {
      heading: 'Make Starting Effortless',
      practice: 'Time how long it takes you to get started, then halve it by preparing ahead.',
      sentences: [
        "Most of the resistance comes in the first two minutes, before you've actually begun.",
        "Reduce it by preparing everything you need in advance and leaving it where you'll see it.",
        "Decide the first small action the night before, so there's nothing to think about when the time comes.",
        "Once you've started, continuing is usually much easier than you expected.",
      ],
    },
    {
      heading: 'Never Miss Twice',
      practice: 'Mark each session on a calendar and, if you miss one, circle the next day as non-negotiable.',
      sentences: [
        'Missing one session is normal; missing two in a row is how habits quietly end.',
        'Treat a missed day as a prompt to do a smaller session the next day, not as a failure.',
        'This rule takes the pressure off perfection while protecting the streak that matters.',
        'Over months, it turns an on-off effort into a dependable routine.',
      ],
    },
  ],
};

export const SHARING: BlogTheme = {
  key: 'sharing',
  summary: 'how to share what you learn',
  headings: ['Sharing What You Learn', 'Learning in Public'],
  keyHeading: 'Sharing What You Learn About {kw}',
  lead: 'Sharing your progress with {topic}, even informally, can speed up your learning and open unexpected doors.',
  units: [
    {
      heading: 'Why Sharing Helps',
      practice: 'Write a short summary of one thing you learned this week, as if explaining it to a friend.',
      sentences: [
        "Explaining what you're doing forces you to understand it more clearly.",
        "It also invites feedback and advice you wouldn't otherwise receive.",
        'Over time, a record of your progress becomes a source of motivation in its own right.',
        'And it often connects you with people working on the same things.',
      ],
    },
    {
      heading: 'Choosing Where to Share',
      practice: 'Pick one place to share and commit to a short update every fortnight for the next two months.',
      sentences: [
        "You don't need a large audience; a small group of interested people is more useful than a big, indifferent one.",
        "Pick one place that suits you, whether that's a community forum, a newsletter, social media or a group chat.",
        'Share consistently rather than constantly, and focus on what you learned rather than on looking impressive.',
        "Honest updates, including what didn't work, tend to get the most thoughtful responses.",
      ],
    },
    {
      heading: 'Handling Criticism',
      practice: 'Next time you get critical feedback, write down the one specific point you could act on, and let the rest go.',
      sentences: [
        'Putting work out there means some responses will be unhelpful or unkind.',
        'Separate useful critique, which is specific and actionable, from noise, which is neither.',
        'Thank people for the useful kind, apply what makes sense and move on from the rest.',
        'The confidence to share imperfect work is a skill in itself, and it grows with practice.',
      ],
    },
  ],
};

export const MOTIVATION: BlogTheme = {
  key: 'motivation',
  summary: 'how to stay motivated',
  headings: ['Staying Motivated', 'Keeping Your Momentum'],
  keyHeading: 'Staying Motivated With {kw}',
  lead: 'Motivation rises and falls for everyone, so it helps to have a plan for the weeks when {topic} feels like a chore.',
  units: [
    {
      heading: 'Reconnect With Your Reason',
      practice: "Reread your original goal and rewrite it in today's words, keeping what still matters.",
      sentences: [
        'When enthusiasm fades, go back to the reason you started.',
        'Reread the goal you wrote down and ask whether it still matters to you.',
        "If it does, the dip is temporary; if it doesn't, update the goal rather than forcing yourself through.",
        "Either way, you'll be working from a reason rather than from guilt.",
      ],
    },
    {
      heading: 'Make Progress Visible',
      practice: "Start a 'done list' today and add one line after every session, however small.",
      sentences: [
        "It's hard to stay motivated by progress you can't see.",
        'Keep a simple record, such as a streak on a calendar, a growing list of finished sessions or before-and-after notes.',
        "Looking back over a month of entries is often the best reminder of how far you've come.",
        "Visible progress also makes it easier to spot what's working and do more of it.",
      ],
    },
    {
      heading: 'Reward the Effort, Not Just the Result',
      practice: 'Choose a small reward for completing a week of sessions, and give it to yourself only once you have earned it.',
      sentences: [
        'Results often lag behind effort, so rewarding only results leaves long gaps with nothing to celebrate.',
        'Acknowledge the sessions you complete, especially the ones that took real willpower.',
        'Small, immediate rewards help the habit feel worthwhile while the bigger payoff builds.',
        'Over time, the sense of keeping a promise to yourself becomes a reward in its own right.',
      ],
    },
  ],
};

export const PLANNING: BlogTheme = {
  key: 'planning',
  summary: 'how to plan your approach',
  headings: ['Planning Your Approach', 'Making a Realistic Plan'],
  keyHeading: 'A Realistic Plan for {kw}',
  lead: 'A little planning up front makes {topic} far easier to sustain, as long as the plan stays short enough to use.',
  units: [
    {
      heading: 'Set a Realistic Time Frame',
      practice: 'Plan only the next four weeks, then add twenty per cent to every time estimate.',
      sentences: [
        'Most plans fail because they assume more free time than you really have.',
        'Estimate how long things will take, then add a generous buffer for the weeks when life gets busy.',
        'Short horizons, such as a month or a quarter, are easier to plan accurately than a whole year.',
        'At the end of each period, compare your estimate with what happened and plan the next one accordingly.',
      ],
    },
    {
      heading: 'Decide What Done Looks Like',
      practice: "Write a one-line definition of 'done' for your next three tasks before you start them.",
      sentences: [
        'Open-ended tasks expand to fill whatever time you give them.',
        "Before each piece of work, decide what 'finished' means, so you know when to stop and move on.",
        'Clear finish lines also make progress easier to see and celebrate.',
        "If you're unsure, choose a time limit instead: stop when the timer ends, whatever state the work is in.",
      ],
    },
    {
      heading: 'Plan for Obstacles',
      practice: 'Write down your two most likely obstacles and a one-sentence plan for each.',
      sentences: [
        'Something will get in the way; the only question is what and when.',
        'List the obstacles most likely to derail you, such as a busy week, low energy or a lack of visible progress.',
        "For each one, decide in advance what you'll do, even if it's simply a shorter session.",
        'Having the answer ready means a setback becomes a small detour rather than a full stop.',
      ],
    },
  ],
};
