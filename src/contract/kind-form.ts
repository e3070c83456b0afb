import { z } from 'zod';

/**
 * A generator's form, declared beside its kind: what the request schema does not say (labels,
 * placeholders, which control, where it sits). Limits, choices and defaults are read from the
 * schema itself (formFields), so the form and the server cannot disagree about them.
 */

/**
 * The limit of a text field whose rule is checked in a refinement (the shared text rule), which a
 * schema cannot be asked about afterwards: recorded here so that forms can set `maxLength`. A
 * registry of its own, so the OpenAPI document is unchanged.
 */
export const TEXT_LIMITS = z.registry<{ maxLength: number }>();

/** Where a field sits in the form's two columns (one column on a phone). */
export type FieldSpan = 'full' | 'half';

type FieldBase = {
  label: string;
  span: FieldSpan;
};

/** A one-line text input; `maxLength` comes from the schema (TEXT_LIMITS). */
export type TextControl = FieldBase & { control: 'text'; placeholder: string; hint?: string; required?: boolean };
/** A multi-line text; `maxLength` comes from the schema (TEXT_LIMITS). */
export type TextareaControl = FieldBase & { control: 'textarea'; placeholder: string; required?: boolean };
/**
 * A list typed as one comma-separated text, split and checked item by item by the schema.
 * `templateHint` replaces the hint while a template is chosen (the template may fill the list).
 */
export type CommaListControl = FieldBase & { control: 'comma-list'; placeholder: string; hint: string; templateHint?: string };
/** A whole number between the schema's min and max, with the hint "min to max unit.". */
export type NumberControl = FieldBase & { control: 'number'; unit: string; required?: boolean };
export type CheckboxControl = FieldBase & { control: 'checkbox' };
/** One of the schema's values, in the schema's order, each with its label. */
export type SelectControl<Value extends string> = FieldBase & { control: 'select'; labels: { readonly [V in Value]: string } };

/** The controls that fit a field whose parsed value is `Out` (tuples, so that unions are not split). */
type ControlFor<Out> = [Out] extends [boolean]
  ? CheckboxControl
  : [Out] extends [number]
    ? NumberControl
    : [Out] extends [readonly string[]]
      ? CommaListControl
      : [string] extends [Out]
        ? TextControl | TextareaControl
        : [Out] extends [string]
          ? SelectControl<Out>
          : never;

/** The request fields a form shows: all but the attached source, the template and the voice (each chosen apart). */
export type FormFieldName<Request extends z.ZodObject> = Exclude<keyof Request['shape'] & string, 'source' | 'template' | 'voice_id'>;

/**
 * A generator form: its description and every field of the request (the compiler refuses a missing
 * or unknown field, or a control that does not fit the field's type), in the order they are shown.
 */
export type KindFormDefinition<Request extends z.ZodObject> = {
  /** The line above the fields. */
  description: string;
  fields: { [Name in FormFieldName<Request>]: ControlFor<z.output<Request['shape'][Name]>> };
};

/** Labels for values that are shown as written, capitalized ("engaging" → "Engaging"). */
export function capitalizedLabels<const Value extends string>(values: readonly Value[]): { readonly [V in Value]: string } {
  return Object.fromEntries(values.map((value) => [value, value.charAt(0).toUpperCase() + value.slice(1)])) as { [V in Value]: string };
}

/** The value a form field holds: text for text, lists and numbers as typed, a flag for a checkbox. */
export type FormValue = string | boolean;

/** A field as a form renders it: the definition with what the schema says filled in. */
export type FormField = FieldBase & { name: string; initial: FormValue } & (
    | { control: 'text' | 'textarea'; placeholder: string; hint?: string; required: boolean; maxLength?: number }
    | { control: 'comma-list'; placeholder: string; hint: string; templateHint?: string }
    | { control: 'number'; unit: string; required: boolean; min?: number; max?: number }
    | { control: 'checkbox' }
    | { control: 'select'; options: readonly { value: string; label: string }[] }
  );

type Def = { type: string; innerType?: z.ZodType };

/** The schemas a field is made of, outermost first: defaults, optionals and the like unwrapped. */
function layers(schema: z.ZodType): z.ZodType[] {
  const found = [schema];
  let def = schema.def as Def;
  while (def.innerType && ['default', 'prefault', 'optional', 'nonoptional', 'nullable', 'readonly', 'catch'].includes(def.type)) {
    found.push(def.innerType);
    def = def.innerType.def;
  }
  return found;
}

function maxLengthOf(schema: z.ZodType): number | undefined {
  return layers(schema)
    .map((layer) => TEXT_LIMITS.get(layer)?.maxLength)
    .find((max) => max !== undefined);
}

/** The field's value when the creator gives none: the schema's default, as the form holds it. */
function initialValue(schema: z.ZodType, control: FormField['control'], options: readonly { value: string }[]): FormValue {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success) return control === 'checkbox' ? false : control === 'select' ? (options[0]?.value ?? '') : '';
  const value: unknown = parsed.data;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value;
  return String(value);
}

type AnyControl = TextControl | TextareaControl | CommaListControl | NumberControl | CheckboxControl | SelectControl<string>;

/** The form's fields in the order they are shown, with their limits, choices and defaults read from the request schema. */
export function formFields<Request extends z.ZodObject>(request: Request, definition: KindFormDefinition<Request>): FormField[] {
  return Object.entries(definition.fields as Record<string, AnyControl>).map(([name, field]): FormField => {
    const schema = request.shape[name] as z.ZodType;
    const base = { name, label: field.label, span: field.span };
    switch (field.control) {
      case 'text':
      case 'textarea':
        return { ...base, ...field, required: field.required ?? false, maxLength: maxLengthOf(schema), initial: initialValue(schema, field.control, []) };
      case 'comma-list':
      case 'checkbox':
        return { ...base, ...field, initial: initialValue(schema, field.control, []) };
      case 'number': {
        const number = layers(schema).find((layer): layer is z.ZodNumber => layer instanceof z.ZodNumber);
        const bound = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? undefined : value);
        return { ...base, ...field, required: field.required ?? false, min: bound(number?.minValue), max: bound(number?.maxValue), initial: initialValue(schema, field.control, []) };
      }
      case 'select': {
        const choices = layers(schema).find((layer): layer is z.ZodEnum => layer instanceof z.ZodEnum);
        const options = (choices?.options ?? []).map((value) => ({ value: String(value), label: field.labels[String(value)] ?? String(value) }));
        return { ...base, control: 'select', options, initial: initialValue(schema, field.control, options) };
      }
    }
  });
}
