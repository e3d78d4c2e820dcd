// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { textOfHtml } from './html-text.ts';

describe('textOfHtml', () => {
  it('keeps the words of marked-up text', () => {
    expect(textOfHtml('<p>Deposit <b>bonus</b> &amp; <i>free spins</i></p>')).toBe(
      'Deposit bonus & free spins',
    );
  });

  it('drops script, style and template bodies and runs nothing', () => {
    const w = window as unknown as { pwned?: boolean };
    const html =
      '<script>window.pwned = true</script><style>p{}</style><template>t</template>' +
      '<img src=x onerror="window.pwned = true">Hello';
    expect(textOfHtml(html)).toBe('Hello');
    expect(w.pwned).toBeUndefined();
  });

  it('answers an empty string for no text', () => {
    expect(textOfHtml('')).toBe('');
    expect(textOfHtml('<br><hr>')).toBe('');
  });
});
