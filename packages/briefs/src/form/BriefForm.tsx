// The brief form, for creating and for editing: main fields, goal, audience text, key message,
// placements and the segments editor. Validation on submit (product-spec §5 messages); the
// server's 422 field messages come back through `onSubmit`'s result.
import type { Brief, BriefInput, Goal, Placement } from '@kreolab/api-client';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { focusFirstInvalid, onInvalidSubmit } from '@kreolab/ui-kit';
import { useForm } from '@mantine/form';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { BRIEFS_TEXTS, GOAL_LABELS, PLACEMENT_LABELS } from '../texts';
import { readBriefDraft, saveBriefDraft } from './briefDraft';
import { briefFormValues, toBriefInput, validateBrief, type BriefFormValues } from './briefForm';
import { SegmentsEditor } from './SegmentsEditor';

export interface BriefFormProps {
  /** The brief being edited; none for a new one. */
  brief?: Brief | null;
  submitLabel: string;
  busy?: boolean;
  /** Resolves with the server's field messages (path → message) when it refused them. */
  onSubmit: (input: BriefInput) => Promise<Record<string, string> | void>;
  onCancel?: () => void;
  /**
   * Where the unsaved input is kept while the user types (`briefDraftKey`), and restored from when
   * the form opens again; the page clears it once the brief is saved or the form cancelled.
   */
  draftKey?: string;
}

const goalOptions = (Object.keys(GOAL_LABELS) as Goal[]).map((value) => ({
  value,
  label: GOAL_LABELS[value],
}));

export function BriefForm({
  brief,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  draftKey,
}: BriefFormProps) {
  // the values the form opens with, before any kept input: what «Очистить форму» and «Вернуть
  // сохранённое» return to
  const [own] = useState(() => briefFormValues(brief));
  const [restored, setRestored] = useState(() => (draftKey ? readBriefDraft(draftKey, own) : null));
  const form = useForm<BriefFormValues>({
    mode: 'controlled',
    initialValues: restored ?? own,
    validate: validateBrief,
    onValuesChange: (values) => {
      if (draftKey) saveBriefDraft(draftKey, values, own);
    },
  });
  const reset = () => {
    form.setValues(own);
    form.clearErrors();
    setRestored(null);
  };

  const submit = form.onSubmit(async (values, event) => {
    const at = event?.currentTarget;
    const fields = await onSubmit(toBriefInput(values));
    if (fields && Object.keys(fields).length > 0) {
      form.setErrors(fields);
      focusFirstInvalid(at);
    }
  }, onInvalidSubmit);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {restored && (
          <Alert color="blue" variant="light" icon={<IconRestore aria-hidden />}>
            <Group justify="space-between" gap="xs">
              {BRIEFS_TEXTS.draftRestored}
              <Button variant="subtle" size="compact-sm" onClick={reset}>
                {brief ? BRIEFS_TEXTS.draftDropEdit : BRIEFS_TEXTS.draftDrop}
              </Button>
            </Group>
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {BRIEFS_TEXTS.sectionMain}
            </Title>
            <TextInput label={BRIEFS_TEXTS.name} withAsterisk {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={BRIEFS_TEXTS.brand} withAsterisk {...form.getInputProps('brand')} />
              <TextInput
                label={BRIEFS_TEXTS.product}
                withAsterisk
                {...form.getInputProps('product')}
              />
              <TextInput label={BRIEFS_TEXTS.category} {...form.getInputProps('category')} />
              <Select
                label={BRIEFS_TEXTS.goal}
                placeholder={BRIEFS_TEXTS.goalPlaceholder}
                withAsterisk
                data={goalOptions}
                allowDeselect={false}
                {...form.getInputProps('goal')}
              />
            </SimpleGrid>
            <Textarea label={BRIEFS_TEXTS.audience} rows={3} {...form.getInputProps('audience')} />
            <Textarea
              label={BRIEFS_TEXTS.keyMessage}
              rows={3}
              {...form.getInputProps('key_message')}
            />
            <Checkbox.Group label={BRIEFS_TEXTS.placements} {...form.getInputProps('placements')}>
              <Group mt="xs">
                {(Object.keys(PLACEMENT_LABELS) as Placement[]).map((p) => (
                  <Checkbox key={p} value={p} label={PLACEMENT_LABELS[p]} />
                ))}
              </Group>
            </Checkbox.Group>
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <SegmentsEditor form={form} />
        </Paper>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {BRIEFS_TEXTS.cancel}
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
