import { PATTERN_NAMES, type TRegisterField } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import {
  isKnownPattern,
  movedField,
  patternChoices,
  REGISTER_FIELD_NAMES,
  unusedFieldNames,
  withField,
  withShown,
} from './register-fields.ts';

const fields: TRegisterField[] = [
  { name: 'payeeName', show: true, required: true, pattern: 'fullName' },
  { name: 'email', show: true, required: false, pattern: 'email' },
  { name: 'captcha', show: false, required: false, pattern: null },
];

describe('register field list', () => {
  it('offers only the fields not yet listed, in the contract order', () => {
    const unused = unusedFieldNames(fields);
    expect(unused).not.toContain('email');
    expect(unused).toHaveLength(REGISTER_FIELD_NAMES.length - 3);
    expect(unused[0]).toBe('qqNum');
  });

  it('appends a new field shown, optional and free text, and never twice', () => {
    expect(withField(fields, 'telegram').at(-1)).toEqual({
      name: 'telegram',
      show: true,
      required: false,
      pattern: null,
    });
    expect(withField(fields, 'email')).toEqual(fields);
  });

  it('moves a field up or down and leaves the ends alone', () => {
    expect(movedField(fields, 2, -1).map((f) => f.name)).toEqual(['payeeName', 'captcha', 'email']);
    expect(movedField(fields, 0, 1).map((f) => f.name)).toEqual(['email', 'payeeName', 'captcha']);
    expect(movedField(fields, 0, -1)).toEqual(fields);
    expect(movedField(fields, 2, 1)).toEqual(fields);
  });

  it('makes a hidden field optional, and showing it again keeps it optional', () => {
    const hidden = withShown(fields[0]!, false);
    expect(hidden).toMatchObject({ show: false, required: false, pattern: 'fullName' });
    expect(withShown(hidden, true)).toMatchObject({ show: true, required: false });
  });

  it('offers the catalogue patterns, plus a stored name the catalogue lacks', () => {
    expect(patternChoices(null)).toEqual(PATTERN_NAMES);
    expect(patternChoices('digits')).toEqual(PATTERN_NAMES);
    expect(patternChoices('legacyRule').at(-1)).toBe('legacyRule');
    expect(isKnownPattern('mobile')).toBe(true);
    expect(isKnownPattern('legacyRule')).toBe(false);
  });
});
