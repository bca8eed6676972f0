// A one-time hint in the profile's look; whether it shows and how it is dismissed (hidden at
// once, just its flag saved) is @kreolab/entities' useProfileHint, shared with the analysis pages.
import { Alert, Button, Group } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HINT_TEXTS, useProfileHint, type HintName } from '@kreolab/entities';
import { PROFILE_TEXTS } from '../texts';

export interface HintProps {
  name: HintName;
  /** The hint's text; the default text of that hint otherwise. */
  children?: ReactNode;
  title?: ReactNode;
}

/** A one-time hint: shown while its profile flag is true, gone for good once dismissed. */
export function Hint({ name, children, title }: HintProps) {
  const { visible, dismiss } = useProfileHint(name);
  if (!visible) return null;
  return (
    <Alert
      color="brand"
      variant="light"
      icon={<IconBulb size={18} aria-hidden />}
      title={title}
      role="note"
      data-hint={name}
    >
      {children ?? HINT_TEXTS[name]}
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="subtle" onClick={() => void dismiss()}>
          {PROFILE_TEXTS.hintClose}
        </Button>
      </Group>
    </Alert>
  );
}
