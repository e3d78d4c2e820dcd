import { describe, expect, it } from 'vitest';
import { editorLanguages, languagesWithIssues, localizedLabel, toLocalizedText } from './localized.ts';

describe('editorLanguages', () => {
  it('puts English first, then the brand languages, then what the record already has', () => {
    expect(editorLanguages(['TH', 'EN', 'CN'])).toEqual(['EN', 'TH', 'CN']);
    expect(editorLanguages(['TH'], { EN: 'a', VI: 'b' }, { JA: 'c' })).toEqual(['EN', 'TH', 'VI', 'JA']);
    expect(editorLanguages([])).toEqual(['EN']);
  });

  it('keeps regional codes and leaves out malformed ones', () => {
    expect(editorLanguages(['PT-BR', 'UR-LA', 'PT', 'pt_br'])).toEqual(['EN', 'PT-BR', 'UR-LA', 'PT']);
  });
});

describe('toLocalizedText', () => {
  it('trims and drops blank languages', () => {
    expect(toLocalizedText({ EN: '  Hello ', CN: '   ', TH: '' })).toEqual({ EN: 'Hello' });
  });

  it('treats an emptied rich-text editor as blank', () => {
    expect(toLocalizedText({ EN: '<p>Hi</p>', CN: '<p><br></p>', TH: '&nbsp;' }, 'html')).toEqual({
      EN: '<p>Hi</p>',
    });
  });
});

describe('localizedLabel', () => {
  it('prefers English, then the first filled language', () => {
    expect(localizedLabel({ CN: '你好', EN: 'Hello' })).toBe('Hello');
    expect(localizedLabel({ EN: ' ', CN: '你好' })).toBe('你好');
    expect(localizedLabel({})).toBe('—');
  });
});

describe('languagesWithIssues', () => {
  it('blames the language in the path, and English for a rule on the whole record', () => {
    expect(
      languagesWithIssues([{ path: ['title'] }, { path: ['content', 'CN'] }, { path: ['sort'] }]),
    ).toEqual(['EN', 'CN']);
  });
});
