import { SLOT_SYMBOLS } from '@openlobby/house-games';

/**
 * Every slot symbol drawn procedurally on a 2D canvas: faceted jewels, glossy fruit, a golden crown
 * for the WILD and a shooting star for the SCATTER. Art is drawn once per size into a sprite (and a
 * motion-blurred twin for spinning reels) so the reels only blit images each frame.
 */

type Ctx = CanvasRenderingContext2D;
type Pt = readonly [number, number];

/* ------------------------------------------------------------------ colour helpers */

type Hsl = { h: number; s: number; l: number };

function hexToHsl(hex: string): Hsl {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  return { h, s: s * 100, l: l * 100 };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The colour with its lightness moved by `dl` points (and saturation by `ds`). */
export function shade(hex: string, dl: number, ds = 0, alpha = 1): string {
  const { h, s, l } = hexToHsl(hex);
  return `hsla(${h.toFixed(1)}, ${clamp(s + ds, 0, 100).toFixed(1)}%, ${clamp(l + dl, 0, 100).toFixed(1)}%, ${alpha})`;
}

/* ------------------------------------------------------------------ shape helpers */

function poly(ctx: Ctx, pts: readonly Pt[]) {
  ctx.beginPath();
  pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
}

/** A lightness offset for a facet facing `angle` (radians), lit from the upper left. */
function facetLight(angle: number): number {
  return Math.cos(angle - (-3 * Math.PI) / 4) * 18;
}

/**
 * A faceted ring between an outer outline and an inner table of the same number of points: every
 * quad gets its own tone from its direction, so the stone reads as cut glass.
 */
function facetRing(
  ctx: Ctx,
  outer: readonly Pt[],
  inner: readonly Pt[],
  colour: string,
  cx: number,
  cy: number,
) {
  const n = outer.length;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const a = outer[i]!;
    const b = outer[j]!;
    const c = inner[j]!;
    const d = inner[i]!;
    const mx = (a[0] + b[0]) / 2 - cx;
    const my = (a[1] + b[1]) / 2 - cy;
    const light = facetLight(Math.atan2(my, mx));
    // Split each quad in two triangles of slightly different tone: the "star" and "girdle" facets.
    const mid: Pt = [(a[0] + b[0] + c[0] + d[0]) / 4, (a[1] + b[1] + c[1] + d[1]) / 4];
    poly(ctx, [a, b, mid]);
    ctx.fillStyle = shade(colour, light - 4);
    ctx.fill();
    poly(ctx, [b, c, mid]);
    ctx.fillStyle = shade(colour, light + 6);
    ctx.fill();
    poly(ctx, [c, d, mid]);
    ctx.fillStyle = shade(colour, light + 12);
    ctx.fill();
    poly(ctx, [d, a, mid]);
    ctx.fillStyle = shade(colour, light + 2);
    ctx.fill();
  }
  ctx.strokeStyle = shade(colour, 30, 0, 0.35);
  ctx.lineWidth = 0.6;
  for (let i = 0; i < n; i++) {
    ctx.beginPath();
    ctx.moveTo(outer[i]![0], outer[i]![1]);
    ctx.lineTo(inner[i]![0], inner[i]![1]);
    ctx.stroke();
  }
}

