/**
 * Articles the summarizer's quality tests read: realistic news and explainer prose, some with the
 * page furniture a copied web page brings along, each with the sentences an editor would keep
 * (`key`, as written in the text) and the facts a summary must not lose.
 */
export interface TestArticle {
  title: string;
  text: string;
  key: string[];
  facts: string[];
}

const congestion = `# Riverton approves congestion charge for its downtown core

Share this article

By Marta Keller, City Hall reporter

Riverton's city council voted 7 to 4 on Tuesday night to charge drivers $9 a day to enter the downtown core on weekdays, making it the first mid-sized American city to adopt congestion pricing. The charge will apply from 6 a.m. to 7 p.m. inside a zone bounded by the river, the rail yards and Fourth Avenue, and it is scheduled to begin in April next year.

The vote ended more than two years of studies, public hearings and lobbying from businesses on both sides. Supporters packed the council chamber wearing green scarves, while a smaller group of shop owners held signs reading "Don't tax our customers" outside.

City planners expect the charge to cut traffic entering the zone by about 18 percent and to raise roughly $42 million a year. By law, every dollar of that revenue must be spent on public transit, and the council has already committed the first year's money to doubling bus frequency on the six busiest routes.

"People have been sitting in the same traffic jam for twenty years," said Council Member Aisha Rahman, who sponsored the measure. "We are finally asking the cars that cause the congestion to pay for the alternative."

## How the charge will work

Cameras mounted at 31 entry points will read license plates, and drivers will be billed automatically through a regional toll account or by mail. Vehicles will be charged once per day no matter how many times they enter the zone.

Residents who live inside the zone will pay half price, and people with disabilities, emergency vehicles and buses are exempt. Delivery trucks will pay the full charge, though the council asked staff to study a lower overnight rate for deliveries made before 6 a.m.

Low-income drivers who earn less than twice the federal poverty line can apply for a 50 percent discount, a provision added last month after critics argued that a flat charge would fall hardest on service workers with early shifts and long commutes.

## Businesses remain divided

The Downtown Merchants Association, which represents about 400 shops and restaurants, opposed the plan and warned that it could push shoppers to suburban malls with free parking. Its president, Gary Olsen, said the group would ask the state legislature to review whether the city has the authority to impose the charge.

Other business owners welcomed the decision. The owner of a bakery on Market Street said her customers mostly arrive on foot or by bus, and that delivery vans stuck in traffic cost her hundreds of dollars a month.

Researchers point to cities abroad for evidence. Stockholm's charge, introduced in 2007, reduced traffic by about 20 percent and has grown more popular with voters over time, while retail sales in central London held steady after that city's charge began in 2003.

## What comes next

The measure still needs a final procedural vote next month, which is expected to pass. The city must also sign a contract for the camera system, which officials estimate will cost $28 million to install.

Because the revenue is tied to transit, the council will have to publish an annual report on how the money is spent and how traffic and air quality have changed inside the zone. Council members said they would revisit the price after the first full year of data.

If the program meets its targets, transit advocates say, other mid-sized cities that have watched New York's debate from a distance are likely to follow Riverton's example within a few years.

Subscribe to our newsletter for more City Hall coverage.

© 2026 Riverton Daily. All rights reserved.
`;

