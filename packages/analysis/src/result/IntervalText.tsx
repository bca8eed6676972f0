// A share with the range where the share of real people lies (95 %), in the contract's words:
// «62 %» and below it «от 41 до 63 %». The explanation is given once per table (IntervalNote).
import { Text } from '@mantine/core';
import { formatShare } from '../grid';
import { RESULT_TEXTS } from '../texts';
import { intervalText, type Interval } from './contract';

export function IntervalText({
  share,
  interval,
}: {
  share: number | null | undefined;
  interval?: Interval | null;
}) {
  return (
    <>
      <Text span size="sm">
        {formatShare(share, 0)}
      </Text>
      {interval && (
        <Text size="xs" c="dimmed" data-testid="interval" style={{ whiteSpace: 'nowrap' }}>
          {intervalText(interval)}
        </Text>
      )}
    </>
  );
}

export function IntervalNote() {
  return (
    <Text size="xs" c="dimmed" data-testid="interval-note">
      {RESULT_TEXTS.intervalNote}
    </Text>
  );
}
