import { EXPLANATION_BANDS, type CreativeMetrics } from './metrics';
import type { Region } from './regions';

export interface Finding {
  kind: 'strength' | 'problem';
  text: string;
  recommendation: string;
}

const pct = (p: number) => `${Math.round(p * 100)} %`;

/**
 * A region's seen share as a finding states it, with the range where the share of real people
 * lies (95 %, `seen_interval`): the point alone reads as a measurement, while people's share for
 * one region strays from it by a standard deviation of up to a quarter (the calibration's spread).
 */
const seenShare = (r: Region) =>
  r.seen_interval
    ? `${pct(r.seen_probability)} зрителей (от ${Math.round(r.seen_interval.low * 100)} до ${Math.round(r.seen_interval.high * 100)} %)`
    : `${pct(r.seen_probability)} зрителей`;

/** Findings with recommendations, derived from the metrics and the regions. */
export function deriveFindings(m: CreativeMetrics, regions: Region[]): Finding[] {
  const out: Finding[] = [];
  const cta = regions
    .filter((r) => r.role === 'cta')
    .sort((a, b) => b.seen_probability - a.seen_probability)[0];
  if (cta) {
    if (cta.seen_probability < 0.5)
      out.push({
        kind: 'problem',
        text: `Призыв «${cta.text}» замечают лишь ${seenShare(cta)}.`,
        recommendation:
          'Увеличьте кнопку, сделайте её контрастной к фону и поставьте ближе к лицу или заголовку.',
      });
    else
      out.push({
        kind: 'strength',
        text: `Призыв «${cta.text}» замечают ${seenShare(cta)}.`,
        recommendation: 'Сохраните размер и место кнопки.',
      });
  } else {
    out.push({
      kind: 'problem',
      text: 'Призыв к действию не найден.',
      recommendation: 'Добавьте короткий призыв («Купить», «Узнать больше») заметной кнопкой.',
    });
  }
  const brand = regions.find((r) => r.role === 'brand');
  if (brand && brand.seen_probability < 0.4)
    out.push({
      kind: 'problem',
      text: `Бренд замечают лишь ${seenShare(brand)}.`,
      recommendation: 'Увеличьте логотип или поместите его в зону основного внимания.',
    });
  const faces = regions.filter((r) => r.kind === 'face');
  if (faces.length && faces.reduce((s, f) => s + f.attention_share, 0) > 0.3)
    out.push({
      kind: 'strength',
      text: 'Лицо притягивает взгляд в первую очередь.',
      recommendation:
        'Направьте взгляд персонажа на товар или заголовок — зрители посмотрят туда же.',
    });
  // the findings of focus, legibility and load start where their explanations' bands do: at
  // focus 66–69 the page said «Взгляд сразу находит главное» beside «акцент выражен умеренно»,
  // and at legibility 35–49 «Текст трудно прочитать» beside «текст читается»
  if (m.legibility.value > 0 && m.legibility.value < EXPLANATION_BANDS.low)
    out.push({
      kind: 'problem',
      text: 'Текст трудно прочитать: мелкие буквы или слабый контраст с фоном.',
      recommendation: 'Увеличьте кегль и добейтесь контраста не ниже 4,5:1 (WCAG AA).',
    });
  if (m.text_coverage.value > 30)
    out.push({
      kind: 'problem',
      text: 'Текста слишком много для беглого просмотра.',
      recommendation:
        'Оставьте заголовок до 7 слов и призыв, остальное перенесите на посадочную страницу.',
    });
  if (m.cognitive_load.value >= EXPLANATION_BANDS.high)
    out.push({
      kind: 'problem',
      text: 'Макет перегружен деталями.',
      recommendation: 'Уберите второстепенные элементы и оставьте один главный образ.',
    });
  if (m.focus.value < EXPLANATION_BANDS.low)
    out.push({
      kind: 'problem',
      text: 'У макета нет ясного акцента.',
      recommendation: 'Выделите главный элемент размером, цветом или контрастом.',
    });
  else if (m.focus.value >= EXPLANATION_BANDS.high)
    out.push({
      kind: 'strength',
      text: 'Взгляд сразу находит главное.',
      recommendation: 'Проверьте, что в фокусе именно товар или сообщение.',
    });
  if (m.contrast.value < 25)
    out.push({
      kind: 'problem',
      text: 'Низкий контраст — макет потеряется в ленте.',
      recommendation: 'Добавьте тёмные и светлые акценты.',
    });
  return out;
}
