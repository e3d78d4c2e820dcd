/**
 * The ten species drawn in code on the sea's canvas, each facing right, centred on (0, 0) and `len`
 * long; `phase` (seconds) wags tails and fins. Drawn from paths and gradients, no images or emoji.
 */
type C = CanvasRenderingContext2D;

const eye = (c: C, x: number, y: number, r: number) => {
  c.fillStyle = '#fff';
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fill();
  c.fillStyle = '#0b0716';
  c.beginPath();
  c.arc(x + r * 0.25, y, r * 0.55, 0, Math.PI * 2);
  c.fill();
};

const body = (c: C, rx: number, ry: number, fill: string | CanvasGradient) => {
  c.fillStyle = fill;
  c.beginPath();
  c.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
  c.fill();
};

const tail = (c: C, x: number, h: number, w: number, wag: number, fill: string) => {
  c.fillStyle = fill;
  c.beginPath();
  c.moveTo(x, 0);
  c.lineTo(x - w, -h + wag);
  c.quadraticCurveTo(x - w * 0.6, wag, x - w, h + wag);
  c.closePath();
  c.fill();
};

const grad = (c: C, ry: number, top: string, bottom: string) => {
  const g = c.createLinearGradient(0, -ry, 0, ry);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  return g;
};

function clownfish(c: C, L: number, w: number) {
  const rx = L * 0.38;
  const ry = L * 0.22;
  tail(c, -rx * 0.85, ry * 0.9, L * 0.22, w * ry * 0.3, '#ff7a1a');
  body(c, rx, ry, grad(c, ry, '#ffa640', '#e85d00'));
  c.save();
  c.beginPath();
  c.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
  c.clip();
  for (const x of [rx * 0.45, -rx * 0.1, -rx * 0.62]) {
    c.fillStyle = '#111';
    c.fillRect(x - L * 0.055, -ry, L * 0.11, ry * 2);
    c.fillStyle = '#fff';
    c.fillRect(x - L * 0.035, -ry, L * 0.07, ry * 2);
  }
  c.restore();
  eye(c, rx * 0.62, -ry * 0.2, L * 0.045);
}

function sardine(c: C, L: number, w: number) {
  const rx = L * 0.42;
  const ry = L * 0.12;
  tail(c, -rx * 0.9, ry * 1.3, L * 0.16, w * ry * 0.4, '#7fa7c9');
  body(c, rx, ry, grad(c, ry, '#3d6c9a', '#e8f1fa'));
  c.strokeStyle = 'rgba(255,255,255,0.6)';
  c.lineWidth = Math.max(1, L * 0.015);
  c.beginPath();
  c.moveTo(-rx * 0.8, 0);
  c.lineTo(rx * 0.7, -ry * 0.1);
  c.stroke();
  eye(c, rx * 0.7, -ry * 0.2, L * 0.03);
}

function pufferfish(c: C, L: number, w: number) {
  const r = L * 0.36;
  tail(c, -r * 0.95, r * 0.45, L * 0.16, w * r * 0.2, '#d9a440');
  c.strokeStyle = '#8a5a07';
  c.lineWidth = Math.max(1, L * 0.025);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    c.beginPath();
    c.moveTo(Math.cos(a) * r * 0.9, Math.sin(a) * r * 0.9);
    c.lineTo(Math.cos(a) * r * 1.18, Math.sin(a) * r * 1.18);
    c.stroke();
  }
  const g = c.createRadialGradient(-r * 0.3, -r * 0.3, r * 0.1, 0, 0, r);
  g.addColorStop(0, '#fff2b0');
  g.addColorStop(1, '#e0a832');
  body(c, r, r * 0.92, g);
  c.fillStyle = 'rgba(139, 90, 7, 0.45)';
  for (const [x, y] of [
    [-0.3, -0.4],
    [0.1, -0.5],
    [-0.5, 0],
    [-0.1, -0.1],
  ] as const) {
    c.beginPath();
    c.arc(x * r, y * r, r * 0.08, 0, Math.PI * 2);
    c.fill();
  }
  eye(c, r * 0.45, -r * 0.25, L * 0.075);
}

