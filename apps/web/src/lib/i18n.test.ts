// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { activateLanguage, currentLanguage, pickLanguage, storeLanguageChoice } from './i18n.ts';
import { translate } from './translator.ts';
import { getRequestContext } from './request-context.ts';

describe('i18n set-up', () => {
  it('loads a pack, translates, sets html lang/dir and the Language header', async () => {
    await activateLanguage('CN');
    expect(translate('header.home')).toBe('首页');
    expect(currentLanguage()).toBe('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(getRequestContext().language).toBe('CN');
    await activateLanguage('PT-BR');
    expect(translate('header.home')).toBe('Início');
    expect(document.documentElement.lang).toBe('pt-BR');
    await activateLanguage('AR');
    expect(translate('header.home')).toBe('الرئيسية');
    expect(document.documentElement.dir).toBe('rtl');
    await activateLanguage('TH');
    expect(translate('header.login')).toBe('เข้าสู่ระบบ');
    expect(document.documentElement.dir).toBe('ltr');
  });
  it('prefers the stored language when the brand offers it', () => {
    localStorage.clear();
    expect(pickLanguage('TH', ['TH', 'EN'])).toBe('TH');
    storeLanguageChoice('EN', 'TH');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('TH');
    expect(pickLanguage('TH', ['TH', 'EN'])).toBe('EN');
    expect(pickLanguage('TH', ['TH'])).toBe('TH');
  });
});
