import { describe, expect, it } from 'vitest';
import { newCaptchaAnswer, renderCaptcha } from '../../apps/server/src/modules/identity/captcha-image.ts';
import { readCaptcha } from './read-captcha.ts';

describe('readCaptcha', () => {
  it('reads back what the renderer drew', () => {
    let right = 0;
    for (let i = 0; i < 40; i++) {
      const answer = newCaptchaAnswer();
      if (readCaptcha(renderCaptcha(answer).toString('base64')) === answer) right++;
    }
    expect(right).toBeGreaterThanOrEqual(38);
  });
});
