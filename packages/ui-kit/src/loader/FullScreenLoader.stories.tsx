import { Button, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useDispatch } from 'react-redux';
import { setAppLoading } from '../state/uiSlice';
import { FullScreenLoader, LoaderOverlay } from './FullScreenLoader';

const meta: Meta<typeof FullScreenLoader> = {
  title: 'ui-kit/FullScreenLoader',
  component: FullScreenLoader,
};
export default meta;
type Story = StoryObj<typeof FullScreenLoader>;

export const Visible: Story = {
  render: () => (
    <>
      <Text>Содержимое страницы под загрузчиком</Text>
      <LoaderOverlay />
    </>
  ),
};

function Toggle() {
  const dispatch = useDispatch();
  return (
    <>
      <Button
        onClick={() => {
          dispatch(setAppLoading(true));
          setTimeout(() => dispatch(setAppLoading(false)), 2000);
        }}
      >
        Включить на 2 секунды
      </Button>
      <FullScreenLoader />
    </>
  );
}

export const FollowsTheFlag: Story = { render: () => <Toggle /> };
