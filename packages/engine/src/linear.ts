/**
 * `out[r] = init[r] + Σ_c M[r·n + c]·x[c]` for the `rows` rows of the row-major `M` (0 for
 * `init` where it is null). Each row adds its terms in order of c, so the numbers are those of
 * one loop per row; the rows go four at a time through one pass over `x`, which makes the
 * attention MLP's hidden layer and the scene projection about twice as fast.
 */
export function matVec(
  M: Float64Array,
  x: Float64Array,
  rows: number,
  n: number,
  init: Float64Array | null,
  out: Float64Array,
): void {
  let r = 0;
  for (; r + 4 <= rows; r += 4) {
    let s0 = init ? init[r]! : 0;
    let s1 = init ? init[r + 1]! : 0;
    let s2 = init ? init[r + 2]! : 0;
    let s3 = init ? init[r + 3]! : 0;
    const o0 = r * n;
    const o1 = o0 + n;
    const o2 = o1 + n;
    const o3 = o2 + n;
    for (let c = 0; c < n; c++) {
      const v = x[c]!;
      s0 += M[o0 + c]! * v;
      s1 += M[o1 + c]! * v;
      s2 += M[o2 + c]! * v;
      s3 += M[o3 + c]! * v;
    }
    out[r] = s0;
    out[r + 1] = s1;
    out[r + 2] = s2;
    out[r + 3] = s3;
  }
  for (; r < rows; r++) {
    let s = init ? init[r]! : 0;
    for (let c = 0, o = r * n; c < n; c++) s += M[o + c]! * x[c]!;
    out[r] = s;
  }
}
