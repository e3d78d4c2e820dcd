import { PATTERN_NAMES, ZRegisterField, type TRegisterField } from '@openlobby/contracts';

/** Every optional registration field the player site knows, in the contract's order. */
export const REGISTER_FIELD_NAMES = ZRegisterField.shape.name.options;
export type TRegisterFieldName = TRegisterField['name'];

/** Fields not yet in the brand's list, in the contract's order. */
export const unusedFieldNames = (fields: readonly TRegisterField[]): TRegisterFieldName[] =>
  REGISTER_FIELD_NAMES.filter((name) => !fields.some((f) => f.name === name));

/** Appends a field, shown and optional with free text; a field already listed is left alone. */
export const withField = (fields: readonly TRegisterField[], name: TRegisterFieldName): TRegisterField[] =>
  fields.some((f) => f.name === name)
    ? [...fields]
    : [...fields, { name, show: true, required: false, pattern: null }];

/** Moves the field at `index` by `delta` places (the site shows the fields in list order). */
export const movedField = (
  fields: readonly TRegisterField[],
  index: number,
  delta: -1 | 1,
): TRegisterField[] => {
  const to = index + delta;
  if (index < 0 || index >= fields.length || to < 0 || to >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
};

/** Hiding a field also makes it optional: a hidden field cannot be required. */
export const withShown = (field: TRegisterField, show: boolean): TRegisterField => ({
  ...field,
  show,
  required: show && field.required,
});

/** The catalogue's pattern names, plus a stored name the catalogue no longer has (so it stays visible). */
export const patternChoices = (current: string | null): string[] =>
  current && !(PATTERN_NAMES as readonly string[]).includes(current)
    ? [...PATTERN_NAMES, current]
    : [...PATTERN_NAMES];

/** Whether `name` is one of the catalogue's patterns. */
export const isKnownPattern = (name: string): boolean => (PATTERN_NAMES as readonly string[]).includes(name);
