import type { FMap } from '../maps';
import { normal } from '../random';

export interface Fixation {
  /** Position as a fraction of the image's width and height (0–1). */
  x: number;
  y: number;
  /** Start and duration, ms. */
  t: number;
  dur: number;
}

export interface ScanpathOptions {
  /** Viewing time, ms. */
  durationMs: number;
  /** Inhibition-of-return radius as a fraction of the longest side (≈ 2° of visual angle). */
  iorRadius?: number;
  /** How much a visited spot is suppressed (1 = completely). */
  iorStrength?: number;
  /** Mean fixation duration, ms (scene viewing ≈ 260–330 ms, Rayner 2009). */
  meanFixationMs?: number;
}

/**
 * Samples a scanpath from the attention map: each fixation is drawn from the map multiplied
 * by an inhibition-of-return mask around previous fixations and a preference for short
 * saccades; the first fixation starts near the centre (the screen's previous focus).
 * Durations are log-normal around the mean fixation duration.
 */
export function sampleScanpath(map: FMap, rnd: () => number, opts: ScanpathOptions): Fixation[] {
  const { w, h } = map;
  const n = w * h;
  const cur = Float64Array.from(map.d);
  const ior = opts.iorRadius ?? 0.08;
  const strength = opts.iorStrength ?? 0.9;
  const meanDur = opts.meanFixationMs ?? 280;
  const side = Math.max(w, h);
  const r2 = (ior * side) ** 2;
  const out: Fixation[] = [];
  let t = 0;
  let px = w / 2;
  let py = h / 2;
  const weights = new Float64Array(n);
  while (t < opts.durationMs) {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const x = i % w;
      const y = (i - x) / w;
      const d = Math.hypot(x - px, y - py) / side;
      // saccade amplitudes favour short jumps (Tatler & Vincent 2008); mild, so the map dominates
      const v = cur[i]! * Math.exp(-d / 0.45);
      weights[i] = v;
      sum += v;
    }
    if (sum <= 0) break;
    let r = rnd() * sum;
    let pick = n - 1;
    for (let i = 0; i < n; i++) {
      r -= weights[i]!;
      if (r <= 0) {
        pick = i;
        break;
      }
    }
    const fx = (pick % w) + rnd();
    const fy = Math.floor(pick / w) + rnd();
    const dur = Math.max(80, Math.min(1200, meanDur * Math.exp(0.35 * normal(rnd) - 0.06)));
    out.push({ x: fx / w, y: fy / h, t, dur: Math.min(dur, opts.durationMs - t) });
    t += dur + 30; // + saccade time
    px = fx;
    py = fy;
    for (let i = 0; i < n; i++) {
      const x = (i % w) + 0.5;
      const y = Math.floor(i / w) + 0.5;
      const d2 = (x - fx) ** 2 + (y - fy) ** 2;
      cur[i] = cur[i]! * (1 - strength * Math.exp(-d2 / (2 * r2)));
    }
  }
  return out;
}
