// CPU time of the offline composer and its fidelity check per 5000-word blog post, for the source
// tree given as argv[2] (this checkout, or an older one extracted for comparison). Prints JSON.
// Run as: node --import tsx bench/lib/cpu-per-post.ts <root> <posts>
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const root = process.argv[2] ?? process.cwd();
const posts = Number(process.argv[3] ?? 100);
const load = (path: string) => import(pathToFileURL(`${root}/${path}`).href);

/** The first of `paths` the tree has: the blog kind's files moved to src/server/kinds/blog-post/ (issue 23), a baseline may predate that. */
const loadFirst = (...paths: string[]) => load(paths.find((path) => existsSync(`${root}/${path}`)) ?? paths[0]!);

const { BlogPostRequest } = await load('src/contract/content.ts');
// The blog kind's own composer and check: the same files in this tree and in the baseline.
const { composeBlogPost } = await loadFirst('src/server/kinds/blog-post/compose/compose.ts', 'src/server/ai/offline/blog-post.ts');
const { checkBlogPost } = await loadFirst('src/server/kinds/blog-post/check.ts', 'src/server/ai/fidelity/blog-check.ts');

const TOPICS = ['Sourdough baking for beginners', 'How to start a podcast', 'Remote team onboarding', 'Saving for a first home', 'Trail running in winter'];
const requests = Array.from({ length: posts }, (_, i) =>
  BlogPostRequest.parse({
    topic: `${TOPICS[i % TOPICS.length]} ${i}`,
    word_count: 5000,
    tone: ['professional', 'casual', 'technical', 'friendly'][i % 4],
    target_keywords: i % 2 ? ['practical guide', 'common mistakes', 'weekly routine'] : [],
  }),
);

// Warm up: the JIT's work is not what is measured.
for (const request of requests.slice(0, 10)) checkBlogPost(request, composeBlogPost(request));

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
let since = process.cpuUsage();
const texts: string[] = requests.map((request) => composeBlogPost(request));
const composeMs = cpuMs(since) / posts;
since = process.cpuUsage();
let problems = 0;
requests.forEach((request, i) => (problems += checkBlogPost(request, texts[i]!).length));
const checkMs = cpuMs(since) / posts;
const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0) / posts;
console.log(JSON.stringify({ composeMs, checkMs, bytes, problems }));
