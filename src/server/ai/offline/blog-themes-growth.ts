import type { BlogTheme } from './blog-theme';

export const TOOLS: BlogTheme = {
  key: 'tools',
  summary: 'useful tools',
  headings: ['Tools and Resources That Help', 'Building Your Toolkit', 'Useful Tools and Resources'],
  keyHeading: 'Tools and Resources for {kw}',
  lead: "You don't need much to make progress with {topic}, but a few well-chosen resources can save a lot of time.",
  units: [
    {
      heading: 'A Simple Tracking System',
      practice: 'Set up the simplest possible log, with columns for date, activity and observation, and use it for two weeks.',
      sentences: [
        'A notebook, a spreadsheet or a basic app is enough to record what you do and what happens.',
        "The best system is the one you'll actually use, so favour convenience over features.",
        'Keep entries short: a date, what you did and one observation.',
        "After a few weeks, those notes become the most useful guide you have, because they're about you.",
      ],
    },
    {
      heading: 'Templates and Checklists',
      practice: 'Turn the task you repeat most often into a five-item checklist.',
      sentences: [
        'Templates and checklists turn good decisions into defaults.',
        "Create one for any task you repeat, so you don't have to rethink it every time.",
        "Update them whenever you find a better way, and they'll steadily improve alongside your skills.",
        'They also make it far easier to pick things up again after a break.',
      ],
    },
    {
      heading: 'Communities and Mentors',
      practice: 'Find one group where people discuss {topic} openly, and introduce yourself with a specific question.',
      sentences: [
        'Learning alongside other people makes {topic} easier and more enjoyable.',
        'Look for groups, forums or local meetups where people share their experience openly.',
        "A mentor, even an informal one, can help you avoid mistakes they've already made.",
        "Give back when you can, because explaining what you've learned deepens your own understanding.",
      ],
    },
    {
      heading: 'Learning Resources Worth Your Time',
      practice: 'Pick one resource, schedule time to finish it, and note one thing to apply after each session.',
      sentences: [
        'Books, courses and tutorials are useful, but only when you apply what you learn soon after.',
        'Choose one resource at a time and work through it properly instead of sampling ten.',
        'Favour material that explains why something works, not just what to do.',
        'Set a rule for yourself: for every hour of learning, spend at least an hour practising.',
      ],
    },
  ],
};

export const MEASURE: BlogTheme = {
  key: 'measure',
  summary: 'how to measure progress',
  headings: ['Measuring Your Progress', "How to Know It's Working", 'Tracking Results Over Time'],
  keyHeading: 'Measuring Progress With {kw}',
  lead: 'Progress with {topic} is often gradual, which is exactly why it pays to measure it deliberately.',
  units: [
    {
      heading: 'Choose the Right Measures',
      practice: 'Write down one outcome measure and one activity measure, and record both every week for a month.',
      sentences: [
        'Good measures are simple, relevant to your goal and easy to record.',
        'Pair one outcome measure, the result you want, with one activity measure, the work you control.',
        'Activity measures move first, so they keep you motivated while outcomes catch up.',
        "If a number doesn't change what you do, stop tracking it.",
      ],
    },
    {
      heading: 'Hold a Short Weekly Review',
      practice: 'Hold your first review this weekend, and finish it by choosing one thing to keep, one to drop and one to try.',
      sentences: [
        'Once a week, spend fifteen minutes looking at your notes and numbers.',
        'Look for trends rather than reacting to a single good or bad day.',
        'Close each review by choosing one thing to keep, one to drop and one to try.',
        'Over time, these reviews become the engine of steady improvement.',
      ],
    },
    {
      heading: 'Know When to Change Course',
      practice: 'Look back over the last month and mark any change you made without giving it a fair trial.',
      sentences: [
        'If several weeks pass with no movement in the right direction, something needs to change.',
        'Change one variable at a time, so you can tell what made the difference.',
        'Give each change a fair trial, usually two to four weeks, before judging it.',
        "Changing course based on evidence is not failure; it's the whole point of measuring.",
      ],
    },
  ],
};

export const ADVANCED: BlogTheme = {
  key: 'advanced',
  summary: 'advanced strategies',
  headings: ['Going Beyond the Basics', 'Advanced Strategies', 'Taking {title} Further'],
  keyHeading: 'Taking {kw} Further',
  lead: 'Once the basics feel natural, these strategies help you get more out of {topic} without a matching increase in effort.',
  units: [
    {
      heading: 'Batch Similar Work',
      practice: 'Group your three most similar tasks into one block next week and compare how long they take.',
      sentences: [
        'Grouping similar tasks into a single focused block reduces the cost of switching between them.',
        'Many people find they get as much done in one batched session as in several scattered ones.',
        'Protect those blocks in your calendar as you would an important meeting.',
        'Batching also makes it easier to reach deep focus, which is where the best work happens.',
      ],
    },
    {
      heading: 'Experiment Deliberately',
      practice: 'Run one small experiment this month, with the question, time limit and success measure written down first.',
      sentences: [
        'Treat new ideas as small experiments with a clear question, a time limit and a way to judge the result.',
        'This keeps curiosity from turning into constant, unfocused change.',
        "Record what you tried and what happened, even when the answer is 'it didn't help'.",
        'Negative results are useful too, because they save you from trying the same thing again.',
      ],
    },
    {
      heading: 'Scale What Works',
      practice: 'Identify the activity that produced your best result last month, and double the time you give it.',
      sentences: [
        'When something clearly works, do more of it before looking for the next new idea.',
        'Doubling down on a proven approach is often more effective than adding another tactic.',
        'Look for ways to systemise or automate the repetitive parts.',
        "That frees your attention for the creative and strategic work that a checklist can't handle.",
      ],
    },
  ],
};

