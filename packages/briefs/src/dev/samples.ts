// Sample data for stories: briefs and a brief with segments and analyses (no server needed).
import type { AnalysisSummary, Brief, BriefSummary, Goal } from '@kreolab/api-client';

const preview = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="144" height="108"><rect width="144" height="108" fill="hsl(${hue},70%,55%)"/><rect x="16" y="60" width="70" height="22" rx="4" fill="white"/></svg>`,
  )}`;

export const SAMPLE_BRIEFS: (BriefSummary & { goal?: Goal })[] = [
  {
    id: 1,
    name: 'Лето 2025',
    brand: 'Кофейня «Зерно»',
    product: 'Холодный кофе',
    created_at: '2025-03-05T10:00:00Z',
    researches: 3,
    comparisons: 1,
    goal: 'awareness',
  },
  {
    id: 2,
    name: 'Запуск приложения',
    brand: 'Самокат+',
    product: 'Мобильное приложение',
    created_at: '2025-02-01T10:00:00Z',
    researches: 0,
    comparisons: 0,
  },
];

const analyses: AnalysisSummary[] = [
  {
    id: 21,
    type: 'research',
    name: 'Пост в ленте',
    status: 'done',
    saved: true,
    created_at: '2025-03-06T10:00:00Z',
    preview: preview(30),
  },
  {
    id: 22,
    type: 'research',
    name: 'Баннер 728×90',
    status: 'done',
    saved: true,
    created_at: '2025-03-06T11:00:00Z',
    preview: preview(190),
  },
  {
    id: 23,
    type: 'comparison',
    name: 'Пост против баннера',
    status: 'processing',
    saved: false,
    created_at: '2025-03-07T10:00:00Z',
    preview: null,
  },
  {
    id: 24,
    type: 'research',
    name: 'Билборд 6×3',
    status: 'draft',
    saved: false,
    created_at: '2025-03-08T10:00:00Z',
    preview: null,
  },
];

export const SAMPLE_BRIEF: Brief = {
  id: 1,
  name: 'Лето 2025',
  brand: 'Кофейня «Зерно»',
  product: 'Холодный кофе',
  category: 'Напитки',
  goal: 'conversion',
  audience: 'Жители крупных городов, которые пьют кофе на ходу.',
  key_message: 'Бодрит даже в жару',
  placements: ['social_feed', 'outdoor', 'video'],
  segments: [
    {
      id: 1,
      name: 'Студенты',
      age_from: 18,
      age_to: 24,
      gender: 'any',
      interests: ['музыка', 'кино', 'учёба'],
    },
    {
      id: 2,
      name: 'Молодые мамы',
      age_from: 25,
      age_to: 35,
      gender: 'female',
      interests: ['дети', 'прогулки'],
    },
    { id: 3, name: 'Офисные сотрудники', age_from: 25, age_to: 45, gender: 'any', interests: [] },
  ],
  created_at: '2025-03-05T10:00:00Z',
  analyzes: analyses,
};
