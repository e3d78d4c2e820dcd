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
    ['abc', 'かな', 'a王', '王a'],
  ],
  email: [
    ['a@b.co', 'x.y+z@mail.example'],
    ['a@b', 'a b@c.com', '@b.com', 'a@b.co x'],
  ],
  dateYmd: [
    ['2024-02-29', '1999-12-31'],
    ['2024-13-01', '12-31-1999', '2024-01-00', '2024-01-32', 'x2024-01-01', '2024-01-011'],
  ],
  dateMdy: [
    ['12-31-1999', '01-15-2024', '02-29-2024'],
    ['1999-12-31', '13-01-2024', '00-10-2024', '01-00-2024', 'x12-31-1999', '12-31-19999'],
  ],
  korean: [
    ['홍길동', '김 철수'],
    ['kim', '王', 'a홍', '홍a'],
  ],
  thai: [['สมชาย'], ['somchai', 'สม ชาย']],
  thaiOrEnglish: [
    ['สมชาย Lee', 'John Smith'],
    ['สมชาย1', '1สมชาย'],
  ],
  japanese: [
    ['やまだ', 'ヤマダ', '山田', 'ＡＢＣ'],
    ['yamada', '김', 'aやまだ', 'やまだa'],
  ],
  englishSpaces: [['John Smith'], ['John1', 'Jöhn']],
  chinese: [
    ['张三', '你好，世界'],
    ['zhang', '张3', 'a张三'],
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
  uppercaseSpaces: [['JOHN SMITH'], ['John Smith', 'jOHN']],
  lettersDigitsSymbols: [
    ['aB3!', 'x@y#1'],
    ['a b', 'ä'],
  ],
  // the lowercase letter need not be second; a line break before or after the password is not part of it
  strongPassword: [
    ['Abcdef1!', 'AB1!cd'],
    ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', '\nAbcdef1!', 'Abcdef1!\n'],
  ],
  fullName: [
    ['John Smith', 'สมชาย ใจดี', 'John Ronald Smith'],
    ['John', 'John  Smith', ' John Smith', 'John Smith '],
  ],
  realName: [
    ['张三', 'Nguyễn Văn A', "O'Neil"],
    ['1abc', ' ', 'Anna1'],
  ],
  mobile: [
    ['+66812345678', '0812345678'],
    ['08-1234', '+1', 'abc', 'x0812345678', '0812345678901234'],
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
