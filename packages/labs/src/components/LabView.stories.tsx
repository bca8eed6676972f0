import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_ANALYSES, SAMPLE_LAB } from '../dev/samples';
import { LabView } from './LabView';

const meta: Meta<typeof LabView> = {
  title: 'labs/LabView',
  component: LabView,
  args: {
    onCreateResearch: () => {},
    onCompare: () => {},
    onRename: async () => true,
    onDeleteAnalysis: () => {},
  },
};
export default meta;
type Story = StoryObj<typeof LabView>;

/** An analysis in every status: Черновик, В очереди, Выполняется, Готово, Ошибка, Отменено. */
export const EveryStatus: Story = { args: { lab: SAMPLE_LAB } };
export const Empty: Story = {
  args: { lab: { ...SAMPLE_LAB, name: 'Пустая лаборатория', analyzes: [] } },
};
export const NothingToCompare: Story = {
  args: { lab: { ...SAMPLE_LAB, analyzes: SAMPLE_ANALYSES.filter((a) => a.id >= 14) } },
};
export const Creating: Story = { args: { lab: SAMPLE_LAB, creating: true } };
