import { curveAt, graphScale, type TCrashView } from './phase.ts';

/** Colours of the graph, the house pages' palette (base.css). */
const C = {
  grid: 'rgba(196, 160, 255, 0.10)',
  axis: 'rgba(196, 160, 255, 0.55)',
  label: '#a99bc8',
  line: '#f7d354',
  lineCrashed: '#ff5a7a',
  fillTop: 'rgba(247, 211, 84, 0.30)',
  fillCrashed: 'rgba(255, 90, 122, 0.22)',
};

type TStar = { x: number; y: number; r: number; speed: number };

/**
 * The run drawn on a canvas: a starfield, the grid and its axes (seconds, multipliers), the curve
 * m(t) from the start to now with a glow under it, and a rocket at its tip, flame and all; at the
 * crash the line turns red and the rocket bursts. With reduced motion the stars stand still and
 * the flame and the burst do not flicker. Drawing only: every figure the player reads is in the DOM.
 */
export function createCrashGraph(canvas: HTMLCanvasElement, reduced: () => boolean) {
  const ctx = canvas.getContext('2d')!;
  let width = 0;
  let height = 0;
  let ratio = 1;
  const stars: TStar[] = Array.from({ length: 70 }, (_, i) => ({
    x: ((i * 7919) % 1000) / 1000,
    y: ((i * 104_729) % 1000) / 1000,
    r: 0.4 + ((i * 31) % 10) / 10,
    speed: 0.2 + ((i * 17) % 10) / 12,
  }));

  function resize() {
    const box = canvas.getBoundingClientRect();
    ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = Math.max(1, Math.round(box.width));
    height = Math.max(1, Math.round(box.height));
    canvas.width = width * ratio;
    canvas.height = height * ratio;
  }
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  resize();

  function drawStars(time: number, drift: number) {
    ctx.fillStyle = 'rgba(244, 238, 255, 0.7)';
    for (const s of stars) {
      const x = (((s.x - (reduced() ? 0 : drift * s.speed)) % 1) + 1) % 1;
      const twinkle = reduced() ? 0.6 : 0.45 + 0.35 * Math.sin(time / 600 + s.x * 40);
      ctx.globalAlpha = twinkle;
      ctx.beginPath();
      ctx.arc(x * width, s.y * height * 0.9, s.r, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }

  function drawRocket(x: number, y: number, angle: number, time: number, crashed: boolean) {
    ctx.save();
    ctx.translate(x, y);
    if (crashed) {
      // the burst: rays and a core, still when motion is reduced
      const grow = reduced() ? 1 : 1 + 0.08 * Math.sin(time / 60);
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        ctx.strokeStyle = i % 2 ? '#ff7ad9' : '#f7d354';
        ctx.lineWidth = 3;
        ctx.beginPath();
        ctx.moveTo(Math.cos(a) * 8, Math.sin(a) * 8);
        ctx.lineTo(Math.cos(a) * 26 * grow, Math.sin(a) * 26 * grow);
        ctx.stroke();
      }
      const core = ctx.createRadialGradient(0, 0, 0, 0, 0, 16);
      core.addColorStop(0, '#fff6c4');
      core.addColorStop(1, 'rgba(255, 90, 122, 0)');
      ctx.fillStyle = core;
      ctx.beginPath();
      ctx.arc(0, 0, 16, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
      return;
    }
    ctx.rotate(angle);
    const flicker = reduced() ? 1 : 0.8 + 0.35 * Math.abs(Math.sin(time / 45));
    const flame = ctx.createLinearGradient(-34 * flicker, 0, -10, 0);
    flame.addColorStop(0, 'rgba(255, 122, 217, 0)');
    flame.addColorStop(0.5, '#ff9a3c');
    flame.addColorStop(1, '#fff6c4');
    ctx.fillStyle = flame;
    ctx.beginPath();
    ctx.moveTo(-10, -5);
    ctx.quadraticCurveTo(-34 * flicker, 0, -10, 5);
    ctx.closePath();
    ctx.fill();
    // fins
    ctx.fillStyle = '#9b5cff';
    ctx.beginPath();
    ctx.moveTo(-8, -6);
    ctx.lineTo(-16, -13);
    ctx.lineTo(-2, -6);
    ctx.moveTo(-8, 6);
    ctx.lineTo(-16, 13);
    ctx.lineTo(-2, 6);
    ctx.fill();
    // body
    const body = ctx.createLinearGradient(0, -7, 0, 7);
    body.addColorStop(0, '#fff6c4');
    body.addColorStop(0.5, '#f4eeff');
    body.addColorStop(1, '#a99bc8');
    ctx.fillStyle = body;
    ctx.beginPath();
    ctx.moveTo(-11, -6);
    ctx.lineTo(8, -6);
    ctx.quadraticCurveTo(20, 0, 8, 6);
    ctx.lineTo(-11, 6);
    ctx.closePath();
    ctx.fill();
    // window
    ctx.fillStyle = '#2b5cff';
    ctx.strokeStyle = '#d39a18';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(3, 0, 3, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }

  /** Draws the graph for the round's view at animation time `time` (ms, for the flicker only). */
  function draw(view: TCrashView, time: number) {
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const running = view.phase === 'RUNNING' || view.phase === 'CRASHED';
    const elapsed = running ? view.elapsedMs : 0;
    const crashed = view.phase === 'CRASHED';
    const m = running ? (crashed ? view.hundredths / 100 : curveAt(elapsed)) : 1;
    const { maxMs, maxX } = graphScale(elapsed, m);
    drawStars(time, elapsed / 60_000);

    const left = width < 480 ? 38 : 52;
    const bottom = 28;
    const top = 16;
    const right = 18;
    const plotW = width - left - right;
    const plotH = height - top - bottom;
    const xOf = (ms: number) => left + (ms / maxMs) * plotW;
    const yOf = (x: number) => top + plotH - ((x - 1) / (maxX - 1)) * plotH;

    // grid and labels: multipliers up the side, seconds along the bottom
    ctx.font = `600 ${width < 480 ? 10 : 12}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    const yStep = niceStep((maxX - 1) / 4);
    for (let x = 1; x <= maxX + 1e-9; x += yStep) {
      ctx.strokeStyle = C.grid;
      ctx.beginPath();
      ctx.moveTo(left, yOf(x));
      ctx.lineTo(width - right, yOf(x));
      ctx.stroke();
      ctx.fillStyle = C.label;
      ctx.textAlign = 'right';
      ctx.fillText(`${x.toFixed(yStep < 0.1 ? 2 : yStep < 1 ? 1 : 0)}×`, left - 6, yOf(x));
    }
    const sStep = niceStep(maxMs / 1000 / 5);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    for (let s = 0; s * 1000 <= maxMs; s += sStep) ctx.fillText(`${s}s`, xOf(s * 1000), height - bottom + 8);
    ctx.strokeStyle = C.axis;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(left, top);
    ctx.lineTo(left, top + plotH);
    ctx.lineTo(width - right, top + plotH);
    ctx.stroke();
    if (!running) return;

    // the curve and the glow under it
    const steps = 80;
    const points: [number, number][] = [];
    for (let i = 0; i <= steps; i++) {
      const ms = (elapsed * i) / steps;
      points.push([xOf(ms), yOf(Math.min(curveAt(ms), m))]);
    }
    const fill = ctx.createLinearGradient(0, top, 0, top + plotH);
    fill.addColorStop(0, crashed ? C.fillCrashed : C.fillTop);
    fill.addColorStop(1, 'rgba(0, 0, 0, 0)');
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.moveTo(left, top + plotH);
    for (const [x, y] of points) ctx.lineTo(x, y);
    ctx.lineTo(points[points.length - 1]![0], top + plotH);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = crashed ? C.lineCrashed : C.line;
    ctx.lineWidth = 4;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.shadowColor = crashed ? C.lineCrashed : C.line;
    ctx.shadowBlur = 12;
    ctx.beginPath();
    points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.stroke();
    ctx.shadowBlur = 0;
    const [tipX, tipY] = points[points.length - 1]!;
    const [prevX, prevY] = points[Math.max(0, points.length - 4)]!;
    const angle = Math.atan2(tipY - prevY, tipX - prevX || 1);
    drawRocket(tipX, tipY, angle, time, crashed);
  }

  return { draw, stop: () => observer.disconnect() };
}

/** A step of 1, 2 or 5 × a power of ten at least `raw` (grid lines at round numbers). */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const f of [1, 2, 5, 10]) if (f * power >= raw) return f * power;
  return 10 * power;
}
