import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldNoun } from '../contract/field-labels';
import { buildTestApp, claimOwnerAccount, newUser, signUp, type TestApp } from './test/build-test-app';

/**
 * Walks the OpenAPI document and sends every route NUL characters, lone surrogates, huge strings,
 * wrong types and missing fields in each of its inputs (path, query, body): no answer may be a 5xx,
 * and a string that breaks the shared text rule is a 422 naming its field in words. No refusal names a
 * field as the API spells it (`custom_length must…`, `url: …`): every detail is a sentence a creator
 * can read. Routes added later are in the document, so they are covered without touching this file.
 */
interface Schema {
  type?: string;
  /** A documented example (OpenAPI 3.0 writes JSON Schema's `examples` as `example`). */
  example?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
  /** A parameter's documented example sits beside its schema, not in it. */
  example?: unknown;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}

/** Optional fields naming one of the caller's own things, which a random id is not (422 as it should be). */
const OWN_REFERENCES = new Set(['voice_id']);

/** A value the schema accepts, so that one input at a time can be spoiled. */
function validValue(schema: Schema, name: string): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return validValue(schema.anyOf[0], name);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (name.includes('email')) return newUser().email;
      return 'Valid text for a field'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      // An optional reference to something of the caller's own (a voice) cannot be made up: left out.
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([k]) => !OWN_REFERENCES.has(k) || schema.required?.includes(k))
          .map(([k, s]) => [k, validValue(s, k)]),
      );
    default:
      return 'x';
  }
}

const BAD_TEXT: Array<{ label: string; value: string; rule: RegExp }> = [
  { label: 'NUL', value: 'a\u0000b', rule: /must not contain NUL characters\.$/ },
  { label: 'lone high surrogate', value: 'x\ud800', rule: /must be valid Unicode text/ },
  { label: 'lone low surrogate', value: '\udc00y', rule: /must be valid Unicode text/ },
  { label: 'huge string', value: 'w'.repeat(150_000), rule: /must be at most 100000 characters\.$/ },
];

/** A field name as the API spells it at the start of a detail, or anywhere when it has an underscore. */
function rawFieldName(detail: string, names: readonly string[]): string | null {
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`^${escaped}(?: items)?(?::| must| is| may)`).test(detail)) return name;
    if (name.includes('_') && new RegExp(`\\b${escaped}\\b`).test(detail)) return name;
  }
  return null;
}
const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, {}, [], [1, { a: 2 }], { $ne: null }, ''];

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
let owner: Record<string, string>;
beforeAll(async () => {
  // The owner's settings routes are the owner's alone: they are fuzzed with the owner's session.
  t = await buildTestApp({ env: { OWNER_EMAIL: 'owner@inkwell.test' } });
  owner = (await claimOwnerAccount(t)).auth;
  // The whole document, every route (the public /api/openapi.json lists only what API keys may call).
  paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
});
afterAll(() => t.close());

type Inputs = { path: Record<string, string>; query: Record<string, unknown>; body: Record<string, unknown> | undefined };

