// Issue 48: a first-action form declared once. Its spec names the form, its title and its fields in order (label,
// hint, kind of input, options, placeholder...); the plain early dialog (early-dialog.tsx) draws its first fields from
// it for a tap made before the page's code has arrived, and the antd dialog draws the same fields from it
// (form/spec-field.tsx), so a field is written in one place. No React and no antd here: the page's first load reads it.
// The field names are tied to the form's values (the zod schema's input, a type only: no schema code in the first load).
import type { FieldValues, Path } from 'react-hook-form';

export type FieldKind = 'text' | 'email' | 'money' | 'select';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldSpec<T extends FieldValues = FieldValues> {
  name: Path<T>;
  label: string;
  /** Shown under the field. */
  hint?: string;
  /** 'text' by default; 'money' is a text input with the decimal keypad. */
  kind?: FieldKind;
  placeholder?: string;
  maxLength?: number;
  /** Shown before the value in the full form ('£'). */
  prefix?: string;
  /** Shown in capitals (a plate). */
  uppercase?: boolean;
  /** Marks the label (the schema decides what is required). */
  required?: boolean;
  /** A select's fixed choices (choices from the page's data are given to the renderer). */
  options?: readonly FieldOption[];
  /** Values that are the same to the form however typed (a plate however spaced): no change to hand over. */
  normalise?: (value: string) => string;
  /** A value the form checks as soon as it is typed, not only on Save (a plate longer than any UK plate). */
  checkAtOnce?: (value: string) => boolean;
}

export interface FormSpec<T extends FieldValues = FieldValues> {
  /** The plain early dialog's name (the button's `earlyDialog(name)`). */
  name: string;
  title: string;
  /** The form's fields in order. */
  fields: readonly FieldSpec<T>[];
  /** How many of the first fields the plain form draws (1 unless said). */
  early?: number;
  /** The labels the plain form shows as still loading; the fields after the early ones unless said. */
  later?: readonly string[];
  /** The wide dialog (680 px, near the top). */
  wide?: boolean;
}

/** Declares a form's spec, its field names checked against the form's values. */
export const formSpec = <T extends FieldValues>(spec: FormSpec<T>): FormSpec<T> => spec;

/** The fields the plain early form draws. */
export const earlyFields = <T extends FieldValues>(spec: FormSpec<T>): readonly FieldSpec<T>[] => spec.fields.slice(0, spec.early ?? 1);

/** The labels the plain early form shows as still loading. */
export const laterLabels = (spec: FormSpec): readonly string[] => spec.later ?? spec.fields.slice(spec.early ?? 1).map((field) => field.label);

/** The spec of the field `name` (a spec and its form that disagree are a mistake to see at once). */
export function fieldSpec<T extends FieldValues>(spec: FormSpec<T>, name: Path<T>): FieldSpec<T> {
  const field = spec.fields.find((f) => f.name === name);
  if (!field) throw new Error(`The form ${spec.name} declares no field ${name}`);
  return field;
}

/** What a kit field (form/field-frame.tsx) takes from the spec: its label, hint, placeholder, length and type. */
export function fieldProps<T extends FieldValues>(spec: FormSpec<T>, name: Path<T>) {
  const field = fieldSpec(spec, name);
  return {
    name: field.name,
    label: field.label,
    required: field.required,
    extra: field.hint,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    type: field.kind === 'email' ? ('email' as const) : undefined,
  };
}
