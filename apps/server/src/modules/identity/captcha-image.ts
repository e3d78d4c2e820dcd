import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** 5x7 bitmaps of the digits, one row per string, '#' for ink. */
export const GLYPHS: Record<string, string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};

export const CAPTCHA_LENGTH = 4;
export const WIDTH = 120;
export const HEIGHT = 40;
export const SCALE = 4;

/** A random captcha answer of digits. */
export const newCaptchaAnswer = () =>
  Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');

/**
 * Draws the answer as a PNG: jittered, tinted digits over noise dots and crossing lines, enough to
 * stop naive scripts; the per-account and per-IP limits do the rest.
 */
export function renderCaptcha(answer: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const put = (x: number, y: number, rgb: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 4;
    png.data[i] = rgb[0];
    png.data[i + 1] = rgb[1];
    png.data[i + 2] = rgb[2];
    png.data[i + 3] = 255;
  };
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) put(x, y, [236 - (y >> 2), 238, 246]);
  for (let n = 0; n < 220; n++)
    put(randomInt(WIDTH), randomInt(HEIGHT), [150 + randomInt(80), 150 + randomInt(80), 200]);
  [...answer].forEach((ch, idx) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const ox = 10 + idx * 26 + randomInt(-3, 4);
    const oy = 4 + randomInt(0, 6);
    const ink: [number, number, number] = [30 + randomInt(90), 20 + randomInt(60), 90 + randomInt(120)];
    const slant = randomInt(-1, 2);
    glyph.forEach((row, gy) =>
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE - 1; dx++)
            put(ox + gx * SCALE + dx + Math.round((slant * gy) / 2), oy + gy * SCALE + dy, ink);
      }),
    );
  });
  for (let line = 0; line < 3; line++) {
    let y = randomInt(HEIGHT);
    const drift = randomInt(-1, 2);
    const color: [number, number, number] = [80 + randomInt(120), 80 + randomInt(100), 140 + randomInt(100)];
    for (let x = 0; x < WIDTH; x++) {
      if (x % 7 === 0) y += drift;
      put(x, y, color);
    }
  }
  return PNG.sync.write(png);
}
