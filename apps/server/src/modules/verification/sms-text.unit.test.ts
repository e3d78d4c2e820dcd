import { LANGUAGE_CODES, type TLanguage } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { SMS_CODE_TEXT, smsCodeText } from './sms-text.ts';

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const values = { brand: 'Lobby', code: '482913', minutes: 5 };

describe('the verification SMS', () => {
  it.each(LANGUAGE_CODES)('is written in %s with the brand, the code and the minutes', (language) => {
    const template = SMS_CODE_TEXT[language];
    expect(template.trim()).not.toBe('');
    expect(placeholders(template)).toEqual(['brand', 'code', 'minutes']);
    const text = smsCodeText({ language, brandDefault: 'EN' }, values);
    expect(text).toContain('Lobby');
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'EN'))('is translated in %s, not English', (language) => {
    expect(SMS_CODE_TEXT[language]).not.toBe(SMS_CODE_TEXT.EN);
  });

  it('is written in the request language, else the brand’s default language, else English', () => {
    expect(smsCodeText({ language: 'TH', brandDefault: 'CN' }, values)).toContain('รหัสยืนยัน');
    expect(smsCodeText({ brandDefault: 'CN' }, values)).toContain('验证码');
    // A code read from the database that is no longer a language code.
    expect(smsCodeText({ language: 'XX' as TLanguage, brandDefault: 'YY' as TLanguage }, values)).toBe(
      '[Lobby] Your verification code is 482913. It expires in 5 minutes. Do not share it with anyone.',
    );
  });

  it('keeps the code a word of its own, as the dev outbox readers find it', () => {
    for (const language of LANGUAGE_CODES) {
      const text = smsCodeText({ language, brandDefault: 'EN' }, values);
      expect(/\b(\d{6})\b/.exec(text)?.[1]).toBe('482913');
    }
  });
});
