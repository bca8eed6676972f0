import { DEFAULT_BASE_URL } from '@kreolab/api-client';

/** The PDF report; the server accepts the `kreolab` cookie there, so a plain link works. */
export const reportUrl = (id: number) => `${DEFAULT_BASE_URL}/analyses/${id}/report.pdf`;
/** The progress event stream (EventSource cannot send headers; the cookie is accepted). */
export const eventsUrl = (id: number) => `${DEFAULT_BASE_URL}/analyses/${id}/events`;
