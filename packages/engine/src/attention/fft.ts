const TWIDDLES = new Map<number, { c: Float64Array; s: Float64Array }>();

function twiddles(n: number): { c: Float64Array; s: Float64Array } {
  let t = TWIDDLES.get(n);
  if (!t) {
    const c = new Float64Array(n / 2);
    const s = new Float64Array(n / 2);
    for (let k = 0; k < n / 2; k++) {
      c[k] = Math.cos((2 * Math.PI * k) / n);
      s[k] = Math.sin((2 * Math.PI * k) / n);
    }
    t = { c, s };
    TWIDDLES.set(n, t);
  }
  return t;
}

/** In-place radix-2 complex FFT of length n (power of two). */
function fft1(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  const tw = twiddles(n);
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  const sign = inverse ? 1 : -1;
  for (let len = 2; len <= n; len <<= 1) {
    const stride = n / len;
    for (let i = 0; i < n; i += len) {
      for (let j = 0; j < len / 2; j++) {
        const cr = tw.c[j * stride]!;
        const ci = sign * tw.s[j * stride]!;
        const ar = re[i + j]!;
        const ai = im[i + j]!;
        const br = re[i + j + len / 2]! * cr - im[i + j + len / 2]! * ci;
        const bi = re[i + j + len / 2]! * ci + im[i + j + len / 2]! * cr;
        re[i + j] = ar + br;
        im[i + j] = ai + bi;
        re[i + j + len / 2] = ar - br;
        im[i + j + len / 2] = ai - bi;
      }
    }
  }
  if (inverse) {
    for (let i = 0; i < n; i++) {
      re[i] = re[i]! / n;
      im[i] = im[i]! / n;
    }
  }
}

/** 2-D FFT of an n×n complex array stored row-major. */
export function fft2(re: Float64Array, im: Float64Array, n: number, inverse = false): void {
  const rr = new Float64Array(n);
  const ii = new Float64Array(n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      rr[x] = re[y * n + x]!;
      ii[x] = im[y * n + x]!;
    }
    fft1(rr, ii, inverse);
    for (let x = 0; x < n; x++) {
      re[y * n + x] = rr[x]!;
      im[y * n + x] = ii[x]!;
    }
  }
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      rr[y] = re[y * n + x]!;
      ii[y] = im[y * n + x]!;
    }
    fft1(rr, ii, inverse);
    for (let y = 0; y < n; y++) {
      re[y * n + x] = rr[y]!;
      im[y * n + x] = ii[y]!;
    }
  }
}
