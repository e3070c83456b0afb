/**
 * One worked example per operation of the public API reference, as data: the reference renders each
 * as curl and as TypeScript (fetch), and a test sends each one to the app and expects it to work.
 */
export interface ApiExample {
  method: 'GET' | 'POST' | 'DELETE';
  /** The OpenAPI path, `{name}` for a path parameter. */
  path: string;
  /** Who calls it: an API key, or a signed-in session (key management). */
  auth: 'key' | 'session';
  /** Path parameters, each written as a shell variable / TypeScript constant the reader fills in. */
  params?: Record<string, { variable: string; note: string }>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** A multipart upload: the file part and the other fields. */
  upload?: { fileName: string; contentType: string; fields?: Record<string, string> };
  /** How to read the answer in TypeScript. */
  reads?: 'json' | 'text' | 'none';
}

const SUMMARY_TEXT =
  'Along the Gulf Coast, towns are rebuilding oyster reefs to protect their shorelines. The reefs act as living breakwaters, ' +
  'absorbing wave energy before it reaches marshes and beaches. In Port Alder, volunteers placed 1,200 tons of recycled shell ' +
  'along two miles of shoreline, and within a year the town measured 40 percent less marsh loss behind the reef. Engineers say ' +
  'the approach costs far less than a concrete seawall of the same length.';

export const API_EXAMPLES: readonly ApiExample[] = [
  {
    method: 'POST',
    path: '/api/content/video-script',
    auth: 'key',
    body: { topic: 'How to start a podcast on a budget', platform: 'youtube', target_audience: 'First-time creators', tone: 'educational', duration: 'short' },
  },
  {
    method: 'POST',
    path: '/api/content/blog-post',
    auth: 'key',
    body: {
      topic: 'Ten habits of productive writers',
      target_keywords: ['writing habits', 'productivity'],
      target_audience: 'Freelance writers',
      word_count: 800,
      tone: 'friendly',
    },
  },
  {
    method: 'POST',
    path: '/api/content/social-media',
    auth: 'key',
    body: { topic: 'Our spring product launch', platform: 'linkedin', tone: 'professional', include_hashtags: true },
  },
  {
    method: 'POST',
    path: '/api/content/newsletter',
    auth: 'key',
    body: { topic: 'This month in indie publishing', target_audience: 'Indie authors', sections: ['Top Story', 'Quick Tips', 'Next Month'], tone: 'friendly' },
  },
  { method: 'GET', path: '/api/content/history', auth: 'key', query: { limit: '5' } },
  { method: 'GET', path: '/api/templates', auth: 'key', query: { kind: 'blog_post' } },
  { method: 'GET', path: '/api/voices', auth: 'key' },
  {
    method: 'GET',
    path: '/api/voices/{id}',
    auth: 'key',
    params: { id: { variable: 'VOICE_ID', note: 'the `id` of a voice from GET /api/voices, sent as `voice_id` when generating' } },
  },
  {
    method: 'POST',
    path: '/api/content/summarize/text',
    auth: 'key',
    body: { text_content: SUMMARY_TEXT, summary_length: 'brief', summary_style: 'bullet_points' },
  },
  {
    method: 'POST',
    path: '/api/content/summarize/url',
    auth: 'key',
    body: { url: 'https://example.com/articles/oyster-reefs', summary_length: 'standard', summary_style: 'professional' },
  },
  {
    method: 'POST',
    path: '/api/content/summarize/file',
    auth: 'key',
    upload: { fileName: 'notes.txt', contentType: 'text/plain', fields: { summary_length: 'brief', summary_style: 'executive' } },
  },
  {
    method: 'POST',
    path: '/api/content/humanize',
    auth: 'key',
    body: {
      text: 'In today’s fast-paced world, it is important to note that consistency is a game-changer for creators. Furthermore, posting on a schedule helps your audience know when to expect you.',
      content_type: 'blog_post',
    },
  },
  { method: 'GET', path: '/api/social/accounts', auth: 'key' },
  { method: 'POST', path: '/api/social/media', auth: 'key', upload: { fileName: 'cover.png', contentType: 'image/png' } },
  {
    method: 'POST',
    path: '/api/social/publish',
    auth: 'key',
    body: { content: 'Our spring collection is live: twelve new templates for creators.', platforms: ['twitter', 'linkedin'] },
  },
  {
    method: 'POST',
    path: '/api/posts',
    auth: 'key',
    body: { text: 'Twelve new templates for creators, out today.', platforms: ['twitter', 'linkedin'], scheduled_at: '2027-03-02T09:00:00+01:00' },
  },
  { method: 'GET', path: '/api/posts', auth: 'key', query: { status: 'scheduled', limit: '20' } },
  { method: 'GET', path: '/api/analytics/overview', auth: 'key', query: { days: '30', platforms: 'all', tz: 'UTC' } },
  { method: 'GET', path: '/api/analytics/export.csv', auth: 'key', query: { days: '30' }, reads: 'text' },
  { method: 'POST', path: '/api/keys', auth: 'session', body: { name: 'Publishing script', expires_in_days: 90 } },
  { method: 'GET', path: '/api/keys', auth: 'session' },
  {
    method: 'DELETE',
    path: '/api/keys/{id}',
    auth: 'session',
    params: { id: { variable: 'KEY_ID', note: 'the `id` of a key from GET /api/keys' } },
    reads: 'none',
  },
];

