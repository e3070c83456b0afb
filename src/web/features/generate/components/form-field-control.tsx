import { Controller, type Control, type UseFormRegister } from 'react-hook-form';
import type { FormField } from '../../../../contract/kind-form';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import { TextareaField } from '../../../components/textarea-field';
import { TextField } from '../../../components/text-field';
import type { FormValues } from '../form-schema';

const numberFormat = new Intl.NumberFormat('en-US');

type FormFieldControlProps<Request> = {
  field: FormField;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues, unknown, Request>;
  /** A template is chosen: a field may then say that the template fills it when left empty. */
  templateChosen: boolean;
};

/** "300 to 5,000 words.": a number field's bounds, as its hint. */
function boundsHint(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  return min === undefined || max === undefined ? undefined : `${numberFormat.format(min)} to ${numberFormat.format(max)} ${unit}.`;
}

/** One field of a generator form, drawn by its control; limits, choices and defaults come from the contract. */
export function FormFieldControl<Request>({ field, register, control, templateChosen }: FormFieldControlProps<Request>) {
  const className = field.span === 'full' ? 'sm:col-span-2' : undefined;
  switch (field.control) {
    case 'text':
      return (
        <TextField
          label={field.label}
          className={className}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          required={field.required}
          hint={field.hint}
          {...register(field.name)}
        />
      );
    case 'textarea':
      return (
        <TextareaField
          label={field.label}
          className={className}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          required={field.required}
          {...register(field.name)}
        />
      );
    case 'comma-list':
      return (
        <TextField
          label={field.label}
          className={className}
          placeholder={field.placeholder}
          hint={templateChosen && field.templateHint ? field.templateHint : field.hint}
          {...register(field.name)}
        />
      );
    case 'number':
      return (
        <TextField
          label={field.label}
          className={className}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          required={field.required}
          hint={boundsHint(field.min, field.max, field.unit)}
          {...register(field.name)}
        />
      );
    case 'select':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: value }) => (
            <SelectField
              label={field.label}
              className={className}
              name={value.name}
              value={String(value.value)}
              options={field.options}
              onValueChange={value.onChange}
              onBlur={value.onBlur}
            />
          )}
        />
      );
    case 'checkbox':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: value }) => (
            <CheckboxField
              label={field.label}
              className={className}
              name={value.name}
              checked={value.value === true}
              onChange={(event) => value.onChange(event.target.checked)}
              onBlur={value.onBlur}
            />
          )}
        />
      );
  }
}
