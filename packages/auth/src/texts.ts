// Russian texts of the accounts pages that @kreolab/i18n-ru does not have yet. Kept in one
// place so they can move to i18n-ru as they are; titles, validation messages and the error
// catalogue come from i18n-ru itself.

export const AUTH_TEXTS = {
  email: 'Email',
  emailPlaceholder: 'name@example.ru',
  password: 'Пароль',
  newPassword: 'Новый пароль',
  passwordConfirmation: 'Подтверждение пароля',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',

  signInSubmit: 'Войти',
  signUpSubmit: 'Зарегистрироваться',
  forgotSubmit: 'Отправить ссылку',
  resetSubmit: 'Сменить пароль',

  forgotPasswordLink: 'Забыли пароль?',
  noAccount: 'Нет учетной записи?',
  toSignUp: 'Зарегистрироваться',
  haveAccount: 'Уже есть учетная запись?',
  toSignIn: 'Войти',
  backToSignIn: 'Вернуться ко входу',

  verifying: 'Подтверждаем адрес электронной почты…',
  verifySuccessTitle: 'Адрес подтвержден',
  verifySuccess: 'Адрес электронной почты подтвержден. Теперь вы можете войти.',
  verifyAlreadyTitle: 'Адрес уже подтвержден',
  verifyAlready: 'Этот адрес уже подтвержден. Войдите в личный кабинет.',
  verifyFailedTitle: 'Ссылка недействительна',
  verifyFailed:
    'Ссылка для подтверждения недействительна или устарела. Войдите, чтобы получить новое письмо.',

  checkMailTitle: 'Проверьте почту',
  checkMail: (email: string) =>
    `Мы отправили письмо со ссылкой для подтверждения на ${email}. Перейдите по ссылке, чтобы активировать учетную запись.`,
  notVerifiedHint: (email: string) =>
    `Чтобы войти, подтвердите адрес ${email} по ссылке из письма, которое мы отправили при регистрации. Если письма нет, отправьте его еще раз.`,
  resend: 'Отправить письмо еще раз',
  resent: 'Письмо отправлено повторно. Проверьте почту, в том числе папку «Спам».',
  otherAddress: 'Зарегистрироваться с другим адресом',

  forgotIntro:
    'Укажите email, с которым вы регистрировались, и мы пришлем ссылку для смены пароля.',
  forgotSentTitle: 'Проверьте почту',
  forgotSent:
    'Если адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля.',

  resetIntro: 'Придумайте новый пароль.',
  resetDoneTitle: 'Пароль изменен',
  resetDone: 'Пароль успешно изменен. Теперь вы можете войти с новым паролем.',
  resetBadTokenTitle: 'Ссылка недействительна',
  resetBadToken: 'Ссылка для смены пароля недействительна или устарела. Запросите новую ссылку.',
  requestNewLink: 'Запросить новую ссылку',

  strengthLabel: 'Надёжность пароля',
  strength: {
    weak: 'Слабый',
    medium: 'Средний',
    strong: 'Надёжный',
  },
} as const;