/** A table facet: a bright gradient with a soft reflection band. */
function table(ctx: Ctx, pts: readonly Pt[], colour: string) {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const x1 = Math.max(...xs);
  const y1 = Math.max(...ys);
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  g.addColorStop(0, shade(colour, 28));
  g.addColorStop(0.45, shade(colour, 10));
  g.addColorStop(1, shade(colour, -6));
  poly(ctx, pts);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.save();
  poly(ctx, pts);
  ctx.clip();
  ctx.fillStyle = 'rgba(255,255,255,0.22)';
  ctx.beginPath();
  ctx.moveTo(x0, y0 + (y1 - y0) * 0.55);
  ctx.lineTo(x0 + (x1 - x0) * 0.55, y0);
  ctx.lineTo(x0 + (x1 - x0) * 0.8, y0);
  ctx.lineTo(x0, y0 + (y1 - y0) * 0.85);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/** A four-pointed sparkle. */
function sparkle(ctx: Ctx, x: number, y: number, r: number, alpha = 0.95) {
  ctx.save();
  ctx.fillStyle = `rgba(255,255,255,${alpha})`;
  ctx.shadowColor = 'rgba(255,255,255,0.9)';
  ctx.shadowBlur = r * 1.5 * currentScale;
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.quadraticCurveTo(x, y, x + r, y);
  ctx.quadraticCurveTo(x, y, x, y + r);
  ctx.quadraticCurveTo(x, y, x - r, y);
  ctx.quadraticCurveTo(x, y, x, y - r);
  ctx.fill();
  ctx.restore();
}

function ring(n: number, cx: number, cy: number, rx: number, ry: number, phase = 0): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = phase + (i / n) * Math.PI * 2;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as const;
  });
}

function scalePts(pts: readonly Pt[], cx: number, cy: number, k: number, dy = 0): Pt[] {
  return pts.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k + dy] as const);
}

/** Canvas shadows ignore the transform; drawings in the 100-unit space scale blur by this. */
let currentScale = 1;

function glowBehind(ctx: Ctx, colour: string, r: number, alpha = 0.55) {
  const g = ctx.createRadialGradient(50, 50, 0, 50, 50, r);
  g.addColorStop(0, shade(colour, 10, 0, alpha));
  g.addColorStop(1, shade(colour, 0, 0, 0));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 100, 100);
}

function dropShadow(ctx: Ctx, blur = 6, dy = 3, alpha = 0.55) {
  ctx.shadowColor = `rgba(0,0,0,${alpha})`;
  ctx.shadowBlur = blur * currentScale;
  ctx.shadowOffsetY = dy * currentScale;
}

function noShadow(ctx: Ctx) {
  ctx.shadowColor = 'transparent';
  ctx.shadowBlur = 0;
  ctx.shadowOffsetY = 0;
}

/* ------------------------------------------------------------------ jewels */

function drawDiamond(ctx: Ctx, colour: string) {
  glowBehind(ctx, colour, 46, 0.35);
  const top: Pt[] = [
    [26, 24],
    [74, 24],
  ];
  const girdle: Pt[] = [
    [8, 42],
    [29, 42],
    [50, 42],
    [71, 42],
    [92, 42],
  ];
  const tip: Pt = [50, 90];
  const outline: Pt[] = [top[0]!, top[1]!, girdle[4]!, tip, girdle[0]!];
  ctx.save();
  dropShadow(ctx, 8, 4);
  poly(ctx, outline);
  ctx.fillStyle = shade(colour, -10);
  ctx.fill();
  noShadow(ctx);
  // Crown: a table on top and triangles down to the girdle.
  const t = (x: number): Pt => [x, 24];
  const crown: [Pt[], number][] = [
    [[top[0]!, girdle[0]!, girdle[1]!], 14],
    [[top[0]!, girdle[1]!, t(38)], 24],
    [[t(38), girdle[1]!, girdle[2]!], 8],
    [[t(38), girdle[2]!, t(62)], 26],
    [[t(62), girdle[2]!, girdle[3]!], 4],
    [[t(62), girdle[3]!, top[1]!], 16],
    [[top[1]!, girdle[3]!, girdle[4]!], -4],
  ];
  for (const [pts, light] of crown) {
    poly(ctx, pts);
    ctx.fillStyle = shade(colour, light);
    ctx.fill();
  }
  // Pavilion: long facets meeting at the tip.
  const pav: [Pt[], number][] = [
    [[girdle[0]!, girdle[1]!, tip], 6],
    [[girdle[1]!, [40, 42], tip], -8],
    [[[40, 42], girdle[2]!, tip], 14],
    [[girdle[2]!, [60, 42], tip], 0],
    [[[60, 42], girdle[3]!, tip], -14],
    [[girdle[3]!, girdle[4]!, tip], -22],
  ];
  for (const [pts, light] of pav) {
    poly(ctx, pts);
    ctx.fillStyle = shade(colour, light);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineWidth = 0.8;
  poly(ctx, outline);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(8, 42);
  ctx.lineTo(92, 42);
  ctx.stroke();
  ctx.restore();
  sparkle(ctx, 33, 29, 8);
  sparkle(ctx, 62, 58, 5, 0.8);
}

function heartPoints(n: number, cx: number, cy: number, k: number): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const t = (i / n) * Math.PI * 2;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return [cx + x * k, cy - y * k] as const;
  });
}

