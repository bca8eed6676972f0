// Texts of the briefs pages that i18n-ru does not have (titles and breadcrumbs come from there).
import type { Gender } from '@kreolab/api-client';

// the entities' (one wording for the brief's form, the settings, the lists and the comparison)
export { GOAL_LABELS, PLACEMENT_LABELS } from '@kreolab/entities';

export const GENDER_LABELS: Record<Gender, string> = {
  any: 'Любой',
  female: 'Женщины',
  male: 'Мужчины',
};

export const BRIEFS_TEXTS = {
  create: 'Создать бриф',
  createFirst: 'Создать первый бриф',
  empty: 'У вас пока нет брифов',
  emptyHint: 'Бриф описывает кампанию: бренд, продукт, цель и сегменты аудитории.',
  listLabel: 'Список брифов',
  loadError: 'Не удалось загрузить брифы',
  briefLoadError: 'Не удалось загрузить бриф',
  createdAt: 'Создан',
  researches: ['исследование', 'исследования', 'исследований'] as const,
  comparisons: ['сравнение', 'сравнения', 'сравнений'] as const,
  remove: (name: string) => `Удалить «${name}»`,
  removeTitle: 'Удаление брифа',
  removeQuestion: (name: string) =>
    `Удалить бриф «${name}» вместе со всеми исследованиями и сравнениями?`,
  removeConfirm: 'Удалить',
  removed: 'Бриф удалён',
  created: 'Бриф создан',
  updated: 'Бриф сохранён',
  edit: 'Редактировать бриф',
  editTitle: 'Редактирование брифа',
  // form
  sectionMain: 'Основное',
  sectionAudience: 'Аудитория',
  name: 'Название брифа',
  brand: 'Бренд',
  product: 'Продукт',
  category: 'Категория',
  goal: 'Цель кампании',
  goalPlaceholder: 'Выберите цель',
  audience: 'Описание аудитории',
  keyMessage: 'Ключевое сообщение',
  placements: 'Размещения',
  segments: 'Сегменты аудитории',
  segment: (n: number) => `Сегмент ${n}`,
  segmentName: 'Название сегмента',
  ageFrom: 'Возраст от',
  ageTo: 'Возраст до',
  gender: 'Пол',
  interests: 'Интересы',
  interestsHint: 'Введите интерес и нажмите Enter',
  addSegment: 'Добавить сегмент',
  removeSegment: (n: number) => `Удалить сегмент ${n}`,
  atLeastOneSegment: 'Добавьте хотя бы один сегмент',
  submitCreate: 'Создать бриф',
  submitSave: 'Сохранить',
  cancel: 'Отмена',
  draftRestored: 'Восстановлено то, что вы ввели и не успели сохранить.',
  draftDrop: 'Очистить форму',
  draftDropEdit: 'Вернуть сохранённое',
  age: (from: number, to: number) => `${from}–${to} лет`,
  noValue: '—',
} as const;
