// Texts of the profile screens that i18n-ru does not have yet (move them there as they are).
import { formatNumber, plural } from '@kreolab/i18n-ru';

export const PROFILE_TEXTS = {
  tabsLabel: 'Разделы профиля',
  tabs: {
    dashboard: 'Личный кабинет',
    details: 'Личные данные',
    tariff: 'Тариф',
  },
  tabsLocked: 'Сохраните или отмените изменения, чтобы перейти в другой раздел',
  loadFailed: 'Не удалось загрузить профиль',
  retry: 'Повторить',

  // Dashboard
  usageTitle: 'Использование',
  disk: 'Место в облаке',
  diskOf: (used: string, quota: string) => `${used} из ${quota}`,
  analysesLeft: 'Осталось анализов',
  generationsLeft: 'Осталось генераций',
  leftOf: (left: number, limit: number) => `${formatNumber(left)} из ${formatNumber(limit)}`,
  currentTariff: 'Текущий тариф',
  noTariff: 'Тариф не подключён',
  trial: 'Пробный',
  expiresAt: (date: string) => `Действует до ${date}`,
  expiredAt: (date: string) => `Истёк ${date}`,
  researches: 'Исследования',
  comparisons: 'Сравнения',
  chooseTariff: 'Выбрать тариф',

  // Sections
  sections: {
    contact: 'Контактные данные',
    personal: 'Личные данные',
    additional: 'Дополнительно',
    tariff: 'Тариф',
  },
  edit: 'Изменить',
  save: 'Сохранить',
  cancel: 'Отмена',
  saved: 'Изменения сохранены',
  notSet: 'Не указано',
  email: 'Email',
  mainEmail: 'Основной адрес',
  emailReadOnly: 'Адрес входа изменить нельзя',
  phone: 'Телефон',
  phonePlaceholder: '+7 (XXX) XXX-XX-XX',
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  workPlace: 'Место работы',
  position: 'Должность',
  skills: 'Навыки',
  skillsPlaceholder: 'Введите навык и нажмите Enter',
  tariffSectionHint: 'Активируйте сертификат или перейдите к тарифам, чтобы сменить тариф.',
  toTariffs: 'Перейти к тарифам',
  activateCertificate: 'Активировать сертификат',

  // Validation beyond product-spec §5
  phoneFormat: 'Введите телефон в формате +7 (XXX) XXX-XX-XX или 8XXXXXXXXXX',
  innLength: 'ИНН состоит из 10 цифр (организация) или 12 цифр (ИП)',
  innChecksum: 'Неверный ИНН: не сходится контрольное число',
  kppFormat: 'КПП состоит из 9 цифр',
  kppRequired: 'Для организации (ИНН из 10 цифр) укажите КПП',
  tooManySkills: 'Не больше 50 навыков',

  // Tariffs
  tariffsTitle: 'Тарифы',
  current: 'Текущий',
  selected: 'Выбран',
  select: 'Выбрать',
  perPeriod: (days: number) => `за ${days} ${plural(days, ['день', 'дня', 'дней'])}`,
  price: (rub: number) => `${formatNumber(rub)}\u00a0₽`,
  free: 'Бесплатно',
  quotaDisk: (size: string) => `Облако: ${size}`,
  quotaAnalyses: (n: number) =>
    `${formatNumber(n)} ${plural(n, ['анализ', 'анализа', 'анализов'])}`,
  quotaGenerations: (n: number) =>
    `${formatNumber(n)} ${plural(n, ['генерация', 'генерации', 'генераций'])}`,
  quotaDays: (n: number) => `${formatNumber(n)} ${plural(n, ['день', 'дня', 'дней'])}`,
  noTariffs: 'Тарифы пока недоступны',

  purchaseTitle: 'Оплата',
  selectedTariff: 'Тариф',
  noTariffSelected: 'Выберите тариф',
  generationCount: 'Дополнительные генерации',
  generationPrice: (rub: number) => `${formatNumber(rub)}\u00a0₽ за генерацию`,
  promocode: 'Промокод',
  promoChecking: 'Проверяем промокод…',
  promoPrice: 'Цена',
  promoDiscount: 'Скидка',
  promoTotal: 'Итого',
  total: 'К оплате',
  payByCard: 'Оплатить картой',
  invoice: 'Счёт для юрлица',
  fixPromo: 'Исправьте или удалите промокод',

  paymentSucceeded: 'Оплата прошла успешно. Тариф обновлён.',
  paymentCanceled: 'Оплата отменена. Деньги не списаны.',
  paymentPending: 'Ожидаем подтверждение оплаты…',
  paymentNotFound: 'Платёж не найден',
  paymentTitle: (id: number) => `Платёж №${id}`,

  invoiceTitle: 'Счёт на оплату для организации',
  companyName: 'Название организации',
  inn: 'ИНН',
  kpp: 'КПП',
  address: 'Юридический адрес',
  invoiceEmail: 'Email для счёта',
  requisites: 'Карточка с реквизитами',
  requisitesHint: 'PDF, JPG или PNG до 10 МБ — необязательно',
  issueInvoice: 'Выставить счёт',
  invoiceIssued: (number: string) => `Счёт № ${number} выставлен и отправлен на почту`,
  downloadInvoice: 'Скачать счёт (PDF)',

  certificateTitle: 'Сертификат',
  certificateHint: 'Введите код сертификата, проверьте, что он даёт, и активируйте его.',
  certificateCode: 'Код сертификата',
  checkCertificate: 'Проверить',
  applyCertificate: 'Активировать',
  certificateGrantsDays: (tariff: string, days: number) =>
    `Тариф «${tariff}» на ${formatNumber(days)} ${plural(days, ['день', 'дня', 'дней'])}`,
  certificateGrantsGenerations: (tariff: string, n: number) =>
    `${formatNumber(n)} ${plural(n, ['генерация', 'генерации', 'генераций'])} (тариф «${tariff}»)`,
  certificateApplied: 'Сертификат активирован',

  hintClose: 'Понятно',
} as const;

/** Default texts of the one-time hints (product-spec §3). */
export const HINT_TEXTS = {
  hint_comparison_create:
    'Выберите два или больше сохранённых исследования, чтобы сравнить креативы между собой.',
  hint_research_create: 'Загрузите креативы в облако и выберите их, чтобы запустить исследование.',
  hint_research_before_save:
    'Сохраните результат, чтобы он появился в лаборатории и его можно было сравнить.',
  hint_research_after_save:
    'Результат сохранён. Теперь его можно сравнить с другими исследованиями.',
} as const;
