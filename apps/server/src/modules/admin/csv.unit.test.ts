import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([{ a: 'x,y', b: 'say "hi"', c: 'l1\nl2' }], ['a', 'b', 'c'])).toBe(
      'a,b,c\r\n"x,y","say ""hi""","l1\nl2"\r\n',
    );
  });
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(toCsv([{ a: '=SUM(A1)', b: '-2', c: null }], ['a', 'b', 'c'])).toBe("a,b,c\r\n'=SUM(A1),'-2,\r\n");
  });
});
