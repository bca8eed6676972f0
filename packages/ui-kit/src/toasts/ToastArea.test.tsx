import { rem } from '@mantine/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeToast, showToast, toastsSlice } from '../state/toastsSlice';
import { renderWithKit } from '../test-utils';
import { SEVERITY_COLORS } from './severity';
import { HEADER_HEIGHT } from '../layouts/header';
import { TOAST_GAP, ToastArea } from './ToastArea';

afterEach(() => vi.useRealTimers());

describe('toastsSlice', () => {
  it('fills in the defaults of product-spec §3', () => {
    const state = toastsSlice.reducer([], showToast({ message: 'Готово' }));
    expect(state).toHaveLength(1);
    expect(state[0]).toMatchObject({
      message: 'Готово',
      severity: 'info',
      delay: 4000,
      closable: true,
    });
    expect(state[0]?.id).toEqual(expect.any(String));
  });

  it('removes toasts one by one', () => {
    let state = toastsSlice.reducer([], showToast({ id: 'a', message: 'A' }));
    state = toastsSlice.reducer(state, showToast({ id: 'b', message: 'B' }));
    state = toastsSlice.reducer(state, removeToast('a'));
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('maps every severity to a colour', () => {
    expect(Object.keys(SEVERITY_COLORS).sort()).toEqual(
      ['contrast', 'error', 'info', 'secondary', 'success', 'warn'].sort(),
    );
    expect(SEVERITY_COLORS.error).toBe('red');
  });
});

describe('ToastArea', () => {
  it('announces toasts in a polite live region', () => {
    const { store } = renderWithKit(<ToastArea />);
    act(() => {
      store.dispatch(showToast({ message: 'Файл загружен', severity: 'success' }));
    });
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('Файл загружен')).toBeInTheDocument();
  });

  it('starts below the app header, at the top right', () => {
    renderWithKit(<ToastArea />);
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(HEADER_HEIGHT).toBe(64);
    expect(region.style.top).toBe(rem(HEADER_HEIGHT + TOAST_GAP));
    expect(region.style.right).toBe(rem(TOAST_GAP));
  });

  it('closes only the toast whose close button is pressed', () => {
    const { store } = renderWithKit(<ToastArea />);
    act(() => {
      store.dispatch(showToast({ message: 'Первый', delay: null }));
      store.dispatch(showToast({ message: 'Второй', delay: null }));
    });
    const first = screen.getByText('Первый').closest('[data-testid="toast"]') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Первый')).not.toBeInTheDocument();
    expect(screen.getByText('Второй')).toBeInTheDocument();
  });

  it('auto-closes after the delay, default 4000 ms', () => {
    vi.useFakeTimers();
    const { store } = renderWithKit(<ToastArea />);
    act(() => {
      store.dispatch(showToast({ message: 'Скоро исчезнет' }));
      store.dispatch(showToast({ message: 'Останется', delay: null }));
    });
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.getByText('Скоро исчезнет')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Скоро исчезнет')).not.toBeInTheDocument();
    expect(screen.getByText('Останется')).toBeInTheDocument();
  });

  it('has no close button when the toast is not closable', () => {
    const { store } = renderWithKit(<ToastArea />);
    act(() => {
      store.dispatch(showToast({ message: 'Без крестика', closable: false }));
    });
    const toast = screen.getByTestId('toast');
    expect(within(toast).queryByRole('button')).not.toBeInTheDocument();
    expect(toast).toHaveAttribute('data-severity', 'info');
  });
});
