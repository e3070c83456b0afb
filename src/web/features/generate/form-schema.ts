import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { contentKind, generatorFields, type ContentRequestOf, type ContentType } from '../../../contract/content';
import type { FormValue } from '../../../contract/kind-form';
import { commaListField } from './comma-list-field';

/** What a generator form holds: each field's text, or a checkbox's flag, by field name. */
export type FormValues = Record<string, FormValue>;

/**
 * A number input's field: the input holds text, read as a number before the request's own rules (which
 * need not coerce); an empty input is left for those rules to refuse in their own words.
 */
export function numberInput(schema: z.ZodType): z.ZodType {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);
}

/**
 * The kind's request as its form holds it: every field the form shows, present (the form always
 * holds a value for each), in the request's order (the first refused field is the one reported);
 * comma-separated lists as typed, split and checked by the contract. The attached source and the
 * template are added apart.
 */
function formSchema(type: ContentType): z.ZodType {
  const request = contentKind(type).request as z.ZodObject;
  const fields = generatorFields(type);
  // Picked in the request's order, not the form's: zod keeps the mask's order.
  const names = new Set(fields.map((field) => field.name));
  const inOrder = Object.keys(request.shape).filter((name) => names.has(name));
  const shown = Object.fromEntries(inOrder.map((name) => [name, true as const])) as Record<string, true> & Record<number, never>;
  const lists = Object.fromEntries(
    fields.filter((field) => field.control === 'comma-list').map((field) => [field.name, commaListField(request.shape[field.name] as z.ZodType)]),
  );
  const numbers = Object.fromEntries(
    fields.filter((field) => field.control === 'number').map((field) => [field.name, numberInput(request.shape[field.name] as z.ZodType)]),
  );
  return request.pick(shown).required().extend({ ...lists, ...numbers });
}

const resolvers = new Map<ContentType, Resolver<FormValues, unknown, ContentRequestOf[ContentType]>>();

/**
 * Checks the form against the contract's request schema; its output (trimmed texts, lists, the
 * numbers as numbers, the defaults) is the request sent.
 */
export function formResolver<T extends ContentType>(type: T): Resolver<FormValues, unknown, ContentRequestOf[T]> {
  let resolver = resolvers.get(type);
  if (!resolver) {
    resolver = zodResolver(formSchema(type) as z.ZodType<ContentRequestOf[ContentType], FormValues>);
    resolvers.set(type, resolver);
  }
  return resolver as Resolver<FormValues, unknown, ContentRequestOf[T]>;
}

/** The values a form starts with: the schema's defaults, as the form holds them. */
export function formDefaults(type: ContentType): FormValues {
  return Object.fromEntries(generatorFields(type).map((field) => [field.name, field.initial]));
}
