import { API_KEY_PREFIX } from '../../../../contract/api-keys';
import { KEY_ROUTES, openApiPath } from '../key-scope';
import { curlSample, findExample, typeScriptSample } from './api-examples';

type Json = Record<string, unknown>;
type Operation = Json & { description?: string; tags?: string[] };

const KEY_OPERATIONS = new Set(KEY_ROUTES.map((route) => `${route.method} ${openApiPath(route.url)}`));
const KEY_MANAGEMENT = '/api/keys';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const INTRO = `The Inkwell API gives Enterprise accounts programmatic access to what the app does: generate video scripts, blog posts, social posts and newsletters; summarize text, web pages and files; humanize drafts; publish to connected social accounts; read history, analytics and your brand voices.

## Authentication

Create a key on the **Developers** page of the app (Enterprise plan). Send it as a bearer token on every request:

\`\`\`
Authorization: Bearer ${API_KEY_PREFIX}…
\`\`\`

A key is shown once, when it is created; Inkwell stores only its hash. Revoking a key takes effect on its next request. A key works only while its account is on the Enterprise plan, and only on the endpoints listed here under content, templates, voices, summaries, humanizer, social and analytics; anything else (password, billing, subscription, key and webhook management, and saving, changing or deleting a brand voice) answers \`403\`. Key management itself (\`/api/keys\`) needs a signed-in session: use the Developers page.

## Limits

Each key may make a limited number of requests per minute. Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` headers; over the limit the answer is \`429\` with \`Retry-After\` (seconds). Generations also count against the plan's monthly quotas, as in the app.

## Errors

Errors are JSON \`{"detail": "…"}\` with a fitting status: \`401\` missing, unknown, revoked or expired key; \`403\` not allowed for keys, or the plan does not include it; \`404\`; \`409\`; \`422\` invalid input (the detail names the field); \`429\` rate limited; \`502\`/\`504\` an upstream service failed.

## Streaming

Generation and summary endpoints stream their text as server-sent events when the request sends \`Accept: text/event-stream\`; without it they answer one JSON object when done.`;

function examplesMarkdown(curl: string, ts: string): string {
  return `\n\n**Example (curl)**\n\n\`\`\`bash\n${curl}\n\`\`\`\n\n**Example (TypeScript)**\n\n\`\`\`ts\n${ts}\n\`\`\``;
}

/**
 * The public API reference (/api/openapi.json), derived from the app's own OpenAPI document (built
 * from the zod contract): the operations an API key may call (key-scope.ts, the same list the server
 * enforces) and key management, with the bearer-key scheme and a worked example per operation, in
 * curl and TypeScript, both as `x-codeSamples` and in the description the reference page shows.
 */
export function buildPublicDocument(full: Json, opts: { baseUrl: string }): Json {
  const paths: Record<string, Json> = {};
  for (const [rawPath, item] of Object.entries((full.paths ?? {}) as Record<string, Json>)) {
    const path = openApiPath(rawPath);
    for (const method of METHODS) {
      const source = item[method] as Operation | undefined;
      if (!source) continue;
      const verb = method.toUpperCase();
      const forKeys = KEY_OPERATIONS.has(`${verb} ${path}`);
      const management = path === KEY_MANAGEMENT || path.startsWith(`${KEY_MANAGEMENT}/`);
      if (!forKeys && !management) continue;
      const operation: Operation = structuredClone(source);
      operation.security = [forKeys ? { apiKey: [] } : { session: [] }];
      const example = findExample(verb, path);
      if (example) {
        const curl = curlSample(example, opts.baseUrl);
        const ts = typeScriptSample(example, opts.baseUrl);
        operation['x-codeSamples'] = [
          { lang: 'Shell', label: 'curl', source: curl },
          { lang: 'TypeScript', label: 'TypeScript (fetch)', source: ts },
        ];
        operation.description = `${operation.description ?? ''}${examplesMarkdown(curl, ts)}`.trim();
      }
      paths[path] = { ...(paths[path] ?? {}), [method]: operation };
    }
  }
  const components = structuredClone((full.components ?? {}) as Json);
  components.securitySchemes = {
    apiKey: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: `${API_KEY_PREFIX}…`,
      description: 'An Enterprise API key from the Developers page, sent as `Authorization: Bearer ink_…`.',
    },
    session: {
      type: 'http',
      scheme: 'bearer',
      description: 'A signed-in session of the Inkwell app (key management only).',
    },
  };
  return {
    openapi: full.openapi,
    info: { title: 'Inkwell API', version: (full.info as Json | undefined)?.version ?? '1.0.0', description: INTRO },
    servers: [{ url: opts.baseUrl }],
    tags: [
      { name: 'content', description: 'Generate drafts of each kind, and read the history.' },
      { name: 'templates', description: 'The template library of each kind.' },
      { name: 'voices', description: 'Your brand voices, to read (a generation takes a voice\'s `id` as `voice_id`); saving and changing one is done in the app.' },
      { name: 'summarize', description: 'Summaries of text, web pages and files.' },
      { name: 'humanize', description: 'Rewrite a draft so that it reads as a person wrote it.' },
      { name: 'social', description: 'Connected accounts, media uploads and publishing.' },
      { name: 'posts', description: 'Posts to several platforms at once: published now, scheduled, or kept as drafts.' },
      { name: 'analytics', description: 'What was made and published, and how it did.' },
      { name: 'keys', description: 'Manage API keys (signed-in session only).' },
    ],
    paths,
    components,
  };
}
