import { Badge, Group, SimpleGrid, TextInput } from '@mantine/core';
import { PROFILE_TEXTS } from '../texts';
import { check, formatPhone, maxLength, phone } from '../validation';
import { FieldView, SectionCard } from './SectionCard';
import type { SectionProps } from './sectionTypes';
import { useSectionForm } from './useSectionForm';

function ContactForm({ profile, saving, onCancel, onSave, editing, onEdit }: SectionProps) {
  const { form, submit } = useSectionForm(
    // the server keeps +7XXXXXXXXXX; the form shows it as it asks for it
    { phone: formatPhone(profile.phone ?? '') },
    { phone: (v) => check(v, maxLength(32), phone) },
    (v) => ({ phone: formatPhone(v.phone) }),
    onSave,
  );
  return (
    <SectionCard
      title={PROFILE_TEXTS.sections.contact}
      editing={editing}
      saving={saving}
      onEdit={onEdit}
      onCancel={onCancel}
      onSubmit={submit}
      view={null}
      edit={
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={PROFILE_TEXTS.email}
            value={profile.email}
            readOnly
            description={PROFILE_TEXTS.emailReadOnly}
          />
          <TextInput
            label={PROFILE_TEXTS.phone}
            placeholder={PROFILE_TEXTS.phonePlaceholder}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
      }
    />
  );
}

/** Contact: the e-mail (read-only, the main address) and the phone. */
export function ContactSection(props: SectionProps) {
  const { profile } = props;
  if (props.editing) return <ContactForm {...props} />;
  return (
    <SectionCard
      title={PROFILE_TEXTS.sections.contact}
      editing={false}
      onEdit={props.onEdit}
      onCancel={props.onCancel}
      edit={null}
      view={
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FieldView label={PROFILE_TEXTS.email}>
            <Group component="span" gap="xs">
              {profile.email}
              {profile.is_main_email && (
                <Badge size="sm" variant="light">
                  {PROFILE_TEXTS.mainEmail}
                </Badge>
              )}
            </Group>
          </FieldView>
          <FieldView label={PROFILE_TEXTS.phone}>{formatPhone(profile.phone ?? '')}</FieldView>
        </SimpleGrid>
      }
    />
  );
}
