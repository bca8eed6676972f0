import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTEXT_FIGURES,
  CONTRAST_FIGURES,
  CTA_FIGURES,
  gapShare,
  SIZE_FIGURES,
  INTERVAL_COVERAGE,
  MAP_FIGURES,
  ORDER_FIGURES,
  SCANPATH_FIGURES,
  SEEN_FIGURES,
  STORY_TEXT_FIGURES,
  FAINT_TEXT_FIGURES,
} from './figures';

const ENGINE = path.resolve(import.meta.dirname, '../../../engine');
const json = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(ENGINE, 'model', name), 'utf8')) as {
    cv: Record<string, Record<string, Record<string, number>>>;
  };
const readme = fs.readFileSync(path.join(ENGINE, 'README.md'), 'utf8');
const fixed = (x: number, digits = 3) => x.toFixed(digits);

// The page publishes the shipped model's figures: a retrained model changes its files and README,
// and these fail until the page says the same.
describe('the published figures are the engine’s', () => {
  it('the map’s cross-validated scores and its centre baseline, from the weights', () => {
    const { model, centre } = json('weights.json').cv as unknown as Record<
      'model' | 'centre',
      Record<'nss' | 'aucJudd' | 'sAuc', number>
    >;
    for (const k of ['nss', 'aucJudd', 'sAuc'] as const) {
      expect(fixed(MAP_FIGURES.model[k]), k).toBe(fixed(model[k]));
      expect(fixed(MAP_FIGURES.centre[k]), k).toBe(fixed(centre[k]));
    }
  });

  it('the people reference, the held-out categories and DOVES, from the README’s tables', () => {
    const row = (label: string, ...values: number[]) =>
      new RegExp(`${label}\\s+${values.map((v) => fixed(v).replace('.', '\\.')).join('\\s+')}`);
    const { people, heldOut, doves } = MAP_FIGURES;
    expect(readme).toMatch(row('people \\(leave one viewer out\\)\\s+—', people.sAuc, people.nss));
    expect(readme).toMatch(
      row('kreolab \\(category held out\\)\\s+0\\.\\d+', heldOut.sAuc, heldOut.nss),
    );
    expect(readme).toMatch(
      row('kreolab \\(osie-dev: 400 images\\)\\s+0\\.\\d+', doves.model.sAuc, doves.model.nss),
    );
    expect(readme).toMatch(
      row('centre Gaussian baseline\\s+0\\.\\d+', doves.centre.sAuc, doves.centre.nss),
    );
    expect(readme).toMatch(
      row('people \\(leave one viewer out\\)\\s+—', doves.people.sAuc, doves.people.nss),
    );
    // the shares of the gap the README states
    const pct = (x: number) => `${Math.round(100 * x)} %`;
    expect(readme).toContain(
      `NSS ${pct(gapShare(MAP_FIGURES.model.nss, MAP_FIGURES.centre.nss, people.nss))}, sAUC ${pct(gapShare(MAP_FIGURES.model.sAuc, MAP_FIGURES.centre.sAuc, people.sAuc))}`,
    );
    expect(readme).toContain(
      `NSS ${pct(gapShare(doves.model.nss, doves.centre.nss, doves.people.nss))}, sAUC ${pct(gapShare(doves.model.sAuc, doves.centre.sAuc, doves.people.sAuc))}`,
    );
  });

  it('the seen shares’ calibration per kind, from the viewers’ model', () => {
    const seen = json('viewers.json').cv.seen as unknown as Record<
      string,
      { n: number; bias: number; ece: number; r: number }
    >;
    for (const [kind, f] of Object.entries(SEEN_FIGURES)) {
      expect(f.n, kind).toBe(seen[kind]!.n);
      // to the third decimal (0.0225 prints as 0.023 in the README and 0.022 by toFixed)
      for (const k of ['bias', 'ece', 'r'] as const)
        expect(Math.abs(f[k] - seen[kind]![k]), `${kind} ${k}`).toBeLessThanOrEqual(0.0005 + 1e-9);
    }
    // the ceilings of r and the ranges' coverage, as the README gives them
    const c = SEEN_FIGURES;
    expect(readme).toContain(
      `grid ${fixed(c.grid.ceiling)} (r reached ${fixed(c.grid.r)}), random\nrectangles ${fixed(c.random.ceiling)}`,
    );
    expect(readme).toMatch(
      new RegExp(
        `salient objects ${fixed(c.object.ceiling)}[^]*text lines ${fixed(c.text.ceiling)}[^]*faces\\s${fixed(c.face.ceiling)}`,
      ),
    );
    expect(readme).toContain(`people's share for ${(INTERVAL_COVERAGE * 100).toFixed(1)} % of`);
  });

  it('the text contrast check, from the README’s table', () => {
    const flat = readme.match(/^flat\s+all\s+.*$/m)?.[0] ?? '';
    const noisy = readme.match(/^noisy\s+all\s+.*$/m)?.[0] ?? '';
    // measured / set, cores; and the verdicts' agreement, cores, on both grounds
    expect(flat).toContain(`0.72   ${fixed(CONTRAST_FIGURES.ratio, 2)}`);
    const agreements = [flat, noisy].flatMap((line) =>
      [...line.matchAll(/(\d+) %\s+(\d+) %/g)].slice(1).map((m) => Number(m[2])),
    );
    expect(Math.min(...agreements)).toBe(Math.round(100 * CONTRAST_FIGURES.agree.low));
    expect(Math.max(...agreements)).toBe(Math.round(100 * CONTRAST_FIGURES.agree.high));
  });

  it('the text read on stories, from the README’s second check of the text detector', () => {
    const f = STORY_TEXT_FIGURES;
    expect(readme).toContain(`18 → ${f.right} of ${f.lines}, none lost`);
    expect(readme).toContain(`the white headlines 2 → ${f.headlinesRight} of ${f.headlines}`);
    expect(readme).toContain(`15 → ${f.panelsRight} of ${f.panels}; false lines 1 → 4`);
  });

  it('the faint text lines, from the README’s note on what the second threshold does not settle', () => {
    const f = FAINT_TEXT_FIGURES;
    const said = readme.replace(/\s+/g, ' ');
    expect(said).toContain(`the ${f.lines} under ${f.below}:1 (faintest`);
    expect(said).toContain(
      `fixated by ${f.seen} of viewers on average, against ${f.others.high}, 0.70 and ${f.others.low}`,
    );
  });

  it('the text size check, from the engine’s letter sizes and the README’s table', () => {
    const metrics = fs.readFileSync(path.join(ENGINE, 'src/analyse/metrics.ts'), 'utf8');
    expect(metrics).toContain(
      `LETTER_PX = { minimum: ${SIZE_FIGURES.minimumPx}, preferred: ${SIZE_FIGURES.preferredPx} }`,
    );
    const ranges = readme
      .match(/^range across formats\s+(.*)$/m)?.[1]
      ?.trim()
      .split(/\s+/)
      .map(Number);
    expect(ranges).toHaveLength(10);
    const before = ranges!.filter((_, i) => i % 2 === 0);
    const after = ranges!.filter((_, i) => i % 2 === 1);
    expect(Math.min(...before)).toBe(SIZE_FIGURES.rangeBefore.low);
    expect(Math.max(...before)).toBe(SIZE_FIGURES.rangeBefore.high);
    expect(Math.max(...after)).toBe(SIZE_FIGURES.rangeAfter);
    const table = readme.slice(
      readme.indexOf('capitals on the screen'),
      readme.indexOf('range across formats'),
    );
    expect(table.match(/^(post|story|banner) \d/gm)).toHaveLength(SIZE_FIGURES.formats);
  });

  it('the calls to action read on buttons, from the README’s table and the labelled sample', () => {
    const labels = JSON.parse(
      fs.readFileSync(path.join(ENGINE, 'eval/cta-labels.json'), 'utf8'),
    ) as { cta: boolean }[];
    expect(labels).toHaveLength(CTA_FIGURES.lines);
    expect(labels.filter((l) => l.cta)).toHaveLength(CTA_FIGURES.calls);
    const row = (matcher: 'before' | 'after') =>
      readme
        .match(new RegExp(`^all\\s+${CTA_FIGURES.lines} \\(.*\\)\\s+${matcher}\\s+(.*)$`, 'gm'))
        ?.at(-1)
        ?.match(/([\d.]+) %/g)
        ?.map((x) => x.replace(' %', ''));
    // the last such row in the README is the one read through OCR (`--ocr`)
    for (const matcher of ['before', 'after'] as const) {
      expect(row(matcher), matcher).toEqual([
        fixed(100 * CTA_FIGURES.recall[matcher], 1),
        fixed(100 * CTA_FIGURES.precision[matcher], 1),
      ]);
    }
  });

  it('the creative in its context, from the README’s context runs', () => {
    const X = CONTEXT_FIGURES;
    const part = readme.slice(
      readme.indexOf('### Context analysis: how it was checked'),
      readme.indexOf('\n## Speed'),
    );
    // NSS is the third score of a row (AUC-Judd, sAUC, NSS, …); the last row of a name counts
    const nss = (name: string) =>
      Number(
        part
          .match(
            new RegExp(
              `^${name.replace(/[()]/g, '\\$&')}\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`,
              'gm',
            ),
          )
          ?.at(-1)
          ?.split(/\s+/)
          .at(-1),
      );
    expect(nss('in context: vk_feed (cropped)')).toBe(X.nss.feed.frame);
    expect(nss('vk_feed, own map inside (e)')).toBe(X.nss.feed.own);
    expect(nss('in context: rsya_banner (cropped)')).toBe(X.nss.page.frame);
    expect(nss('rsya_banner, own map inside (e)')).toBe(X.nss.page.own);
    expect(nss('standalone prediction (photo alone)')).toBe(X.nss.alone);
    expect(nss('centre Gaussian baseline')).toBe(X.nss.centre);
    const people = part.match(/^people \(leave one viewer out\)\s+—\s+[\d.]+\s+([\d.]+)/m);
    expect(Number(people?.[1])).toBe(X.nss.people);
    expect(part).toMatch(new RegExp(`all ${X.images} images`));
    // (c): mean |model − people| and the centre's, over the six templates
    const rects = [
      ...part.matchAll(/mean \|model − people\| ([\d.]+) \(centre baseline ([\d.]+)\)/g),
    ];
    expect(rects).toHaveLength(6);
    const model = rects.map((m) => Number(m[1]));
    const centre = rects.map((m) => Number(m[2]));
    expect([Math.min(...model), Math.max(...model)]).toEqual([
      X.rects.model.low,
      X.rects.model.high,
    ]);
    expect([Math.min(...centre), Math.max(...centre)]).toEqual([
      X.rects.centre.low,
      X.rects.centre.high,
    ]);
    expect(part).toMatch(
      new RegExp(`^all\\s+\\d+\\s+\\d+\\s+\\d+\\s+-?\\d+\\s+${X.ttffMaeMs}\\s`, 'm'),
    );
    expect(readme).toContain(
      `found the call in 95 of those ${X.cta.of} in the VK feed, 93 in the Telegram post, **${X.cta.page} on\nthe page's 200×400 slot and ${X.cta.listing} in the Avito listing`,
    );
  });

  it('the scanpath statistics and the order, from the viewers’ model and the README', () => {
    const { people, fitted } = json('viewers.json').cv as unknown as Record<
      'people' | 'fitted',
      Record<string, number>
    >;
    const s = SCANPATH_FIGURES;
    expect(s.saccadeMedianPx).toEqual({
      model: Math.round(fitted.saccadeMedianPx!),
      people: Math.round(people.saccadeMedianPx!),
    });
    expect(s.firstCentrePx).toEqual({
      model: Math.round(fitted.firstCentrePx!),
      people: Math.round(people.firstCentrePx!),
    });
    expect(s.durMedianMs).toEqual({
      model: Math.round(fitted.durMedianMs!),
      people: Math.round(people.durMedianMs!),
    });
    expect(s.refixShare).toEqual({
      model: +fitted.refixShare!.toFixed(2),
      people: +people.refixShare!.toFixed(2),
    });
    expect(s.gridCells).toEqual({
      model: +fitted.gridCells!.toFixed(2),
      people: +people.gridCells!.toFixed(2),
    });
    expect(s.fixations).toEqual({
      model: +fitted.fixations!.toFixed(2),
      people: +people.fixations!.toFixed(2),
    });
    const o = ORDER_FIGURES;
    expect(readme).toMatch(
      new RegExp(
        `automatic\\s+${o.images}\\s+${fixed(o.model)}\\s+0\\.\\d+\\s+0\\.\\d+\\s+${fixed(o.centre)}\\s+${fixed(o.people)}`,
      ),
    );
  });
});
