import { Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeProfileStore } from '../dev/store';
import { ProfileFrame, ProfileTabs } from './ProfileTabs';

const meta: Meta<typeof ProfileTabs> = {
  title: 'profile/ProfileTabs',
  component: ProfileTabs,
  parameters: { store: makeProfileStore },
  args: { current: 'details' },
};
export default meta;
type Story = StoryObj<typeof ProfileTabs>;

/** The three tabs; switching is refused while a section is being edited. */
export const Tabs: Story = {};

/** The page frame: the title 'Профиль' and the tabs above the tab's content. */
export const Frame: Story = {
  render: () => (
    <ProfileFrame tab="dashboard">
      <Text>Содержимое вкладки</Text>
    </ProfileFrame>
  ),
};
