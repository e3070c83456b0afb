import type { BlogTheme } from './blog-theme';

export const WHY: BlogTheme = {
  key: 'why',
  summary: 'why it matters',
  headings: ['The Case for {title}', 'What {title} Can Do for You'],
  keyHeading: 'The Case for {kw}',
  lead: "Before getting into tactics, it helps to be clear about what {topic} can realistically do for you, and what it can't.",
  units: [
    {
      heading: 'The Problem It Solves',
      practice: "Finish the sentence 'Three months from now, I want to be able to…' and keep your answer where you'll see it every day.",
      sentences: [
        "Most people come to {topic} because something isn't working the way they want it to, whether that's time, money, energy or results.",
        'Naming that problem precisely is the first useful step, because a vague goal produces vague effort.',
        'Try writing down, in a single sentence, what would be different in three months if this went well.',
        "That sentence becomes a filter: anything that doesn't move you toward it can wait.",
        'It also keeps you steady when a shiny new tactic shows up promising to change everything overnight.',
        'Revisit it every few weeks, because the problem you start with is rarely the one you finish with.',
      ],
    },
    {
      heading: 'Who Gets the Most Out of It',
      practice: 'List the three hours in your week when you have the most energy, and protect one of them for this.',
      sentences: [
        'The payoff from {topic} comes fastest for people who are consistent rather than intense.',
        "If your time is limited, you're not at a disadvantage; short, regular sessions usually beat occasional marathons.",
        'Beginners get quick early wins, while experienced people benefit from tightening habits they already have.',
        'For {audience|most readers}, the biggest advantage is clarity: knowing what to do next instead of guessing.',
        'What matters far less than people expect is talent, budget or perfect timing.',
        'Curiosity and a willingness to review your own results will take you further than either.',
      ],
    },
    {
      heading: 'What Changes When You Get It Right',
      practice: 'Write down what a good week would look like once this is working, then compare it with your current week.',
      sentences: [
        'When {topic} clicks, the first thing most people notice is that it takes less effort than it used to.',
        'Decisions that once felt heavy become routine, which frees up attention for the parts that genuinely need it.',
        'Results also become more predictable, so you can plan around them instead of hoping for them.',
        'That predictability is what lets you build on your progress rather than starting over every few months.',
        "It's also more enjoyable, which matters more than it sounds, because people keep doing what they enjoy.",
      ],
    },
  ],
};

export const FUNDAMENTALS: BlogTheme = {
  key: 'fundamentals',
  summary: 'the fundamentals',
  headings: ['The Fundamentals of {title}', 'Core Principles of {title}', '{title}: The Basics That Matter'],
  keyHeading: 'The Fundamentals of {kw}',
  lead: 'Every good approach to {topic} rests on a few principles. Get these right and the details become much easier.',
  units: [
    {
      heading: 'Start With a Clear Goal',
      practice: 'Rewrite your goal until a stranger could tell, at the end of the month, whether you achieved it.',
      sentences: [
        'A goal gives {topic} a direction, and direction is what turns effort into progress.',
        'Make it specific enough that you would know, without debate, whether you had reached it.',
        'Attach a realistic time frame, then break it into the smallest milestone you could reach this week.',
        'If the goal feels intimidating, shrink it until starting feels almost too easy.',
        'A modest goal you actually pursue beats an ambitious one you keep postponing.',
        'Write it somewhere you will see it often, so it can guide the small decisions as well as the big ones.',
      ],
    },
    {
      heading: 'Know Your Constraints',
      practice: 'List your real weekly budget of time and money, then cut your plan until it fits with a little room to spare.',
      sentences: [
        'Time, budget, energy and skills all shape what a sensible plan looks like.',
        "Listing them honestly isn't pessimism; it's how you design a plan that survives a busy week.",
        "A plan built for your real schedule will outperform a perfect plan built for someone else's.",
        'Constraints can even help, because fewer options make it easier to decide and begin.',
        'Review them every month or so, since they tend to change as you make progress.',
      ],
    },
    {
      heading: 'Keep It Simple at First',
      practice: 'Cross out half of the steps in your current plan and see whether the result really suffers.',
      sentences: [
        'Complexity is the most common reason people abandon {topic} early.',
        'Begin with the simplest version that produces a real result, even if it looks unimpressive.',
        'You can always add tools, techniques and refinements once the basic habit is steady.',
        'Simple systems are also easier to troubleshoot, because there are fewer moving parts to check.',
        "If you're unsure whether to add something, wait a week and see whether you still miss it.",
      ],
    },
    {
      heading: 'Consistency Beats Intensity',
      practice: 'Pick a session length so small you could manage it on your worst day, and do it five days in a row.',
      sentences: [
        'Short, regular sessions compound in a way that occasional bursts of effort never do.',
        'A steady rhythm also builds confidence, because you can see evidence of progress every week.',
        'Choose a frequency you could maintain even during your busiest month.',
        'When life gets in the way, scale the session down instead of skipping it entirely.',
        'Over a year, that single habit tends to matter more than any individual technique.',
      ],
    },
  ],
};

