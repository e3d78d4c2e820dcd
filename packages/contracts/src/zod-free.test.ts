/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The modules the player site's first screen imports values from. They must import nothing (no
 * zod, no module that has schemas): a zod schema at a module's top level keeps all of zod in the
 * bundle, a fifth of the first screen's JavaScript budget (issue 14).
 */
const ZOD_FREE = ['paths.ts', 'languages.ts', 'constants.ts', 'games-vocabulary.ts'];

describe('the modules the player site reads first', () => {
  it.each(ZOD_FREE)('%s imports nothing', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import\s/m);
  });
});