/**
 * A cut stone: its outline filled a shade darker under a drop shadow, rings of facets lit by their
 * angle round `centre`, the table on top and a light edge round the outline.
 */
function cutStone(
  ctx: Ctx,
  colour: string,
  stone: {
    outline: readonly Pt[];
    /** Each ring of facets: its outer and inner edge. */
    rings: readonly (readonly [readonly Pt[], readonly Pt[]])[];
    table: readonly Pt[];
    centre: Pt;
    /** Lightness of the body and of the edge (shade's dl), and the edge's opacity. */
    body: number;
    edge: number;
    edgeAlpha: number;
  },
) {
  ctx.save();
  dropShadow(ctx);
  poly(ctx, stone.outline);
  ctx.fillStyle = shade(colour, stone.body);
  ctx.fill();
  noShadow(ctx);
  for (const [outer, inner] of stone.rings)
    facetRing(ctx, outer, inner, colour, stone.centre[0], stone.centre[1]);
  table(ctx, stone.table, colour);
  ctx.strokeStyle = shade(colour, stone.edge, 0, stone.edgeAlpha);
  ctx.lineWidth = 1;
  poly(ctx, stone.outline);
  ctx.stroke();
  ctx.restore();
}

function drawRuby(ctx: Ctx, colour: string) {
  glowBehind(ctx, colour, 46, 0.4);
  const outer = heartPoints(24, 50, 50, 2.55);
  const inner = scalePts(outer, 50, 46, 0.5, -2);
  cutStone(ctx, colour, {
    outline: outer,
    rings: [[outer, inner]],
    table: inner,
    centre: [50, 48],
    body: -12,
    edge: 35,
    edgeAlpha: 0.7,
  });
  sparkle(ctx, 36, 34, 7);
}

function drawEmerald(ctx: Ctx, colour: string) {
  glowBehind(ctx, colour, 46, 0.35);
  const octo = (w: number, h: number, c: number): Pt[] => [
    [50 - w + c, 50 - h],
    [50 + w - c, 50 - h],
    [50 + w, 50 - h + c],
    [50 + w, 50 + h - c],
    [50 + w - c, 50 + h],
    [50 - w + c, 50 + h],
    [50 - w, 50 + h - c],
    [50 - w, 50 - h + c],
  ];
  const o1 = octo(30, 40, 12);
  const o2 = octo(22, 31, 9);
  const o3 = octo(14, 22, 6);
  cutStone(ctx, colour, {
    outline: o1,
    rings: [
      [o1, o2],
      [o2, o3],
    ],
    table: o3,
    centre: [50, 50],
    body: -14,
    edge: 38,
    edgeAlpha: 0.6,
  });
  sparkle(ctx, 40, 34, 6.5);
}

function drawSapphire(ctx: Ctx, colour: string) {
  glowBehind(ctx, colour, 46, 0.45);
  const outer = ring(16, 50, 50, 40, 40, -Math.PI / 2);
  const mid = ring(16, 50, 50, 29, 29, -Math.PI / 2 + Math.PI / 16);
  const inner = ring(8, 50, 50, 19, 19, -Math.PI / 2 + Math.PI / 8);
  cutStone(ctx, colour, {
    outline: outer,
    rings: [
      [outer, mid],
      [mid, mid.map((_, i) => inner[Math.floor(i / 2)]!)],
    ],
    table: inner,
    centre: [50, 50],
    body: -12,
    edge: 40,
    edgeAlpha: 0.6,
  });
  sparkle(ctx, 38, 36, 7);
  sparkle(ctx, 64, 64, 4, 0.7);
}

