import type { Placement } from '../viewers/population';
import {
  EXPLANATION_BANDS,
  LETTER_PX,
  LOW_TEXT_CONTRAST,
  unionSeen,
  type CreativeMetrics,
  type RoleSeen,
} from './metrics';
import { brandUnread, type Region } from './regions';

export { LOW_TEXT_CONTRAST };

export interface Finding {
  /**
   * 'uncertain': a finding about a seen share whose side of its threshold the calibration cannot
   * tell (`sideOf`); it says so and recommends what would make the element seen for sure.
   */
  kind: 'strength' | 'problem' | 'uncertain';
  text: string;
  recommendation: string;
}

/**
 * The finding of a frame without a call to action. A creative of several frames (a video, a PDF)
 * may carry its call in some of them only; the server reads this text to say so for the others
 * (`apps/api/src/analyses/assemble.ts`).
 */
export const NO_CTA_FINDING = 'Призыв к действию не найден.';

/**
 * The finding of a frame in which no line is read as the brand the research names: it may be a
 * logo drawn as a picture (OCR cannot read it, and the awareness score counts its share unknown,
 * `UNREAD_BRAND`) or absent. Where the brand was read and seen by few, «Бренд замечают лишь …»
 * is said; unread, nothing was said before. The server reads this text, as `NO_CTA_FINDING`'s, to
 * say of a video's or a PDF's other frames that the brand is elsewhere.
 */
export function unreadBrandFinding(brand: string): Finding {
  return {
    kind: 'uncertain',
    text: `Бренд «${brand.trim()}» на макете не распознан.`,
    recommendation:
      'Если бренд нарисован логотипом, прогноз его не прочитал: отметьте логотип на креативе («Отметить логотип» в параметрах исследования), и прогноз посчитает, сколько людей его заметят. Сам логотип сделайте крупным и контрастным и поставьте в зону основного внимания.',
  };
}

/**
 * How sure a finding about a seen share must be before it calls the share a strength or a
 * problem: people's share lies on that side of the threshold with probability 80 % by the
 * calibration's spread (`seen_interval.sd`), a one-sided z of 0.8416. The point estimate alone
 * named a call to action at 55 % «замечают» and kept the button as it was, while a text line's
 * people's share strays from its prediction by a standard deviation of about a quarter.
 */
export const FINDING_CONFIDENCE = { probability: 0.8, z: 0.8416 } as const;

/**
 * Which side of `threshold` people's share of the region lies on, with `FINDING_CONFIDENCE`;
 * 'unsure' when neither. A region without an interval (scored before intervals existed) is read
 * by its point estimate, as it was then.
 */
export function sideOf(
  r: Pick<Region, 'seen_probability' | 'seen_interval'>,
  threshold: number,
): 'above' | 'below' | 'unsure' {
  const sd = r.seen_interval?.sd ?? 0;
  const gap = r.seen_probability - threshold;
  if (!(sd > 0)) return gap >= 0 ? 'above' : 'below';
  return gap / sd >= FINDING_CONFIDENCE.z
    ? 'above'
    : -gap / sd >= FINDING_CONFIDENCE.z
      ? 'below'
      : 'unsure';
}

const pct = (p: number) => `${Math.round(p * 100)} %`;

/**
 * A region's seen share as a finding states it, with the range where the share of real people
 * lies (95 %, `seen_interval`): the point alone reads as a measurement, while people's share for
 * one region strays from it by a standard deviation of up to a quarter (the calibration's spread).
 */
const seenShare = (r: Pick<Region, 'seen_probability' | 'seen_interval'>) =>
  r.seen_interval
    ? `${pct(r.seen_probability)} зрителей (от ${Math.round(r.seen_interval.low * 100)} до ${Math.round(r.seen_interval.high * 100)} %)`
    : `${pct(r.seen_probability)} зрителей`;

/**
 * A contrast as the finding prints it, cut (not rounded) to a tenth: a line named for being
 * under 3:1 at 2.98 read «3,0:1». The tiny epsilon keeps 4.3 from becoming 4,2 by binary
 * floating point.
 */
const ratio = (c: number) => `${(Math.floor(c * 10 + 1e-9) / 10).toFixed(1).replace('.', ',')}:1`;

/** Where a placement shows the creative, as the small-text finding says it after a size in px. */
export const DISPLAY_WHERE: Record<Placement, string> = {
  social_feed: 'в ленте на телефоне',
  banner: 'в баннере на странице',
  outdoor: 'с расстояния, с которого смотрят на билборд',
  print: 'с расстояния чтения',
  video: 'на экране',
};

/**
 * Findings with recommendations, derived from the metrics and the regions. `textContrast` is
 * each text region's WCAG contrast with its background (`textLegibility`), by region id;
 * `letters` each text region's letter height on the viewer's screen (`letterPx`, CSS px) and
 * the placement's `DISPLAY_WHERE`; `brandName` the brand the research names, if any;
 * `brandSeen` the brand's seen share where it has several regions (`ViewableFrame.roleSeen`).
 */
