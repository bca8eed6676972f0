import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentTariff, GB, sampleProfile } from '../dev/fixtures';
import { BASE, renderWithApp, server, setupMsw } from '../test/utils';
import { DashboardPage } from './DashboardPage';

setupMsw();

describe('DashboardPage', () => {
  it('shows disk, analyses and generations with progress bars, the tariff and the counts', async () => {
    server.use(
      http.get(`${BASE}/profile/me`, () =>
        HttpResponse.json(
          sampleProfile({
            disk_used: 2.5 * GB,
            researches: 1234,
            comparisons: 3,
            tariff: currentTariff({ expires_at: '2099-03-31T12:00:00Z' }),
          }),
        ),
      ),
    );
    renderWithApp({
      route: '/profile/dashboard',
      routes: { '/profile/dashboard': <DashboardPage /> },
    });
    expect(await screen.findByRole('heading', { name: 'Стандарт' })).toBeInTheDocument();
    expect(screen.getByText('Действует до 31.03.2099')).toBeInTheDocument();
    const disk = screen.getByRole('progressbar', { name: /^Место в облаке: 2,5\sГБ из 10\sГБ$/ });
    expect(disk).toHaveAttribute('aria-valuenow', '25');
    expect(
      screen.getByRole('progressbar', { name: 'Осталось анализов: 12 из 30' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(
      screen.getByRole('progressbar', { name: 'Осталось генераций: 75 из 100' }),
    ).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByTestId('researches-count')).toHaveTextContent('1 234');
    expect(screen.getByTestId('comparisons-count')).toHaveTextContent('3');
    expect(screen.getByRole('tab', { name: 'Личный кабинет' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('marks a trial tariff once: no badge beside a name that already says «Пробный»', async () => {
    for (const [name, badges] of [
      ['Пробный', 0],
      ['Старт на 14 дней', 1],
    ] as const) {
      server.use(
        http.get(`${BASE}/profile/me`, () =>
          HttpResponse.json(
            sampleProfile({
              tariff: currentTariff({ name, is_trial: true, expires_at: '2099-03-31T12:00:00Z' }),
            }),
          ),
        ),
      );
      const { unmount } = renderWithApp({
        route: '/profile/dashboard',
        routes: { '/profile/dashboard': <DashboardPage /> },
      });
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
      expect(screen.queryAllByText('Пробный', { selector: '.mantine-Badge-label' })).toHaveLength(
        badges,
      );
      unmount();
    }
  });
});