export const SCENARIOS: BlogTheme = {
  key: 'scenarios',
  summary: 'real-life situations',
  headings: ['Making It Work in Real Life', 'Putting It Into Practice'],
  keyHeading: '{kw} in Real Life',
  lead: "Advice only helps if it fits the life you actually have. Here's how to adapt {topic} to a few common situations.",
  units: [
    {
      heading: "When You're Short on Time",
      practice: 'Find a ten-minute gap you already have each day and use it for this for one week.',
      sentences: [
        'If your schedule is packed, aim for sessions of ten to twenty minutes rather than waiting for a free afternoon.',
        "Attach them to something you already do each day so they don't need a separate reminder.",
        'Focus only on your single highest-impact task and let everything else wait.',
        'Consistency over weeks will matter far more than the length of any single session.',
      ],
    },
    {
      heading: "When You're Just Starting Out",
      practice: 'Write a three-step checklist for your next session and follow it exactly, even if it feels basic.',
      sentences: [
        'Beginners benefit most from structure: a simple plan, a short checklist and one measure of progress.',
        "Expect the first few weeks to feel awkward; that's a sign of learning, not of failure.",
        'Ask questions early and often, because most beginner problems have well-known solutions.',
        'Celebrate small wins, because they build the confidence that keeps you going.',
      ],
    },
    {
      heading: "When You've Hit a Plateau",
      practice: 'Change just one element of your routine for the next two weeks and note what happens.',
      sentences: [
        "Plateaus are normal, and they usually mean you've outgrown your current approach.",
        'Change one element, such as the difficulty, the method or the feedback you get, and give it a few weeks.',
        'Revisit your original goal to check it still reflects what you want.',
        'Sometimes a short, deliberate break is the most productive thing you can do.',
      ],
    },
    {
      heading: "When You're Working With Others",
      practice: 'Agree a fifteen-minute weekly check-in with the people involved, with the same three questions each time.',
      sentences: [
        'If other people are involved in {topic}, agree on shared goals and a simple way to track progress.',
        'Clear roles prevent duplicated effort and the quiet frustration it causes.',
        'Short, regular check-ins work better than long, occasional meetings.',
        "Make it easy for everyone to share what's working, so good ideas spread quickly.",
      ],
    },
  ],
};

export const FAQ: BlogTheme = {
  key: 'faq',
  summary: 'answers to common questions',
  headings: ['Frequently Asked Questions', 'Questions People Often Ask'],
  keyHeading: '{kw}: Frequently Asked Questions',
  lead: 'These are some of the questions that come up most often about {topic}.',
  units: [
    {
      heading: 'How Long Does It Take to See Results?',
      practice: 'Describe where you are today in a few sentences, so in a month you have something concrete to compare against.',
      sentences: [
        'It depends on your starting point and how consistently you practise, but most people notice something within a few weeks.',
        'Bigger, lasting results usually take a few months of steady effort.',
        'Tracking your progress helps here, because early improvements are easy to miss.',
        'If nothing has changed after a month, review your approach rather than your commitment.',
      ],
    },
    {
      heading: 'Do I Need Special Tools or a Big Budget?',
      practice: "Make a list of what you'd like to buy, then wait a month and see which items you still need.",
      sentences: [
        'No. Most of what you need is time, attention and a simple way to track what you do.',
        'Tools can help later, once you know exactly which problem you want them to solve.',
        'Buying equipment before building the habit is one of the most common ways to waste money.',
        'Start with what you have and upgrade only when a clear limitation appears.',
      ],
    },
    {
      heading: 'What If I Fall Behind?',
      practice: "Decide now what your smallest fallback session looks like, so it's ready when you need it.",
      sentences: [
        "Everyone falls behind sometimes, and it's rarely as serious as it feels in the moment.",
        'Skip the guilt and restart with a smaller version of your routine.',
        'A useful rule is never to miss twice in a row.',
        "Then look at what caused the gap and adjust your plan so it's less likely to happen again.",
      ],
    },
    {
      heading: 'Is It Too Late to Start?',
      practice: 'Choose your first step and take it today, even if it takes only ten minutes.',
      sentences: [
        "It's almost never too late. Plenty of people start later than they expected and still make excellent progress.",
        "Experience from other parts of your life often transfers more than you'd think.",
        'The best time to start was probably earlier, but the second-best time is this week.',
        'What matters now is choosing a first step and taking it.',
      ],
    },
  ],
};
