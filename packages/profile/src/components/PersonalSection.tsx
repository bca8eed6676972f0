import { SimpleGrid, TextInput } from '@mantine/core';
import { PROFILE_TEXTS } from '../texts';
import { check, maxLength, minLength, required } from '../validation';
import { FieldView, SectionCard } from './SectionCard';
import type { SectionProps } from './sectionTypes';
import { useSectionForm } from './useSectionForm';

const NAME_MAX = 255;

function PersonalForm({ profile, saving, onCancel, onSave, editing, onEdit }: SectionProps) {
  const { form, submit } = useSectionForm(
    {
      last_name: profile.last_name ?? '',
      first_name: profile.first_name ?? '',
      middle_name: profile.middle_name ?? '',
    },
    {
      last_name: (v) => check(v, maxLength(NAME_MAX)),
      first_name: (v) => check(v, required, minLength(2), maxLength(NAME_MAX)),
      middle_name: (v) => check(v, maxLength(NAME_MAX)),
    },
    (v) => ({
      last_name: v.last_name.trim(),
      first_name: v.first_name.trim(),
      middle_name: v.middle_name.trim(),
    }),
    onSave,
  );
  return (
    <SectionCard
      title={PROFILE_TEXTS.sections.personal}
      editing={editing}
      saving={saving}
      onEdit={onEdit}
      onCancel={onCancel}
      onSubmit={submit}
      view={null}
      edit={
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={PROFILE_TEXTS.lastName}
            autoComplete="family-name"
            {...form.getInputProps('last_name')}
          />
          <TextInput
            label={PROFILE_TEXTS.firstName}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={PROFILE_TEXTS.middleName}
            autoComplete="additional-name"
            {...form.getInputProps('middle_name')}
          />
        </SimpleGrid>
      }
    />
  );
}

/** Personal: last, first and middle name. */
export function PersonalSection(props: SectionProps) {
  const { profile } = props;
  if (props.editing) return <PersonalForm {...props} />;
  return (
    <SectionCard
      title={PROFILE_TEXTS.sections.personal}
      editing={false}
      onEdit={props.onEdit}
      onCancel={props.onCancel}
      edit={null}
      view={
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FieldView label={PROFILE_TEXTS.lastName}>{profile.last_name}</FieldView>
          <FieldView label={PROFILE_TEXTS.firstName}>{profile.first_name}</FieldView>
          <FieldView label={PROFILE_TEXTS.middleName}>{profile.middle_name}</FieldView>
        </SimpleGrid>
      }
    />
  );
}
