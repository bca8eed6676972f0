// Test helpers: a store around the root api pointed at msw, and a recorder of actions.
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { api, configureApiClient } from './api';

export const BASE = 'http://localhost/api/v1';

export function makeStore() {
  configureApiClient({ baseUrl: BASE, fetchFn: (input, init) => fetch(input, init) });
  const actions: string[] = [];
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      log: (state: number = 0, action: UnknownAction) => {
        actions.push(action.type);
        return state + 1;
      },
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { store, actions };
}
