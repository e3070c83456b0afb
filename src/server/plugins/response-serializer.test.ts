import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('responseSerializerCompiler', () => {
  it('writes only the declared fields', () => {
    const serialize = compile(z.object({ id: z.string(), limit: z.number().int().nullable(), ok: z.literal(true) }));
    const out = JSON.parse(serialize({ id: 'a', limit: null, ok: true, password_hash: 'secret', token: 't' }));
    expect(out).toEqual({ id: 'a', limit: null, ok: true });
  });

  it('keeps nested objects, arrays and enums', () => {
    const serialize = compile(z.object({ plans: z.array(z.object({ id: z.enum(['free', 'pro']), n: z.number().nullable() })) }));
    expect(JSON.parse(serialize({ plans: [{ id: 'pro', n: 3, extra: 1 }, { id: 'free', n: null }] }))).toEqual({
      plans: [{ id: 'pro', n: 3 }, { id: 'free', n: null }],
    });
  });

  it('refuses an object missing a required field instead of sending half an answer', () => {
    const serialize = compile(z.object({ id: z.string(), name: z.string() }));
    expect(() => serialize({ id: 'a' })).toThrow();
  });

  it('falls back to zod for schemas JSON Schema cannot express', () => {
    const serialize = compile(z.object({ at: z.date() }));
    expect(() => serialize({ at: 'not a date' })).toThrow();
  });
});
