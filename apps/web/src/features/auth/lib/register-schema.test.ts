import { PATTERN_NAMES, type TRegisterSettings } from '@openlobby/contracts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  buildRegisterPayload,
  buildRegisterSchema,
  defaultRegisterMethod,
  registerMethods,
} from './register-schema.ts';

const rules = (over: Partial<TRegisterSettings> = {}): TRegisterSettings => ({
  usernameRegistration: true,
  mobileRegistration: true,
  defaultMethod: 'username',
  passwordMin: 8,
  passwordMax: 64,
  usernameMin: 4,
  usernameMax: 16,
  mobileCountryCodes: ['+66'],
  minimumAge: 18,
  termsName: 'terms',
  fields: [
    { name: 'email', show: true, required: false, pattern: 'email' },
    { name: 'payeeName', show: true, required: true, pattern: 'fullName' },
    { name: 'qqNum', show: false, required: true, pattern: 'digits' },
    { name: 'line', show: true, required: false, pattern: null },
  ],
  ...over,
});

const valid = {
  username: 'alice01',
  password: 'kite7lamp',
  confirmPassword: 'kite7lamp',
  agreeTerms: true,
  payeeName: 'Alice Smith',
};

/** Field → message of every issue. */
const issues = (schema: ReturnType<typeof buildRegisterSchema>, values: object) => {
  const r = schema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('buildRegisterSchema', () => {
  it('accepts a complete username registration', () => {
    expect(issues(buildRegisterSchema(rules(), 'username'), valid)).toEqual({});
  });

  it('requires shown required fields and ignores hidden ones', () => {
    const out = issues(buildRegisterSchema(rules(), 'username'), { ...valid, payeeName: '' });
    expect(out).toEqual({ payeeName: 'validation.required' });
    expect(out).not.toHaveProperty('qqNum');
  });

  it('checks a shown field against its named pattern with the patterns.<name> message', () => {
    const schema = buildRegisterSchema(rules(), 'username');
    expect(issues(schema, { ...valid, email: 'nope' })).toEqual({ email: 'patterns.email' });
    expect(issues(schema, { ...valid, payeeName: 'Alice' })).toEqual({ payeeName: 'patterns.fullName' });
    expect(issues(schema, { ...valid, email: '' })).toEqual({});
  });

  it('applies the brand password rule and the username rule', () => {
    const schema = buildRegisterSchema(rules(), 'username');
    expect(issues(schema, { ...valid, password: 'ab1', confirmPassword: '' })).toEqual({
      password: 'validation.passwordLength',
    });
    expect(issues(schema, { ...valid, password: 'abc_123', confirmPassword: '' })).toEqual({
      password: 'validation.passwordLength',
    });
    expect(issues(schema, { ...valid, username: '1alice' })).toEqual({ username: 'validation.username' });
  });

  it('holds the brand’s password lengths within the server’s bounds and allows printable characters when asked', () => {
    const old = buildRegisterSchema(rules({ passwordMin: 6, passwordMax: 20 }), 'username');
    expect(issues(old, { ...valid, password: 'abc1234', confirmPassword: '' })).toEqual({
      password: 'validation.passwordLength',
    });
    expect(issues(old, { ...valid, password: 'a1'.repeat(32), confirmPassword: '' })).toEqual({});
    const printable = buildRegisterSchema(rules({ passwordCharset: 'printable' }), 'username');
    expect(issues(printable, { ...valid, password: 'kite & lamp 7', confirmPassword: '' })).toEqual({});
    expect(issues(printable, { ...valid, password: 'k & l 7', confirmPassword: '' })).toEqual({
      password: 'validation.passwordLengthAny',
    });
  });

  it('requires the confirmation to equal the password, an empty one defaulting to it', () => {
    const schema = buildRegisterSchema(rules(), 'username');
    expect(issues(schema, { ...valid, confirmPassword: 'kite7lamq' })).toEqual({
      confirmPassword: 'validation.passwordsDiffer',
    });
    expect(issues(schema, { ...valid, confirmPassword: '' })).toEqual({});
    // Reported together with other failures, not only once everything else is valid.
    expect(issues(schema, { ...valid, payeeName: '', confirmPassword: 'x' })).toEqual({
      payeeName: 'validation.required',
      confirmPassword: 'validation.passwordsDiffer',
    });
  });

  it('requires the terms', () => {
    expect(issues(buildRegisterSchema(rules(), 'username'), { ...valid, agreeTerms: false })).toEqual({
      agreeTerms: 'validation.terms',
    });
  });

  it('asks the mobile method for a valid number and the SMS code instead of a username', () => {
    const schema = buildRegisterSchema(rules(), 'mobile');
    const base = {
      ...valid,
      username: undefined,
      countryCode: '+66',
      mobileNum: '0812345678',
      verificationCode: '123456',
    };
    expect(issues(schema, base)).toEqual({});
    expect(issues(schema, { ...base, mobileNum: '12', verificationCode: '' })).toEqual({
      mobileNum: 'validation.mobile',
      verificationCode: 'validation.codeRequired',
    });
  });

  it('requires the captcha whenever it is shown', () => {
    const schema = buildRegisterSchema(
      rules({ fields: [{ name: 'captcha', show: true, required: false, pattern: null }] }),
      'username',
    );
    expect(issues(schema, { ...valid, captcha: '' })).toEqual({ captcha: 'validation.required' });
  });
});

describe('register methods', () => {
  it('defaults to mobile when mobile is on and username off, else the brand default', () => {
    expect(defaultRegisterMethod(rules({ usernameRegistration: false }))).toBe('mobile');
    expect(defaultRegisterMethod(rules({ mobileRegistration: false, defaultMethod: 'mobile' }))).toBe(
      'username',
    );
    expect(defaultRegisterMethod(rules({ defaultMethod: 'mobile' }))).toBe('mobile');
    expect(registerMethods(rules())).toEqual(['username', 'mobile']);
  });
});

describe('buildRegisterPayload', () => {
  it('adds the site fields, defaults the confirmation and leaves empty fields out', () => {
    const body = buildRegisterPayload(
      { ...valid, confirmPassword: '', email: ' ', line: 'ln1', captcha: 'ab12' },
      'username',
      { href: 'http://x/register?referralCode=R1', host: 'x', referralCode: 'R1', captchaKey: 'k1' },
    );
    expect(body).toMatchObject({
      username: 'alice01',
      password: 'kite7lamp',
      confirmPassword: 'kite7lamp',
      line: 'ln1',
      referralCode: 'R1',
      captcha: 'ab12',
      captchaKey: 'k1',
      registerUrl: 'http://x/register?referralCode=R1',
      domain: 'x',
      registerMethod: 'WEB',
      login: true,
      agreeTerms: true,
    });
    expect(body).not.toHaveProperty('email');
  });

  it('sends a register link’s code once, as referralCode, and an affiliate code typed over it as well', () => {
    const ctx = { href: 'h', host: 'x', referralCode: 'K7P2QX9M' };
    const prefilled = buildRegisterPayload({ ...valid, affiliateCode: 'K7P2QX9M' }, 'username', ctx);
    expect(prefilled).toMatchObject({ referralCode: 'K7P2QX9M' });
    expect(prefilled).not.toHaveProperty('affiliateCode');
    const typed = buildRegisterPayload({ ...valid, affiliateCode: 'LOBBY1' }, 'username', ctx);
    expect(typed).toMatchObject({ referralCode: 'K7P2QX9M', affiliateCode: 'LOBBY1' });
  });

  it('joins the country code and the local number for the mobile method', () => {
    const body = buildRegisterPayload(
      { ...valid, countryCode: '+66', mobileNum: '081-234 5678', verificationCode: '654321' },
      'mobile',
      { href: 'h', host: 'x', referralCode: null },
    );
    expect(body).toMatchObject({ mobileNum: '+66812345678', verificationCode: '654321' });
  });
});

describe('pattern messages', () => {
  it('has patterns.<name> in en.json for every shared pattern rule', () => {
    const en = JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../../../../../packages/i18n/locales/en.json', import.meta.url)),
        'utf8',
      ),
    ) as { patterns: Record<string, string> };
    expect(PATTERN_NAMES.filter((n) => !en.patterns[n])).toEqual([]);
  });
});