function angelfish(c: C, L: number, w: number) {
  const rx = L * 0.3;
  const ry = L * 0.3;
  c.fillStyle = '#f7d354';
  c.beginPath();
  c.moveTo(0, -ry);
  c.quadraticCurveTo(-rx * 0.6, -ry * 1.9, -rx * 1.2, -ry * 1.6 + w * 4);
  c.lineTo(-rx * 0.3, -ry * 0.2);
  c.moveTo(0, ry);
  c.quadraticCurveTo(-rx * 0.6, ry * 1.9, -rx * 1.2, ry * 1.6 + w * 4);
  c.lineTo(-rx * 0.3, ry * 0.2);
  c.fill();
  tail(c, -rx * 0.9, ry * 0.5, L * 0.18, w * ry * 0.2, '#f7d354');
  c.beginPath();
  c.moveTo(rx, 0);
  c.lineTo(0, -ry);
  c.lineTo(-rx, 0);
  c.lineTo(0, ry);
  c.closePath();
  c.fillStyle = grad(c, ry, '#fff8d0', '#f0c030');
  c.fill();
  c.save();
  c.clip();
  c.fillStyle = '#1b1030';
  for (const x of [rx * 0.35, -rx * 0.15, -rx * 0.6]) c.fillRect(x - L * 0.035, -ry, L * 0.07, ry * 2);
  c.restore();
  eye(c, rx * 0.5, -ry * 0.1, L * 0.04);
}

function lionfish(c: C, L: number, w: number) {
  const rx = L * 0.34;
  const ry = L * 0.16;
  c.strokeStyle = '#ffd9d0';
  c.lineWidth = Math.max(1, L * 0.012);
  for (let i = 0; i < 9; i++) {
    const x = rx * 0.5 - i * rx * 0.16;
    const sway = Math.sin(w + i) * L * 0.02;
    for (const s of [-1, 1]) {
      c.beginPath();
      c.moveTo(x, s * ry * 0.6);
      c.lineTo(x - L * 0.08 + sway, s * (ry + L * 0.22));
      c.stroke();
    }
  }
  tail(c, -rx * 0.9, ry * 1.1, L * 0.18, w * ry * 0.3, '#e0503a');
  body(c, rx, ry, grad(c, ry, '#c0301f', '#ff9a80'));
  c.save();
  c.beginPath();
  c.ellipse(0, 0, rx, ry, 0, 0, Math.PI * 2);
  c.clip();
  c.fillStyle = 'rgba(255,255,255,0.8)';
  for (let i = -3; i <= 3; i++) c.fillRect(i * rx * 0.25 - L * 0.015, -ry, L * 0.03, ry * 2);
  c.restore();
  eye(c, rx * 0.65, -ry * 0.2, L * 0.035);
}

function turtle(c: C, L: number, w: number) {
  const rx = L * 0.3;
  const ry = L * 0.24;
  c.fillStyle = '#6fae5a';
  const flip = Math.sin(w) * 0.35;
  for (const [x, s, k] of [
    [rx * 0.45, -1, 1],
    [rx * 0.45, 1, -1],
    [-rx * 0.55, -1, 1],
    [-rx * 0.55, 1, -1],
  ] as const) {
    c.save();
    c.translate(x, s * ry * 0.8);
    c.rotate(s * (0.6 + k * flip));
    c.beginPath();
    c.ellipse(L * 0.04, 0, L * 0.12, L * 0.045, 0, 0, Math.PI * 2);
    c.fill();
    c.restore();
  }
  c.beginPath();
  c.ellipse(rx * 1.12, 0, L * 0.09, L * 0.07, 0, 0, Math.PI * 2);
  c.fill();
  const g = c.createRadialGradient(-rx * 0.2, -ry * 0.3, 2, 0, 0, rx);
  g.addColorStop(0, '#9bd07a');
  g.addColorStop(1, '#2f6b2a');
  body(c, rx, ry, g);
  c.strokeStyle = 'rgba(20, 50, 18, 0.7)';
  c.lineWidth = Math.max(1, L * 0.012);
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    c.beginPath();
    c.moveTo(Math.cos(a) * rx * 0.35, Math.sin(a) * ry * 0.35);
    c.lineTo(Math.cos(a) * rx * 0.95, Math.sin(a) * ry * 0.95);
    c.stroke();
  }
  c.beginPath();
  c.ellipse(0, 0, rx * 0.38, ry * 0.38, 0, 0, Math.PI * 2);
  c.stroke();
  eye(c, rx * 1.18, -L * 0.02, L * 0.02);
}

