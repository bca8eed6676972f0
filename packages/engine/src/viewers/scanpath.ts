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
  // look-up tables by squared cell distance: saccade-length preference and IoR suppression
  const maxD2 = w * w + h * h + 1;
  const sacc = new Float64Array(maxD2);
  const iorLut = new Float64Array(maxD2);
  for (let d2 = 0; d2 < maxD2; d2++) {
    sacc[d2] = Math.exp(-Math.sqrt(d2) / side / 0.45);
    iorLut[d2] = 1 - strength * Math.exp(-d2 / (2 * r2));
  }
  while (t < opts.durationMs) {
    let sum = 0;
    const cx = Math.floor(px);
    const cy = Math.floor(py);
    for (let y = 0, i = 0; y < h; y++) {
      const dy2 = (y - cy) * (y - cy);
      for (let x = 0; x < w; x++, i++) {
        // saccade amplitudes favour short jumps (Tatler & Vincent 2008); mild, so the map dominates
        const v = cur[i]! * sacc[dy2 + (x - cx) * (x - cx)]!;
        weights[i] = v;
        sum += v;
      }
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
    const gx = pick % w;
    const gy = (pick - gx) / w;
    const fx = gx + rnd();
    const fy = gy + rnd();
    const dur = Math.max(80, Math.min(1200, meanDur * Math.exp(0.35 * normal(rnd) - 0.06)));
    out.push({ x: fx / w, y: fy / h, t, dur: Math.min(dur, opts.durationMs - t) });
    t += dur + 30; // + saccade time
    px = fx;
    py = fy;
    for (let y = 0, i = 0; y < h; y++) {
      const dy2 = (y - gy) * (y - gy);
      for (let x = 0; x < w; x++, i++) cur[i] = cur[i]! * iorLut[dy2 + (x - gx) * (x - gx)]!;
    }
  }
  return out;
}
