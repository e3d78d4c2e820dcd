import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH, newCaptchaAnswer, renderCaptcha } from './captcha-image.ts';

describe('captcha image', () => {
  it('draws a 120x40 PNG with dark ink where the digits are', () => {
    const png = PNG.sync.read(renderCaptcha('8888'));
    expect([png.width, png.height]).toEqual([120, 40]);
    let dark = 0;
    // Digit ink has dark red and green channels (its blue varies); background and noise are light.
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! < 130 && png.data[i + 1]! < 90) dark++;
    expect(dark).toBeGreaterThan(200);
  });

  it('makes answers of digits that differ between calls', () => {
    const answers = new Set(Array.from({ length: 20 }, newCaptchaAnswer));
    for (const a of answers) expect(a).toMatch(new RegExp(`^\\d{${CAPTCHA_LENGTH}}$`));
    expect(answers.size).toBeGreaterThan(10);
  });
});