export function deriveFindings(
  m: CreativeMetrics,
  regions: Region[],
  textContrast: Record<string, number> = {},
  letters: { where: string; px: Record<string, number> } = { where: '', px: {} },
  brandName?: string,
  brandSeen?: RoleSeen['brand'],
): Finding[] {
  const out: Finding[] = [];
  // the lines a reader can barely tell from their ground, faintest first, and those under ISO
  // 9241-3's minimum letter height on the viewer's screen, smallest first: named below, since
  // the metric's average hides one faint or small headline among legible lines
  const faint = regions
    .filter((r) => r.kind === 'text' && (textContrast[r.id] ?? Infinity) < LOW_TEXT_CONTRAST)
    .sort((a, b) => textContrast[a.id]! - textContrast[b.id]!);
  const small = regions
    .filter((r) => r.kind === 'text' && (letters.px[r.id] ?? Infinity) < LETTER_PX.minimum)
    .sort((a, b) => letters.px[a.id]! - letters.px[b.id]!);
  const cta = regions
    .filter((r) => r.role === 'cta')
    .sort((a, b) => b.seen_probability - a.seen_probability)[0];
  if (cta) {
    const side = sideOf(cta, 0.5);
    // a noticed button whose own words are named small or faint: «Сохраните размер» beside
    // «Увеличьте текст» of the same button said two things at once
    const fixes = [
      ...(small.includes(cta) ? ['крупнее'] : []),
      ...(faint.includes(cta) ? ['контрастнее'] : []),
    ];
    if (side === 'below')
      out.push({
        kind: 'problem',
        text: `Призыв «${cta.text}» замечают лишь ${seenShare(cta)}.`,
        recommendation:
          'Увеличьте кнопку, сделайте её контрастной к фону и поставьте ближе к лицу или заголовку.',
      });
    else if (side === 'above')
      out.push({
        kind: 'strength',
        text: `Призыв «${cta.text}» замечают ${seenShare(cta)}.`,
        recommendation: fixes.length
          ? `Сохраните место кнопки, а надпись на ней сделайте ${fixes.join(' и ')}: см. выводы о тексте.`
          : 'Сохраните размер и место кнопки.',
      });
    else
      out.push({
        kind: 'uncertain',
        text: `Заметит ли призыв «${cta.text}» большинство, прогноз не решает: ${seenShare(cta)}.`,
        recommendation:
          'Чтобы призыв заметили наверняка, увеличьте кнопку и сделайте её контрастной к фону.',
      });
  } else {
    out.push({
      kind: 'problem',
      text: NO_CTA_FINDING,
      recommendation: 'Добавьте короткий призыв («Купить», «Узнать больше») заметной кнопкой.',
    });
  }
  // the brand is named only when its share is under 0.4; where the calibration cannot tell that
  // it is, the finding says so instead of stating a problem. On several regions (a logo marked
  // over a small line that reads the brand) the share of viewers who see any of them, as the
  // audience's noticed brand and the score's seen term count it: the first region (the line) said
  // «Бренд замечают лишь 20 %» beside the logo's 70 %
  const brandRegions = regions.filter((r) => r.role === 'brand');
  const brand: Pick<Region, 'seen_probability' | 'seen_interval'> | undefined =
    brandRegions.length > 1 && brandSeen
      ? unionSeen(brandSeen)
      : brandRegions.sort((a, b) => b.seen_probability - a.seen_probability)[0];
  if (brand && brand.seen_probability < 0.4)
    out.push(
      sideOf(brand, 0.4) === 'below'
        ? {
            kind: 'problem',
            text: `Бренд замечают лишь ${seenShare(brand)}.`,
            recommendation: 'Увеличьте логотип или поместите его в зону основного внимания.',
          }
        : {
            kind: 'uncertain',
            text: `Бренд, возможно, замечают немногие: ${seenShare(brand)}.`,
            recommendation:
              'Чтобы бренд заметили наверняка, увеличьте логотип или поместите его в зону основного внимания.',
          },
    );
  // named and read on no line (the score's `UNREAD_BRAND` test)
  if (brandUnread(regions, brandName)) out.push(unreadBrandFinding(brandName!));
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
  if (faint.length)
    out.push({
      kind: 'problem',
      text: `Текст почти сливается с фоном: ${faint
        .slice(0, 3)
        .map((r) => `«${r.text}» — контраст ${ratio(textContrast[r.id]!)}`)
        .join(', ')}${faint.length > 3 ? ` и ещё ${faint.length - 3}` : ''}.`,
      recommendation:
        'Сделайте текст заметно светлее или темнее фона: контраст не ниже 4,5:1, для крупного текста — не ниже 3:1 (WCAG AA).',
    });
  if (small.length)
    out.push({
      kind: 'problem',
      text: `Мелкий текст: ${small
        .slice(0, 3)
        .map((r) => `«${r.text}» — буквы ${Math.round(letters.px[r.id]!)} px`)
        .join(', ')}${small.length > 3 ? ` и ещё ${small.length - 3}` : ''} ${letters.where}.`,
      recommendation: `Увеличьте текст: заглавные буквы — не ниже ${Math.ceil(LETTER_PX.minimum)} px на экране, лучше от ${Math.ceil(LETTER_PX.preferred)} px (ISO 9241-3).`,
    });
  if (
    !faint.length &&
    !small.length &&
    m.legibility.value > 0 &&
    m.legibility.value < EXPLANATION_BANDS.low
  )
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
