// Russian texts of sharing a result by a link (issue 17): the owner's dialog and the guest page.
export const SHARE_TEXTS = {
  share: 'Поделиться',
  dialogTitle: 'Поделиться результатом',
  dialogIntro:
    'По ссылке результат откроется без входа в Креолаб, только для просмотра и скачивания отчёта. Ваш аккаунт, облако и другие исследования никто не увидит.',
  expiry: 'Срок действия',
  expiryDays: (days: number) =>
    days === 1 ? '1 день' : days === 7 ? '7 дней' : days === 30 ? '30 дней' : `${days} дн.`,
  password: 'Пароль (необязательно)',
  passwordHint: 'Не короче 4 символов. Гость введёт его, чтобы открыть результат.',
  passwordTooShort: 'Пароль должен быть не короче 4 символов',
  create: 'Создать ссылку',
  created: 'Ссылка создана. Скопируйте её сейчас: потом показать её снова будет нельзя.',
  linkLabel: 'Ссылка для гостя',
  copy: 'Копировать',
  copied: 'Скопировано',
  links: 'Ссылки на этот результат',
  noLinks: 'Ссылок пока нет.',
  loadError: 'Не удалось загрузить ссылки',
  views: (n: number) => `Просмотров: ${n}`,
  expiresAt: (date: string) => `Действует до ${date}`,
  expiredAt: (date: string) => `Истекла ${date}`,
  revoked: 'Отозвана',
  withPassword: 'С паролем',
  revoke: 'Отозвать',
  revokeTitle: 'Отозвать ссылку?',
  revokeConfirm: 'Гости больше не смогут открыть результат по этой ссылке. Это нельзя отменить.',
  cancel: 'Отмена',
  notSaved: 'Сохраните результат, чтобы поделиться им.',
  // The guest page
  guestTitle: 'Результат исследования',
  guestComparisonTitle: 'Результат сравнения',
  guestNote: (date: string) => `Доступ только для просмотра, ссылка действует до ${date}.`,
  report: 'Скачать отчёт PDF',
  goneTitle: 'Ссылка недействительна',
  goneText:
    'Возможно, владелец отозвал её, срок её действия истёк или в адресе ошибка. Попросите у автора новую ссылку.',
  lockedTitle: 'Результат защищён паролем',
  lockedText: 'Введите пароль, который вам сообщил автор ссылки.',
  guestPassword: 'Пароль',
  unlock: 'Открыть',
  passwordRequired: 'Введите пароль',
  loadFailed: 'Не удалось открыть результат',
  retry: 'Повторить',
} as const;

export const EXPIRY_DAYS = [1, 7, 30] as const;

const DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/**
 * A link's dates as the product shows times, in Moscow time, and saying so: «до 3 декабря 2026 г.
 * в 09:58» read as the reader's own time in Novosibirsk or Kaliningrad.
 */
export const formatShareDate = (iso: string) => `${DATE.format(new Date(iso))}\u00a0МСК`;
