// «Как считали: …» under a result or a comparison, with the way to the page that publishes how
// accurate those numbers are (/method), in a new tab so the result stays where it was.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { RESULT_TEXTS } from '../texts';

export function MethodNote({ note, modelVersion }: { note: string; modelVersion: string }) {
  return (
    <Text size="xs" c="dimmed" data-testid="method-note">
      {ANALYSIS_TEXTS.method}: {note} ({modelVersion}){' '}
      <Anchor
        href="/method"
        target="_blank"
        rel="noopener"
        size="xs"
        underline="always"
        data-testid="method-link"
      >
        {RESULT_TEXTS.methodLink} <VisuallyHidden>{RESULT_TEXTS.newTab}</VisuallyHidden>
      </Anchor>
    </Text>
  );
}
