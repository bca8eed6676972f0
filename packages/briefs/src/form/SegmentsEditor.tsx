// The audience segments of a brief: add, remove and edit (name, age from–to, gender, interests).
import type { Gender } from '@kreolab/api-client';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { focusableDisabled } from '@kreolab/ui-kit';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { GENDER_LABELS, BRIEFS_TEXTS } from '../texts';
import { LIMITS, newSegment, type BriefFormValues } from './briefForm';

const genderOptions = (Object.keys(GENDER_LABELS) as Gender[]).map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));

export function SegmentsEditor({ form }: { form: UseFormReturnType<BriefFormValues> }) {
  const segments = form.values.segments;
  const listError = form.errors.segments;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {BRIEFS_TEXTS.segments}
      </Title>
      {segments.map((segment, i) => {
        const at = `segments.${i}`;
        const n = i + 1;
        return (
          <Fieldset
            key={segment.key}
            legend={BRIEFS_TEXTS.segment(n)}
            radius="md"
            data-testid={`segment-${n}`}
          >
            <Stack gap="sm">
              <Group align="flex-start" wrap="nowrap">
                <TextInput
                  label={BRIEFS_TEXTS.segmentName}
                  withAsterisk
                  style={{ flex: 1 }}
                  {...form.getInputProps(`${at}.name`)}
                />
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  aria-label={BRIEFS_TEXTS.removeSegment(n)}
                  onClick={() => form.removeListItem('segments', i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NumberInput
                  label={BRIEFS_TEXTS.ageFrom}
                  withAsterisk
                  min={LIMITS.ageMin}
                  max={LIMITS.ageMax}
                  clampBehavior="none"
                  {...form.getInputProps(`${at}.age_from`)}
                />
                <NumberInput
                  label={BRIEFS_TEXTS.ageTo}
                  withAsterisk
                  min={LIMITS.ageMin}
                  max={LIMITS.ageMax}
                  clampBehavior="none"
                  {...form.getInputProps(`${at}.age_to`)}
                />
                <Select
                  label={BRIEFS_TEXTS.gender}
                  data={genderOptions}
                  allowDeselect={false}
                  {...form.getInputProps(`${at}.gender`)}
                />
              </SimpleGrid>
              <TagsInput
                label={BRIEFS_TEXTS.interests}
                description={BRIEFS_TEXTS.interestsHint}
                maxTags={LIMITS.interests}
                clearable
                {...form.getInputProps(`${at}.interests`)}
              />
            </Stack>
          </Fieldset>
        );
      })}
      {listError && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          {...focusableDisabled(segments.length >= LIMITS.segments)}
          onClick={() => {
            form.insertListItem('segments', newSegment());
            form.clearFieldError('segments');
          }}
        >
          {BRIEFS_TEXTS.addSegment}
        </Button>
      </Group>
    </Stack>
  );
}