const heatPumps = `How heat pumps work, and why they are replacing furnaces

A heat pump does not make heat by burning fuel; it moves heat that already exists from one place to another. In winter it pulls warmth out of the outdoor air, even when that air feels cold, and releases it inside the home. In summer the same machine runs in reverse and works as an air conditioner.

The principle is the same one a refrigerator uses. A fluid called a refrigerant circulates through a closed loop. Outside, the refrigerant is colder than the air around it, so it absorbs heat and evaporates. A compressor then squeezes the vapour, which raises its temperature well above room temperature. Indoors, the hot vapour gives up its heat and condenses back into a liquid, and the cycle starts again.

Because a heat pump moves heat rather than creating it, it can deliver three to four units of heat for every unit of electricity it consumes. Engineers describe this ratio as the coefficient of performance. A gas furnace, by comparison, can never deliver more heat than the energy contained in the fuel it burns, and even the best models lose a few percent of it up the flue.

That efficiency is the main reason governments are promoting heat pumps. Heating buildings accounts for roughly a tenth of global carbon dioxide emissions, and most of it still comes from burning gas and oil. When a home switches from a gas furnace to a heat pump, its heating emissions typically fall by a third or more, and the savings grow as electricity grids add more wind and solar power.

Sales reflect the shift. Heat pumps have outsold gas furnaces in the United States every year since 2022, and several European countries, including Norway and Finland, now install them in most new homes. In France and Germany, government grants cover a large share of the purchase price for households that replace an oil boiler.

Cold climates were once seen as the technology's weak point. Early models lost much of their efficiency below freezing and relied on electric resistance heaters on the coldest nights. Modern cold-climate units use variable-speed compressors and improved refrigerants, and field tests in Maine and Canada have found them heating homes effectively at minus 25 degrees Celsius.

Cost remains the biggest obstacle. Installing a heat pump typically costs between $10,000 and $20,000, often more than replacing a furnace, especially in older houses that need new ductwork or an upgraded electrical panel. Running costs depend heavily on local prices: where electricity is expensive compared with gas, monthly bills may barely fall, even though emissions do.

Installation quality matters as much as the equipment. A unit that is too small will struggle on the coldest days, while one that is too large will cycle on and off and wear out sooner. Industry groups recommend a room-by-room heat loss calculation before choosing a size, but surveys suggest that many installers still estimate by rule of thumb.

Insulation changes the arithmetic. A draughty house needs a bigger and more expensive heat pump, so energy advisers usually suggest sealing leaks and insulating the attic first. In a well-insulated home, a heat pump can run at low speed for long periods, which is when it is most efficient.

There are also quieter benefits. Heat pumps remove the risk of carbon monoxide leaks from combustion, and because they cool as well as heat, they replace two appliances with one. As summers grow hotter, that second function is becoming a selling point in regions where few homes had air conditioning.

Policy makers are betting that prices will fall as production grows, much as they did for solar panels and batteries. If that happens, and if electricity prices stay competitive with gas, analysts expect heat pumps to become the default choice for new heating systems in most of Europe and North America within the next decade.
`;

const fourDayWeek = `Four-day week trial: most companies keep the shorter schedule

A year-long trial of the four-day working week involving 61 companies and about 2,900 employees ended with 56 of the firms choosing to keep the shorter schedule, researchers reported on Monday. Employees worked 32 hours a week for the same pay, and company revenue stayed broadly flat during the trial.

The study was run by a team of economists and sociologists from three universities, who collected payroll data, sick-leave records and surveys at the start, middle and end of the trial. Companies ranged from a 12-person marketing agency to a manufacturer with more than 300 staff.

The clearest changes were in well-being. The share of employees who reported burnout fell from 48 percent to 29 percent, and sick days dropped by about two-thirds. Staff also reported sleeping better and spending more time with their families, and the number of people who left their jobs fell by 57 percent compared with the previous year.

Managers said the gains came from changing how work was organized rather than from people working faster. Many firms cut standard meetings from an hour to thirty minutes, set aside blocks of time without email, and dropped reports that no one read. "We found a surprising amount of work that simply didn't need doing," said the operations director of a logistics firm that took part.

Revenue at the participating companies rose by 1.4 percent on average over the trial, weighted by company size, a change the researchers described as statistically indistinguishable from zero. They cautioned that the sample was not random: firms volunteered, and those that expected the trial to fail were unlikely to sign up.

Not every business adapted easily. Two restaurants and a call centre dropped out within three months, saying they could not cover opening hours without hiring more staff. Firms with customers who expected a response every weekday often staggered schedules, giving half the team Mondays off and the other half Fridays.

Some employees also found the compressed week more intense. About one in seven said the pace of work had become harder to sustain, particularly in teams where the workload had not been reduced. The researchers said this group was concentrated in companies that kept all their old meetings and reporting routines.

The findings add to evidence from earlier trials in Iceland, the United Kingdom and Spain, which reported similar improvements in well-being without large losses in output. Critics argue that such trials mostly measure office work, where output is hard to count, and say the results may not carry over to factories, hospitals or schools.

The researchers recommended that companies considering a shorter week run a pilot of at least six months, measure output before and after, and redesign meetings and workflows before cutting hours. They plan to follow the participating firms for another two years to see whether the benefits last once the novelty wears off.

Government officials have taken note. The labour ministry said it would fund a second trial next year focused on public services, including two hospitals and a regional tax office, where the question of whether a four-day week can work without extra hiring is far less settled.
`;

