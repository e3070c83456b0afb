import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, signUp, type TestApp } from '../../test/build-test-app';
import { startLocalModelServer, type ModelReply, type ReceivedRequest } from '../../test/local-model-server';

let respond: (req: ReceivedRequest, i: number) => ModelReply = () => ({ text: '' });
let server: Awaited<ReturnType<typeof startLocalModelServer>>;
let t: TestApp;

beforeAll(async () => {
  server = await startLocalModelServer('openai', (req, i) => respond(req, i));
  t = await buildTestApp({ env: { AI_BASE_URL: server.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '5000', AI_MAX_RETRIES: '0' } });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

async function basicUser() {
  const user = await signUp(t.app);
  await t.database.db.update(users).set({ subscriptionTier: 'basic' }).where(eq(users.id, user.id));
  return user;
}

describe('templates with a model', () => {
  it('gives the model the template’s notes and structure, and repairs a draft that ignores the template', async () => {
    const start = server.received.length;
    respond = (req) =>
      req.prompt.includes('--- PROBLEMS ---')
        ? { text: 'Espresso at home beats the café. Fight me.\n\n→ Fresh beans matter more than the machine.\n\nAgree or disagree?\n\n#Espresso #HomeBarista' }
        : { text: 'Espresso at home beats the café.\n\n→ Fresh beans matter more than the machine.\n\n#Espresso #HomeBarista' };
    const user = await basicUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/social-media',
      payload: { topic: 'Home espresso', platform: 'twitter', template: 'social.hot-take' },
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatch(/Agree or disagree\?/);
    const sent = server.received.slice(start);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.prompt).toContain('Template: Hot take. Follow its structure exactly:');
    expect(sent[0]!.prompt).toContain('- End with a question that invites replies.');
    expect(sent[0]!.prompt).toMatch(/Structure, in this order: The take \(a bold, specific opinion in one line\); The reasons/);
    expect(sent[1]!.prompt).toContain('- End the post (before any hashtags) with a question that invites replies.');
  });

  it('holds a long post’s outline to the template’s sections', async () => {
    const start = server.received.length;
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 9}${i % 8 === 7 ? '.' : ''}`).join(' ');
    respond = (req) => {
      if (req.prompt.includes('Answer with JSON')) {
        return { text: JSON.stringify({ title: 'Espresso at Home', meta_description: 'A how-to.', sections: [1, 2, 3, 4].map((i) => ({ heading: `Part ${i}`, subheadings: [], words: 350 })) }) };
      }
      const heading = /Start with the line "(## [^"]+)"/.exec(req.prompt)?.[1];
      const steps = req.prompt.includes('"Step 1: …"') ? '\n\n### Step 1: Grind\n\nGrind fine.\n\n### Step 2: Dose\n\nDose well.\n\n### Step 3: Pull\n\nPull slowly.' : '';
      const budget = Number(/: (\d+) words\./.exec(req.prompt)?.[1] ?? 100);
      return { text: `${heading ? `${heading}\n\n` : ''}${words(budget)}${steps}` };
    };
    const user = await basicUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/blog-post',
      payload: { topic: 'Home espresso', word_count: 1600, template: 'blog.how-to' },
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    const sent = server.received.slice(start);
    expect(sent[0]!.prompt).toContain('The sections are the template\'s, in this order, each heading starting with the words given: "What You Need Before You Start"');
    const content: string = res.json().content;
    expect(content.match(/^## .+$/gm)?.slice(0, 4)).toEqual(['## What You Need Before You Start', '## Step-by-Step', '## Common Mistakes to Avoid', '## Checking Your Results']);
    expect(content).toMatch(/### Step 1: Grind/);
  });
});
