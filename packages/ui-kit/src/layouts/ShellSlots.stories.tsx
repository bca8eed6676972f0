import { Avatar, Group, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DefaultLayout } from './layouts';
import { ShellSlotsProvider } from './ShellSlots';

const meta: Meta<typeof ShellSlotsProvider> = {
  title: 'ui-kit/Layouts/Shell slots',
  component: ShellSlotsProvider,
  parameters: { layout: 'fullscreen' },
};
export default meta;

/** The app hands the header's end (its user menu) to the shell through the slots. */
export const HeaderEnd: StoryObj<typeof ShellSlotsProvider> = {
  render: () => (
    <ShellSlotsProvider
      value={{
        headerEnd: (
          <Group gap="xs">
            <Avatar radius="xl" color="blue">
              А
            </Avatar>
            <Text size="sm">Анна Соколова</Text>
          </Group>
        ),
      }}
    >
      <DefaultLayout>
        <Text>Страница</Text>
      </DefaultLayout>
    </ShellSlotsProvider>
  ),
  play: async ({ canvas }) => {
    await canvas.findByText('Анна Соколова');
  },
};
