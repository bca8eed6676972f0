import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setBreadcrumbs } from '../state/uiSlice';
import { renderWithKit } from '../test-utils';
import {
  AnalysisLayout,
  AuthLayout,
  ConstructorLayout,
  DefaultLayout,
  NotFoundLayout,
} from './layouts';
import { LAYOUTS, resolveLayout } from './resolveLayout';

describe('resolveLayout', () => {
  it('returns the named layout', () => {
    expect(resolveLayout('auth')).toBe(AuthLayout);
    expect(resolveLayout('analysis')).toBe(AnalysisLayout);
    expect(resolveLayout('constructor')).toBe(ConstructorLayout);
    expect(resolveLayout('404')).toBe(NotFoundLayout);
    expect(resolveLayout('default')).toBe(DefaultLayout);
    expect(Object.keys(LAYOUTS).sort()).toEqual(
      ['404', 'analysis', 'auth', 'constructor', 'default'].sort(),
    );
  });

  it('falls back to the default layout when none is given or it is unknown', () => {
    expect(resolveLayout()).toBe(DefaultLayout);
    expect(resolveLayout(null)).toBe(DefaultLayout);
    expect(resolveLayout('')).toBe(DefaultLayout);
    expect(resolveLayout('fancy')).toBe(DefaultLayout);
    expect(resolveLayout('toString')).toBe(DefaultLayout);
  });
});

describe('DefaultLayout', () => {
  it('has a header with the product name, the section navigation and a main area', () => {
    renderWithKit(<DefaultLayout>Содержимое</DefaultLayout>, { route: '/cloud' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Креолаб')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Лаборатории', 'Брифы', 'Облако', 'Профиль']);
    expect(within(nav).getByRole('link', { name: 'Облако' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Брифы' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('main')).toHaveTextContent('Содержимое');
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('shows the breadcrumbs of the ui slice', () => {
    const { store } = renderWithKit(<DefaultLayout>Лаба</DefaultLayout>, { route: '/labs/1' });
    expect(screen.queryByRole('navigation', { name: 'Навигационная цепочка' })).toBeNull();
    act(() => {
      store.dispatch(
        setBreadcrumbs([{ label: 'Мои исследования', to: '/labs' }, { label: 'Лаба 1' }]),
      );
    });
    const trail = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(trail).getByRole('link', { name: 'Мои исследования' })).toHaveAttribute(
      'href',
      '/labs',
    );
    expect(within(trail).getByText('Лаба 1')).toHaveAttribute('aria-current', 'page');
  });
});

describe('other layouts', () => {
  it.each([
    ['analysis', AnalysisLayout],
    ['constructor', ConstructorLayout],
  ] as const)('%s layout keeps the app header and a main area', (name, Layout) => {
    const { container } = renderWithKit(<Layout>Рабочая область</Layout>);
    expect(container.querySelector(`[data-layout="${name}"]`)).not.toBeNull();
    expect(screen.getByRole('banner')).toHaveTextContent('Креолаб');
    expect(screen.getByRole('main')).toHaveTextContent('Рабочая область');
  });

  it('auth layout centres the page without the app navigation', () => {
    renderWithKit(<AuthLayout>Форма входа</AuthLayout>);
    expect(screen.getByRole('main')).toHaveTextContent('Форма входа');
    expect(screen.getByText('Креолаб')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('404 layout shows its content in a main area', () => {
    const { container } = renderWithKit(<NotFoundLayout>Нет такой</NotFoundLayout>);
    expect(container.querySelector('[data-layout="404"]')).not.toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Нет такой');
  });
});