const chipPlant = `## Lumen Semiconductor delays Arizona chip plant to 2028

Posted on March 3

Lumen Semiconductor said on Thursday that it will delay the opening of its $20 billion chip factory in Arizona by two years, to 2028, blaming a shortage of skilled construction workers and slower-than-expected demand for the advanced processors the plant was designed to make.

The announcement is a setback for federal efforts to bring chip manufacturing back to the United States. The factory was the largest single project to receive support under the national chips program, which awarded Lumen $6.5 billion in grants and up to $5 billion in loans two years ago.

Read more: How the chips program picks its winners

Lumen's chief executive, Priya Natarajan, told investors on a conference call that the company remained committed to the site. "This is a change in timing, not a change in strategy," she said. "We will have the most advanced factory in the country, and we intend to fill it."

Construction of the main building is about 60 percent complete, according to the company. But Lumen said it had struggled to hire electricians, pipe fitters and clean-room specialists, and that labour costs at the site had risen by roughly a quarter since work began. Several other large factories are being built in the same region, and they are competing for the same workers.

Demand has also shifted. Orders for chips used in personal computers and smartphones have been weaker than forecast, while demand for the specialized processors used in artificial intelligence data centres has surged. Lumen said it would use the delay to redesign part of the plant to make those processors, which require different packaging equipment.

The company's shares fell 4 percent in after-hours trading. Analysts said the delay would push back the point at which the Arizona plant starts contributing to profit, but noted that Lumen's factories in Asia are running close to full capacity.

The delay will affect the local economy. Lumen had promised to create 3,000 permanent jobs at the plant, and the city of Redmesa has already spent $180 million on roads and water lines to serve the site. City officials said they had been told that hiring for permanent positions would now begin in 2027.

Under the terms of its federal award, Lumen receives grant money in stages as it meets construction and production milestones. A Commerce Department spokesperson said the agency was reviewing the revised schedule and that payments would remain tied to progress, which means part of the grant could be withheld if the new dates slip.

Industry experts said Lumen was unlikely to be the last company to revise its plans. Building a modern chip factory requires thousands of specialized workers, and the United States trains far fewer of them than Taiwan or South Korea. Several community colleges in Arizona have started semiconductor technician programs, but their first graduates will not enter the workforce until next year.

Lawmakers from Arizona said the delay should be a warning. The government should pair factory subsidies with funding for training, they argued, or the country risks building expensive plants that cannot find the people to run them.

Share on Facebook
Share on X
`;

export const TEST_ARTICLES: TestArticle[] = [
  {
    title: 'Riverton approves congestion charge for its downtown core',
    text: congestion,
    key: [
      "Riverton's city council voted 7 to 4 on Tuesday night to charge drivers $9 a day to enter the downtown core on weekdays, making it the first mid-sized American city to adopt congestion pricing.",
      'City planners expect the charge to cut traffic entering the zone by about 18 percent and to raise roughly $42 million a year.',
      "By law, every dollar of that revenue must be spent on public transit, and the council has already committed the first year's money to doubling bus frequency on the six busiest routes.",
    ],
    facts: ['$9 a day', 'congestion pricing'],
  },
  {
    title: 'How heat pumps work, and why they are replacing furnaces',
    text: heatPumps,
    key: [
      'A heat pump does not make heat by burning fuel; it moves heat that already exists from one place to another.',
      'Because a heat pump moves heat rather than creating it, it can deliver three to four units of heat for every unit of electricity it consumes.',
      'Cost remains the biggest obstacle.',
      'When a home switches from a gas furnace to a heat pump, its heating emissions typically fall by a third or more, and the savings grow as electricity grids add more wind and solar power.',
    ],
    facts: ['moves heat', 'heat pump'],
  },
  {
    title: 'Four-day week trial: most companies keep the shorter schedule',
    text: fourDayWeek,
    key: [
      'A year-long trial of the four-day working week involving 61 companies and about 2,900 employees ended with 56 of the firms choosing to keep the shorter schedule, researchers reported on Monday.',
      'Employees worked 32 hours a week for the same pay, and company revenue stayed broadly flat during the trial.',
      'The share of employees who reported burnout fell from 48 percent to 29 percent, and sick days dropped by about two-thirds.',
    ],
    facts: ['56 of the firms', 'four-day'],
  },
  {
    title: 'Lumen Semiconductor delays Arizona chip plant to 2028',
    text: chipPlant,
    key: [
      'Lumen Semiconductor said on Thursday that it will delay the opening of its $20 billion chip factory in Arizona by two years, to 2028, blaming a shortage of skilled construction workers and slower-than-expected demand for the advanced processors the plant was designed to make.',
      'The announcement is a setback for federal efforts to bring chip manufacturing back to the United States.',
      'The factory was the largest single project to receive support under the national chips program, which awarded Lumen $6.5 billion in grants and up to $5 billion in loans two years ago.',
    ],
    facts: ['2028', 'Arizona'],
  },
];

