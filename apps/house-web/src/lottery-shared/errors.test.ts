import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../shared/api.ts';
import { createT } from '../shared/i18n.ts';
import { LotteryApiError } from './api.ts';
import { errorKeyOf, errorText, stakeProblemText } from './errors.ts';

const t = createT('EN');
const refused = (code: string, problems: { field: string; message: string }[] = []) =>
  new LotteryApiError(code, `server words for ${code}`, 400, problems);

describe('errorKeyOf', () => {
  it.each(['DRAW_CLOSED', 'LIABILITY_LIMIT', 'INSUFFICIENT_BALANCE', 'GAME_SESSION_INVALID'])(
    'translates %s by its own key',
    (code) => {
      expect(errorKeyOf(refused(code))).toBe(`lot.error.${code}`);
    },
  );

  it("names the engine's problem of a VALIDATION_FAILED", () => {
    const error = refused('VALIDATION_FAILED', [{ field: 'numbers', message: 'LOTTERY_WRONG_DIGIT_COUNT' }]);
    expect(errorKeyOf(error)).toBe('lot.error.LOTTERY_WRONG_DIGIT_COUNT');
    expect(t(errorKeyOf(error)!)).toMatch(/digits/);
  });

  it("says a refused stake is out of the game's limits or too precise", () => {
    expect(errorKeyOf(refused('VALIDATION_FAILED', [{ field: 'stake', message: 'outOfRange' }]))).toBe(
      'lot.error.stakeRange',
    );
    expect(errorKeyOf(refused('VALIDATION_FAILED', [{ field: 'body.stake', message: 'tooPrecise' }]))).toBe(
      'lot.stake.decimals',
    );
  });

  it('falls back to the plain VALIDATION_FAILED text for problems it does not know', () => {
    expect(errorKeyOf(refused('VALIDATION_FAILED', [{ field: 'body.drawId', message: 'Too big' }]))).toBe(
      'lot.error.VALIDATION_FAILED',
    );
  });

  it('says a lost connection and a broken answer in the shared words', () => {
    expect(errorKeyOf(new NetworkError('reset'))).toBe('error.network');
    expect(errorKeyOf(new ApiError('BAD_ANSWER', 'x'))).toBe('error.badAnswer');
  });
});

describe('errorText', () => {
  it("shows an English page the server's words for a code without a key, other languages the generic text", () => {
    expect(errorText(refused('SOMETHING_NEW'), t, true)).toBe('server words for SOMETHING_NEW');
    expect(errorText(refused('SOMETHING_NEW'), t, false)).toBe(t('error.generic'));
    expect(errorText(new Error('boom'), t, true)).toBe(t('error.generic'));
  });
});

describe('stakeProblemText', () => {
  it('names the limit a stake broke', () => {
    expect(stakeProblemText('min', t, { min: '1.00', max: '10,000.00' })).toContain('1.00');
    expect(stakeProblemText('max', t, { min: '1.00', max: '10,000.00' })).toContain('10,000.00');
  });
});
