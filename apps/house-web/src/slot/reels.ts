import { SLOT_LINES, SLOT_REELS, SLOT_SYMBOLS, type TCell } from '@openlobby/house-games';
import { BLUR_EXTRA, symbolSprite } from '../shared/symbol-art.ts';
import { anticipationReels, bounceOffset, easeOutQuad } from './motion.ts';

/**
 * The 5×3 reel window on one canvas: spinning reels with motion blur that land one after another
 * with a bounce, then the win show (paylines drawn over the reels, winning symbols pulsing, the
 * rest dimmed). Sharp on high-DPI screens; redraws with requestAnimationFrame only while something moves.
 */

const REELS = 5;
const ROWS = 3;

/** One colour per payline (index = line), bright enough over the dark reels. */
export const LINE_COLOURS = [
  '#ffd84a',
  '#ff5a8a',
  '#4ee1ff',
  '#8dff6a',
  '#ff9a3c',
  '#c48bff',
  '#ff6b6b',
  '#3cffc8',
  '#ffe98a',
  '#7aa8ff',
  '#ff7ad9',
  '#b8ff3c',
  '#ffb36b',
  '#6bf0ff',
  '#ff4fb0',
  '#a0ffb0',
  '#ffcf4a',
  '#9d7bff',
  '#ff8f6b',
  '#5cffef',
] as const;

export const lineColour = (line: number) => LINE_COLOURS[line % LINE_COLOURS.length]!;

type TMode = 'idle' | 'spin' | 'stopping' | 'bounce';

type TReel = {
  /** [above, row 0, row 1, row 2]: symbols enter at the top while the reel moves down. */
  col: string[];
  offset: number;
  mode: TMode;
  strip: readonly string[];
  cursor: number;
  queue: string[];
  stopAt: number;
  stopStart: number;
  stopDuration: number;
  stopDistance: number;
  startOffset: number;
  travelled: number;
  bounceStart: number;
  tease: boolean;
  onLanded: (() => void) | null;
};

export type THighlight = {
  /** Cells to pulse; the others are dimmed. */
  cells: readonly TCell[];
  /** Paylines to draw (indexes into SLOT_LINES). */
  lines: readonly number[];
  /** A colour for the cell frames when no line is drawn (scatters). */
  colour?: string;
};

export type TReelEvents = {
  onReelStop?: (reel: number, tease: boolean) => void;
  onTick?: () => void;
};

const ALL_IDS: readonly string[] = SLOT_SYMBOLS.map((s) => s.id);
const FILLER_IDS: readonly string[] = ALL_IDS.filter((id) => id !== 'scatter' && id !== 'wild');

function randomOf<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

/** A plausible resting screen before the first spin: a strip window per reel. */
function restingColumn(strip: readonly string[], reel: number): string[] {
  if (strip.length >= 4) {
    const at = (reel * 7 + 3) % strip.length;
    return [0, 1, 2, 3].map((k) => strip[(at + k - 1 + strip.length) % strip.length]!);
  }
  return [0, 1, 2, 3].map(() => randomOf(FILLER_IDS));
}

export class ReelView {
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private reels: TReel[];
  private cssW = 0;
  private cssH = 0;
  private dpr = 1;
  private raf = 0;
  private highlight: THighlight | null = null;
  private highlightStart = 0;
  private lastTick = 0;
  private spinStarted = 0;
  /** The player asked to land the reels before the result arrived: land them fast once it does. */
  private hurried = false;
  reduced: boolean;
  freeMode = false;
  private readonly events: TReelEvents;

  constructor(canvas: HTMLCanvasElement, reduced: boolean, events: TReelEvents = {}) {
    this.canvas = canvas;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2D is not available');
    this.ctx = ctx;
    this.reduced = reduced;
    this.events = events;
    const strips = SLOT_REELS.base;
    this.reels = Array.from({ length: REELS }, (_, i) => {
      const strip = strips[i] ?? [];
      return {
        col: restingColumn(strip, i),
        offset: 0,
        mode: 'idle' as TMode,
        strip,
        cursor: Math.floor(Math.random() * Math.max(1, strip.length)),
        queue: [],
        stopAt: 0,
        stopStart: 0,
        stopDuration: 0,
        stopDistance: 0,
        startOffset: 0,
        travelled: 0,
        bounceStart: 0,
        tease: false,
        onLanded: null,
      };
    });
    const observer = new ResizeObserver(() => this.resize());
    observer.observe(canvas.parentElement ?? canvas);
    matchMedia('(resolution: 1dppx)').addEventListener?.('change', () => this.resize());
    this.resize();
  }

