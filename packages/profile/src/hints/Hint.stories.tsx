import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeProfileStore } from '../dev/store';
import { Hint } from './Hint';

const meta: Meta<typeof Hint> = {
  title: 'profile/Hint',
  component: Hint,
  // The hint shows while the profile's flag is on (the story server's account has them all on).
  parameters: { store: makeProfileStore },
  args: {
    name: 'hint_research_create',
    title: 'Первое исследование',
    children: 'Выберите креативы в облаке и запустите исследование.',
  },
};
export default meta;

export const Shown: StoryObj<typeof Hint> = {};
