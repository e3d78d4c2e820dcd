import { describe, expect, it } from 'vitest';
import { checkHelpTopicDraft, emptyHelpTopicDraft, helpTopicInputOf } from './help-topic-form.ts';

describe('help topic form', () => {
  it('maps to the contract body: tag trimmed and lower-cased, blank languages dropped', () => {
    expect(
      helpTopicInputOf({
        tag: ' Deposit-Help ',
        sort: 2,
        title: { EN: 'Deposits', CN: ' ' },
        content: { EN: '<p>How to deposit</p>', CN: '<br>' },
      }),
    ).toEqual({
      tag: 'deposit-help',
      sort: 2,
      title: { EN: 'Deposits' },
      content: { EN: '<p>How to deposit</p>' },
    });
  });

  it('reports the tag rule and the missing English texts', () => {
    const checked = checkHelpTopicDraft({ ...emptyHelpTopicDraft(), tag: '-bad tag' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      tag: 'content.errors.tag',
      title: 'content.errors.title',
      content: 'content.errors.content',
    });
    expect(checked.languages).toEqual(['EN']);
  });
});
