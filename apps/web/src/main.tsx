import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setAuthNavigator } from '@kreolab/auth';
import { createBrowserRouter } from 'react-router';
import { fetchAuthInit, startAnalytics } from './analytics/tracker';
import { App } from './App';
import { routes } from './routes';
import { makeStore } from './store';

const store = makeStore();
const router = createBrowserRouter(routes);
setAuthNavigator((to, options) => void router.navigate(to, options));

void startAnalytics({
  production: import.meta.env.PROD,
  envId: (import.meta.env.VITE_METRIKA_ID ?? import.meta.env.METRIKA_ID) as string | undefined,
  fetchInit: fetchAuthInit,
});

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');

createRoot(container).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