export const MINDSET: BlogTheme = {
  key: 'mindset',
  summary: 'the right mindset',
  headings: ['The Right Mindset', 'Mindset Matters More Than Tactics'],
  keyHeading: 'The Right Mindset for {kw}',
  lead: 'Tactics get most of the attention, but the way you think about {topic} shapes whether you stick with it.',
  units: [
    {
      heading: 'Progress Over Perfection',
      practice: 'Set a timer, produce a rough first attempt before it rings, and only then allow yourself to polish.',
      sentences: [
        'Perfectionism feels like high standards, but in practice it mostly delays starting.',
        'Aim for work that is good enough to learn from, then improve it in the next round.',
        'Every imperfect attempt gives you information that planning alone never could.',
        'Over time, the habit of finishing matters far more than the quality of any single attempt.',
        'Quality follows quantity more often than the other way round.',
      ],
    },
    {
      heading: 'Treat Setbacks as Information',
      practice: "After your next bad day, write one sentence on what caused it and one on what you'll do differently.",
      sentences: [
        "A bad week doesn't undo months of progress, even though it can feel that way.",
        'Ask what the setback is telling you: was the plan too ambitious, the timing wrong, or the method unsuited to you?',
        'Answer that honestly and the setback becomes a useful adjustment rather than a reason to quit.',
        "People who improve steadily aren't those who never stumble; they're the ones who recover quickly.",
      ],
    },
    {
      heading: 'Play the Long Game',
      practice: 'Write a short note to open in six months, describing where you hope to be by then.',
      sentences: [
        'The biggest gains from {topic} tend to arrive later than people expect.',
        "That's why sustainable habits beat dramatic short-term efforts.",
        'Think in seasons rather than days, and judge yourself on the trend, not the latest result.',
        "Patience isn't passive; it's the decision to keep going while results catch up.",
      ],
    },
  ],
};

export const STEPS: BlogTheme = {
  key: 'steps',
  summary: 'a step-by-step plan',
  ordered: true,
  headings: ['A Step-by-Step Plan for {title}', 'How to Get Started: A Simple Plan', 'Your First Month: A Simple Plan'],
  keyHeading: 'Getting Started With {kw}',
  lead: "Here's a practical sequence you can follow, whether you're starting from scratch or picking things up again after a break.",
  units: [
    {
      heading: 'Step 1: Take Stock of Where You Are',
      practice: 'Spend fifteen minutes answering the three audit questions in writing, without editing yourself.',
      sentences: [
        'Before changing anything, spend a little time noting how you currently approach {topic}.',
        "What works, what doesn't, and where do you usually get stuck?",
        'This short audit gives you a baseline, so later you can see progress instead of guessing at it.',
        'Be honest rather than harsh; the point is information, not judgement.',
        "Keep your notes somewhere you'll see them again, because you'll come back to them in a month.",
      ],
    },
    {
      heading: 'Step 2: Pick One Priority',
      practice: 'Rank your possible changes by impact and effort, then choose one with high impact and low effort.',
      sentences: [
        'From your audit, choose the single change that would make the biggest difference.',
        'Resist the urge to fix everything at once, because spreading effort thin is the quickest way to stall.',
        'One priority also makes it obvious what to do when you sit down, which removes a surprising amount of friction.',
        'Once that change feels automatic, and not before, move on to the next one.',
        'This one-at-a-time approach looks slow on paper but is usually faster in practice.',
      ],
    },
    {
      heading: 'Step 3: Build a Simple Routine',
      practice: 'Put three sessions in your calendar for next week right now, before you finish reading.',
      sentences: [
        "Decide when, where and for how long you'll work on it, and put it in your calendar.",
        'A routine removes the daily decision of whether to start, which is where most good intentions fail.',
        'Keep a short checklist for each session so you never waste time wondering what comes next.',
        'Prepare what you need in advance, so that getting started takes a minute rather than twenty.',
        'If the routine keeps slipping, make it smaller rather than abandoning it.',
      ],
    },
    {
      heading: 'Step 4: Review and Adjust',
      practice: "Set a recurring fifteen-minute reminder called 'weekly review' and keep the three questions in its description.",
      sentences: [
        'Set a recurring time, weekly or fortnightly, to look at what happened.',
        "Ask three questions: what worked, what didn't, and what will I change next?",
        'Small, regular adjustments keep {topic} aligned with your goals as circumstances change.',
        'Write the answers down, because patterns only become visible over several reviews.',
        'A good review takes fifteen minutes and saves hours of effort in the wrong direction.',
      ],
    },
  ],
};

