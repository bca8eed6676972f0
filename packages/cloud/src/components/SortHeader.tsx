// The column headers of the cloud's listing (issue 16): name, date, size and type. The active
// one carries aria-sort and an arrow; clicking it turns the order round, clicking another sorts
// by that column from A to Z (oldest, smallest first).
import { Group, UnstyledButton, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ItemSort, SortKey } from '../model';
import { CLOUD_TEXTS } from '../texts';

export interface SortHeaderProps {
  sort: ItemSort;
  onSort: (sort: ItemSort) => void;
}

const COLUMNS: { key: SortKey; label: string; grow?: boolean }[] = [
  { key: 'name', label: CLOUD_TEXTS.sortName, grow: true },
  { key: 'type', label: CLOUD_TEXTS.sortType },
  { key: 'size', label: CLOUD_TEXTS.sortSize },
  { key: 'date', label: CLOUD_TEXTS.sortDate },
];

export function SortHeader({ sort, onSort }: SortHeaderProps) {
  return (
    <div role="table" aria-label={CLOUD_TEXTS.sortLabel}>
      <Group role="row" gap="xs" wrap="nowrap" px={6}>
        {COLUMNS.map(({ key, label, grow }) => {
          const active = sort.key === key;
          const Arrow = sort.order === 'asc' ? IconArrowUp : IconArrowDown;
          return (
            <div
              key={key}
              role="columnheader"
              aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
              style={grow ? { flex: 1, minWidth: 0 } : { flexShrink: 0 }}
            >
              <UnstyledButton
                onClick={() =>
                  onSort({
                    key,
                    order: active && sort.order === 'asc' ? 'desc' : 'asc',
                  })
                }
                data-active={active || undefined}
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4, padding: '4px 2px' }}
              >
                <Text size="sm" fw={active ? 700 : 500} c={active ? undefined : 'dimmed'}>
                  {label}
                </Text>
                {active && <Arrow size={14} aria-hidden />}
              </UnstyledButton>
            </div>
          );
        })}
      </Group>
    </div>
  );
}
