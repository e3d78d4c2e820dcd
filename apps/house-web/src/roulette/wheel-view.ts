import { ROULETTE_WHEEL_ORDER, colourOf } from '@openlobby/house-games/roulette';
import { POCKET_ARC, ballRun, easeOutCubic, pocketAngle } from './wheel.ts';

const POCKET_FILL = { RED: '#c8102e', BLACK: '#16141f', GREEN: '#0f8a4f' } as const;
const WHEEL_SPEED = (2 * Math.PI) / 14;
const SPIN_MS = 6_200;

type TBall =
  | { mode: 'none' }
  | { mode: 'rest'; pocket: number }
  | { mode: 'run'; pocket: number; from: number; to: number; start: number; done: () => void };

/**
 * The European wheel on a canvas: the wheel turns slowly all the time; a spin sends the ball round
 * against it and drops it into the result's pocket (ROULETTE_WHEEL_ORDER), where it rides on.
 */
export class WheelView {
  private wheel = 0;
  private ball: TBall = { mode: 'none' };
  private last = performance.now();
  private ballAngle = 0;
  private size = 0;
  private readonly ctx: CanvasRenderingContext2D;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly reduced: () => boolean,
  ) {
    this.ctx = canvas.getContext('2d')!;
    const frame = (now: number) => {
      this.step(now);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  /** The ball lies in `pocket` (a result already shown), or nowhere. */
  rest(pocket: number | null) {
    this.ball = pocket === null ? { mode: 'none' } : { mode: 'rest', pocket };
  }

  /** Spins the ball into `pocket`; resolves once it has settled there. */
  spin(pocket: number): Promise<void> {
    if (this.reduced()) {
      this.rest(pocket);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const start = performance.now();
      const from = this.ball.mode === 'none' ? 0 : this.ballAngle;
      const wheelAtEnd = this.wheel + (WHEEL_SPEED * SPIN_MS) / 1000;
      const run = ballRun(pocket, from, wheelAtEnd, 4);
      this.ball = { mode: 'run', pocket, ...run, start, done: resolve };
    });
  }

  private step(now: number) {
    const dt = Math.min(100, now - this.last);
    this.last = now;
    if (!this.reduced() || this.ball.mode === 'run') this.wheel += (WHEEL_SPEED * dt) / 1000;
    const size = Math.round(this.canvas.clientWidth * devicePixelRatio);
    if (size > 0 && size !== this.size) {
      this.size = size;
      this.canvas.width = size;
      this.canvas.height = size;
    }
    if (this.size > 0) this.draw(now);
  }

  private draw(now: number) {
    const { ctx, size } = this;
    const c = size / 2;
    const R = size / 2 - 2;
    ctx.clearRect(0, 0, size, size);
    ctx.save();
    ctx.translate(c, c);
    // wooden rim and the ball track
    let g = ctx.createRadialGradient(0, 0, R * 0.7, 0, 0, R);
    g.addColorStop(0, '#3a1d0c');
    g.addColorStop(0.55, '#6b3a17');
    g.addColorStop(0.85, '#2a1306');
    g.addColorStop(1, '#d39a18');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(0, 0, R, 0, Math.PI * 2);
    ctx.fill();
    g = ctx.createRadialGradient(0, 0, R * 0.62, 0, 0, R * 0.86);
    g.addColorStop(0, '#1a1026');
    g.addColorStop(1, '#3d2a55');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(0, 0, R * 0.86, 0, Math.PI * 2);
    ctx.fill();
    // the pockets, turning
    const outer = R * 0.74;
    const inner = R * 0.5;
    ctx.save();
    ctx.rotate(this.wheel - Math.PI / 2);
    ROULETTE_WHEEL_ORDER.forEach((n, i) => {
      const a0 = i * POCKET_ARC - POCKET_ARC / 2;
      ctx.beginPath();
      ctx.arc(0, 0, outer, a0, a0 + POCKET_ARC);
      ctx.arc(0, 0, inner, a0 + POCKET_ARC, a0, true);
      ctx.closePath();
      ctx.fillStyle = POCKET_FILL[colourOf(n)];
      ctx.fill();
      ctx.strokeStyle = 'rgba(247, 211, 84, 0.55)';
      ctx.lineWidth = Math.max(1, size / 400);
      ctx.stroke();
      ctx.save();
      ctx.rotate(i * POCKET_ARC);
      ctx.translate(outer - (outer - inner) * 0.3, 0);
      ctx.rotate(Math.PI / 2);
      ctx.fillStyle = '#fff';
      ctx.font = `700 ${Math.round(size * 0.036)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(n), 0, 0);
      ctx.restore();
    });
    ctx.restore();
    // the cone and the turret
    g = ctx.createRadialGradient(-R * 0.1, -R * 0.1, R * 0.05, 0, 0, inner);
    g.addColorStop(0, '#8a5a2b');
    g.addColorStop(0.7, '#4a2710');
    g.addColorStop(1, '#2a1306');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(0, 0, inner, 0, Math.PI * 2);
    ctx.fill();
    ctx.save();
    ctx.rotate(this.wheel);
    ctx.strokeStyle = '#f7d354';
    ctx.lineWidth = size * 0.018;
    ctx.lineCap = 'round';
    for (let k = 0; k < 4; k++) {
      ctx.rotate(Math.PI / 2);
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(inner * 0.55, 0);
      ctx.stroke();
    }
    ctx.restore();
    g = ctx.createRadialGradient(-size * 0.01, -size * 0.01, 0, 0, 0, size * 0.05);
    g.addColorStop(0, '#fff6c4');
    g.addColorStop(1, '#8a5a07');
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(0, 0, size * 0.045, 0, Math.PI * 2);
    ctx.fill();
    // the ball
    const ball = this.ballPosition(now, R, outer, inner);
    if (ball) {
      g = ctx.createRadialGradient(
        ball.x - size * 0.005,
        ball.y - size * 0.005,
        0,
        ball.x,
        ball.y,
        size * 0.02,
      );
      g.addColorStop(0, '#ffffff');
      g.addColorStop(1, '#b9b4c9');
      ctx.fillStyle = g;
      ctx.shadowColor = 'rgba(0,0,0,0.6)';
      ctx.shadowBlur = size * 0.01;
      ctx.beginPath();
      ctx.arc(ball.x, ball.y, size * 0.017, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  private ballPosition(now: number, R: number, outer: number, inner: number) {
    const ball = this.ball;
    if (ball.mode === 'none') return null;
    const pocketRadius = outer - (outer - inner) * 0.68;
    let angle: number;
    let radius: number;
    if (ball.mode === 'rest') {
      angle = this.wheel + pocketAngle(ball.pocket);
      radius = pocketRadius;
    } else {
      const x = (now - ball.start) / SPIN_MS;
      angle = ball.from + (ball.to - ball.from) * easeOutCubic(x);
      const drop = Math.min(1, Math.max(0, (x - 0.62) / 0.3));
      radius =
        R * 0.8 - (R * 0.8 - pocketRadius) * drop + Math.sin(drop * Math.PI * 3) * (1 - drop) * R * 0.03;
      if (x >= 1) {
        const done = ball.done;
        this.ball = { mode: 'rest', pocket: ball.pocket };
        angle = this.wheel + pocketAngle(ball.pocket);
        radius = pocketRadius;
        done();
      }
    }
    this.ballAngle = angle;
    return { x: Math.cos(angle - Math.PI / 2) * radius, y: Math.sin(angle - Math.PI / 2) * radius };
  }
}
