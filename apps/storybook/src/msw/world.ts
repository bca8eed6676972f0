// The data the story server answers with where the contract gives no example: one account of a
// marketer with a cloud, labs, briefs and analyses. A story gets a fresh copy (the preview's
// loader calls resetWorld), so what one story creates never leaks into the next.
import type {
  Analysis,
  AnalysisSummary,
  Brief,
  BriefSummary,
  DiskSpace,
  Item,
  Lab,
  LabSummary,
  Profile,
  Tariff,
} from '@kreolab/api-client';

const GB = 1024 ** 3;

/** A thumbnail drawn inline, so stories need no file server. */
export function picture(hue: number, label: string, width = 640, height = 400): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="hsl(${hue},65%,50%)"/><rect x="${width * 0.08}" y="${height * 0.62}" width="${width * 0.45}" height="${height * 0.14}" rx="8" fill="#fff"/><text x="${width / 2}" y="${height * 0.4}" font-family="sans-serif" font-size="${height / 9}" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const created = '2026-03-14T09:30:00Z';

function file(
  id: number,
  name: string,
  type: string,
  parent: number | null,
  over: Partial<Item> = {},
): Item {
  return {
    id,
    name,
    type,
    size: 245_760,
    url: '',
    created_at: created,
    owner_id: 1,
    parent_id: parent,
    ...over,
  };
}
function folder(id: number, name: string, parent: number | null): Item {
  return {
    id,
    name,
    type: 'folder',
    size: 0,
    url: '',
    created_at: created,
    owner_id: 1,
    parent_id: parent,
  };
}

function summary(a: Analysis): AnalysisSummary {
  const { id, type, name, status, saved, created_at, preview } = a;
  return { id, type, name, status, saved, created_at, preview };
}

