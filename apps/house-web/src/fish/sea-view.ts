import { h } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { drawFish } from './art.ts';
import {
  BULLET_LIFE_S,
  BULLET_RADIUS,
  MAX_BULLETS,
  aimAt,
  clampAim,
  fireBullet,
  hitFish,
  isGone,
  moveBullet,
  moveFish,
  nearestFish,
  pickSpecies,
  spawnFish,
  worldFor,
  type TBullet,
  type TFish,
  type TSpeciesView,
} from './sea.ts';

export type TSeaEvents = {
  t: TTranslate;
  speciesName: (id: string) => string;
  reduced: () => boolean;
  canFire: () => boolean;
  cost: () => number;
  onHit: (fish: TFish, bulletCost: number) => void;
  money: (amount: number) => string;
  /** Auto-fire stopped by itself (the balance ran out). */
  onAutoStopped: () => void;
};

/** Fish swimming at once. */
const POPULATION = 14;
/** Seconds between shots while the fire button or pointer is held, or auto-fire is on. */
const FIRE_EVERY_S = 0.22;
const AIM_STEP = 0.06;

type TCoin = { x: number; y: number; tx: number; ty: number; age: number; delay: number };
type TText = { x: number; y: number; text: string; age: number };
type TEnd = { fish: TFish; age: number };

/**
 * The sea on a canvas: fish on their paths, the cannon the player aims by pointer, touch or arrow
 * keys and fires by click, tap, holding, space or auto-fire; nets, coins and prizes on a catch.
 */
