/** The product's name as the interface shows it. */
export const PRODUCT_NAME = 'Креолаб';

/** Route titles of product-spec §2, word for word; the document title is built from them. */
export const ROUTE_TITLES = {
  signin: 'Вход в личный кабинет',
  signup: 'Регистрация',
  forgotPassword: 'Восстановление пароля',
  resetPassword: 'Смена пароля',
  profile: 'Профиль',
  cloud: 'Облако',
  labs: 'Лаборатории',
  briefs: 'Брифы',
  briefCreate: 'Создание брифа',
  comparisonResult: 'Результаты сравнения',
  notFound: 'Страница не найдена',
} as const;

/** Breadcrumb labels of product-spec §2. */
export const BREADCRUMBS = {
  profile: 'Личный кабинет',
  labs: 'Мои исследования',
  briefs: 'Мои брифинги',
} as const;

/**
 * Headings of pages the spec gives no title for; shown on the page only, the document
 * title keeps the nearest spec title.
 */
export const PAGE_NAMES = {
  lab: 'Лаборатория',
  labCreate: 'Новая лаборатория',
  brief: 'Бриф',
  researchDetails: 'Параметры исследования',
  researchProgress: 'Исследование выполняется',
  researchResult: 'Результаты исследования',
  comparisonCreate: 'Новое сравнение',
  comparisonProgress: 'Сравнение выполняется',
  profileDashboard: 'Личный кабинет',
  profileDetails: 'Личные данные',
  profileTariff: 'Тариф',
} as const;
