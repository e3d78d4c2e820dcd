import { PNG } from 'pngjs';
import { CAPTCHA_LENGTH, GLYPHS, SCALE } from '../../apps/server/src/modules/identity/captcha-image.ts';

/**
 * Reads one of our own captcha images the way a patient person would: for each digit slot it tries
 * every glyph at every jitter and slant the renderer uses, and keeps the one whose ink fits best.
 * The journeys use it to pass the captcha through the real page.
 */
export function readCaptcha(pngBase64: string): string {
  const png = PNG.sync.read(Buffer.from(pngBase64, 'base64'));
  const ink = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= png.width || y >= png.height) return 0;
    const i = (y * png.width + x) * 4;
    const [r, g] = [png.data[i]!, png.data[i + 1]!];
    // Digit ink is dark with little green; background and noise are light.
    return r < 130 && g < 90 ? 1 : 0;
  };
  let answer = '';
  for (let idx = 0; idx < CAPTCHA_LENGTH; idx++) {
    let best = { digit: '?', score: -Infinity };
    for (const [digit, glyph] of Object.entries(GLYPHS)) {
      for (let jx = -3; jx <= 3; jx++)
        for (let oy = 4; oy <= 9; oy++)
          for (let slant = -1; slant <= 1; slant++) {
            const ox = 10 + idx * 26 + jx;
            let score = 0;
            glyph.forEach((row, gy) =>
              [...row].forEach((cell, gx) => {
                const x = ox + gx * SCALE + 1 + Math.round((slant * gy) / 2);
                const y = oy + gy * SCALE + 1;
                score += cell === '#' ? ink(x, y) : -ink(x, y);
              }),
            );
            if (score > best.score) best = { digit, score };
          }
    }
    answer += best.digit;
  }
  return answer;
}