export function findExample(method: string, path: string): ApiExample | undefined {
  return API_EXAMPLES.find((example) => example.method === method.toUpperCase() && example.path === path);
}

const TOKEN_VARIABLE = { key: 'INKWELL_API_KEY', session: 'INKWELL_SESSION_TOKEN' } as const;

/** Quotes text for a POSIX shell's single quotes. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function urlFor(example: ApiExample, baseUrl: string, style: 'shell' | 'ts'): string {
  let path = example.path;
  for (const [name, param] of Object.entries(example.params ?? {})) {
    path = path.replace(`{${name}}`, style === 'shell' ? `$${param.variable}` : `\${${param.variable}}`);
  }
  const query = example.query ? `?${new URLSearchParams(example.query).toString()}` : '';
  return `${baseUrl}${path}${query}`;
}

export function curlSample(example: ApiExample, baseUrl: string): string {
  const lines = [`curl${example.method === 'GET' ? '' : ` -X ${example.method}`} "${urlFor(example, baseUrl, 'shell')}"`];
  lines.push(`  -H "Authorization: Bearer $${TOKEN_VARIABLE[example.auth]}"`);
  if (example.body) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d ${shellQuote(JSON.stringify(example.body))}`);
  }
  if (example.upload) {
    lines.push(`  -F "file=@${example.upload.fileName};type=${example.upload.contentType}"`);
    for (const [name, value] of Object.entries(example.upload.fields ?? {})) lines.push(`  -F "${name}=${value}"`);
  }
  return lines.join(' \\\n');
}

export function typeScriptSample(example: ApiExample, baseUrl: string): string {
  const lines: string[] = [];
  if (example.upload) lines.push("import { readFile } from 'node:fs/promises';", '');
  for (const [, param] of Object.entries(example.params ?? {})) lines.push(`const ${param.variable} = '…'; // ${param.note}`);
  if (example.upload) {
    lines.push('const form = new FormData();');
    lines.push(
      `form.append('file', new Blob([await readFile('${example.upload.fileName}')], { type: '${example.upload.contentType}' }), '${example.upload.fileName}');`,
    );
    for (const [name, value] of Object.entries(example.upload.fields ?? {})) lines.push(`form.append('${name}', '${value}');`);
    lines.push('');
  }
  const url = urlFor(example, baseUrl, 'ts');
  lines.push(`const response = await fetch(${url.includes('${') ? `\`${url}\`` : `'${url}'`}, {`);
  if (example.method !== 'GET') lines.push(`  method: '${example.method}',`);
  const auth = `Authorization: \`Bearer \${process.env.${TOKEN_VARIABLE[example.auth]}}\``;
  lines.push(example.body ? `  headers: { ${auth}, 'Content-Type': 'application/json' },` : `  headers: { ${auth} },`);
  if (example.body) lines.push(`  body: JSON.stringify(${JSON.stringify(example.body, null, 2).replaceAll('\n', '\n  ')}),`);
  if (example.upload) lines.push('  body: form,');
  lines.push('});');
  lines.push('if (!response.ok) throw new Error((await response.json()).detail);');
  const reads = example.reads ?? 'json';
  if (reads === 'json') lines.push('const result = await response.json();');
  if (reads === 'text') lines.push('const csv = await response.text();');
  return lines.join('\n');
}
