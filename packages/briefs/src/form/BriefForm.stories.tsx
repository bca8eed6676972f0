import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_BRIEF } from '../dev/samples';
import { BriefForm } from './BriefForm';

const meta: Meta<typeof BriefForm> = {
  title: 'briefs/BriefForm',
  component: BriefForm,
  args: { submitLabel: 'Создать бриф', onSubmit: async () => {}, onCancel: () => {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof BriefForm>;

/** A new brief: one empty segment; submit it empty to see the validation messages. */
export const New: Story = {};
/** Editing: the segments editor with three segments. */
export const Editing: Story = { args: { brief: SAMPLE_BRIEF, submitLabel: 'Сохранить' } };
/** The server refused a segment's name (422 field messages). */
export const ServerFieldErrors: Story = {
  args: {
    brief: SAMPLE_BRIEF,
    submitLabel: 'Сохранить',
    onSubmit: async () => ({ 'segments.1.name': 'Такой сегмент уже есть' }),
  },
};
/** Input kept from before a reload or an expired session: restored, with the way to start over. */
export const RestoredDraft: Story = {
  args: { draftKey: 'kreolab.brief-draft.story' },
  beforeEach: () => {
    sessionStorage.setItem(
      'kreolab.brief-draft.story',
      JSON.stringify({
        name: 'Летняя кампания',
        brand: 'Зерно',
        goal: 'conversion',
        placements: ['banner'],
        segments: [{ name: 'Студенты', age_from: 18, age_to: 24, gender: 'any', interests: [] }],
      }),
    );
    return () => sessionStorage.removeItem('kreolab.brief-draft.story');
  },
};
