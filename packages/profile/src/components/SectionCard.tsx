import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEditorFocus } from '@kreolab/ui-kit';
import { IconPencil } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { PROFILE_TEXTS } from '../texts';

export interface SectionCardProps {
  title: string;
  editing: boolean;
  saving?: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** The edit form's submit; without it the edit mode only offers cancel. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The button that opens edit mode; 'Изменить' unless told. */
  editLabel?: string;
  /** Shown in view mode. */
  view: ReactNode;
  /** Shown in edit mode (the fields). */
  edit: ReactNode;
}

/** One profile section: a card with its own view, edit mode, save and cancel. */
export function SectionCard({
  title,
  editing,
  saving = false,
  onEdit,
  onCancel,
  onSubmit,
  editLabel = PROFILE_TEXTS.edit,
  view,
  edit,
}: SectionCardProps) {
  const headingId = `profile-section-${title.replace(/\s+/g, '-')}`;
  const focus = useEditorFocus<HTMLButtonElement, HTMLDivElement>(editing, headingId);
  const actions = (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {PROFILE_TEXTS.cancel}
      </Button>
      {onSubmit && (
        <Button type="submit" loading={saving}>
          {PROFILE_TEXTS.save}
        </Button>
      )}
    </Group>
  );
  return (
    <Card
      ref={focus.editor}
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={headingId}
    >
      {/* Wraps, so on a 390 px phone a long action («Активировать сертификат») moves under the
          title instead of being cut to «Активировать сертифи». */}
      <Group justify="space-between" mb="md" wrap="wrap" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {!editing && (
          <Button
            ref={focus.opener}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={`${editLabel}: ${title}`}
          >
            {editLabel}
          </Button>
        )}
      </Group>
      {!editing ? (
        view
      ) : onSubmit ? (
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="md">
            {edit}
            {actions}
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          {edit}
          {actions}
        </Stack>
      )}
    </Card>
  );
}

/** A label and its value in a section's view mode. */
export function FieldView({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === '' || children === null || children === undefined;
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" c={empty ? 'dimmed' : undefined}>
        {empty ? PROFILE_TEXTS.notSet : children}
      </Text>
    </div>
  );
}
