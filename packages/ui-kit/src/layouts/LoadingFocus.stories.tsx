import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { focusableDisabled, useFocusThroughLoading } from './loadingFocus';

/** A request that loads for 300 ms: whether it is loading, how many have ended, and the start. */
function useRequest() {
  const [loading, setLoading] = useState(false);
  const [ended, setEnded] = useState(0);
  const start = () => {
    setLoading(true);
    setTimeout(() => {
      setLoading(false);
      setEnded((n) => n + 1);
    }, 300);
  };
  return [loading, ended, start] as const;
}

/** A form whose «Сохранить» loads for a moment and fails, as a refused request does. */
function FailingSave({ withHook }: { withHook: boolean }) {
  return withHook ? <Hooked /> : <Form />;
}
/** A «Сохранить» that succeeds and becomes «Сохранено», shown disabled the focusable way or not. */
function SucceedingSave({ focusable }: { focusable: boolean }) {
  useFocusThroughLoading();
  const [loading, saves, save] = useRequest();
  const saved = saves > 0;
  return (
    <Stack maw={360}>
      <Text size="sm">Сохранений: {saves}</Text>
      <Group>
        <Button
          loading={loading}
          onClick={save}
          {...(focusable ? focusableDisabled(saved) : { disabled: saved })}
        >
          {saved ? 'Сохранено' : 'Сохранить'}
        </Button>
      </Group>
    </Stack>
  );
}
function Hooked() {
  useFocusThroughLoading();
  return <Form />;
}
function Form() {
  const [loading, failed, save] = useRequest();
  return (
    <Stack maw={360}>
      <TextInput label="Название" defaultValue="Весенняя кампания" />
      {failed > 0 && (
        <Alert color="red" role="alert">
          Не удалось сохранить ({failed}). Попробуйте ещё раз.
        </Alert>
      )}
      <Group>
        <Button loading={loading} onClick={save}>
          Сохранить
        </Button>
        <Button variant="default">Отмена</Button>
      </Group>
    </Stack>
  );
}

const meta: Meta<typeof FailingSave> = {
  title: 'ui-kit/Layouts/FocusThroughLoading',
  component: FailingSave,
  args: { withHook: true },
};
export default meta;
type Story = StoryObj<typeof FailingSave>;

/** Focuses «Сохранить» and presses Enter, as a keyboard user does; answers the button. */
async function pressSave(canvas: {
  getByRole: (role: string, o: { name: string }) => HTMLElement;
}) {
  const save = canvas.getByRole('button', { name: 'Сохранить' });
  save.focus();
  await userEvent.keyboard('{Enter}');
  return save;
}

/**
 * A button pressed by keyboard is disabled while it loads, which blurs it; when the request
 * fails, the app's shell (RootLayout) gives focus back, so Enter tries again.
 */
export const KeepsFocusWhenTheRequestFails: Story = {
  play: async ({ canvas }) => {
    const save = await pressSave(canvas);
    await waitFor(() => expect(save).toBeDisabled());
    await expect(save).not.toHaveFocus();
    await canvas.findByText(/Не удалось сохранить \(1\)/);
    await waitFor(() => expect(save).toHaveFocus());
    // Enter again presses it again
    await userEvent.keyboard('{Enter}');
    await canvas.findByText(/Не удалось сохранить \(2\)/);
    await waitFor(() => expect(save).toHaveFocus());
  },
};

/** Focus the user moved while the button loaded stays where they put it. */
export const LeavesFocusTheUserMoved: Story = {
  play: async ({ canvas }) => {
    const save = await pressSave(canvas);
    await waitFor(() => expect(save).toBeDisabled());
    const name = canvas.getByRole('textbox', { name: 'Название' });
    name.focus();
    await canvas.findByText(/Не удалось сохранить \(1\)/);
    await new Promise((r) => setTimeout(r, 100));
    await expect(name).toHaveFocus();
  },
};

/** Without the shell's hook: the browser leaves focus on the page's body (the old behaviour). */
export const WithoutTheHook: Story = {
  args: { withHook: false },
  play: async ({ canvas }) => {
    await pressSave(canvas);
    await canvas.findByText(/Не удалось сохранить \(1\)/);
    await new Promise((r) => setTimeout(r, 100));
    await expect(document.activeElement).toBe(document.body);
  },
};

/**
 * A button its own success disables («Сохранено») keeps focus when disabled the focusable way,
 * and ignores a second press; disabled the plain way, it left focus on the page's body.
 */
export const StaysFocusedWhenItsSuccessDisablesIt: Story = {
  render: () => <SucceedingSave focusable />,
  play: async ({ canvas }) => {
    const save = await pressSave(canvas);
    await canvas.findByText('Сохранений: 1');
    await waitFor(() => expect(save).toHaveFocus());
    await expect(save).toHaveAccessibleName('Сохранено');
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(save);
    await new Promise((r) => setTimeout(r, 400));
    await expect(canvas.getByText('Сохранений: 1')).toBeVisible();
  },
};

export const PlainDisabledLosesFocus: Story = {
  render: () => <SucceedingSave focusable={false} />,
  play: async ({ canvas }) => {
    await pressSave(canvas);
    await canvas.findByText('Сохранений: 1');
    await new Promise((r) => setTimeout(r, 100));
    await expect(document.activeElement).toBe(document.body);
  },
};
