import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../test-utils';
import { ConfirmProvider, useConfirm } from './ConfirmProvider';

function Asker({ danger }: { danger?: boolean }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('нет ответа');
  return (
    <>
      <button
        onClick={() =>
          void confirm({ title: 'Удаление', message: 'Удалить файл?', danger }).then((ok) =>
            setAnswer(String(ok)),
          )
        }
      >
        Спросить
      </button>
      <output>{answer}</output>
    </>
  );
}

function setup(danger?: boolean) {
  return renderWithKit(
    <ConfirmProvider>
      <Asker danger={danger} />
    </ConfirmProvider>,
  );
}

describe('useConfirm', () => {
  it('resolves true when confirmed', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Спросить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление' });
    expect(dialog).toHaveTextContent('Удалить файл?');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
  });

  it('resolves false on cancel and on Escape', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Спросить' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));

    await userEvent.click(screen.getByRole('button', { name: 'Спросить' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('gives focus back to what had it, from the first question on', async () => {
    setup();
    const ask = screen.getByRole('button', { name: 'Спросить' });
    for (const answer of ['Отмена', 'Подтвердить']) {
      ask.focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.click(await screen.findByRole('button', { name: answer }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(ask).toHaveFocus());
      ask.blur();
    }
  });

  it('puts focus on the confirm button and limits the width to 500 px', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Спросить' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Подтвердить' })).toHaveFocus());
    // the width is the modal's size, read by Mantine's stylesheet (the story NarrowScreen
    // measures it in a browser, beside a phone's narrower screen)
    const root = document.querySelector('.mantine-Modal-root') as HTMLElement;
    expect(root.style.getPropertyValue('--modal-size')).toBe(
      `calc(${500 / 16}rem * var(--mantine-scale))`,
    );
  });

  // Delete and Enter on a cloud card trashed the file before the question had been read.
  it('puts focus on «Отмена» for a destructive question, so Enter keeps things', async () => {
    setup(true);
    await userEvent.click(screen.getByRole('button', { name: 'Спросить' }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('refuses to work without a provider', () => {
    expect(() => renderWithKit(<Asker />)).toThrow(/ConfirmProvider/);
  });
});