/* ------------------------------------------------------------------ fruit */

function glossyBall(ctx: Ctx, x: number, y: number, r: number, colour: string) {
  const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
  g.addColorStop(0, shade(colour, 30));
  g.addColorStop(0.5, shade(colour, 4));
  g.addColorStop(1, shade(colour, -22));
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(x - r * 0.35, y - r * 0.42, r * 0.32, r * 0.18, -0.6, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.fill();
}

function leaf(ctx: Ctx, x: number, y: number, len: number, angle: number, colour = '#4caf3c') {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const g = ctx.createLinearGradient(0, -len * 0.3, 0, len * 0.3);
  g.addColorStop(0, shade(colour, 16));
  g.addColorStop(1, shade(colour, -14));
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.quadraticCurveTo(len * 0.5, -len * 0.42, len, 0);
  ctx.quadraticCurveTo(len * 0.5, len * 0.42, 0, 0);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = shade(colour, -25);
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(len * 0.9, 0);
  ctx.stroke();
  ctx.restore();
}

function drawCherry(ctx: Ctx, colour: string) {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.strokeStyle = '#5b7a24';
  ctx.lineWidth = 3.2;
  ctx.beginPath();
  ctx.moveTo(33, 58);
  ctx.quadraticCurveTo(38, 30, 60, 16);
  ctx.moveTo(66, 62);
  ctx.quadraticCurveTo(64, 36, 60, 16);
  ctx.stroke();
  leaf(ctx, 60, 17, 28, -0.35);
  dropShadow(ctx);
  glossyBall(ctx, 32, 68, 19, colour);
  glossyBall(ctx, 66, 71, 18, colour);
  ctx.restore();
}

function dimples(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, colour: string, count: number) {
  ctx.fillStyle = shade(colour, -18, 0, 0.35);
  let seed = 7;
  for (let i = 0; i < count; i++) {
    seed = (seed * 9301 + 49297) % 233280;
    const a = (seed / 233280) * Math.PI * 2;
    seed = (seed * 9301 + 49297) % 233280;
    const d = Math.sqrt(seed / 233280) * 0.85;
    ctx.beginPath();
    ctx.arc(cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, 0.9, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawLemon(ctx: Ctx, colour: string) {
  ctx.save();
  ctx.translate(50, 52);
  ctx.rotate(-0.35);
  dropShadow(ctx);
  const g = ctx.createRadialGradient(-10, -12, 4, 0, 0, 44);
  g.addColorStop(0, shade(colour, 22));
  g.addColorStop(0.55, shade(colour, 0));
  g.addColorStop(1, shade(colour, -26, 10));
  ctx.beginPath();
  ctx.moveTo(-44, 0);
  ctx.bezierCurveTo(-38, -34, 38, -34, 44, 0);
  ctx.bezierCurveTo(38, 34, -38, 34, -44, 0);
  ctx.closePath();
  ctx.fillStyle = g;
  ctx.fill();
  noShadow(ctx);
  dimples(ctx, 0, 0, 32, 22, colour, 40);
  ctx.beginPath();
  ctx.ellipse(-12, -12, 14, 6, -0.2, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.5)';
  ctx.fill();
  ctx.restore();
  leaf(ctx, 76, 30, 18, -1.2);
}

function drawOrange(ctx: Ctx, colour: string) {
  ctx.save();
  dropShadow(ctx);
  const g = ctx.createRadialGradient(38, 42, 4, 50, 55, 40);
  g.addColorStop(0, shade(colour, 22));
  g.addColorStop(0.55, shade(colour, 2));
  g.addColorStop(1, shade(colour, -24));
  ctx.beginPath();
  ctx.arc(50, 55, 37, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  noShadow(ctx);
  dimples(ctx, 50, 55, 34, 34, colour, 60);
  ctx.beginPath();
  ctx.ellipse(38, 40, 12, 7, -0.6, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.45)';
  ctx.fill();
  ctx.fillStyle = '#6b4a1f';
  ctx.beginPath();
  ctx.arc(50, 19, 2.6, 0, Math.PI * 2);
  ctx.fill();
  leaf(ctx, 51, 19, 26, -0.45);
  ctx.restore();
}

function drawGrape(ctx: Ctx, colour: string) {
  ctx.save();
  ctx.strokeStyle = '#6b4a1f';
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(50, 26);
  ctx.quadraticCurveTo(52, 14, 60, 8);
  ctx.stroke();
  leaf(ctx, 52, 18, 26, -2.6, '#5aa33a');
  dropShadow(ctx, 4, 2, 0.4);
  const r = 10.5;
  const rows: [number, number[]][] = [
    [32, [30, 50, 70]],
    [49, [22, 40, 60, 78]],
    [66, [31, 50, 69]],
    [82, [41, 59]],
  ];
  for (const [y, xs] of rows) {
    for (const x of xs) glossyBall(ctx, x, y, r, colour);
  }
  ctx.restore();
}

function drawMelon(ctx: Ctx, colour: string) {
  ctx.save();
  ctx.translate(50, 36);
  ctx.rotate(0.12);
  dropShadow(ctx);
  // Rind, pale rind, then the red flesh, as nested half discs.
  ctx.beginPath();
  ctx.arc(0, 0, 44, 0, Math.PI);
  ctx.closePath();
  ctx.fillStyle = shade(colour, -16);
  ctx.fill();
  noShadow(ctx);
  ctx.beginPath();
  ctx.arc(0, 0, 40, 0, Math.PI);
  ctx.closePath();
  ctx.fillStyle = '#dff3b9';
  ctx.fill();
  const g = ctx.createRadialGradient(-10, 4, 4, 0, 0, 38);
  g.addColorStop(0, '#ff6b7d');
  g.addColorStop(1, '#d91e3a');
  ctx.beginPath();
  ctx.arc(0, 0, 36, 0, Math.PI);
  ctx.closePath();
  ctx.fillStyle = g;
  ctx.fill();
  // Stripes on the rind.
  ctx.strokeStyle = shade(colour, -30);
  ctx.lineWidth = 1.6;
  for (let i = 1; i < 8; i++) {
    const a = (i / 8) * Math.PI;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * 41, Math.sin(a) * 41);
    ctx.lineTo(Math.cos(a) * 44, Math.sin(a) * 44);
    ctx.stroke();
  }
  ctx.fillStyle = '#1d1410';
  const seeds: Pt[] = [
    [-20, 10],
    [-6, 14],
    [8, 12],
    [22, 9],
    [-12, 24],
    [4, 26],
    [16, 22],
  ];
  for (const [x, y] of seeds) {
    ctx.beginPath();
    ctx.ellipse(x, y, 2, 3.4, Math.atan2(y, x) - Math.PI / 2, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.beginPath();
  ctx.ellipse(-16, 6, 10, 3, 0.1, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/* ------------------------------------------------------------------ specials */

function label(ctx: Ctx, text: string, y: number, fill: CanvasGradient | string, size = 17) {
  ctx.save();
  ctx.font = `900 ${size}px system-ui, "Segoe UI", Roboto, Arial, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 4.5;
  ctx.strokeStyle = '#2a0f3a';
  ctx.strokeText(text, 50, y);
  ctx.fillStyle = fill;
  ctx.fillText(text, 50, y);
  ctx.restore();
}

function gold(ctx: Ctx, y0: number, y1: number): CanvasGradient {
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  g.addColorStop(0, '#fff6c4');
  g.addColorStop(0.35, '#f7d354');
  g.addColorStop(0.6, '#d39a18');
  g.addColorStop(1, '#8a5a07');
  return g;
}

function drawWild(ctx: Ctx, colour: string) {
  // A purple medallion with a golden crown and the word WILD.
  const bg = ctx.createRadialGradient(50, 42, 6, 50, 50, 50);
  bg.addColorStop(0, 'rgba(170, 90, 255, 0.85)');
  bg.addColorStop(0.7, 'rgba(80, 20, 140, 0.85)');
  bg.addColorStop(1, 'rgba(40, 8, 70, 0.0)');
  ctx.fillStyle = bg;
  ctx.beginPath();
  ctx.arc(50, 50, 48, 0, Math.PI * 2);
  ctx.fill();
  ctx.save();
  ctx.strokeStyle = gold(ctx, 4, 96);
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(50, 50, 45, 0, Math.PI * 2);
  ctx.stroke();
  dropShadow(ctx, 5, 2);
  const crown: Pt[] = [
    [18, 62],
    [14, 26],
    [32, 44],
    [50, 16],
    [68, 44],
    [86, 26],
    [82, 62],
  ];
  poly(ctx, crown);
  ctx.fillStyle = gold(ctx, 14, 64);
  ctx.fill();
  noShadow(ctx);
  ctx.strokeStyle = '#7a4a05';
  ctx.lineWidth = 1.4;
  ctx.stroke();
  // Band and jewels.
  ctx.fillStyle = gold(ctx, 56, 70);
  ctx.fillRect(17, 56, 66, 10);
  ctx.strokeRect(17, 56, 66, 10);
  for (const [x, y] of [
    [14, 24],
    [50, 14],
    [86, 24],
  ] as const) {
    glossyBall(ctx, x, y, 4.5, '#fff1b0');
  }
  glossyBall(ctx, 50, 45, 6, '#d0104c');
  glossyBall(ctx, 33, 61, 3.4, '#2fa866');
  glossyBall(ctx, 50, 61, 3.4, '#1f4fbf');
  glossyBall(ctx, 67, 61, 3.4, '#2fa866');
  ctx.restore();
  label(ctx, 'WILD', 82, gold(ctx, 72, 92), 22);
  void colour;
  sparkle(ctx, 28, 36, 5, 0.9);
}

function star(cx: number, cy: number, outer: number, inner: number, rot = -Math.PI / 2): Pt[] {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = rot + (i * Math.PI) / 5;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const;
  });
}

function drawScatter(ctx: Ctx, colour: string) {
  glowBehind(ctx, colour, 50, 0.6);
  ctx.save();
  // The trail: fading streaks to the lower left.
  ctx.lineCap = 'round';
  for (let i = 0; i < 3; i++) {
    const g = ctx.createLinearGradient(56, 40, 8, 88);
    g.addColorStop(0, shade(colour, 20, 0, 0.9));
    g.addColorStop(1, shade(colour, 10, 0, 0));
    ctx.strokeStyle = g;
    ctx.lineWidth = 7 - i * 2;
    ctx.beginPath();
    ctx.moveTo(54 - i * 6, 44 + i * 4);
    ctx.lineTo(10 - i * 2, 82 + i * 6);
    ctx.stroke();
  }
  const pts = star(58, 40, 30, 13, -Math.PI / 2 + 0.2);
  ctx.shadowColor = shade(colour, 10, 0, 0.9);
  ctx.shadowBlur = 12 * currentScale;
  poly(ctx, pts);
  const g = ctx.createRadialGradient(52, 32, 2, 58, 40, 32);
  g.addColorStop(0, '#fff');
  g.addColorStop(0.35, shade(colour, 18));
  g.addColorStop(1, shade(colour, -18));
  ctx.fillStyle = g;
  ctx.fill();
  noShadow(ctx);
  // Facets: lines from the centre to every point.
  ctx.strokeStyle = 'rgba(255,255,255,0.45)';
  ctx.lineWidth = 0.8;
  for (const [x, y] of pts) {
    ctx.beginPath();
    ctx.moveTo(58, 40);
    ctx.lineTo(x, y);
    ctx.stroke();
  }
  ctx.strokeStyle = shade(colour, -30);
  ctx.lineWidth = 1.2;
  poly(ctx, pts);
  ctx.stroke();
  ctx.restore();
  const txt = ctx.createLinearGradient(0, 74, 0, 94);
  txt.addColorStop(0, '#ffe3f6');
  txt.addColorStop(1, shade(colour, 0));
  label(ctx, 'SCATTER', 84, txt, 15);
  sparkle(ctx, 84, 16, 5);
  sparkle(ctx, 24, 26, 3.5, 0.8);
}

/* ------------------------------------------------------------------ registry */

type TArt = (ctx: Ctx, colour: string) => void;

const ART: Record<string, TArt> = {
  wild: drawWild,
  scatter: drawScatter,
  diamond: drawDiamond,
  ruby: drawRuby,
  emerald: drawEmerald,
  sapphire: drawSapphire,
  cherry: drawCherry,
  lemon: drawLemon,
  orange: drawOrange,
  grape: drawGrape,
  melon: drawMelon,
};

const FALLBACK_COLOURS = ['#e0b040', '#b070ff', '#40c0e0', '#ff7060', '#70d070'];

/** The engine's colour for a symbol id (a stable made-up one for an id it does not know). */
export function symbolColour(id: string): string {
  const known = SLOT_SYMBOLS.find((s) => s.id === id);
  if (known) return known.colour;
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return FALLBACK_COLOURS[h % FALLBACK_COLOURS.length]!;
}

export function symbolName(id: string): string {
  return SLOT_SYMBOLS.find((s) => s.id === id)?.name ?? id;
}

/** A symbol the art does not know: a gem-like disc with its initial, so a new id still shows. */
function drawUnknown(ctx: Ctx, colour: string, id: string) {
  drawSapphire(ctx, colour);
  label(ctx, id.slice(0, 1).toUpperCase(), 52, '#fff', 30);
}

/** Draws a symbol into the box (x, y, size) of a context. */
export function drawSymbol(ctx: Ctx, id: string, x: number, y: number, size: number) {
  const colour = symbolColour(id);
  ctx.save();
  ctx.translate(x, y);
  const k = size / 100;
  ctx.scale(k, k);
  const prev = currentScale;
  currentScale = Math.abs(ctx.getTransform().a) || k;
  const art = ART[id];
  if (art) art(ctx, colour);
  else drawUnknown(ctx, colour, id);
  currentScale = prev;
  ctx.restore();
}

/* ------------------------------------------------------------------ sprites */

type TSprite = HTMLCanvasElement | OffscreenCanvas;

function makeCanvas(w: number, h: number): TSprite {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(w, h);
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  return c;
}

const sprites = new Map<string, TSprite>();

/** The symbol drawn at `px` device pixels (cached; the cache is dropped when the size changes). */
export function symbolSprite(id: string, px: number, blurred = false): TSprite {
  const size = Math.max(8, Math.round(px));
  const key = `${id}|${size}|${blurred ? 1 : 0}`;
  let sprite = sprites.get(key);
  if (sprite) return sprite;
  if (sprites.size > 200) sprites.clear();
  if (!blurred) {
    sprite = makeCanvas(size, size);
    const ctx = sprite.getContext('2d') as Ctx;
    drawSymbol(ctx, id, 0, 0, size);
  } else {
    // A vertical smear: the sharp sprite stacked with small offsets and falling alpha, taller than a cell.
    const sharp = symbolSprite(id, size);
    const extra = Math.round(size * 0.35);
    sprite = makeCanvas(size, size + extra * 2);
    const ctx = sprite.getContext('2d') as Ctx;
    const steps = 9;
    for (let i = 0; i < steps; i++) {
      const t = i / (steps - 1);
      ctx.globalAlpha = 0.22 * (1 - Math.abs(t - 0.5) * 1.2);
      ctx.drawImage(sharp as CanvasImageSource, 0, t * extra * 2);
    }
    ctx.globalAlpha = 1;
  }
  sprites.set(key, sprite);
  return sprite;
}

/** How far a blurred sprite reaches above and below its cell, as a share of the cell. */
export const BLUR_EXTRA = 0.35;
