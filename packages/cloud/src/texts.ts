// Texts of the cloud that @kreolab/i18n-ru does not have yet. The split-status labels are
// product-spec §4 word for word.
import type { SplitStatusValue } from '@kreolab/api-client';

export const SPLIT_STATUS_LABELS: Record<SplitStatusValue, string> = {
  NONE: 'Укажите частоту',
  PROCESSING: 'Обрабатывается',
  PROCESSED: 'Обработано',
};

export const FILE_FORMS = ['файл', 'файла', 'файлов'] as const;

export const CLOUD_TEXTS = {
  title: 'Облако',
  root: 'Все файлы',
  back: 'Назад',
  itemsLabel: 'Файлы и папки',
  searchLabel: 'Поиск по облаку',
  searchPlaceholder: 'Поиск файлов и папок',
  clearSearch: 'Очистить поиск',
  viewLabel: 'Вид',
  viewGrid: 'Плитка',
  viewList: 'Список',
  createFolder: 'Создать папку',
  folderName: 'Название папки',
  create: 'Создать',
  cancel: 'Отмена',
  save: 'Сохранить',
  rename: 'Переименовать',
  newName: 'Новое имя',
  move: 'Переместить',
  moveTitle: 'Переместить в папку',
  moveHere: 'Переместить сюда',
  noFolders: 'Вложенных папок нет',
  delete: 'Удалить',
  deleteTitle: 'Удаление',
  deleteOne: (name: string) => `Удалить «${name}»? Папки удаляются вместе с содержимым.`,
  deleteMany: (n: string) =>
    `Удалить выбранные элементы (${n})? Папки удаляются вместе с содержимым.`,
  download: 'Скачать',
  open: 'Открыть',
  actions: (name: string) => `Действия с «${name}»`,
  check: (name: string) => `Отметить «${name}»`,
  checkAll: 'Отметить все',
  checked: (n: number) => `Отмечено: ${n}`,
  clearChecked: 'Снять отметку',
  folderLabel: (name: string) => `Папка «${name}»`,
  fileLabel: (name: string) => `Файл «${name}»`,
  backLabel: 'Назад, в папку выше',
  emptyCloud: 'В облаке пока нет файлов',
  emptyCloudHint: 'Перетащите файлы сюда или нажмите «Загрузить файлы».',
  emptyFolder: 'Папка пуста',
  emptyFolderHint: 'Загрузите файлы или создайте вложенную папку.',
  noResults: 'Ничего не найдено',
  noResultsHint: (q: string) => `По запросу «${q}» ничего нет. Проверьте написание.`,
  searchResults: (q: string) => `Результаты поиска «${q}»`,
  freeSpace: (size: string) => `Свободно: ${size}`,
  lowSpaceWarningTitle: 'Место заканчивается',
  lowSpaceWarning: (size: string) =>
    `В облаке осталось ${size}. Освободите место или смените тариф.`,
  lowSpaceErrorTitle: 'Места почти нет',
  lowSpaceError: (size: string) =>
    `В облаке осталось всего ${size}. Загрузка больших файлов невозможна: удалите ненужные файлы или смените тариф.`,
  // arrange (issue 16)
  sortLabel: 'Сортировка',
  sortName: 'Имя',
  sortDate: 'Дата',
  sortSize: 'Размер',
  sortType: 'Тип',
  downloadZip: 'Скачать ZIP',
  zipPreparing: 'Готовим архив…',
  zipFailed: 'Не удалось скачать архив',
  folderMissing: 'Папка не найдена',
  folderMissingHint: 'Её удалили или ссылка неверна. Откройте «Все файлы».',
  keysHint:
    'Клавиши: стрелки — перейти, Enter — открыть, Delete — удалить, F2 — переименовать, Ctrl+A — отметить все, Esc — снять отметку',
  // upload
  upload: 'Загрузить файлы',
  dropTitle: 'Перетащите файлы сюда',
  dropHint: 'JPG, PNG, PDF, MOV, MP4',
  dropReject: 'Этот формат не поддерживается',
  uploadTitle: 'Загрузка',
  uploadTotal: 'Всего',
  uploadCancel: (name: string) => `Отменить загрузку «${name}»`,
  uploadDone: 'Загружено',
  uploadCanceled: 'Отменено',
  uploadFailed: 'Ошибка',
  uploadClose: 'Скрыть',
  uploadBadFormat: (names: string) =>
    `Формат не поддерживается: ${names}. Используйте JPG, PNG, PDF, MOV, MP4.`,
  uploadNoSpace: (size: string, free: string) =>
    `Недостаточно места: выбрано ${size}, свободно ${free}. Удалите ненужные файлы или смените тариф.`,
  uploadSuccess: (n: string) => `Загружено: ${n}`,
  // split
  split: 'Разделить на кадры',
  splitTitle: 'Разделение видео на кадры',
  splitFrequency: 'Частота, кадров в секунду',
  splitFrequencyHint: 'От 0,1 до 5 кадров в секунду',
  splitStart: 'Разделить',
  splitStatus: 'Статус',
  splitFailed: 'Не удалось разделить видео',
  splitDone: (n: number) => `Готово: кадров ${n}. Папка с кадрами появилась рядом с видео.`,
  splitNeeded: 'Видео нужно разделить на кадры',
  // viewer
  viewerLabel: 'Просмотр файла',
  pdfPage: (n: number, total: number) => `Страница ${n} из ${total}`,
  size: 'Размер',
  created: 'Загружен',
  // picker
  pickerLabel: 'Выбор креативов',
  select: (name: string) => `Выбрать «${name}»`,
  selected: (n: number) => `Выбрано креативов: ${n}`,
  clearSelection: 'Очистить выбор',
} as const;
