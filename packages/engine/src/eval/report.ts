import type { SaliencyScores } from '../metrics/saliency';

const COLS: [keyof SaliencyScores, string][] = [
  ['aucJudd', 'AUC-Judd'],
  ['sAuc', 'sAUC'],
  ['nss', 'NSS'],
  ['cc', 'CC'],
  ['kld', 'KLD↓'],
  ['sim', 'SIM'],
];

/** A plain-text table of scores, one row per model. */
export function scoreTable(rows: [string, SaliencyScores][]): string {
  const head = ['model'.padEnd(28), ...COLS.map(([, n]) => n.padStart(9))].join('');
  const lines = rows.map(([name, s]) => [name.padEnd(28), ...COLS.map(([k]) => s[k].toFixed(3).padStart(9))].join(''));
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}
