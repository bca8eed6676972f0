import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

const show = (error: unknown) =>
  render(
    <MantineProvider>
      <ErrorState error={error} title="Не удалось загрузить" onRetry={vi.fn()} />
    </MantineProvider>,
  );

describe('ErrorState', () => {
  it('offers a retry where another try can answer otherwise', () => {
    show({ status: 503, data: { code: 'SERVICE_UNAVAILABLE' } });
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('offers none for a missing object, which answers the same again', () => {
    show({ status: 404, data: { code: 'OBJECT_NOT_FOUND' } });
    expect(screen.getByRole('alert')).toHaveTextContent('404 OBJECT_NOT_FOUND');
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });
});
