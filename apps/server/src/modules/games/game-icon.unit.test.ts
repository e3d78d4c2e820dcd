import { describe, expect, it } from 'vitest';
import { renderGameIcon, titleLines } from './game-icon.ts';
import { escapeXml } from './vendor-logo.ts';

describe('titleLines', () => {
  it('keeps a short title on one line', () => {
    expect(titleLines('Gem Rush 20')).toEqual(['Gem Rush 20']);
  });

  it('wraps at words into two lines and cuts the rest with an ellipsis', () => {
    expect(titleLines('The Great Golden Temple of Fortune')).toEqual([
      'The Great Golden',
      'Temple of Fortu…',
    ]);
  });

  it('splits a word too long for a line and counts characters, not UTF-16 units', () => {
    expect(titleLines('Supercalifragilistic')).toEqual(['Supercalifragili', 'stic']);
    expect(titleLines('🎰🎰🎰')).toEqual(['🎰🎰🎰']);
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0000\u001b\uFFFE ok`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt; ok',
    );
  });
});

describe('renderGameIcon', () => {
  const game = {
    nodeId: 7,
    gameCode: 'nova-neon-nights',
    name: 'Neon Nights',
    vendorCode: 'NOVA',
    category: 'RNG' as const,
    gameType: 'SC' as const,
  };

  it('draws the same game the same way every time', () => {
    expect(renderGameIcon(game)).toBe(renderGameIcon(game));
  });

  it('names its ids after the node, so icons inlined together do not clash', () => {
    const svg = renderGameIcon(game);
    expect(svg).toContain('id="b7"');
    expect(svg).toContain('url(#b7)');
    expect(svg).not.toMatch(/id="[a-z]"/);
  });
});
