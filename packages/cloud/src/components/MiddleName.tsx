// A file's name cut in the middle, shared by the cloud's items and the creative picker: files of
// one campaign often differ only near the end («… — вариант А.jpg», «… — вариант Б.jpg»).
import { Text } from '@mantine/core';
import { nameParts } from '../model';

/**
 * The name cut in the middle by the layout: its head ends in an ellipsis when the width runs
 * out and its tail stays, so that on a phone 'Баннер вес…на 01.jpg' and '…на 02.jpg' stay
 * apart. The whole name is in the page (the cut is drawn, not typed), so what a reader sees is
 * part of what a screen reader or voice control names the button; it is also the tooltip.
 */
export function MiddleName({ name }: { name: string }) {
  const [head, tail] = nameParts(name);
  return (
    <Text
      size="sm"
      fw={500}
      title={name}
      // pre: a space at the seam of the two parts would otherwise be dropped.
      style={{ display: 'flex', minWidth: 0, whiteSpace: 'pre' }}
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}>{head}</span>
      <span style={{ flexShrink: 0 }} data-name-tail>
        {tail}
      </span>
    </Text>
  );
}
