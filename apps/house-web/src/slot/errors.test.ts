import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../shared/api.ts';
import { loadT } from '../shared/i18n.ts';
import { apiMessage, errorText } from './errors.ts';

describe('error words', () => {
  it("passes the server's English on to an English page", async () => {
    const t = await loadT('EN');
    expect(apiMessage(new ApiError('BET_NOT_ALLOWED', 'That bet is not offered.'), t, 'EN')).toBe(
      'That bet is not offered.',
    );
  });

  it('puts its own words in place of the server’s on other pages', async () => {
    const t = await loadT('TH');
    expect(apiMessage(new ApiError('BET_NOT_ALLOWED', 'That bet is not offered.'), t, 'TH')).toBe(
      t('error.generic'),
    );
  });

  it('explains a broken answer in its own words in every language', async () => {
    const t = await loadT('EN');
    expect(apiMessage(new ApiError('BAD_ANSWER', 'raw'), t, 'EN')).toBe(t('error.badAnswer'));
  });

  it('tells a short balance, a lost connection and anything else apart', async () => {
    const t = await loadT('EN');
    expect(errorText(new ApiError('INSUFFICIENT_BALANCE', 'no money'), t, 'EN')).toBe(t('error.balance'));
    expect(errorText(new NetworkError('offline'), t, 'EN')).toBe(t('error.network'));
    expect(errorText(new ApiError('BET_NOT_ALLOWED', 'Not offered.'), t, 'EN')).toBe('Not offered.');
    expect(errorText(new Error('bug'), t, 'EN')).toBe(t('error.generic'));
  });
});
