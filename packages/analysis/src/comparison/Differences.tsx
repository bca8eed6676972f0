// The differences that matter, as a short list of Russian sentences (model.ts decides which).
import { List, Text } from '@mantine/core';
import { COMPARISON_TEXTS as T } from '../texts';

export function Differences({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <Text size="sm">{T.noDifferences}</Text>;
  return (
    <List spacing={4} size="sm" aria-label={T.differences} data-testid="differences">
      {items.map((text) => (
        <List.Item key={text}>{text}</List.Item>
      ))}
    </List>
  );
}