  /** Matches the canvas to its box at the device pixel ratio (sharp on high-DPI screens). */
  resize() {
    const box = (this.canvas.parentElement ?? this.canvas).getBoundingClientRect();
    const dpr = Math.min(3, window.devicePixelRatio || 1);
    const w = Math.max(1, Math.round(box.width));
    const h = Math.max(1, Math.round(box.height));
    if (w === this.cssW && h === this.cssH && dpr === this.dpr) return;
    this.cssW = w;
    this.cssH = h;
    this.dpr = dpr;
    this.canvas.width = Math.round(w * dpr);
    this.canvas.height = Math.round(h * dpr);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.draw(performance.now());
  }

  /** Shows a grid at rest (after a page load, or the last round's screen). */
  setGrid(grid: readonly (readonly string[])[]) {
    this.reels.forEach((reel, i) => {
      const column = grid[i];
      if (!column) return;
      reel.col = [reel.col[0]!, ...column.slice(0, ROWS)];
      reel.mode = 'idle';
      reel.offset = 0;
    });
    this.requestFrame();
  }

  /** Uses the base or the free-spin strips for the symbols that fly by. */
  useStrips(kind: 'base' | 'free') {
    const set = SLOT_REELS[kind];
    this.reels.forEach((reel, i) => {
      const strip = set[i];
      if (strip && strip.length > 0) reel.strip = strip;
    });
  }

  get spinning(): boolean {
    return this.reels.some((r) => r.mode !== 'idle');
  }

  /** All reels start moving down at once. */
  startSpin() {
    this.clearHighlight();
    this.hurried = false;
    this.spinStarted = performance.now();
    for (const reel of this.reels) {
      reel.mode = 'spin';
      reel.queue = [];
      reel.tease = false;
      reel.onLanded = null;
    }
    this.requestFrame();
  }

  /**
   * Lands the reels on the grid, reel 1 first and each next one `gap` ms later (longer for reels
   * teased by two scatters). Resolves when the last reel has bounced to rest.
   */
  stopOn(
    grid: readonly (readonly string[])[],
    stops: readonly number[],
    opts: { minSpin?: number; fast?: boolean } = {},
  ) {
    const now = performance.now();
    const reduced = this.reduced;
    const fast = opts.fast === true || this.hurried;
    const minSpin = fast ? 0 : (opts.minSpin ?? (reduced ? 120 : 420));
    const gap = fast ? 40 : reduced ? 60 : 120;
    const teaseBy = anticipationReels(grid, 'scatter');
    const first = Math.max(now, this.spinStarted + minSpin);
    let extra = 0;
    const landings = this.reels.map((reel, i) => {
      if (reel.mode === 'idle') reel.mode = 'spin';
      const tease = !fast && !reduced && teaseBy[i] === true;
      if (tease) extra += 650;
      reel.tease = tease;
      reel.stopAt = first + i * gap + extra;
      reel.queue = this.landingQueue(reel, grid[i] ?? reel.col.slice(1), stops[i], fast || reduced ? 1 : 3);
      return new Promise<void>((resolve) => {
        reel.onLanded = resolve;
      });
    });
    this.requestFrame();
    return Promise.all(landings).then(() => undefined);
  }

  /** Lands every reel that is still moving as soon as possible (the player pressed SPIN again). */
  hurry() {
    this.hurried = true;
    const now = performance.now();
    this.reels.forEach((reel, i) => {
      if (reel.mode === 'spin' && reel.queue.length > 0) {
        reel.stopAt = Math.min(reel.stopAt, now + i * 40);
        reel.tease = false;
      }
    });
  }

  /** Stops on whatever is showing (a spin the server refused). */
  abort() {
    const grid = this.reels.map((r) => r.col.slice(1));
    return this.stopOn(grid, [], { fast: true });
  }