export const SAMPLE_WEEK: BlogTheme = {
  key: 'week',
  summary: 'a sample week',
  headings: ['What a Typical Week Could Look Like', 'A Sample Week'],
  keyHeading: '{kw}: A Sample Week',
  lead: 'Plans are easier to follow when you can picture them, so here are two ways a week of {topic} might look.',
  units: [
    {
      heading: 'A Light Week (About Two Hours)',
      practice: 'Copy the light week into your calendar for the next fortnight and see how it feels.',
      sentences: [
        'If your schedule is tight, a light week might look like this:',
        "It's modest, but repeated every week it adds up to more than a hundred hours a year.",
        'Move the sessions around freely; what matters is that each one has a clear purpose.',
      ],
      list: [
        "**Monday (20 minutes):** review last week's notes and choose this week's single priority.",
        '**Wednesday (40 minutes):** a focused session on that priority, with your phone in another room.',
        '**Friday (40 minutes):** a second session, picking up exactly where you left off.',
        "**Sunday (20 minutes):** a quick review of what worked, what didn't and what to change.",
      ],
    },
    {
      heading: 'A Focused Week (About Five Hours)',
      practice: 'Run one focused week as an experiment, then compare your notes with a light week.',
      sentences: [
        'When you have more room, a focused week might look like this:',
        'Adjust the days to your own calendar; the rhythm matters more than the exact schedule.',
        "If a week goes badly, fall back to the light version rather than skipping it altogether.",
      ],
      list: [
        '**Monday (30 minutes):** plan the week and prepare everything you need.',
        '**Tuesday and Thursday (1 hour each):** deep-work sessions on your main priority.',
        '**Wednesday (45 minutes):** study one resource and note what to apply.',
        '**Saturday (90 minutes):** a longer practice session or project block.',
        '**Sunday (15 minutes):** review and reset for the following week.',
      ],
    },
  ],
};

export const MISTAKES: BlogTheme = {
  key: 'mistakes',
  summary: 'common mistakes to avoid',
  headings: ['Common Mistakes to Avoid', 'Mistakes That Hold People Back', 'Pitfalls to Watch For'],
  keyHeading: 'Common Mistakes With {kw}',
  lead: 'Most setbacks with {topic} come from a handful of predictable mistakes. Knowing them in advance makes them much easier to sidestep.',
  units: [
    {
      heading: 'Doing Too Much Too Soon',
      practice: 'Halve your planned workload for the first fortnight and add to it only if it feels easy.',
      sentences: [
        'Enthusiasm at the start is great, but it often leads to an overloaded plan that collapses within weeks.',
        'If your first week feels exhausting, your plan is too big, not your commitment too small.',
        'Scale back to a level you could sustain for a year, then build up gradually.',
        'Slow, steady increases also make it easier to see which changes are actually helping.',
      ],
    },
    {
      heading: "Copying Someone Else's Playbook",
      practice: "For each tactic you've borrowed, write down the problem it solves for you, and drop any that have no answer.",
      sentences: [
        'What works brilliantly for someone else may not fit your schedule, resources or goals.',
        'Borrow ideas freely, but test them against your own situation before adopting them wholesale.',
        'The best approach to {topic} is the one you can actually keep doing.',
        'Ask of every borrowed tactic: does this solve a problem I actually have?',
      ],
    },
    {
      heading: 'Not Measuring Progress',
      practice: 'Choose one number to record after every session, and nothing else, for a month.',
      sentences: [
        "Without some way of tracking results, it's hard to know whether your effort is paying off.",
        'That uncertainty is demoralising and often leads people to quit just before things improve.',
        'Pick one or two simple measures and check them at a regular interval.',
        'Even a rough record beats relying on memory, which tends to remember the bad days most.',
      ],
    },
    {
      heading: 'Ignoring Feedback',
      practice: 'Ask one person you trust for a single specific suggestion, and act on it within a week.',
      sentences: [
        'Feedback, whether from results, peers or your own notes, is the fastest way to improve.',
        "It's tempting to dismiss information that doesn't match your expectations, but that's usually where the lessons are.",
        'Treat every piece of feedback as data rather than as a verdict on your ability.',
        'Then decide deliberately what, if anything, to change because of it.',
      ],
    },
    {
      heading: 'Waiting for the Perfect Moment',
      practice: 'Schedule your first session for tomorrow, whatever tomorrow looks like.',
      sentences: [
        'There will never be a week with no distractions, so waiting for one is a way of never starting.',
        'Begin with whatever conditions you have, and improve them as you go.',
        'Imperfect action produces information; perfect plans produce only more planning.',
        "The first attempt is supposed to be rough. That's what the second attempt is for.",
      ],
    },
  ],
};
