/** The product's name as the interface shows it. */
export const PRODUCT_NAME = 'Креолаб';

/** The title of each route, word for word; the document title is built from them. */
export const ROUTE_TITLES = {
  signin: 'Вход в личный кабинет',
  signup: 'Регистрация',
  forgotPassword: 'Восстановление пароля',
  resetPassword: 'Смена пароля',
  profile: 'Профиль',
  cloud: 'Облако',
  cloudTrash: 'Корзина',
  labs: 'Лаборатории',
  briefs: 'Брифы',
  briefCreate: 'Создание брифа',
  comparisonResult: 'Результаты сравнения',
  notFound: 'Страница не найдена',
  sharedResult: 'Результат по ссылке',
  method: 'Как считает Креолаб',
} as const;

/** Breadcrumb labels of the routes. */
export const BREADCRUMBS = {
  profile: 'Личный кабинет',
  labs: 'Мои исследования',
  briefs: 'Мои брифинги',
} as const;

/**
 * Headings of pages that have no route title of their own; shown on the page only, the
 * document title keeps the nearest route title above.
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
