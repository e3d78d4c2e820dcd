import { LANGUAGE_CODES, RTL_LANGUAGES, type TLanguage } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { LOGIN_CODE_MAIL_TEXT, RESET_MAIL_TEXT, loginCodeMail, resetLinkMail } from './mail-text.ts';

const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const LINK = 'https://lobby.example/resetPassword?token=abc_123';
const reset = { brand: 'Lobby', name: 'Ann', minutes: 30, link: LINK };
const loginCode = { brand: 'Lobby', code: '482913', minutes: 10 };

/** Each mail's texts, and the placeholders each of its parts must use in every language. */
const MAILS = [
  {
    mail: 'the reset mail',
    texts: RESET_MAIL_TEXT,
    parts: { subject: ['brand'], greeting: ['name'], instruction: ['minutes'], ignore: [] },
  },
  {
    mail: 'the login code mail',
    texts: LOGIN_CODE_MAIL_TEXT,
    parts: { subject: ['brand'], code: ['code', 'minutes'], notYou: [] },
  },
] as const;

describe.each(MAILS)('$mail', ({ texts, parts }) => {
  const words = (language: TLanguage) => texts[language] as Record<string, string>;

  it.each(LANGUAGE_CODES)('has every part in %s, each with its placeholders', (language) => {
    for (const [part, wanted] of Object.entries(parts)) {
      const template = words(language)[part]!;
      expect(template.trim(), part).not.toBe('');
      expect(placeholders(template), part).toEqual(wanted);
    }
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'EN'))('is translated in %s, not English', (language) => {
    for (const part of Object.keys(parts)) expect(words(language)[part], part).not.toBe(words('EN')[part]);
  });
});

describe('resetLinkMail', () => {
  it.each(LANGUAGE_CODES)('puts the link on a line and in a paragraph of its own in %s', (language) => {
    const mail = resetLinkMail({ language, brandDefault: 'EN' }, reset);
    expect(mail.subject).toContain('Lobby');
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.text).toContain('Ann');
    expect(mail.html).toContain(`<p><a href="${LINK}">${LINK}</a></p>`);
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/\{\w+\}/);
  });

  it('is written in the request language, else the brand’s default language, else English', () => {
    expect(resetLinkMail({ language: 'TH', brandDefault: 'CN' }, reset).subject).toBe(
      'Lobby: รีเซ็ตรหัสผ่านของคุณ',
    );
    expect(resetLinkMail({ brandDefault: 'CN' }, reset).subject).toBe('Lobby：重置您的密码');
    // A code read from the database that is no longer a language code.
    const unknown = { language: 'XX' as TLanguage, brandDefault: 'YY' as TLanguage };
    expect(resetLinkMail(unknown, reset)).toEqual({
      subject: 'Lobby: reset your password',
      text: `Hello Ann,\n\nOpen this link within 30 minutes to choose a new password:\n${LINK}\n\nIf you did not ask for this, ignore this e-mail.`,
      html: `<div lang="en" dir="ltr"><p>Hello Ann,</p><p>Open this link within 30 minutes to choose a new password:</p><p><a href="${LINK}">${LINK}</a></p><p>If you did not ask for this, ignore this e-mail.</p></div>`,
    });
  });

  it('escapes the nickname and the link in the html, and leaves the plain text as it is', () => {
    const mail = resetLinkMail(
      { language: 'EN', brandDefault: 'EN' },
      { ...reset, name: '<b>Ann</b> & "Bo"', link: `${LINK}&x="><script>` },
    );
    expect(mail.html).toContain('<p>Hello &#60;b&#62;Ann&#60;/b&#62; &#38; &#34;Bo&#34;,</p>');
    expect(mail.html).toContain(`<a href="${LINK}&#38;x=&#34;&#62;&#60;script&#62;">`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Hello <b>Ann</b> & "Bo",');
  });

  it.each(LANGUAGE_CODES)('writes the html of %s in its direction', (language) => {
    const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
    expect(resetLinkMail({ language, brandDefault: 'EN' }, reset).html).toMatch(
      new RegExp(`^<div lang="[\\w-]+" dir="${dir}">`),
    );
  });
});

describe('loginCodeMail', () => {
  it.each(LANGUAGE_CODES)('gives the code as a word of its own in %s', (language) => {
    const mail = loginCodeMail({ language, brandDefault: 'EN' }, loginCode);
    expect(mail.subject).toContain('Lobby');
    expect(/\b(\d{6})\b/.exec(mail.text)?.[1]).toBe('482913');
    expect(mail.html).toContain('482913');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/\{\w+\}/);
  });

  it('is written in the request language, else the brand’s default language, else English', () => {
    expect(loginCodeMail({ language: 'AR', brandDefault: 'CN' }, loginCode).html).toMatch(
      /^<div lang="ar" dir="rtl"><p>رمز تسجيل الدخول/,
    );
    expect(loginCodeMail({ brandDefault: 'TW' }, loginCode).subject).toBe('Lobby：您的登入驗證碼');
    const unknown = { language: 'XX' as TLanguage, brandDefault: 'YY' as TLanguage };
    expect(loginCodeMail(unknown, loginCode)).toEqual({
      subject: 'Lobby: your login code',
      text: 'Your login code is 482913. It expires in 10 minutes.\n\nIf this was not you, change your password.',
      html: '<div lang="en" dir="ltr"><p>Your login code is 482913. It expires in 10 minutes.</p><p>If this was not you, change your password.</p></div>',
    });
  });
});
