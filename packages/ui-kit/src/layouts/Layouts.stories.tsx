import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { NotFoundPage } from '../components/NotFoundPage';
import { Placeholder } from '../components/Placeholder';
import { setBreadcrumbs } from '../state/uiSlice';
import {
  AnalysisLayout,
  AuthLayout,
  ConstructorLayout,
  DefaultLayout,
  NotFoundLayout,
} from './layouts';

const meta: Meta<typeof DefaultLayout> = {
  title: 'ui-kit/Layouts',
  component: DefaultLayout,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof DefaultLayout>;

function WithCrumbs({ children }: { children: React.ReactNode }) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(
      setBreadcrumbs([{ label: 'Мои исследования', to: '/labs' }, { label: 'Весенняя кампания' }]),
    );
    return () => {
      dispatch(setBreadcrumbs([]));
    };
  }, [dispatch]);
  return <>{children}</>;
}

export const Default: Story = {
  render: () => (
    <DefaultLayout>
      <Placeholder title="Облако" />
    </DefaultLayout>
  ),
};

export const Analysis: Story = {
  render: () => (
    <WithCrumbs>
      <AnalysisLayout>
        <Placeholder title="Результаты сравнения" />
      </AnalysisLayout>
    </WithCrumbs>
  ),
};

export const Constructor: Story = {
  render: () => (
    <ConstructorLayout>
      <Text p="md">Холст конструктора на всю ширину</Text>
    </ConstructorLayout>
  ),
};

export const Auth: Story = {
  render: () => (
    <AuthLayout>
      <Stack>
        <Title order={1} size="h3">
          Вход в личный кабинет
        </Title>
        <TextInput label="Email" type="email" />
        <TextInput label="Пароль" type="password" />
        <Button>Войти</Button>
      </Stack>
    </AuthLayout>
  ),
};

export const NotFound: Story = {
  render: () => (
    <NotFoundLayout>
      <NotFoundPage />
    </NotFoundLayout>
  ),
};
