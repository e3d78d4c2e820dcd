// The drawers' pictures: symbols, a round's grid and payline diagrams, drawn sharp on any screen.
import { SLOT_LINES } from '@openlobby/house-games';
import { symbolText, type TTranslate } from '../shared/i18n.ts';
import { drawSymbol, symbolName } from '../shared/symbol-art.ts';
import { lineColour } from './reels.ts';

function hiDpiCanvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const dpr = Math.min(3, window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(w * dpr);
  canvas.height = Math.round(h * dpr);
  canvas.style.width = `${w}px`;
  canvas.style.height = `${h}px`;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(dpr, dpr);
  return [canvas, ctx];
}

export function symbolCanvas(id: string, size: number, t: TTranslate): HTMLCanvasElement {
  const [canvas, ctx] = hiDpiCanvas(size, size);
  drawSymbol(ctx, id, 0, 0, size);
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', symbolText(t, id, symbolName(id)));
  return canvas;
}

/** A round's screen in miniature: 5×3 symbols. */
export function gridCanvas(
  grid: readonly (readonly string[])[],
  cell: number,
  label: string,
): HTMLCanvasElement {
  const reels = grid.length;
  const rows = grid[0]?.length ?? 3;
  const [canvas, ctx] = hiDpiCanvas(reels * cell, rows * cell);
  grid.forEach((column, reel) =>
    column.forEach((id, row) =>
      drawSymbol(ctx, id, reel * cell + cell * 0.06, row * cell + cell * 0.06, cell * 0.88),
    ),
  );
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  return canvas;
}

/** A payline as a 5×3 dot diagram. */
export function lineDiagram(line: number, label: string): SVGSVGElement {
  const rows = SLOT_LINES[line]!;
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 50 30');
  svg.setAttribute('width', '60');
  svg.setAttribute('height', '36');
  svg.setAttribute('aria-label', label);
  let dots = '';
  for (let r = 0; r < 5; r++) {
    for (let row = 0; row < 3; row++) {
      const on = rows[r] === row;
      dots += `<rect x="${r * 10 + 1.5}" y="${row * 10 + 1.5}" width="7" height="7" rx="1.6" fill="${on ? lineColour(line) : 'rgba(255,255,255,0.1)'}"/>`;
    }
  }
  const pts = rows.map((row, r) => `${r * 10 + 5},${row * 10 + 5}`).join(' ');
  svg.innerHTML = `${dots}<polyline points="${pts}" fill="none" stroke="${lineColour(line)}" stroke-width="1.4" stroke-linejoin="round" opacity="0.9"/>`;
  return svg;
}
