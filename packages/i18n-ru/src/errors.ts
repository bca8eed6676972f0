/** Shown for any error code the catalogue below does not know. */
export const FALLBACK_ERROR_MESSAGE = 'Упс! Что-то сломалось! Мы уже работаем над этой проблемой.';

/**
 * Codes the product shows as "status code plus code name".
 * INCORRECT_IMAGE has no status of its own; 422 is the contract's "invalid params" class.
 */
export const STATUS_CODED_ERRORS: Readonly<Record<string, number>> = {
  INCORRECT_IMAGE: 422,
  ANALYSIS_IN_PROGRESS: 425,
  TOKEN_EXPIRED: 401,
  OBJECT_NOT_FOUND: 404,
  NO_RESEARCH_IN_LAB: 406,
  WRONG_ANALYSIS_TYPE: 406,
  RESTART_FORBIDDEN: 409,
  CHANGE_FORBIDDEN: 409,
  RESEARCH_NOT_SAVED: 403,
};

const TEXT_MESSAGES: Readonly<Record<string, string>> = {
  LOGIN_BAD_CREDENTIALS: 'Ошибка авторизации! Проверьте email или пароль.',
  LOGIN_USER_NOT_VERIFIED: 'Учетная запись не активирована.',
  REGISTER_USER_ALREADY_EXISTS: 'Пользователь с таким email уже существует.',
  NAME_CONFLICT: 'Файл с таким именем уже существует',
  NO_TOKEN: 'Сессия истекла. Войдите снова.',
  Forbidden: 'Подтвердите email по ссылке, которую мы отправили при регистрации.',
  FORMAT_NOT_SUPPORTED: 'Формат не поддерживается. Используйте JPG, PNG, PDF, MOV, MP4.',
  FILE_TOO_BIG: 'Файл слишком большой.',
  TARIFF_EXPIRED: 'Срок действия тарифа истёк. Продлите его в личном кабинете.',
  PROMOCODE_INVALID: 'Промокод недействителен.',
  PROMOCODE_USED: 'Промокод уже использован.',
  CERT_INVALID: 'Сертификат недействителен.',
  CERT_USED: 'Сертификат уже использован.',
  FEEDBACK_SEND_FAILED: 'Не удалось отправить сообщение. Попробуйте позже.',
  ANALYSIS_LIMIT_REACHED: 'Достигнут лимит исследований. Анализ не запущен.',
  REQUEST_RATE_LIMIT: 'Превышен лимит запросов. Попробуйте позже.',
  GENERATION_LIMIT_REACHED:
    'Лимит генераций исчерпан. Продолжите с другим сегментом или создайте новое исследование.',
  SHARE_PASSWORD_INVALID: 'Неверный пароль. Проверьте его и попробуйте снова.',
  SHARE_PASSWORD_REQUIRED: 'Ссылка защищена паролем. Введите пароль, чтобы открыть результат.',
  // An analysis that failed on the server's side (apps/api analyses/jobs.ts: an item that kept
  // failing, or the assembly), shown on its progress page under «Анализ завершился с ошибкой»:
  // the run was given back to the tariff and a restart reuses the creatives already analysed.
  // Before this the page read «Упс! … Мы уже работаем над этой проблемой» there.
  ANALYSIS_FAILED:
    'Анализ прервался из-за сбоя на сервере. Запустите его снова: исследование не списано с тарифа, а уже разобранные креативы не будут считаться заново.',
  // The card payment's provider did not answer (502), on starting a payment or re-reading one.
  PAYMENT_PROVIDER_FAILED: 'Платёжный сервис не ответил. Попробуйте ещё раз через несколько минут.',
  // The server is starting (its database not ready yet, 503 with Retry-After: 1).
  SERVICE_UNAVAILABLE: 'Сервис перезапускается. Обновите страницу через минуту.',
  // A resumable upload's chunk that did not start where the server stood and kept failing
  // (issue 16): the client has already retried from the server's offset.
  UPLOAD_OFFSET_MISMATCH: 'Загрузка файла сбилась. Добавьте файл ещё раз.',
  // Not a server's code: the request never got an answer (no connection, the server down).
  // «Упс! … Мы уже работаем над этой проблемой» would blame the product for the user's network
  // and promise work nobody is doing (api-client's getErrorCode gives this code).
  NETWORK_ERROR: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
};

/** The whole catalogue: error code → Russian message. */
export const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...TEXT_MESSAGES,
  ...Object.fromEntries(
    Object.entries(STATUS_CODED_ERRORS).map(([code, status]) => [code, `${status} ${code}`]),
  ),
};

/**
 * The Russian message for an error response. For the status-coded errors the actual
 * response status wins over the catalogue's, so the user sees what the server said.
 */
export function errorMessage(code?: string, status?: number): string {
  // an XMLHttpRequest that got no answer reports status 0
  if (!code && status === 0) return ERROR_MESSAGES.NETWORK_ERROR!;
  if (!code || !Object.hasOwn(ERROR_MESSAGES, code)) return FALLBACK_ERROR_MESSAGE;
  if (Object.hasOwn(STATUS_CODED_ERRORS, code)) {
    return `${status ?? STATUS_CODED_ERRORS[code]} ${code}`;
  }
  return ERROR_MESSAGES[code] ?? FALLBACK_ERROR_MESSAGE;
}

/** Whether the catalogue has its own text for this code (otherwise the fallback is shown). */
export function isKnownErrorCode(code: string | undefined): code is string {
  return !!code && Object.hasOwn(ERROR_MESSAGES, code);
}