function ray(c: C, L: number, w: number) {
  const s = L * 0.5;
  const flap = Math.sin(w) * s * 0.12;
  c.strokeStyle = '#3a4d6a';
  c.lineWidth = Math.max(1, L * 0.015);
  c.beginPath();
  c.moveTo(-s * 0.3, 0);
  c.quadraticCurveTo(-s * 0.9, flap, -s * 1.3, flap * 2);
  c.stroke();
  c.beginPath();
  c.moveTo(s * 0.55, 0);
  c.quadraticCurveTo(s * 0.1, -s * 0.9 + flap, -s * 0.3, -s * 0.75 + flap);
  c.quadraticCurveTo(-s * 0.2, 0, -s * 0.3, s * 0.75 - flap);
  c.quadraticCurveTo(s * 0.1, s * 0.9 - flap, s * 0.55, 0);
  c.fillStyle = grad(c, s * 0.8, '#4d6a96', '#1f2f4d');
  c.fill();
  c.fillStyle = 'rgba(255,255,255,0.18)';
  for (const [x, y] of [
    [0, -0.3],
    [0.1, 0.25],
    [-0.1, 0],
  ] as const) {
    c.beginPath();
    c.arc(x * s, y * s, s * 0.05, 0, Math.PI * 2);
    c.fill();
  }
  eye(c, s * 0.35, -s * 0.1, L * 0.02);
  eye(c, s * 0.35, s * 0.1, L * 0.02);
}

function shark(c: C, L: number, w: number) {
  const rx = L * 0.42;
  const ry = L * 0.12;
  const wag = w * ry * 0.5;
  c.fillStyle = '#60738a';
  c.beginPath();
  c.moveTo(-rx * 0.85, 0);
  c.lineTo(-rx * 1.25, -ry * 1.9 + wag);
  c.lineTo(-rx * 1.05, wag * 0.5);
  c.lineTo(-rx * 1.2, ry * 1.3 + wag);
  c.closePath();
  c.fill();
  c.beginPath();
  c.moveTo(-rx * 0.05, -ry * 0.8);
  c.lineTo(-rx * 0.3, -ry * 2.1);
  c.lineTo(-rx * 0.45, -ry * 0.8);
  c.fill();
  c.beginPath();
  c.moveTo(rx, 0);
  c.quadraticCurveTo(rx * 0.5, -ry * 1.3, -rx * 0.9, -ry * 0.2);
  c.lineTo(-rx * 0.9, ry * 0.2);
  c.quadraticCurveTo(rx * 0.5, ry * 1.2, rx, 0);
  c.fillStyle = grad(c, ry, '#7d90a8', '#eef3f7');
  c.fill();
  c.strokeStyle = 'rgba(40, 50, 64, 0.6)';
  c.lineWidth = Math.max(1, L * 0.006);
  for (let i = 0; i < 4; i++) {
    c.beginPath();
    c.moveTo(rx * (0.45 - i * 0.05), -ry * 0.4);
    c.lineTo(rx * (0.42 - i * 0.05), ry * 0.3);
    c.stroke();
  }
  eye(c, rx * 0.72, -ry * 0.3, L * 0.014);
}

function whale(c: C, L: number, w: number) {
  const rx = L * 0.42;
  const ry = L * 0.17;
  const wag = w * ry * 0.4;
  c.fillStyle = '#2b5f96';
  c.beginPath();
  c.moveTo(-rx * 0.85, 0);
  c.quadraticCurveTo(-rx * 1.1, -ry * 0.2 + wag, -rx * 1.3, -ry * 0.9 + wag);
  c.quadraticCurveTo(-rx * 1.1, wag, -rx * 1.3, ry * 0.9 + wag);
  c.quadraticCurveTo(-rx * 1.1, ry * 0.2 + wag, -rx * 0.85, 0);
  c.fill();
  c.beginPath();
  c.moveTo(rx, ry * 0.1);
  c.quadraticCurveTo(rx * 0.9, -ry * 1.4, -rx * 0.2, -ry * 0.9);
  c.quadraticCurveTo(-rx * 0.8, -ry * 0.5, -rx * 0.9, 0);
  c.quadraticCurveTo(-rx * 0.5, ry * 0.9, rx * 0.2, ry);
  c.quadraticCurveTo(rx * 0.9, ry * 0.9, rx, ry * 0.1);
  c.fillStyle = grad(c, ry, '#4c8ed0', '#173e6b');
  c.fill();
  c.strokeStyle = 'rgba(220, 235, 250, 0.55)';
  c.lineWidth = Math.max(1, L * 0.005);
  for (let i = 0; i < 5; i++) {
    c.beginPath();
    c.moveTo(rx * 0.85, ry * (0.3 + i * 0.1));
    c.quadraticCurveTo(rx * 0.2, ry * (0.65 + i * 0.08), -rx * 0.3, ry * (0.45 + i * 0.05));
    c.stroke();
  }
  eye(c, rx * 0.55, ry * 0.15, L * 0.012);
}

