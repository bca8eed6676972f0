/* global process */
// Turns the engine's recorded output into the contract's shapes (ResearchResult,
// ComparisonResult, FeedbackItem) for the stories and tests. How the fixtures were recorded
// (from the repository root; the two banners are src/fixtures/banner-*.jpg):
//   S=(--segment "Мамы,25-38,дети;скидки" --segment "Студенты,18-24,музыка;спорт" --placement social_feed --goal conversion --brand Креолаб --viewers 12)
//   pnpm --silent engine analyse banner-a.jpg "${S[@]}" --json > a.json   (likewise b.json)
//   pnpm --silent engine compare banner-a.jpg banner-b.jpg "${S[@]}" --json > ab.json
//   node packages/analysis/scripts/record-fixtures.mjs a.json b.json ab.json packages/analysis/src/fixtures
// The grid is summed 2×2 down to 32×32 so the JSON stays small; heatmap/fog URLs are left
// empty (the viewer draws them from the grid); the images come from the committed JPGs.
import fs from 'node:fs';
import path from 'node:path';

const [aFile, bFile, cmpFile, outDir] = process.argv.slice(2);
if (!outDir) throw new Error('usage: record-fixtures.mjs a.json b.json ab.json <out-dir>');
const read = (f) => JSON.parse(fs.readFileSync(f, 'utf8'));
const round = (v, d = 4) => Math.round(v * 10 ** d) / 10 ** d;

function shrinkGrid({ width, height, values }) {
  const w = Math.floor(width / 2);
  const h = Math.floor(height / 2);
  const out = new Array(w * h).fill(0);
  for (let y = 0; y < h * 2; y += 1)
    for (let x = 0; x < w * 2; x += 1)
      out[Math.floor(y / 2) * w + Math.floor(x / 2)] += values[y * width + x];
  return { width: w, height: h, values: out.map((v) => round(v, 5)) };
}

const SEGMENT_IDS = { Мамы: 1, Студенты: 2, general: 0 };
const segId = (s) => SEGMENT_IDS[s] ?? 9;

function research(engine, analysisId, creativeId) {
  const frames = engine.frames.map((f) => ({
    index: f.index,
    creative_id: creativeId,
    page: null,
    time: null,
    image_url: '',
    width: f.width,
    height: f.height,
    attention: { heatmap_url: '', fog_url: '', grid: shrinkGrid(f.attention.grid) },
    regions: f.regions.map(
      ({ id, kind, bbox, text, attention_share, seen_probability, order }) => ({
        id,
        kind,
        bbox,
        text: text || null,
        attention_share,
        seen_probability,
        order,
      }),
    ),
    metrics: f.metrics,
    colours: {
      palette: f.colours.palette.map(({ hex, name, share }) => ({ hex, name, share })),
      ...(f.colours.warm_share !== undefined ? { warm_share: f.colours.warm_share } : {}),
      ...(f.colours.cool_share !== undefined ? { cool_share: f.colours.cool_share } : {}),
    },
  }));
  const findings = engine.frames.flatMap((f) =>
    (f.findings ?? []).map((x) => ({
      severity: x.kind === 'problem' ? 'warn' : 'info',
      frame_index: f.index,
      text: x.text,
      recommendation: x.recommendation,
    })),
  );
  const share = (n) => (n ? n.share : null);
  const segments = engine.segments.map((s) => ({
    segment_id: segId(s.segment_id),
    name: s.name,
    viewers: s.viewers,
    mean_viewing_time: s.mean_viewing_time_s,
    noticed_brand: share(s.noticed.brand),
    noticed_message: share(s.noticed.message),
    noticed_cta: share(s.noticed.cta),
  }));
  return {
    type: 'research',
    analysis_id: analysisId,
    frames,
    segments,
    findings,
    method: { model_version: engine.method.model_version, note: engine.method.note },
  };
}

function feedback(engine) {
  let id = 1;
  return engine.segments.flatMap((s) =>
    s.feedback.slice(0, 5).map((fb) => ({
      id: id++,
      segment_id: segId(s.segment_id),
      batch: 1,
      frame_index: 0,
      viewer: {
        name: fb.viewer.name,
        age: fb.viewer.age,
        gender: fb.viewer.gender === 'f' ? 'female' : 'male',
        device: fb.viewer.context,
        viewing_time: fb.viewer.viewing_time_s,
      },
      noticed: fb.noticed,
      missed: fb.missed,
      read: fb.read,
      text: fb.text,
    })),
  );
}

function comparison(cmp, ids, names) {
  const ranking = cmp.overall.map((e, i) => ({
    research_id: ids[e.index],
    name: names[e.index],
    preview: null,
    rank: i + 1,
    score: e.score,
  }));
  const metrics = Object.entries(cmp.ranking).map(([metric, list]) => ({
    metric,
    values: list.map((v, i) => ({ research_id: ids[v.index], value: v.value, rank: i + 1 })),
  }));
  const half = (n) => (n ? (n.high - n.low) / 2 : 0);
  const segments = cmp.segments.map((s) => ({
    segment_id: segId(s.segment_id),
    name: s.name,
    values: s.creatives.map((c) => ({
      research_id: ids[c.index],
      noticed_brand: c.brand ? c.brand.share : null,
      noticed_message: c.message ? c.message.share : null,
      noticed_cta: c.cta ? c.cta.share : null,
      uncertainty: round(Math.max(half(c.brand), half(c.message), half(c.cta))),
    })),
  }));
  return {
    type: 'comparison',
    analysis_id: 201,
    ranking,
    metrics,
    segments,
    method: {
      model_version: 'kreolab-attention-1',
      note: 'Сравнение по метрикам и доле зрителей, заметивших бренд, сообщение и призыв; интервалы — 95 % по Уилсону.',
    },
  };
}

const a = read(aFile);
const b = read(bFile);
const write = (name, data) =>
  fs.writeFileSync(path.join(outDir, name), `${JSON.stringify(data)}\n`);
write('research-result.json', research(a, 101, 11));
write('research-result-b.json', research(b, 102, 12));
write('feedback.json', feedback(a));
write(
  'comparison-result.json',
  comparison(read(cmpFile), [101, 102], ['Баннер «Скидка 30 %»', 'Баннер «Новая коллекция»']),
);
