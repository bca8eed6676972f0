import { createAction } from '@reduxjs/toolkit';

/** Dispatched when the session cannot be refreshed; the auth package listens and logs out. */
export const sessionExpired = createAction('session/expired');
