import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAppLoading } from '../state/uiSlice';
import { renderWithKit } from '../test-utils';
import { FullScreenLoader } from './FullScreenLoader';

describe('FullScreenLoader', () => {
  it('follows the app-wide loading flag', () => {
    const { store } = renderWithKit(<FullScreenLoader />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(setAppLoading(true));
    });
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    act(() => {
      store.dispatch(setAppLoading(false));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws a 50 px spinner', () => {
    const { store } = renderWithKit(<FullScreenLoader />);
    act(() => {
      store.dispatch(setAppLoading(true));
    });
    const spinner = screen.getByRole('status').querySelector('.mantine-Loader-root') as HTMLElement;
    expect(spinner.style.getPropertyValue('--loader-size')).toContain('3.125rem');
  });
});