export function createWorld() {
  const profile: Profile = {
    id: 1,
    first_name: 'Анна',
    last_name: 'Соколова',
    middle_name: 'Игоревна',
    email: 'anna.sokolova@example.ru',
    phone: '+7 912 345-67-89',
    is_main_email: true,
    work_place: 'ООО «Северный ветер»',
    position: 'Бренд-менеджер',
    skills: ['Медиапланирование', 'Креативная стратегия'],
    researches: 12,
    comparisons: 3,
    disk_used: Math.round(1.4 * GB),
    hint_comparison_create: true,
    hint_research_create: true,
    hint_research_before_save: true,
    hint_research_after_save: true,
    tariff: {
      id: 2,
      name: 'Профессиональный',
      is_trial: false,
      started_at: '2026-11-01T00:00:00Z',
      expires_at: '2026-12-01T00:00:00Z',
      disk_space: 10 * GB,
      analyses_limit: 50,
      analyses_left: 38,
      generations_limit: 20,
      generations_left: 17,
    },
  };
  const tariffs: Tariff[] = [
    {
      id: 1,
      name: 'Пробный',
      description: 'Две недели, чтобы попробовать все возможности',
      price: 0,
      period_days: 14,
      disk_space: 1 * GB,
      analyses_limit: 5,
      generations_limit: 2,
      generation_price: 0,
      is_trial: true,
      is_active: true,
    },
    {
      id: 2,
      name: 'Профессиональный',
      description: 'Для бренд-менеджера и небольшой команды',
      price: 4900,
      period_days: 30,
      disk_space: 10 * GB,
      analyses_limit: 50,
      generations_limit: 20,
      generation_price: 150,
      is_trial: false,
      is_active: true,
    },
    {
      id: 3,
      name: 'Агентство',
      description: 'Для агентств с несколькими клиентами',
      price: 14900,
      period_days: 30,
      disk_space: 100 * GB,
      analyses_limit: 300,
      generations_limit: 100,
      generation_price: 120,
      is_trial: false,
      is_active: true,
    },
  ];
  const items: Item[] = [
    folder(1, 'Весенняя кампания', null),
    folder(2, 'Баннеры маркетплейса', null),
    file(3, 'Баннер_весна_1200x628.png', 'image/png', null, {
      url: picture(210, 'Весна', 1200, 628),
      width: 1200,
      height: 628,
    }),
    file(4, 'Постер_А3.jpg', 'image/jpeg', null, {
      url: picture(20, 'Постер', 420, 594),
      width: 420,
      height: 594,
    }),
    file(5, 'Бриф_клиента.pdf', 'application/pdf', null, { size: 1_843_200, pages: 4 }),
    file(6, 'Ролик_15с.mp4', 'video/mp4', null, {
      size: 48_300_000,
      duration: 15,
      split_status: 'PROCESSED',
    }),
    file(7, 'Сторис_вариант_А.png', 'image/png', 1, {
      url: picture(280, 'Сторис А', 360, 640),
      width: 360,
      height: 640,
    }),
    file(8, 'Сторис_вариант_Б.png', 'image/png', 1, {
      url: picture(120, 'Сторис Б', 360, 640),
      width: 360,
      height: 640,
    }),
  ];
  const analysis = (id: number, over: Partial<Analysis>): Analysis => ({
    id,
    type: 'research',
    name: `Исследование ${id}`,
    status: 'done',
    saved: true,
    lab_id: 1,
    brief_id: null,
    creative_ids: [3],
    research_ids: [],
    settings: { goal: 'awareness', placement: 'banner' },
    creatives: [items[2]!],
    created_at: '2026-11-10T10:00:00Z',
    updated_at: '2026-11-10T10:05:00Z',
    preview: picture(210, 'Весна', 144, 108),
    ...over,
  });
  const analyses: Analysis[] = [
    analysis(11, { name: 'Баннер 1200×628' }),
    analysis(12, {
      name: 'Постер А3',
      creative_ids: [4],
      creatives: [items[3]!],
      preview: picture(20, 'Постер', 144, 108),
    }),
    analysis(13, {
      name: 'Сравнение баннеров',
      type: 'comparison',
      creative_ids: [],
      creatives: [],
      research_ids: [11, 12],
      preview: null,
    }),
    analysis(14, {
      name: 'Сторис, вариант А',
      status: 'processing',
      saved: false,
      creative_ids: [7],
      creatives: [items[6]!],
    }),
    analysis(15, {
      name: 'Новый креатив',
      status: 'draft',
      saved: false,
      creative_ids: [3, 4],
      creatives: [items[2]!, items[3]!],
    }),
    analysis(21, { name: 'Баннер для сегмента 25–34', lab_id: null, brief_id: 1 }),
    analysis(22, {
      name: 'Постер для сегмента 35–44',
      lab_id: null,
      brief_id: 1,
      creative_ids: [4],
      creatives: [items[3]!],
    }),
    analysis(23, {
      name: 'Сравнение по брифу',
      type: 'comparison',
      lab_id: null,
      brief_id: 1,
      research_ids: [21, 22],
      creative_ids: [],
      creatives: [],
    }),
    analysis(24, {
      name: 'Черновик по брифу',
      status: 'draft',
      saved: false,
      lab_id: null,
      brief_id: 1,
    }),
  ];
  const labs: Omit<Lab, 'analyzes'>[] = [
    { id: 1, name: 'Весенняя кампания', created_at: '2026-11-05T10:00:00Z' },
    { id: 2, name: 'Баннеры маркетплейса', created_at: '2026-10-11T10:00:00Z' },
    { id: 3, name: 'Наружная реклама, Москва', created_at: '2026-09-20T10:00:00Z' },
  ];
  const briefs: Omit<Brief, 'analyzes'>[] = [
    {
      id: 1,
      name: 'Запуск кефира «Утро»',
      brand: 'Молочная ферма',
      product: 'Кефир 2,5 %',
      category: 'Молочные продукты',
      goal: 'awareness',
      audience: 'Городские жители 25–44 лет, следящие за питанием',
      key_message: 'Свежий кефир с фермы каждое утро',
      placements: ['social_feed', 'banner'],
      segments: [
        {
          id: 1,
          name: 'Молодые родители',
          age_from: 25,
          age_to: 34,
          gender: 'any',
          interests: ['семья', 'здоровье'],
        },
        {
          id: 2,
          name: 'Активные горожане',
          age_from: 35,
          age_to: 44,
          gender: 'female',
          interests: ['спорт', 'кулинария'],
        },
      ],
      created_at: '2026-11-02T10:00:00Z',
    },
  ];
  let nextId = 100;
  const counts = (of: (a: Analysis) => boolean) => ({
    researches: analyses.filter((a) => of(a) && a.type === 'research').length,
    comparisons: analyses.filter((a) => of(a) && a.type === 'comparison').length,
  });
  const totalSpace = profile.tariff!.disk_space;
  return {
    profile,
    tariffs,
    items,
    analyses,
    newId: () => nextId++,
    diskSpace(): DiskSpace {
      const used = items.reduce((s, i) => s + i.size, 0);
      return {
        free_space: totalSpace - used,
        used_space: used,
        total_space: totalSpace,
        trash_space: 0,
        versions_space: 0,
      };
    },
    labSummaries(): LabSummary[] {
      return labs.map((l) => ({ ...l, ...counts((a) => a.lab_id === l.id) }));
    },
    lab(id: number): Lab | undefined {
      const l = labs.find((x) => x.id === id);
      return l && { ...l, analyzes: analyses.filter((a) => a.lab_id === id).map(summary) };
    },
    addLab(name: string): Lab {
      const l = { id: nextId++, name, created_at: new Date().toISOString() };
      labs.unshift(l);
      return { ...l, analyzes: [] };
    },
    briefSummaries(): BriefSummary[] {
      return briefs.map(({ id, name, brand, product, created_at }) => ({
        id,
        name,
        brand,
        product,
        created_at,
        ...counts((a) => a.brief_id === id),
      }));
    },
    brief(id: number): Brief | undefined {
      const b = briefs.find((x) => x.id === id);
      return b && { ...b, analyzes: analyses.filter((a) => a.brief_id === id).map(summary) };
    },
    addBrief(input: Omit<Brief, 'id' | 'created_at' | 'analyzes'>): Brief {
      const b = { ...input, id: nextId++, created_at: new Date().toISOString() };
      briefs.unshift(b);
      return { ...b, analyzes: [] };
    },
  };
}

export type World = ReturnType<typeof createWorld>;

let current: World = createWorld();

/** The data of the story being shown. */
export function world(): World {
  return current;
}

/** A fresh account, before each story. */
export function resetWorld(): World {
  current = createWorld();
  return current;
}
