import { useForm } from '@mantine/form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_BRIEF } from '../dev/samples';
import { briefFormValues, type BriefFormValues } from './briefForm';
import { SegmentsEditor } from './SegmentsEditor';

function Editor({ empty = false }: { empty?: boolean }) {
  const form = useForm<BriefFormValues>({
    initialValues: briefFormValues(empty ? null : SAMPLE_BRIEF),
  });
  return <SegmentsEditor form={form} />;
}

const meta: Meta<typeof SegmentsEditor> = {
  title: 'briefs/SegmentsEditor',
  component: SegmentsEditor,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof SegmentsEditor>;

/** The brief's segments: name, ages, gender, interests. */
export const Segments: Story = { render: () => <Editor /> };
/** A new brief starts with one empty segment. */
export const NewBrief: Story = { render: () => <Editor empty /> };
