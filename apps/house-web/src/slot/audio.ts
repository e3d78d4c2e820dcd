import { readStored, writeStored } from '../shared/storage.ts';

/**
 * Every sound synthesised with WebAudio (no files to load): reel ticks, the reel-stop thud, win
 * chimes, the scatter shimmer and the big-win fanfare. Silent until the first user gesture (browsers
 * require it) and while the player has sound off; the choice is remembered in localStorage.
 */

const STORAGE_KEY = 'openlobby.house.sound';

const note = (semitonesFromA4: number) => 440 * 2 ** (semitonesFromA4 / 12);
// C major, from C5: the chimes walk up this scale.
const SCALE = [3, 5, 7, 8, 10, 12, 14, 15, 17, 19, 20, 22, 24].map(note);

export class SoundBoard {
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private noise: AudioBuffer | null = null;
  private enabledValue: boolean;
  private readonly listeners = new Set<(on: boolean) => void>();

  constructor() {
    this.enabledValue = readStored(STORAGE_KEY) !== 'off';
    const unlock = () => {
      this.unlock();
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
    };
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
  }

  get enabled() {
    return this.enabledValue;
  }

  onChange(listener: (on: boolean) => void) {
    this.listeners.add(listener);
  }

  toggle() {
    this.enabledValue = !this.enabledValue;
    writeStored(STORAGE_KEY, this.enabledValue ? 'on' : 'off');
    if (this.master && this.ctx) {
      this.master.gain.setTargetAtTime(this.enabledValue ? 0.7 : 0, this.ctx.currentTime, 0.02);
    }
    if (this.enabledValue) this.unlock();
    for (const l of this.listeners) l(this.enabledValue);
  }

  /** Creates (or resumes) the audio context; only works inside a user gesture. */
  unlock() {
    try {
      if (!this.ctx) {
        const Ctor =
          window.AudioContext ??
          (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
        if (!Ctor) return;
        this.ctx = new Ctor();
        this.master = this.ctx.createGain();
        this.master.gain.value = this.enabledValue ? 0.7 : 0;
        const comp = this.ctx.createDynamicsCompressor();
        this.master.connect(comp).connect(this.ctx.destination);
        const length = Math.floor(this.ctx.sampleRate * 0.5);
        this.noise = this.ctx.createBuffer(1, length, this.ctx.sampleRate);
        const data = this.noise.getChannelData(0);
        for (let i = 0; i < length; i++) data[i] = Math.random() * 2 - 1;
      }
      if (this.ctx.state === 'suspended') void this.ctx.resume();
    } catch {
      this.ctx = null;
    }
  }

  private ready(): { ctx: AudioContext; out: GainNode } | null {
    if (!this.enabledValue || !this.ctx || !this.master || this.ctx.state !== 'running') return null;
    return { ctx: this.ctx, out: this.master };
  }

  private tone(
    freq: number,
    start: number,
    duration: number,
    opts: { type?: OscillatorType; gain?: number; attack?: number; endFreq?: number; filter?: number } = {},
  ) {
    const r = this.ready();
    if (!r) return;
    const { ctx, out } = r;
    const t = ctx.currentTime + start;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = opts.type ?? 'sine';
    osc.frequency.setValueAtTime(freq, t);
    if (opts.endFreq) osc.frequency.exponentialRampToValueAtTime(opts.endFreq, t + duration);
    const peak = opts.gain ?? 0.2;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(peak, t + (opts.attack ?? 0.005));
    gain.gain.exponentialRampToValueAtTime(0.0001, t + duration);
    let node: AudioNode = osc.connect(gain);
    if (opts.filter) {
      const f = ctx.createBiquadFilter();
      f.type = 'lowpass';
      f.frequency.value = opts.filter;
      node = gain.connect(f);
    }
    node.connect(out);
    osc.start(t);
    osc.stop(t + duration + 0.05);
  }

  private noiseBurst(
    start: number,
    duration: number,
    gain: number,
    filter: number,
    type: BiquadFilterType = 'lowpass',
  ) {
    const r = this.ready();
    if (!r || !this.noise) return;
    const { ctx, out } = r;
    const t = ctx.currentTime + start;
    const src = ctx.createBufferSource();
    src.buffer = this.noise;
    const f = ctx.createBiquadFilter();
    f.type = type;
    f.frequency.value = filter;
    const g = ctx.createGain();
    g.gain.setValueAtTime(gain, t);
    g.gain.exponentialRampToValueAtTime(0.0001, t + duration);
    src.connect(f).connect(g).connect(out);
    src.start(t);
    src.stop(t + duration + 0.02);
  }

  /** A soft mechanical click while the reels run. */
  tick() {
    this.noiseBurst(0, 0.025, 0.05, 2600, 'bandpass');
  }

  /** A reel landing: a low thud; brighter for a teased reel. */
  reelStop(reel: number, tease = false) {
    this.tone(140 - reel * 6, 0, 0.16, { type: 'sine', gain: 0.32, endFreq: 55 });
    this.noiseBurst(0, 0.06, 0.12, 900);
    if (tease) this.tone(note(15 + reel), 0, 0.3, { type: 'triangle', gain: 0.08 });
  }

  /** A scatter landed: a rising shimmer. */
  scatter(index: number) {
    for (let i = 0; i < 4; i++)
      this.tone(note(19 + index * 3 + i * 4), i * 0.04, 0.35, { type: 'triangle', gain: 0.07 });
  }

  /** One win line shown: a bell on the scale, higher for each next line. */
  lineWin(step: number) {
    const f = SCALE[step % SCALE.length]!;
    this.tone(f, 0, 0.45, { type: 'triangle', gain: 0.13 });
    this.tone(f * 2, 0, 0.25, { type: 'sine', gain: 0.05 });
  }

  /** A win: a quick major arpeggio. */
  winChime() {
    [0, 2, 4, 7].forEach((d, i) => this.tone(SCALE[d]!, i * 0.07, 0.5, { type: 'triangle', gain: 0.12 }));
  }

  /** The counter rolling up. */
  countTick() {
    this.tone(note(27 + Math.floor(Math.random() * 3)), 0, 0.04, {
      type: 'square',
      gain: 0.018,
      filter: 3000,
    });
  }

  /** A big win: a brass-like fanfare over a chord. */
  fanfare() {
    const seq: [number, number, number][] = [
      [3, 0, 0.18],
      [7, 0.18, 0.18],
      [10, 0.36, 0.18],
      [15, 0.54, 0.9],
    ];
    for (const [n, at, d] of seq) {
      this.tone(note(n - 12), at, d + 0.1, { type: 'sawtooth', gain: 0.09, filter: 2200, attack: 0.02 });
      this.tone(note(n - 5), at, d + 0.1, { type: 'sawtooth', gain: 0.06, filter: 2200, attack: 0.02 });
    }
    [3, 7, 10, 15].forEach((n) => this.tone(note(n - 24), 0.54, 1.4, { type: 'triangle', gain: 0.08 }));
    for (let i = 0; i < 8; i++)
      this.tone(note(27 + (i % 4) * 4), 0.6 + i * 0.06, 0.3, { type: 'sine', gain: 0.04 });
  }

  /** Free spins triggered: a glissando up. */
  freeSpins() {
    for (let i = 0; i < 12; i++) this.tone(SCALE[i]!, i * 0.05, 0.4, { type: 'triangle', gain: 0.08 });
  }

  /** A button. */
  click() {
    this.tone(note(15), 0, 0.06, { type: 'sine', gain: 0.06 });
  }
}