  /** The symbols that enter the window while a reel stops, ending with the landing column. */
  private landingQueue(
    reel: TReel,
    column: readonly string[],
    stop: number | undefined,
    fillers: number,
  ): string[] {
    const [a, b, c] = [column[0]!, column[1]!, column[2]!];
    const strip = reel.strip;
    const n = strip.length;
    const matches =
      stop !== undefined &&
      n > 0 &&
      strip[stop % n] === a &&
      strip[(stop + 1) % n] === b &&
      strip[(stop + 2) % n] === c;
    const at = (k: number) => strip[((((stop ?? 0) + k) % n) + n) % n]!;
    const filler = Array.from({ length: fillers }, (_, i) =>
      matches ? at(fillers + 2 - i) : randomOf(FILLER_IDS),
    );
    const above = matches ? at(-1) : randomOf(FILLER_IDS);
    return [...filler, c, b, a, above];
  }

  private nextSpinSymbol(reel: TReel): string {
    if (reel.strip.length === 0) return randomOf(ALL_IDS);
    reel.cursor = (reel.cursor - 1 + reel.strip.length) % reel.strip.length;
    return reel.strip[reel.cursor]!;
  }

  private shift(reel: TReel, symbol: string) {
    reel.col.unshift(symbol);
    reel.col.length = ROWS + 1;
  }

  /** Cells per millisecond at full speed. */
  private get speed() {
    return this.reduced ? 0.012 : 0.026;
  }

  private update(now: number, dt: number) {
    let ticked = false;
    this.reels.forEach((reel, i) => {
      if (reel.mode === 'spin' && this.reduced) {
        // Reduced motion: the reels do not scroll; each one switches to its result at its turn.
        if (reel.queue.length >= ROWS + 1 && now >= reel.stopAt) {
          reel.col = reel.queue.slice(-(ROWS + 1)).reverse();
          reel.queue = [];
          reel.offset = 0;
          reel.mode = 'bounce';
          reel.bounceStart = now;
          this.events.onReelStop?.(i, false);
        }
        return;
      }
      if (reel.mode === 'spin') {
        // Ramp up over the first 140 ms so the start reads as a pull rather than a jump.
        const ramp = Math.min(1, Math.max(0, (now - this.spinStarted) / 140));
        reel.offset += this.speed * dt * (0.25 + 0.75 * ramp);
        while (reel.offset >= 1) {
          reel.offset -= 1;
          this.shift(reel, this.nextSpinSymbol(reel));
          ticked = true;
        }
        if (reel.queue.length > 0 && now >= reel.stopAt) {
          reel.mode = 'stopping';
          reel.stopStart = now;
          reel.startOffset = reel.offset;
          reel.travelled = 0;
          reel.stopDistance = reel.queue.length - reel.offset;
          // A quadratic ease-out that starts at full speed: duration = 2 × distance / speed.
          reel.stopDuration = (2 * reel.stopDistance) / this.speed;
        }
      }
      if (reel.mode === 'stopping') {
        const u = Math.min(1, (now - reel.stopStart) / reel.stopDuration);
        const travelled = reel.stopDistance * easeOutQuad(u);
        reel.offset += travelled - reel.travelled;
        reel.travelled = travelled;
        while (reel.offset >= 1 - 1e-9 && reel.queue.length > 0) {
          reel.offset -= 1;
          this.shift(reel, reel.queue.shift()!);
        }
        if (u >= 1) {
          reel.offset = 0;
          reel.queue = [];
          reel.mode = 'bounce';
          reel.bounceStart = now;
          this.events.onReelStop?.(i, reel.tease);
        }
      } else if (reel.mode === 'bounce') {
        if (now - reel.bounceStart >= this.bounceMs) {
          reel.mode = 'idle';
          reel.tease = false;
          const done = reel.onLanded;
          reel.onLanded = null;
          done?.();
        }
      }
    });
    if (ticked && now - this.lastTick > 70) {
      this.lastTick = now;
      this.events.onTick?.();
    }
  }

  private get bounceMs() {
    return this.reduced ? 60 : 190;
  }

  /** Draws the win show over the reels until cleared. */
  setHighlight(highlight: THighlight | null) {
    this.highlight = highlight;
    this.highlightStart = performance.now();
    this.requestFrame();
  }

  clearHighlight() {
    this.setHighlight(null);
  }

  private requestFrame() {
    if (this.raf) return;
    let last = performance.now();
    const loop = (now: number) => {
      const dt = Math.max(0, Math.min(50, now - last));
      last = now;
      try {
        this.update(now, dt);
        this.draw(now);
      } catch (error) {
        // A drawing fault must never freeze a round: report it and keep the reels moving.
        console.error(error);
      }
      if (this.spinning || (this.highlight !== null && !this.reduced)) {
        this.raf = requestAnimationFrame(loop);
      } else {
        this.raf = 0;
      }
    };
    this.raf = requestAnimationFrame(loop);
  }

