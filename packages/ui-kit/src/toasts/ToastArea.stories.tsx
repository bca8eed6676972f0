import { Button, Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Placeholder } from '../components/Placeholder';
import { AuthLayout, DefaultLayout } from '../layouts/layouts';
import { showToast, type ToastSeverity } from '../state/toastsSlice';
import { ToastArea } from './ToastArea';

const SEVERITIES: ToastSeverity[] = ['info', 'success', 'warn', 'error', 'secondary', 'contrast'];

function ToastDemo() {
  const dispatch = useDispatch();
  return (
    <>
      <Group>
        {SEVERITIES.map((severity) => (
          <Button
            key={severity}
            variant="default"
            onClick={() => dispatch(showToast({ severity, message: `Уведомление: ${severity}` }))}
          >
            {severity}
          </Button>
        ))}
        <Button
          onClick={() =>
            dispatch(
              showToast({ message: 'Висит, пока не закроют', delay: null, severity: 'warn' }),
            )
          }
        >
          Без автозакрытия
        </Button>
        <Button
          color="red"
          onClick={() =>
            dispatch(
              showToast({
                message: 'Упс! Что-то сломалось! Мы уже работаем над этой проблемой.',
                severity: 'error',
              }),
            )
          }
        >
          Ошибка
        </Button>
      </Group>
      {/* The ToastArea itself comes from the Storybook preview, as it does from the app shell. */}
    </>
  );
}

const meta: Meta<typeof ToastArea> = {
  title: 'ui-kit/Toasts',
  component: ToastArea,
  render: () => <ToastDemo />,
};
export default meta;

export const Playground: StoryObj<typeof ToastArea> = {};

/** Shows one toast as it mounts, so the story opens with the toast in place. */
function OneToast() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(
      showToast({ id: 'story', message: 'Файл загружен', severity: 'success', delay: null }),
    );
  }, [dispatch]);
  return <ToastDemo />;
}

/** The toasts start below the 64 px header, never over the navigation or the user menu. */
export const BelowTheHeader: StoryObj<typeof ToastArea> = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <DefaultLayout>
      <Placeholder title="Облако" />
      <OneToast />
    </DefaultLayout>
  ),
};

/** The same place on the auth layout, which has no app header. */
export const OnTheAuthLayout: StoryObj<typeof ToastArea> = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <AuthLayout>
      <OneToast />
    </AuthLayout>
  ),
};
