import dayjs from 'dayjs';
import 'dayjs/locale/ru';

// The ru locale also makes weeks start on Monday (weekStart: 1), as Russian calendars do.
dayjs.locale('ru');

/** dayjs with the Russian locale applied; import it from here so the setup always runs. */
export { dayjs };
export const DATE_FORMAT = 'DD.MM.YYYY';
export const LOCALE = 'ru';
export const FALLBACK_LOCALE = 'en';
