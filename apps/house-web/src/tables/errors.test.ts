import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../shared/api.ts';
import { createT } from '../shared/i18n.ts';
import { LotteryApiError } from '../lottery-shared/api.ts';
import { errorText } from './errors.ts';

const t = createT('EN');

describe('errorText', () => {
  it('names the spot of a limit the server refused', () => {
    const error = new LotteryApiError('VALIDATION_FAILED', 'x', 400, [
      { field: 'stakes', message: 'aboveMax:PLAYER' },
    ]);
    expect(errorText(t, error)).toBe('Player: above the table maximum.');
    const low = new LotteryApiError('VALIDATION_FAILED', 'x', 400, [
      { field: 'stakes', message: 'belowMin:TIE' },
    ]);
    expect(errorText(t, low)).toBe('Tie: below the table minimum.');
  });

  it('says a closed round, a short balance, an ended session and a dropped line in words', () => {
    expect(errorText(t, new ApiError('ROUND_CLOSED', 'x', 409))).toBe('Betting on this round has closed.');
    expect(errorText(t, new ApiError('INSUFFICIENT_BALANCE', 'x', 400))).toMatch(/too low/);
    expect(errorText(t, new ApiError('GAME_SESSION_INVALID', 'x', 401))).toMatch(/Launch the game again/);
    expect(errorText(t, new NetworkError('reset'))).toMatch(/connection/);
    expect(errorText(t, new ApiError('SOMETHING', 'x', 500))).toBe('Something went wrong (SOMETHING).');
  });
});