  /* ---------------------------------------------------------------- drawing */

  private draw(now: number) {
    const { ctx, dpr } = this;
    const W = this.cssW;
    const H = this.cssH;
    if (W === 0 || H === 0) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, W, H);
    const cw = W / REELS;
    const ch = H / ROWS;
    const symbolSize = Math.min(cw * 0.92, ch * 0.86);
    const pulse = this.highlight && !this.reduced ? Math.sin((now - this.highlightStart) / 170) : 0;
    const lit = new Set((this.highlight?.cells ?? []).map(([r, row]) => `${r}:${row}`));

    this.reels.forEach((reel, i) => {
      const x = i * cw;
      // The reel's drum: lighter in the middle, dark at the top and bottom.
      const g = ctx.createLinearGradient(0, 0, 0, H);
      const base = this.freeMode ? ['#1a0b33', '#3a1a6e', '#1a0b33'] : ['#0d0818', '#2a1a48', '#0d0818'];
      g.addColorStop(0, base[0]!);
      g.addColorStop(0.5, base[1]!);
      g.addColorStop(1, base[2]!);
      ctx.fillStyle = g;
      ctx.fillRect(x, 0, cw, H);

      ctx.save();
      ctx.beginPath();
      ctx.rect(x, 0, cw, H);
      ctx.clip();
      const bounce =
        reel.mode === 'bounce' && !this.reduced
          ? bounceOffset((now - reel.bounceStart) / this.bounceMs, 0.1)
          : 0;
      // Under reduced motion a spinning reel only dims until its result shows.
      const waiting = this.reduced && reel.mode === 'spin';
      const moving =
        reel.mode === 'spin' || (reel.mode === 'stopping' && now - reel.stopStart < reel.stopDuration * 0.6);
      const blur = moving && !this.reduced;
      reel.col.forEach((id, k) => {
        const y = (k - 1 + reel.offset + bounce) * ch;
        if (y > H || y + ch < 0) return;
        const row = k - 1;
        const cx = x + cw / 2;
        const cy = y + ch / 2;
        const isLit = !!this.highlight && reel.mode === 'idle' && lit.has(`${i}:${row}`);
        const dim = !!this.highlight && reel.mode === 'idle' && !isLit && this.highlight.cells.length > 0;
        let size = symbolSize;
        if (isLit) size *= 1.04 + 0.06 * pulse;
        if (blur) {
          const sprite = symbolSprite(id, size * dpr, true);
          const h = size * (1 + BLUR_EXTRA * 2);
          ctx.drawImage(sprite as CanvasImageSource, cx - size / 2, cy - h / 2, size, h);
        } else {
          if (dim || waiting) ctx.globalAlpha = 0.32;
          if (isLit) this.drawCellFrame(cx, cy, cw, ch, pulse);
          const sprite = symbolSprite(id, size * dpr);
          ctx.drawImage(sprite as CanvasImageSource, cx - size / 2, cy - size / 2, size, size);
          ctx.globalAlpha = 1;
        }
      });
      ctx.restore();

      if (reel.tease && reel.mode !== 'idle') this.drawTease(x, cw, H, now);
    });

    // Reel separators and the drum's shading at the top and bottom edges.
    ctx.fillStyle = 'rgba(0,0,0,0.45)';
    for (let i = 1; i < REELS; i++) ctx.fillRect(i * cw - 1, 0, 2, H);
    ctx.fillStyle = 'rgba(255, 215, 120, 0.08)';
    for (let i = 1; i < REELS; i++) ctx.fillRect(i * cw + 1, 0, 1, H);
    const shadeTop = ctx.createLinearGradient(0, 0, 0, H * 0.16);
    shadeTop.addColorStop(0, 'rgba(0,0,0,0.6)');
    shadeTop.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = shadeTop;
    ctx.fillRect(0, 0, W, H * 0.16);
    const shadeBottom = ctx.createLinearGradient(0, H, 0, H * 0.84);
    shadeBottom.addColorStop(0, 'rgba(0,0,0,0.6)');
    shadeBottom.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = shadeBottom;
    ctx.fillRect(0, H * 0.84, W, H * 0.16);

