/** The contract speaks roubles (numbers); the server keeps kopecks (integers). */
export const toRoubles = (kopecks: number) => kopecks / 100;
export const toKopecks = (roubles: number) => Math.round(roubles * 100);

/** 99000 → «990,00» (a non-breaking space between thousands), as on invoices. */
export function formatRoubles(kopecks: number): string {
  const roubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${roubles},${String(kopecks % 100).padStart(2, '0')}`;
}
