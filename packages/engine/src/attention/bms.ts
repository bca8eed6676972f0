/**
 * Boolean map saliency (Zhang & Sclaroff, ICCV 2013): threshold each colour channel at
 * evenly spaced levels; in each boolean map (and its complement) the regions that do not
 * touch the image border are "surrounded", i.e. figure rather than ground. The mean of the
 * normalised surrounded-region maps is the saliency.
 */
export function booleanMapSaliency(
  channels: Float32Array[],
  w: number,
  h: number,
  levels = 10,
): Float32Array {
  const n = w * h;
  const acc = new Float32Array(n);
  const bm = new Uint8Array(n);
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  for (const ch of channels) {
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < n; i++) {
      const v = ch[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (max - min < 1e-6) continue;
    for (let k = 1; k <= levels; k++) {
      const t = min + ((max - min) * k) / (levels + 1);
      for (let pol = 0; pol < 2; pol++) {
        for (let i = 0; i < n; i++) bm[i] = (ch[i]! > t ? 1 : 0) ^ pol;
        // flood from the border through pixels that are "on": they are not surrounded
        seen.fill(0);
        let sp = 0;
        const push = (i: number) => {
          if (bm[i] && !seen[i]) {
            seen[i] = 1;
            stack[sp++] = i;
          }
        };
        for (let x = 0; x < w; x++) {
          push(x);
          push((h - 1) * w + x);
        }
        for (let y = 0; y < h; y++) {
          push(y * w);
          push(y * w + w - 1);
        }
        while (sp > 0) {
          const i = stack[--sp]!;
          const x = i % w;
          if (x > 0) push(i - 1);
          if (x < w - 1) push(i + 1);
          if (i >= w) push(i - w);
          if (i < n - w) push(i + w);
        }
        let cnt = 0;
        for (let i = 0; i < n; i++) if (bm[i] && !seen[i]) cnt++;
        if (cnt === 0) continue;
        // L2-style normalisation favours maps with few, compact surrounded regions
        const wgt = 1 / Math.sqrt(cnt);
        for (let i = 0; i < n; i++) if (bm[i] && !seen[i]) acc[i]! += wgt;
      }
    }
  }
  return acc;
}
