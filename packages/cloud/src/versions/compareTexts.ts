// Texts of «Сравнить версии» in the viewer (issue 17).
export const COMPARE_VERSIONS_TEXTS = {
  open: 'Сравнить версии',
  title: 'Сравнить версии',
  from: 'Было',
  to: 'Стало',
  version: (n: number, current: boolean) => `Версия ${n}${current ? ' (текущая)' : ''}`,
  lab: 'Лаборатория',
  labsLoading: 'Загружаем лаборатории…',
  labsError: 'Не удалось загрузить лаборатории. Попробуйте ещё раз.',
  newLabName: 'Сравнение версий',
  newLab: 'Будет создана лаборатория «Сравнение версий».',
  same: 'Выберите две разные версии',
  submit: 'Создать исследование',
  cancel: 'Отмена',
  researchName: (file: string, from: number, to: number) => `${file}: версии ${from} и ${to}`,
  hint: 'Исследование покажет, где внимание выросло и где упало, и как изменились метрики.',
} as const;