/** About 100 words: a short text whose summary may be at most half as long. */
export const SHORT_TEXT = `The town library will open on Sundays starting next month. The board approved the change after a survey found that most residents could not visit during weekday hours. Sunday hours will run from noon to five. Two part-time librarians will be hired to cover the new shifts, paid for by a state grant. The children's reading room will host a story hour every Sunday at two. Officials said they would review attendance after six months and decide whether to keep the schedule. Residents can suggest programs on the library website.`;

const SUBJECTS = ['The committee', 'The research team', 'Local farmers', 'The regional council', 'Most engineers', 'The new report', 'Several hospitals', 'The water utility', 'Independent auditors', 'The school board', 'Two startups', 'The port authority', 'The transport ministry', 'A citizens’ panel', 'The university', 'Insurance companies', 'The fire service', 'Small retailers'];
const VERBS = ['reviewed', 'expanded', 'questioned', 'funded', 'measured', 'delayed', 'approved', 'redesigned', 'compared', 'tested', 'documented', 'criticized', 'simplified', 'audited', 'extended', 'paused'];
const OBJECTS = ['the irrigation plan', 'the solar project', 'the budget for road repairs', 'the flood barriers', 'the vaccine program', 'the housing survey', 'the bus network', 'the recycling contract', 'the broadband rollout', 'the coastal defences', 'the library renovation', 'the wind farm proposal', 'the tram extension', 'the heat pump subsidy', 'the apprenticeship scheme', 'the hospital car park', 'the drought reserve', 'the cycle lanes'];
const DETAILS = ['after a year of public hearings', 'despite rising costs', 'with support from the state', 'because of new safety rules', 'in the northern districts', 'before the winter season', 'following complaints from residents', 'at a cost of several million dollars', 'as part of a ten-year strategy', 'under pressure from local businesses', 'two months ahead of schedule', 'without a public tender', 'in partnership with three villages', 'after the spring floods'];
const CODAS = ['Officials expect a decision by the spring.', 'The results will be published in the annual report.', 'Critics say the timeline is too optimistic.', 'Residents can comment at the next public meeting.', 'The work should be finished within three years.', 'Opposition members called for an independent review.', 'A final vote is planned for the autumn session.'];

/**
 * A long text of plausible sentences, `words` words or a little more, the same for the same seed:
 * the size of a 300-page book's text, for the summarizer's tests on long sources.
 */
export function generatedText(words: number, seed = 1): string {
  let state = seed >>> 0 || 1;
  const pick = <T>(list: T[]): T => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return list[(state >>> 8) % list.length]!;
  };
  const paragraphs: string[] = [];
  let count = 0;
  let chapter = 0;
  while (count < words) {
    if (paragraphs.length % 12 === 0) paragraphs.push(`## Chapter ${++chapter}`);
    const sentences: string[] = [];
    for (let i = 0; i < 5; i++) {
      const sentence =
        i === 4
          ? pick(CODAS)
          : i % 2 === 0
            ? `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(DETAILS)}.`
            : `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(DETAILS)}, and ${pick(SUBJECTS).toLowerCase()} ${pick(VERBS)} ${pick(OBJECTS)}.`;
      sentences.push(sentence);
      count += sentence.split(' ').length;
    }
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
}
