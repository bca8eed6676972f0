import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../test-utils';
import { EmptyState } from './EmptyState';
import { FileSize } from './FileSize';
import { NotFoundPage } from './NotFoundPage';
import { Placeholder } from './Placeholder';

describe('shared components', () => {
  it('Placeholder says the section is being built', () => {
    renderWithKit(<Placeholder title="Облако" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Облако' })).toBeInTheDocument();
    expect(screen.getByText('Раздел скоро появится')).toBeInTheDocument();
  });

  it('FileSize formats bytes and keeps the exact count in the title', () => {
    renderWithKit(<FileSize bytes={1536} />);
    const el = screen.getByText(/КБ$/);
    expect(el.textContent).toBe('1,5\u00a0КБ');
    expect(el).toHaveAttribute('title', '1536 Б');
  });

  it('EmptyState has a default text and an action slot', () => {
    renderWithKit(<EmptyState action={<button>Создать</button>} />);
    expect(screen.getByText('Здесь пока ничего нет')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать' })).toBeInTheDocument();
  });

  it('NotFoundPage shows the 404 text and a way home', () => {
    renderWithKit(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});
