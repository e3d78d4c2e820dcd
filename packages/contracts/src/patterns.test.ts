import { describe, expect, it } from 'vitest';
import { matchesPattern, PATTERN_NAMES } from './patterns.ts';

/** For every rule, values it must accept and values it must refuse. */
const CASES: Record<string, [string[], string[]]> = {
  digits: [
    ['0', '123456'],
    ['12a', '', ' 1'],
  ],
  letterFirstAlnum: [
    ['a1', 'Abc9'],
    ['1abc', 'a_b', ''],
  ],
  letters: [
    ['abc', 'ABC'],
    ['ab1', 'a b'],
  ],
  lettersOrDigits: [
    ['a1B2', '9'],
    ['a-1', 'a b'],
  ],
  kanjiDigits: [
    ['王1', '漢字'],
    ['abc', 'かな'],
  ],
  email: [
    ['a@b.co', 'x.y+z@mail.example'],
    ['a@b', 'a b@c.com', '@b.com'],
  ],
  dateYmd: [
    ['2024-02-29', '1999-12-31'],
    ['2024-13-01', '12-31-1999'],
  ],
  dateMdy: [['12-31-1999'], ['1999-12-31', '13-01-2024']],
  korean: [
    ['홍길동', '김 철수'],
    ['kim', '王'],
  ],
  thai: [['สมชาย'], ['somchai', 'สม ชาย']],
  thaiOrEnglish: [['สมชาย Lee', 'John Smith'], ['สมชาย1']],
  japanese: [
    ['やまだ', 'ヤマダ', '山田', 'ＡＢＣ'],
    ['yamada', '김'],
  ],
  englishSpaces: [['John Smith'], ['John1', 'Jöhn']],
  chinese: [
    ['张三', '你好，世界'],
    ['zhang', '张3'],
  ],
  noSpaces: [
    ['abc', 'a-b'],
    ['a b', ' '],
  ],
  hasUppercase: [
    ['aB', 'A'],
    ['abc', '123'],
  ],
  uppercase: [['ABC'], ['AbC', 'A B']],
  uppercaseSpaces: [['JOHN SMITH'], ['John Smith']],
  lettersDigitsSymbols: [
    ['aB3!', 'x@y#1'],
    ['a b', 'ä'],
  ],
  strongPassword: [['Abcdef1!'], ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1']],
  fullName: [
    ['John Smith', 'สมชาย ใจดี'],
    ['John', 'John  Smith', ' John Smith'],
  ],
  realName: [
    ['张三', 'Nguyễn Văn A', "O'Neil"],
    ['1abc', ' '],
  ],
  mobile: [
    ['+66812345678', '0812345678'],
    ['08-1234', '+1', 'abc'],
  ],
  username: [['player1'], ['1player', 'pl ayer']],
};

describe('pattern rules', () => {
  it('has cases for every rule', () => expect(Object.keys(CASES).sort()).toEqual([...PATTERN_NAMES].sort()));

  for (const [name, [good, bad]] of Object.entries(CASES)) {
    it(`${name} accepts ${good.join(', ')} and refuses the rest`, () => {
      for (const v of good) expect(matchesPattern(name, v), v).toBe(true);
      for (const v of bad) expect(matchesPattern(name, v), v).toBe(false);
    });
  }

  it('never matches an unknown rule', () => expect(matchesPattern('nope', 'abc')).toBe(false));
});
