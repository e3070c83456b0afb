/** Sources the summarizer's route tests read: an article as plain text and as a web page around it. */

export const ARTICLE_TITLE = 'Coastal towns turn to oyster reefs to slow erosion';

export const ARTICLE_PARAGRAPHS = [
  'Along the Gulf Coast, a growing number of towns are rebuilding oyster reefs to protect their shorelines from erosion. ' +
    'The reefs act as living breakwaters, absorbing wave energy before it reaches marshes and beaches.',
  'In Port Alder, volunteers placed 1,200 tons of recycled shell along two miles of shoreline last spring. ' +
    'Within a year, the town measured 40 percent less marsh loss behind the new reef than along the unprotected stretch nearby.',
  'Engineers say the approach costs far less than concrete seawalls. A seawall of the same length would have cost about $9 million, ' +
    'while the reef project cost $1.4 million, most of it paid by a state resilience grant.',
  'Oysters also filter water as they feed. A single adult oyster can filter up to 50 gallons a day, ' +
    'and local fishermen report clearer water and more juvenile fish around the reef.',
  'The reefs are not a cure for every coast. They need the right salinity and water temperature, and they take several years to grow tall enough to block large waves. ' +
    'Storm surge from a major hurricane can still overtop them.',
  'State officials plan to fund twelve more reef projects over the next five years. ' +
    'Towns that want to join must monitor water quality for two seasons before construction begins, so that the reefs are placed where oysters will survive.',
  'Researchers at the state university will track every site with drones and sediment sensors. ' +
    'Their findings should show whether the early results in Port Alder hold up over a decade, and which designs work best in rougher water.',
];

export const ARTICLE_TEXT = ARTICLE_PARAGRAPHS.join('\n\n');

/** The article inside a page with navigation, a cookie banner, share buttons and a footer. */
export const ARTICLE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${ARTICLE_TITLE} | Coastal Gazette</title></head>
<body>
<nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sports">Sports</a> <a href="/weather">Weather</a></nav>
<div class="cookie">We use cookies to improve your experience. Accept all cookies?</div>
<main><article>
<h1>${ARTICLE_TITLE}</h1>
<p class="byline">By Dana Whitfield</p>
${ARTICLE_PARAGRAPHS.map((p) => `<p>${p}</p>`).join('\n')}
</article></main>
<aside><h2>Most read</h2><ul><li><a href="/a">Local team wins title</a></li><li><a href="/b">New bakery opens downtown</a></li></ul></aside>
<footer><p>Share this story on social media.</p><p>© 2026 Coastal Gazette. All rights reserved.</p></footer>
</body></html>`;