    if (this.highlight && !this.spinning) {
      for (const line of this.highlight.lines) this.drawLine(line, cw, ch, now);
    }
  }

  private drawCellFrame(cx: number, cy: number, cw: number, ch: number, pulse: number) {
    const { ctx } = this;
    const colour =
      this.highlight?.lines.length === 1
        ? lineColour(this.highlight.lines[0]!)
        : (this.highlight?.colour ?? '#ffd84a');
    const w = cw * 0.92;
    const h = ch * 0.92;
    ctx.save();
    ctx.globalAlpha = 1;
    const glow = ctx.createRadialGradient(cx, cy, 0, cx, cy, Math.max(w, h) * 0.6);
    glow.addColorStop(0, `${colour}55`);
    glow.addColorStop(1, `${colour}00`);
    ctx.fillStyle = glow;
    ctx.fillRect(cx - w / 2, cy - h / 2, w, h);
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(2, cw * 0.025);
    ctx.shadowColor = colour;
    ctx.shadowBlur = (10 + 6 * pulse) * this.dpr;
    roundRect(ctx, cx - w / 2, cy - h / 2, w, h, Math.min(w, h) * 0.12);
    ctx.stroke();
    ctx.restore();
  }

  private drawLine(line: number, cw: number, ch: number, now: number) {
    const rows = SLOT_LINES[line];
    if (!rows) return;
    const { ctx } = this;
    const colour = lineColour(line);
    const pts = rows.map((row, reel) => [reel * cw + cw / 2, row * ch + ch / 2] as const);
    const first = pts[0]!;
    const last = pts[pts.length - 1]!;
    // Draw in: the line grows from reel 1 over its first 260 ms.
    const grow = this.reduced ? 1 : Math.min(1, Math.max(0, (now - this.highlightStart) / 260));
    ctx.save();
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    const path = () => {
      ctx.beginPath();
      ctx.moveTo(first[0] - cw * 0.48, first[1]);
      const total = pts.length - 1;
      const upto = grow * total;
      pts.forEach(([x, y], i) => {
        if (i <= upto) ctx.lineTo(x, y);
        else if (i > 0 && i - 1 < upto) {
          const [px, py] = pts[i - 1]!;
          const f = upto - (i - 1);
          ctx.lineTo(px + (x - px) * f, py + (y - py) * f);
        }
      });
      if (grow >= 1) ctx.lineTo(last[0] + cw * 0.48, last[1]);
    };
    ctx.shadowColor = colour;
    ctx.shadowBlur = 14 * this.dpr;
    ctx.strokeStyle = 'rgba(0,0,0,0.55)';
    ctx.lineWidth = Math.max(5, cw * 0.075);
    path();
    ctx.stroke();
    ctx.strokeStyle = colour;
    ctx.lineWidth = Math.max(3, cw * 0.045);
    path();
    ctx.stroke();
    ctx.shadowBlur = 0;
    ctx.strokeStyle = 'rgba(255,255,255,0.75)';
    ctx.lineWidth = Math.max(1, cw * 0.012);
    path();
    ctx.stroke();
    // The line's number in a badge at its left end.
    const r = Math.max(9, cw * 0.11);
    const bx = Math.max(r + 2, first[0] - cw * 0.36);
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(bx, first[1], r, 0, Math.PI * 2);
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#1a0b2e';
    ctx.stroke();
    ctx.fillStyle = '#1a0b2e';
    ctx.font = `800 ${Math.round(r * 1.1)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(line + 1), bx, first[1] + 0.5);
    ctx.restore();
  }

  private drawTease(x: number, cw: number, H: number, now: number) {
    const { ctx } = this;
    const a = 0.45 + 0.25 * Math.sin(now / 90);
    ctx.save();
    ctx.strokeStyle = `rgba(255, 122, 217, ${a})`;
    ctx.shadowColor = '#ff7ad9';
    ctx.shadowBlur = 18 * this.dpr;
    ctx.lineWidth = 4;
    ctx.strokeRect(x + 3, 3, cw - 6, H - 6);
    const g = ctx.createLinearGradient(0, 0, 0, H);
    g.addColorStop(0, 'rgba(255,122,217,0.18)');
    g.addColorStop(0.5, 'rgba(255,122,217,0.02)');
    g.addColorStop(1, 'rgba(255,122,217,0.18)');
    ctx.fillStyle = g;
    ctx.fillRect(x, 0, cw, H);
    ctx.restore();
  }
}

export function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
