import type { SaliencyScores } from '../metrics/saliency';
import { gapShare, type PeopleScores } from './heldout';

const COLS: [keyof SaliencyScores, string][] = [
  ['aucJudd', 'AUC-Judd'],
  ['sAuc', 'sAUC'],
  ['nss', 'NSS'],
  ['cc', 'CC'],
  ['kld', 'KLD↓'],
  ['sim', 'SIM'],
];

/** A plain-text table of scores, one row per model; a metric a row lacks prints as a dash. */
export function scoreTable(rows: [string, Partial<SaliencyScores>][]): string {
  const head = ['model'.padEnd(34), ...COLS.map(([, n]) => n.padStart(9))].join('');
  const lines = rows.map(([name, s]) =>
    [
      name.padEnd(34),
      ...COLS.map(([k]) => (s[k] === undefined ? '—' : s[k].toFixed(3)).padStart(9)),
    ].join(''),
  );
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}

/** "x % of the way from the centre baseline to people" for NSS and sAUC. */
export function gapLine(
  model: SaliencyScores,
  centre: SaliencyScores,
  people: PeopleScores,
): string {
  const n = gapShare(model.nss, centre.nss, people.nss);
  const a = gapShare(model.sAuc, centre.sAuc, people.sAuc);
  return `share of the centre-to-people gap closed: NSS ${n.toFixed(0)} %, sAUC ${a.toFixed(0)} %`;
}

/** One line per held-out group: its size, model, centre and people NSS/sAUC, and the gap closed. */
export function groupTable(
  rows: {
    name: string;
    images: number;
    model: SaliencyScores;
    centre: SaliencyScores;
    people: PeopleScores;
  }[],
): string {
  const head = `${'held-out category'.padEnd(26)}${'images'.padStart(7)}${'NSS model/centre/people'.padStart(26)}${'gap'.padStart(6)}${'sAUC model/centre/people'.padStart(27)}${'gap'.padStart(6)}`;
  const f = (x: number) => x.toFixed(3);
  const lines = rows.map((r) =>
    [
      r.name.padEnd(26),
      String(r.images).padStart(7),
      `${f(r.model.nss)} / ${f(r.centre.nss)} / ${f(r.people.nss)}`.padStart(26),
      `${gapShare(r.model.nss, r.centre.nss, r.people.nss).toFixed(0)} %`.padStart(6),
      `${f(r.model.sAuc)} / ${f(r.centre.sAuc)} / ${f(r.people.sAuc)}`.padStart(27),
      `${gapShare(r.model.sAuc, r.centre.sAuc, r.people.sAuc).toFixed(0)} %`.padStart(6),
    ].join(''),
  );
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}