function goldenDragon(c: C, L: number, w: number) {
  const seg = 9;
  const step = L / (seg + 2);
  const pts = Array.from({ length: seg }, (_, i) => ({
    x: L * 0.35 - i * step,
    y: Math.sin(w * 1.2 - i * 0.8) * L * 0.06,
  }));
  for (let i = seg - 1; i >= 0; i--) {
    const p = pts[i]!;
    const r = L * (0.085 - i * 0.006);
    const g = c.createRadialGradient(p.x - r * 0.3, p.y - r * 0.4, r * 0.1, p.x, p.y, r);
    g.addColorStop(0, '#fff6c4');
    g.addColorStop(0.5, '#f7d354');
    g.addColorStop(1, '#a86b08');
    c.fillStyle = g;
    c.beginPath();
    c.arc(p.x, p.y, r, 0, Math.PI * 2);
    c.fill();
    c.fillStyle = '#ff5a3a';
    c.beginPath();
    c.moveTo(p.x - r * 0.4, p.y - r * 0.8);
    c.lineTo(p.x, p.y - r * 1.45);
    c.lineTo(p.x + r * 0.4, p.y - r * 0.8);
    c.fill();
  }
  const head = pts[0]!;
  c.save();
  c.translate(head.x + L * 0.08, head.y);
  c.fillStyle = '#f7d354';
  c.beginPath();
  c.ellipse(0, 0, L * 0.11, L * 0.07, 0, 0, Math.PI * 2);
  c.fill();
  c.strokeStyle = '#fff6c4';
  c.lineWidth = Math.max(1, L * 0.008);
  for (const s of [-1, 1]) {
    c.beginPath();
    c.moveTo(-L * 0.04, s * L * 0.05);
    c.quadraticCurveTo(-L * 0.1, s * L * 0.12, -L * 0.14, s * L * 0.16);
    c.stroke();
    c.beginPath();
    c.moveTo(L * 0.08, s * L * 0.02);
    c.quadraticCurveTo(L * 0.16, s * L * (0.08 + Math.sin(w) * 0.02), L * 0.2, s * L * 0.12);
    c.stroke();
  }
  eye(c, L * 0.04, -L * 0.025, L * 0.018);
  c.restore();
}

const ART: Record<string, (c: C, L: number, wag: number) => void> = {
  clownfish,
  sardine,
  pufferfish,
  angelfish,
  lionfish,
  turtle,
  ray,
  shark,
  whale,
  'golden-dragon': goldenDragon,
};

/**
 * Draws a fish at (x, y) heading `heading` radians, `len` long; a fish heading left is mirrored so
 * it never swims upside down. `phase` animates it, `flash` (0–1) lights it up when a bullet hits.
 */
export function drawFish(
  c: C,
  id: string,
  x: number,
  y: number,
  heading: number,
  len: number,
  phase: number,
  flash = 0,
) {
  const draw = ART[id] ?? clownfish;
  c.save();
  c.translate(x, y);
  const left = Math.cos(heading) < 0;
  c.rotate(left ? heading - Math.PI : heading);
  if (left) c.scale(-1, 1);
  if (id === 'golden-dragon') {
    c.shadowColor = 'rgba(247, 211, 84, 0.8)';
    c.shadowBlur = 24;
  }
  if (flash > 0) c.filter = `brightness(${1 + flash * 1.5})`;
  draw(c, len, Math.sin(phase * 8));
  c.restore();
}
