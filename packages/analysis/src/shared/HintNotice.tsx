// A one-time hint of the analysis pages as a dismissible notice; whether it shows and how it
// is dismissed is @kreolab/entities' useProfileHint, shared with the profile's own hints.
import {
  ANALYSIS_TEXTS,
  HINT_TEXTS,
  HINT_TEXTS_IN_BRIEF,
  useProfileHint,
  type ContainerKind,
  type HintName,
} from '@kreolab/entities';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';

export interface HintNoticeProps {
  name: HintName;
  /** Shows it only when this is true as well (e.g. after saving). */
  when?: boolean;
  /** Where the analysis lies: some hints say «этой лаборатории» or «этого брифа». */
  container?: ContainerKind;
}

/** The hint as a dismissible notice, while its profile flag is true. */
export function HintNotice({ name, when = true, container }: HintNoticeProps) {
  const { visible, dismiss } = useProfileHint(name);
  if (!visible || !when) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      title={ANALYSIS_TEXTS.hintTitle}
      icon={<IconBulb size={18} aria-hidden />}
      data-hint={name}
    >
      {/* The button keeps its whole label («Больше не показывать»); on a narrow screen it goes
          under the text instead of being cut. */}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Text size="sm" style={{ flex: '1 1 240px' }}>
          {(container === 'briefs' && HINT_TEXTS_IN_BRIEF[name]) || HINT_TEXTS[name]}
        </Text>
        <Button size="xs" variant="subtle" style={{ flexShrink: 0 }} onClick={() => void dismiss()}>
          {ANALYSIS_TEXTS.hintClose}
        </Button>
      </Group>
    </Alert>
  );
}