function urlOf(template: string, path: Record<string, string>, query: Record<string, unknown>): string {
  const enc = (v: string) => (/[\ud800-\udfff]/.test(v) ? v.replace(/[\ud800-\udfff]/g, '%ED%A0%80') : encodeURIComponent(v));
  let url = template.replace(/\{(\w+)\}/g, (_, name: string) => enc(path[name] ?? ''));
  const pairs = Object.entries(query).filter(([, v]) => v !== undefined);
  if (pairs.length) url += `?${pairs.map(([k, v]) => `${k}=${enc(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&')}`;
  return url;
}

describe('every documented route survives hostile input', () => {
  it('documents the routes it fuzzes', () => {
    expect(Object.keys(paths).length).toBeGreaterThan(15);
  });

  it.each(['post', 'get'])('covers every %s route', async (method) => {
    for (const [template, operations] of Object.entries(paths)) {
      const op = operations[method];
      if (!op) continue;
      // A fresh account per route: logout and change-password must not spoil the next route's session.
      const auth = template.startsWith('/api/settings/') ? owner : (await signUp(t.app)).auth;
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const base = (): Inputs => ({
        path: Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, String(p.example ?? validValue(p.schema, p.name))])),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.example ?? validValue(p.schema, p.name)])),
        body: bodySchema ? (validValue(bodySchema, 'body') as Record<string, unknown>) : undefined,
      });
      const names = [
        ...params.map((p) => p.name),
        ...Object.keys(bodySchema?.properties ?? {}),
      ];
      const send = async (inputs: Inputs, label: string, rawBody?: string) => {
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: urlOf(template, inputs.path, inputs.query),
          headers: { ...auth, ...(rawBody !== undefined || inputs.body ? { 'content-type': 'application/json' } : {}) },
          ...(rawBody !== undefined ? { payload: rawBody } : inputs.body ? { payload: JSON.stringify(inputs.body) } : {}),
        });
        const where = `${method.toUpperCase()} ${template} ${label}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const detail: unknown = res.json().detail;
          expect(typeof detail, where).toBe('string');
          if (res.statusCode === 422) {
            expect(rawFieldName(detail as string, names), `${where}: ${String(detail)}`).toBeNull();
          }
        }
        return res;
      };

      const slots: Array<{ where: keyof Inputs; name: string; required: boolean }> = [
        ...params.filter((p) => p.in !== 'header').map((p) => ({ where: p.in as 'path' | 'query', name: p.name, required: Boolean(p.required) })),
        ...Object.keys(bodySchema?.properties ?? {}).map((name) => ({ where: 'body' as const, name, required: Boolean(bodySchema?.required?.includes(name)) })),
      ];
      for (const slot of slots) {
        const set = (value: unknown) => {
          const inputs = base();
          (inputs[slot.where] as Record<string, unknown>)[slot.name] = value;
          return inputs;
        };
        for (const bad of BAD_TEXT) {
          const res = await send(set(bad.value), `${slot.name}=${bad.label}`);
          // A URL cannot carry a lone surrogate (its broken escape is refused, or read as U+FFFD), and a
          // path parameter over the router's cap is a 414 before any route is chosen.
          if (slot.where !== 'body' && bad.label.includes('surrogate')) continue;
          if (slot.where === 'path' && bad.label === 'huge string') {
            expect(res.statusCode).toBe(414);
            continue;
          }
          expect(res.statusCode, `${template} ${slot.name}=${bad.label}`).toBe(422);
          const named = fieldNoun(slot.name);
          expect(res.json().detail, `${template} ${slot.name}=${bad.label}`.slice(0, 200)).toMatch(
            new RegExp(`^${named.charAt(0).toUpperCase()}${named.slice(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `),
          );
          expect(res.json().detail).toMatch(bad.rule);
        }
        if (slot.where !== 'path') {
          for (const wrong of WRONG_TYPES) await send(set(wrong), `${slot.name}=${JSON.stringify(wrong)}`);
          const missing = base();
          delete (missing[slot.where] as Record<string, unknown>)[slot.name];
          const res = await send(missing, `without ${slot.name}`);
          if (slot.required) expect(res.statusCode, `${template} without ${slot.name}`).toBe(422);
        }
      }
      if (bodySchema) {
        for (const raw of ['null', '[]', '"text"', '42', '{"unclosed":', '{"a":"\\ud800"}', `{"topic":"${'z'.repeat(1_200_000)}"}`]) {
          await send(base(), `body=${raw.slice(0, 20)}`, raw);
        }
      }
      // And the route still works for a well-formed request; except a URL to summarize, which would make
      // the server connect to the internet (summarize.test.ts reads pages from a local server instead;
      // the URL the fuzz sends here is not an address, so nothing is ever fetched).
      if (template === '/api/content/summarize/url') continue;
      const ok = await send(base(), 'valid request');
      expect(ok.statusCode, `${template} valid request`).not.toBe(422);
    }
  });
});
