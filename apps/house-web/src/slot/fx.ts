/**
 * Celebration particles on a full-window canvas above everything (pointer-events: none): spinning
 * gold coins, gem-coloured confetti and sparkles. Runs its own requestAnimationFrame loop only while
 * particles live; never used under prefers-reduced-motion.
 */

type TParticle = {
  kind: 'coin' | 'confetti' | 'spark';
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  spin: number;
  spinSpeed: number;
  life: number;
  maxLife: number;
  colour: string;
};

const CONFETTI = ['#ffd84a', '#ff5a8a', '#4ee1ff', '#8dff6a', '#c48bff', '#ff9a3c'];

export class Fx {
  private readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private particles: TParticle[] = [];
  private raf = 0;
  private fountainUntil = 0;
  private fountainRate = 0;
  private w = 0;
  private h = 0;
  private dpr = 1;

  constructor(canvas: HTMLCanvasElement) {
    this.canvas = canvas;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas 2D is not available');
    this.ctx = ctx;
    window.addEventListener('resize', () => this.resize());
    this.resize();
  }

  private resize() {
    this.dpr = Math.min(2, window.devicePixelRatio || 1);
    this.w = window.innerWidth;
    this.h = window.innerHeight;
    this.canvas.width = Math.round(this.w * this.dpr);
    this.canvas.height = Math.round(this.h * this.dpr);
  }

  /** One burst from a point (fractions of the window), e.g. when a big win starts. */
  burst(fx = 0.5, fy = 0.45, count = 90, power = 1) {
    count = Math.round(count * Math.min(1, Math.max(0.45, this.w / 1000)));
    const x = this.w * fx;
    const y = this.h * fy;
    const scale = Math.min(1.4, Math.max(0.6, this.w / 900));
    for (let i = 0; i < count; i++) {
      const a = Math.random() * Math.PI * 2;
      const speed = (2 + Math.random() * 9) * power * scale;
      this.particles.push(this.make(x, y, Math.cos(a) * speed, Math.sin(a) * speed - 4 * scale));
    }
    this.run();
  }

  /** Coins thrown up from the bottom edge for `ms`, `rate` per frame. */
  fountain(ms: number, rate = 3) {
    this.fountainUntil = performance.now() + ms;
    // Fewer coins on a phone: the same density, not the same count.
    this.fountainRate = Math.max(1, Math.round(rate * Math.min(1, this.w / 1000)));
    this.run();
  }

  stop() {
    this.fountainUntil = 0;
  }

  clear() {
    this.particles = [];
    this.fountainUntil = 0;
  }

  private make(x: number, y: number, vx: number, vy: number): TParticle {
    const r = Math.random();
    const kind: TParticle['kind'] = r < 0.5 ? 'coin' : r < 0.85 ? 'confetti' : 'spark';
    const scale = Math.min(1.3, Math.max(0.7, this.w / 1000));
    return {
      kind,
      x,
      y,
      vx,
      vy,
      size:
        (kind === 'coin'
          ? 9 + Math.random() * 7
          : kind === 'spark'
            ? 4 + Math.random() * 4
            : 5 + Math.random() * 4) * scale,
      spin: Math.random() * Math.PI * 2,
      spinSpeed: (Math.random() - 0.5) * 0.4,
      life: 0,
      maxLife: 110 + Math.random() * 80,
      colour: CONFETTI[Math.floor(Math.random() * CONFETTI.length)]!,
    };
  }

  private run() {
    if (this.raf) return;
    const loop = () => {
      this.step();
      this.draw();
      if (this.particles.length > 0 || performance.now() < this.fountainUntil) {
        this.raf = requestAnimationFrame(loop);
      } else {
        this.raf = 0;
        this.ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
      }
    };
    this.raf = requestAnimationFrame(loop);
  }

  private step() {
    if (performance.now() < this.fountainUntil) {
      const scale = Math.min(1.4, Math.max(0.7, this.h / 800));
      for (let i = 0; i < this.fountainRate; i++) {
        const x = this.w * (0.1 + Math.random() * 0.8);
        this.particles.push(
          this.make(x, this.h + 10, (Math.random() - 0.5) * 5, -(10 + Math.random() * 9) * scale),
        );
      }
    }
    for (const p of this.particles) {
      p.vy += p.kind === 'confetti' ? 0.16 : 0.28;
      p.vx *= p.kind === 'confetti' ? 0.985 : 0.995;
      if (p.kind === 'confetti') p.vx += Math.sin(p.life / 9 + p.spin) * 0.08;
      p.x += p.vx;
      p.y += p.vy;
      p.spin += p.spinSpeed;
      p.life++;
    }
    this.particles = this.particles.filter((p) => p.life < p.maxLife && p.y < this.h + 60);
    if (this.particles.length > 900) this.particles.splice(0, this.particles.length - 900);
  }

  private draw() {
    const { ctx, dpr } = this;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, this.w, this.h);
    for (const p of this.particles) {
      const fade = Math.min(1, (p.maxLife - p.life) / 30);
      ctx.globalAlpha = fade;
      ctx.save();
      ctx.translate(p.x, p.y);
      if (p.kind === 'coin') {
        // A coin flipping: its width follows the cosine of its spin.
        const sx = Math.max(0.15, Math.abs(Math.cos(p.spin)));
        ctx.scale(sx, 1);
        const g = ctx.createRadialGradient(-p.size * 0.3, -p.size * 0.3, 1, 0, 0, p.size);
        g.addColorStop(0, '#fff6c4');
        g.addColorStop(0.45, '#f7d354');
        g.addColorStop(1, '#a86d08');
        ctx.fillStyle = g;
        ctx.beginPath();
        ctx.arc(0, 0, p.size, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = '#8a5a07';
        ctx.lineWidth = 1.5;
        ctx.beginPath();
        ctx.arc(0, 0, p.size * 0.7, 0, Math.PI * 2);
        ctx.stroke();
      } else if (p.kind === 'confetti') {
        ctx.rotate(p.spin);
        ctx.scale(1, Math.cos(p.spin * 1.7));
        ctx.fillStyle = p.colour;
        ctx.fillRect(-p.size, -p.size * 0.45, p.size * 2, p.size * 0.9);
      } else {
        ctx.rotate(p.spin);
        ctx.fillStyle = '#fff';
        ctx.shadowColor = '#fff3b0';
        ctx.shadowBlur = 8 * dpr;
        ctx.beginPath();
        const r = p.size;
        ctx.moveTo(0, -r);
        ctx.quadraticCurveTo(0, 0, r, 0);
        ctx.quadraticCurveTo(0, 0, 0, r);
        ctx.quadraticCurveTo(0, 0, -r, 0);
        ctx.quadraticCurveTo(0, 0, 0, -r);
        ctx.fill();
      }
      ctx.restore();
    }
    ctx.globalAlpha = 1;
  }
}
