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

  it('picks each language’s own plural form of a count', async () => {
    const games = (count: number) => translate('games.count', { count });
    await activateLanguage('EN');
    expect([games(1), games(2)]).toEqual(['1 game', '2 games']);
    await activateLanguage('RU');
    expect([games(1), games(3), games(5), games(21), games(1.5)]).toEqual([
      '1 игра',
      '3 игры',
      '5 игр',
      '21 игра',
      '1,5 игры',
    ]);
    await activateLanguage('AR');
    expect([games(0), games(1), games(2), games(3), games(11), games(100)]).toEqual([
      '0 لعبة',
      'لعبة واحدة',
      'لعبتان',
      '3 ألعاب',
      '11 لعبة',
      '100 لعبة',
    ]);
  });

  it('writes the numbers a translation interpolates in the language’s style', async () => {
    await activateLanguage('EN');
    expect(translate('games.count', { count: 12345 })).toBe('12,345 games');
    await activateLanguage('RU');
    expect(translate('games.count', { count: 12345 })).toBe('12\u00a0345 игр');
    await activateLanguage('FA');
    expect(translate('common.dateRange.days', { count: 7 })).toBe('7 روز');
    // Tahitian, which ICU lacks, counts the French Polynesian way rather than the device's.
    await activateLanguage('TY');
    expect(translate('common.dateRange.days', { count: 1_000_000 })).toBe('1\u202f000\u202f000 mahana');
  });

  it('mounts the agent pack under agents.* and brings it along on every later switch', async () => {
    const { ensureAgentPack } = await import('../features/agents/lib/agent-pack.ts');
    await activateLanguage('EN');
    await ensureAgentPack('EN');
    expect(translate('agents.agreement.title')).toBe('Agreement');
    // The site's own keys are untouched by the mounted pack.
    expect(translate('header.home')).toBe('Home');
    await activateLanguage('TH');
    expect(translate('agents.agreement.title')).toBe('ข้อตกลง');
    await activateLanguage('RU');
    expect(translate('agents.announcement.pendingOffers', { count: 5 })).toBe(
      '5 предложений договора ждут вашего ответа.',
    );
  });
});
