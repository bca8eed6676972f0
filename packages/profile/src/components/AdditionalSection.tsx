import { Group, Pill, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { PROFILE_TEXTS } from '../texts';
import { check, maxLength, skills } from '../validation';
import { FieldView, SectionCard } from './SectionCard';
import type { SectionProps } from './sectionTypes';
import { useSectionForm } from './useSectionForm';

function AdditionalForm({ profile, saving, onCancel, onSave, editing, onEdit }: SectionProps) {
  const { form, submit } = useSectionForm(
    {
      work_place: profile.work_place ?? '',
      position: profile.position ?? '',
      skills: profile.skills ?? [],
    },
    {
      work_place: (v) => check(v, maxLength(255)),
      position: (v) => check(v, maxLength(255)),
      skills: (v) => skills(v),
    },
    (v) => ({
      work_place: v.work_place.trim(),
      position: v.position.trim(),
      skills: v.skills.map((s) => s.trim()).filter(Boolean),
    }),
    onSave,
  );
  return (
    <SectionCard
      title={PROFILE_TEXTS.sections.additional}
      editing={editing}
      saving={saving}
      onEdit={onEdit}
      onCancel={onCancel}
      onSubmit={submit}
      view={null}
      edit={
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={PROFILE_TEXTS.workPlace}
              autoComplete="organization"
              {...form.getInputProps('work_place')}
            />
            <TextInput
              label={PROFILE_TEXTS.position}
              autoComplete="organization-title"
              {...form.getInputProps('position')}
            />
          </SimpleGrid>
          <TagsInput
            label={PROFILE_TEXTS.skills}
            placeholder={PROFILE_TEXTS.skillsPlaceholder}
            clearable
            {...form.getInputProps('skills')}
          />
        </Stack>
      }
    />
  );
}

/** Additional: work place, position and skills (tags). */
export function AdditionalSection(props: SectionProps) {
  const { profile } = props;
  if (props.editing) return <AdditionalForm {...props} />;
  return (
    <SectionCard
      title={PROFILE_TEXTS.sections.additional}
      editing={false}
      onEdit={props.onEdit}
      onCancel={props.onCancel}
      edit={null}
      view={
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FieldView label={PROFILE_TEXTS.workPlace}>{profile.work_place}</FieldView>
            <FieldView label={PROFILE_TEXTS.position}>{profile.position}</FieldView>
          </SimpleGrid>
          <FieldView label={PROFILE_TEXTS.skills}>
            {profile.skills?.length ? (
              <Group component="span" gap={6} mt={4}>
                {profile.skills.map((s) => (
                  <Pill key={s}>{s}</Pill>
                ))}
              </Group>
            ) : null}
          </FieldView>
        </Stack>
      }
    />
  );
}
