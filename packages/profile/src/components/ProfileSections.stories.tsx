import { Button, TextInput, Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { sampleProfile } from '../dev/fixtures';
import { AdditionalSection } from './AdditionalSection';
import { ContactSection } from './ContactSection';
import { PersonalSection } from './PersonalSection';
import type { SaveResult, SectionProps } from './sectionTypes';
import { TariffSection } from './TariffSection';

// The sections take their data and callbacks as props: no store, no server.
const profile = sampleProfile();

const saveOk = () => new Promise<SaveResult>((r) => setTimeout(() => r({ ok: true }), 400));
const save422 = () =>
  Promise.resolve<SaveResult>({
    ok: false,
    fields: { phone: ['Этот номер уже привязан к другой учётной записи'] },
  });

/** A section with its edit mode toggled in local state, as the details page does with the slice. */
function Live({
  Section,
  editing: initial,
  onSave = saveOk,
}: {
  Section: ComponentType<SectionProps>;
  editing: boolean;
  onSave?: SectionProps['onSave'];
}) {
  const [editing, setEditing] = useState(initial);
  return (
    <Section
      profile={profile}
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      onSave={async (u) => {
        const result = await onSave(u);
        if (result.ok) setEditing(false);
        return result;
      }}
    />
  );
}

const meta: Meta<typeof Live> = {
  title: 'profile/Sections',
  component: Live,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof Live>;

export const ContactView: Story = { args: { Section: ContactSection, editing: false } };
export const ContactEdit: Story = { args: { Section: ContactSection, editing: true } };
export const ContactServerErrors: Story = {
  args: { Section: ContactSection, editing: true, onSave: save422 },
};
export const PersonalView: Story = { args: { Section: PersonalSection, editing: false } };
export const PersonalEdit: Story = { args: { Section: PersonalSection, editing: true } };
export const AdditionalView: Story = { args: { Section: AdditionalSection, editing: false } };
export const AdditionalEdit: Story = { args: { Section: AdditionalSection, editing: true } };

function TariffLive({ editing: initial }: { editing: boolean }) {
  const [editing, setEditing] = useState(initial);
  return (
    <TariffSection
      tariff={profile.tariff}
      editing={editing}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      certificate={
        // A stand-in for the certificate form (which talks to the server).
        <Group align="flex-end">
          <TextInput label="Код сертификата" style={{ flex: 1 }} />
          <Button variant="light">Проверить</Button>
        </Group>
      }
    />
  );
}

export const TariffView: Story = { render: () => <TariffLive editing={false} /> };
export const TariffEdit: Story = { render: () => <TariffLive editing /> };
export const TariffNone: Story = {
  render: () => (
    <TariffSection tariff={null} editing={false} onEdit={() => {}} onCancel={() => {}} />
  ),
};
