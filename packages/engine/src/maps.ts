/** A single-channel float map, row-major. */
export interface FMap {
  w: number;
  h: number;
  d: Float32Array;
}

export function makeMap(w: number, h: number, fill = 0): FMap {
  const d = new Float32Array(w * h);
  if (fill !== 0) d.fill(fill);
  return { w, h, d };
}

function kernel1d(sigma: number): Float32Array {
  const r = Math.max(1, Math.ceil(sigma * 3));
  const k = new Float32Array(2 * r + 1);
  let s = 0;
  for (let i = -r; i <= r; i++) {
    const v = Math.exp(-(i * i) / (2 * sigma * sigma));
    k[i + r] = v;
    s += v;
  }
  for (let i = 0; i < k.length; i++) k[i] = k[i]! / s;
  return k;
}

/** One blurred line: `src` read at `off + i·stride` for i < len, clamped at both ends. */
function blurLine(
  src: Float32Array,
  dst: Float32Array,
  off: number,
  stride: number,
  len: number,
  k: Float32Array,
  r: number,
): void {
  // the interior needs no clamping; only the r samples at each end do
  const lo = Math.min(r, len);
  const hi = Math.max(lo, len - r);
  for (let x = 0; x < len; x++) {
    let s = 0;
    if (x >= lo && x < hi) {
      let p = off + (x - r) * stride;
      for (let i = 0; i <= 2 * r; i++, p += stride) s += src[p]! * k[i]!;
    } else {
      for (let i = -r; i <= r; i++) {
        let xx = x + i;
        if (xx < 0) xx = 0;
        else if (xx >= len) xx = len - 1;
        s += src[off + xx * stride]! * k[i + r]!;
      }
    }
    dst[off + x * stride] = s;
  }
}

/** Separable Gaussian blur with edge clamping. */
export function blur(m: FMap, sigma: number): FMap {
  if (sigma <= 0.01) return { w: m.w, h: m.h, d: m.d.slice() };
  const k = kernel1d(sigma);
  const r = (k.length - 1) >> 1;
  const { w, h } = m;
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) blurLine(m.d, tmp, y * w, 1, w, k, r);
  for (let x = 0; x < w; x++) blurLine(tmp, out, x, w, h, k, r);
  return { w, h, d: out };
}

/** Bilinear resampling (pixel centres aligned). */
export function resize(m: FMap, w: number, h: number): FMap {
  if (m.w === w && m.h === h) return { w, h, d: m.d.slice() };
  const out = new Float32Array(w * h);
  const sx = m.w / w;
  const sy = m.h / h;
  for (let y = 0; y < h; y++) {
    let fy = (y + 0.5) * sy - 0.5;
    if (fy < 0) fy = 0;
    const y0 = Math.min(m.h - 1, Math.floor(fy));
    const y1 = Math.min(m.h - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      let fx = (x + 0.5) * sx - 0.5;
      if (fx < 0) fx = 0;
      const x0 = Math.min(m.w - 1, Math.floor(fx));
      const x1 = Math.min(m.w - 1, x0 + 1);
      const tx = fx - x0;
      const a = m.d[y0 * m.w + x0]!;
      const b = m.d[y0 * m.w + x1]!;
      const c = m.d[y1 * m.w + x0]!;
      const d = m.d[y1 * m.w + x1]!;
      out[y * w + x] = (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
    }
  }
  return { w, h, d: out };
}

/** Area-average downsampling by an arbitrary factor (for features to the model grid). */
export function areaDown(m: FMap, w: number, h: number): FMap {
  if (w >= m.w || h >= m.h) return resize(m, w, h);
  const out = new Float32Array(w * h);
  const cnt = new Float32Array(w * h);
  for (let y = 0; y < m.h; y++) {
    const oy = Math.min(h - 1, Math.floor((y * h) / m.h));
    for (let x = 0; x < m.w; x++) {
      const ox = Math.min(w - 1, Math.floor((x * w) / m.w));
      out[oy * w + ox]! += m.d[y * m.w + x]!;
      cnt[oy * w + ox]! += 1;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / Math.max(1, cnt[i]!);
  return { w, h, d: out };
}

export function stats(d: Float32Array): {
  min: number;
  max: number;
  mean: number;
  std: number;
  sum: number;
} {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < d.length; i++) {
    const v = d[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    sq += v * v;
  }
  const mean = sum / d.length;
  return { min, max, mean, std: Math.sqrt(Math.max(0, sq / d.length - mean * mean)), sum };
}

/** Scales to [0, 1] (a constant map becomes all zeros). */
export function normMinMax(m: FMap): FMap {
  const { min, max } = stats(m.d);
  const r = max - min;
  const d = new Float32Array(m.d.length);
  if (r > 1e-12) for (let i = 0; i < d.length; i++) d[i] = (m.d[i]! - min) / r;
  return { w: m.w, h: m.h, d };
}

/** Scales to sum 1 (a zero map becomes uniform). */
export function normSum(m: FMap): FMap {
  let s = 0;
  for (let i = 0; i < m.d.length; i++) s += Math.max(0, m.d[i]!);
  const d = new Float32Array(m.d.length);
  if (s <= 0) d.fill(1 / d.length);
  else for (let i = 0; i < d.length; i++) d[i] = Math.max(0, m.d[i]!) / s;
  return { w: m.w, h: m.h, d };
}
