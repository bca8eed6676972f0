// Texts of the «Токены API» section of the profile (contract tag `tokens`).
import type { ApiTokenScope } from '@kreolab/api-client';

export const TOKENS_TEXTS = {
  title: 'Токены API',
  intro:
    'Токены дают вашим инструментам доступ к API Креолаба от вашего имени. Передавайте токен в заголовке Authorization: Bearer.',
  docs: 'Документация API',
  loading: 'Загружаем токены…',
  loadFailed: 'Не удалось загрузить токены',
  retry: 'Повторить',
  empty: 'Токенов пока нет. Создайте первый, чтобы подключить свой инструмент.',
  listLabel: 'Ваши токены',
  scopes: {
    read: 'Только чтение',
    analyse: 'Чтение, загрузка и исследования',
  } satisfies Record<ApiTokenScope, string>,
  expiresAt: (date: string) => `Действует до ${date}`,
  expiredAt: (date: string) => `Истёк ${date}`,
  lastUsed: (date: string) => `Последнее использование: ${date}`,
  neverUsed: 'Ещё не использовался',
  revoke: 'Отозвать',
  revokeLabel: (name: string) => `Отозвать токен «${name}»`,
  revokeTitle: 'Отозвать токен?',
  revokeQuestion: (name: string) =>
    `Токен «${name}» перестанет работать сразу, и инструменты, которые им пользуются, получат отказ.`,
  revoked: 'Токен отозван',

  createTitle: 'Новый токен',
  name: 'Название',
  namePlaceholder: 'Например, «Отчёты для клиента»',
  nameRequired: 'Введите название',
  scope: 'Доступ',
  expiry: 'Срок действия',
  expiryOptions: [
    { value: '7', label: '7 дней' },
    { value: '30', label: '30 дней' },
    { value: '90', label: '90 дней' },
    { value: '365', label: '1 год' },
  ],
  create: 'Создать токен',
  created: 'Токен создан',
  secretTitle: 'Скопируйте токен сейчас',
  secretWarning: 'Он больше не будет показан. Если потеряете его, отзовите и создайте новый.',
  secretLabel: 'Новый токен',
  copy: 'Скопировать',
  copied: 'Скопировано',
  done: 'Готово',
};