export function createSeaView(root: HTMLElement, e: TSeaEvents) {
  const { t } = e;
  const canvas = h('canvas', {
    class: 'fs-canvas',
    tabindex: 0,
    role: 'application',
    'aria-label': t('fish.sea'),
    'aria-describedby': 'fs-keys',
    'data-testid': 'fish-sea',
  });
  const keys = h('p', { class: 'fs-keys', id: 'fs-keys' }, t('fish.keys'));
  const live = h('div', {
    class: 'fs-live',
    role: 'status',
    'aria-live': 'polite',
    'data-testid': 'fish-live',
  });
  const wrap = h('div', { class: 'fs-sea' }, canvas, keys, live);
  root.append(wrap);
  const c = canvas.getContext('2d')!;

  let species: readonly TSpeciesView[] = [];
  let fish: TFish[] = [];
  let bullets: TBullet[] = [];
  let coins: TCoin[] = [];
  let texts: TText[] = [];
  let ends: TEnd[] = [];
  const flashes = new Map<number, number>();
  let world = worldFor(1280, 720);
  let aim = 0;
  let key = 1;
  let holding = false;
  let auto = false;
  let cooldown = 0;
  let running = false;
  let last = 0;
  let clock = 0;
  let dpr = 1;
  let catches = 0;

  const cannon = () => ({ x: world.width / 2, y: world.height - 18 });

  function resize() {
    const rect = wrap.getBoundingClientRect();
    dpr = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = Math.max(1, Math.round(rect.width * dpr));
    canvas.height = Math.max(1, Math.round(rect.height * dpr));
    const before = world;
    world = worldFor(rect.width, rect.height);
    if (before.width !== world.width || before.height !== world.height)
      fish = fish.filter((f) => f.x < world.width + 400);
  }
  new ResizeObserver(resize).observe(wrap);

  function spawn() {
    while (fish.filter((f) => !f.caught).length < POPULATION && species.length > 0) {
      const f = spawnFish(key++, pickSpecies(species, Math.random), world, Math.random);
      // A new sea starts full: the first fish are already on their way across.
      fish.push(clock < 0.1 ? moveFish({ ...f, t: Math.random() * 0.8 }, 0.016) : f);
    }
  }

  function toWorld(ev: PointerEvent) {
    const rect = canvas.getBoundingClientRect();
    return { x: (ev.clientX - rect.left) / world.scale, y: (ev.clientY - rect.top) / world.scale };
  }

  function fire(): boolean {
    if (bullets.length >= MAX_BULLETS || !e.canFire()) return false;
    bullets.push(fireBullet(key++, cannon(), aim, 46, e.cost()));
    return true;
  }

  canvas.addEventListener('pointermove', (ev) => {
    const p = toWorld(ev);
    aim = aimAt(cannon(), p.x, p.y);
  });
  canvas.addEventListener('pointerdown', (ev) => {
    canvas.focus({ preventScroll: true });
    canvas.setPointerCapture(ev.pointerId);
    const p = toWorld(ev);
    aim = aimAt(cannon(), p.x, p.y);
    fire();
    cooldown = FIRE_EVERY_S * 1.6;
    holding = true;
  });
  const release = () => {
    holding = false;
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  canvas.addEventListener('keydown', (ev) => {
    if (ev.key === 'ArrowLeft' || ev.key === 'ArrowDown') aim = clampAim(aim - AIM_STEP);
    else if (ev.key === 'ArrowRight' || ev.key === 'ArrowUp') aim = clampAim(aim + AIM_STEP);
    else if (ev.key === ' ' || ev.key === 'Enter') {
      if (!ev.repeat) fire();
      holding = true;
    } else return;
    ev.preventDefault();
  });
  canvas.addEventListener('keyup', (ev) => {
    if (ev.key === ' ' || ev.key === 'Enter') holding = false;
  });

  function step(dt: number) {
    clock += dt;
    cooldown -= dt;
    if ((holding || auto) && cooldown <= 0) {
      // Auto-fire locks on the nearest fish; held fire keeps the player's aim.
      const target = auto && !holding ? nearestFish(fish, cannon(), world) : null;
      if (target) aim = aimAt(cannon(), target.x, target.y);
      cooldown = FIRE_EVERY_S;
      if (!fire() && auto && bullets.length < MAX_BULLETS) {
        auto = false;
        e.onAutoStopped();
      }
    }
    fish = fish
      .map((f) => moveFish(f, dt))
      .filter((f) => !isGone(f) && !(f.caught && !ends.some((x) => x.fish.key === f.key)));
    const flying: TBullet[] = [];
    for (const b of bullets) {
      const moved = moveBullet(b, dt, world);
      if (moved.age > BULLET_LIFE_S) continue;
      const target = hitFish(moved, fish);
      if (target) {
        target.pending++;
        flashes.set(target.key, 1);
        texts.push({ x: moved.x, y: moved.y, text: '', age: 0 });
        e.onHit(target, moved.cost);
      } else flying.push(moved);
    }
    bullets = flying;
    // For tests and tools: how many bullets are still looking for a fish.
    if (wrap.dataset.bullets !== String(bullets.length)) wrap.dataset.bullets = String(bullets.length);
    for (const [k, v] of flashes) {
      if (v - dt * 3 <= 0) flashes.delete(k);
      else flashes.set(k, v - dt * 3);
    }
    coins = coins.map((x) => ({ ...x, age: x.age + dt })).filter((x) => x.age < x.delay + 0.9);
    texts = texts.map((x) => ({ ...x, age: x.age + dt })).filter((x) => x.age < (x.text ? 1.6 : 0.35));
    ends = ends.map((x) => ({ ...x, age: x.age + dt })).filter((x) => x.age < 1.1);
    spawn();
  }

  function drawSea() {
    const g = c.createLinearGradient(0, 0, 0, world.height);
    g.addColorStop(0, '#0d4f7a');
    g.addColorStop(0.55, '#0a2f5c');
    g.addColorStop(1, '#07162f');
    c.fillStyle = g;
    c.fillRect(0, 0, world.width, world.height);
    if (!e.reduced()) {
      c.save();
      c.globalAlpha = 0.08;
      c.fillStyle = '#bfe8ff';
      for (let i = 0; i < 5; i++) {
        const x = ((i * 310 + clock * 18) % (world.width + 400)) - 200;
        c.beginPath();
        c.moveTo(x, 0);
        c.lineTo(x + 120, 0);
        c.lineTo(x + 260, world.height);
        c.lineTo(x + 180, world.height);
        c.fill();
      }
      c.restore();
      c.fillStyle = 'rgba(200, 235, 255, 0.25)';
      for (let i = 0; i < 24; i++) {
        const x = (i * 97.3) % world.width;
        const y = world.height - ((clock * (22 + (i % 5) * 9) + i * 83) % world.height);
        c.beginPath();
        c.arc(x + Math.sin(clock + i) * 6, y, 2 + (i % 3), 0, Math.PI * 2);
        c.fill();
      }
    }
    // The reef along the bottom.
    c.fillStyle = '#1c3b3a';
    c.beginPath();
    c.moveTo(0, world.height);
    for (let x = 0; x <= world.width; x += 40)
      c.lineTo(x, world.height - 26 - Math.sin(x * 0.031) * 12 - Math.cos(x * 0.017) * 8);
    c.lineTo(world.width, world.height);
    c.fill();
    for (let x = 30; x < world.width; x += 170) {
      c.strokeStyle = x % 340 < 170 ? '#ff7a9a' : '#f7a440';
      c.lineWidth = 5;
      c.lineCap = 'round';
      for (let k = -1; k <= 1; k++) {
        c.beginPath();
        c.moveTo(x, world.height - 20);
        c.quadraticCurveTo(
          x + k * 16,
          world.height - 50,
          x + k * 24 + Math.sin(clock + x) * (e.reduced() ? 0 : 3),
          world.height - 70,
        );
        c.stroke();
      }
    }
  }

  function drawCannon() {
    const p = cannon();
    c.save();
    c.translate(p.x, p.y);
    const base = c.createRadialGradient(0, 0, 4, 0, 0, 46);
    base.addColorStop(0, '#fff6c4');
    base.addColorStop(1, '#8a5a07');
    c.fillStyle = base;
    c.beginPath();
    c.arc(0, 10, 44, Math.PI, 0);
    c.fill();
    c.rotate(aim);
    const barrel = c.createLinearGradient(-14, 0, 14, 0);
    barrel.addColorStop(0, '#8a5a07');
    barrel.addColorStop(0.5, '#fff0a8');
    barrel.addColorStop(1, '#8a5a07');
    c.fillStyle = barrel;
    c.beginPath();
    c.roundRect(-13, -52, 26, 56, 6);
    c.fill();
    c.fillStyle = '#c48bff';
    c.fillRect(-15, -54, 30, 8);
    c.restore();
    c.fillStyle = '#fff6c4';
    c.font = '900 15px system-ui, sans-serif';
    c.textAlign = 'center';
    c.fillText(e.money(e.cost()), p.x, p.y + 4);
  }

  function draw() {
    c.setTransform(dpr * world.scale, 0, 0, dpr * world.scale, 0, 0);
    drawSea();
    for (const f of fish) {
      const end = ends.find((x) => x.fish.key === f.key);
      if (end) {
        c.save();
        c.globalAlpha = Math.max(0, 1 - end.age / 1.1);
        drawFish(
          c,
          f.species.id,
          f.x,
          f.y,
          f.heading + end.age * 9,
          f.species.sizePx * (1 - end.age * 0.3),
          clock,
          1,
        );
        c.restore();
      } else
        drawFish(
          c,
          f.species.id,
          f.x,
          f.y,
          f.heading,
          f.species.sizePx,
          clock + f.key,
          flashes.get(f.key) ?? 0,
        );
    }
    for (const b of bullets) {
      c.fillStyle = '#fff6c4';
      c.shadowColor = '#f7d354';
      c.shadowBlur = 12;
      c.beginPath();
      c.arc(b.x, b.y, BULLET_RADIUS, 0, Math.PI * 2);
      c.fill();
      c.shadowBlur = 0;
    }
    for (const x of texts) {
      if (!x.text) {
        // The net a bullet opens where it hit.
        c.strokeStyle = `rgba(255, 246, 196, ${1 - x.age / 0.35})`;
        c.lineWidth = 2;
        c.beginPath();
        c.arc(x.x, x.y, 12 + x.age * 90, 0, Math.PI * 2);
        c.stroke();
        continue;
      }
      c.fillStyle = `rgba(247, 211, 84, ${Math.min(1, 2 - x.age * 1.2)})`;
      c.font = '900 34px system-ui, sans-serif';
      c.textAlign = 'center';
      c.fillText(x.text, x.x, x.y - x.age * 40);
    }
    for (const coin of coins) {
      const k = Math.max(0, Math.min(1, (coin.age - coin.delay) / 0.9));
      if (coin.age < coin.delay) continue;
      const x = coin.x + (coin.tx - coin.x) * k;
      const y = coin.y + (coin.ty - coin.y) * k - Math.sin(k * Math.PI) * 120;
      const r = 9 * Math.abs(Math.cos(coin.age * 10)) + 2;
      c.fillStyle = '#f7d354';
      c.strokeStyle = '#8a5a07';
      c.beginPath();
      c.ellipse(x, y, r, 9, 0, 0, Math.PI * 2);
      c.fill();
      c.stroke();
    }
    drawCannon();
  }

  function frame(now: number) {
    if (!running) return;
    const dt = Math.min(0.05, last ? (now - last) / 1000 : 0);
    last = now;
    step(dt);
    draw();
    requestAnimationFrame(frame);
  }

  return {
    start(list: readonly TSpeciesView[]) {
      species = list;
      resize();
      spawn();
      running = true;
      requestAnimationFrame(frame);
    },
    stop() {
      running = false;
      auto = false;
      holding = false;
    },
    fire: () => void fire(),
    hold(down: boolean) {
      holding = down;
      if (down) cooldown = FIRE_EVERY_S * 1.6;
    },
    setAuto(on: boolean) {
      auto = on;
    },
    bulletsInFlight: () => bullets.length,
    /** The server's kill: the fish spins away, coins fly to the balance, the prize shows. */
    caught(f: TFish, win: number) {
      f.pending = Math.max(0, f.pending - 1);
      catches++;
      wrap.dataset.catches = String(catches);
      live.textContent = t('fish.caught', { fish: e.speciesName(f.species.id), amount: e.money(win) });
      if (!f.caught) {
        f.caught = true;
        ends.push({ fish: f, age: 0 });
      }
      texts.push({ x: f.x, y: f.y, text: `+${e.money(win)}`, age: 0 });
      if (!e.reduced()) {
        const n = Math.min(12, 3 + Math.round(Math.log2(f.species.multiplier) * 1.5));
        for (let i = 0; i < n; i++)
          coins.push({
            x: f.x + (Math.random() - 0.5) * 30,
            y: f.y,
            tx: world.width - 80,
            ty: 10,
            age: 0,
            delay: i * 0.05,
          });
      }
    },
    escaped(f: TFish) {
      f.pending = Math.max(0, f.pending - 1);
    },
  };
}
