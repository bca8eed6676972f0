// A file's name cut in the middle, shared by the cloud's items and the creative picker: files of
// one campaign often differ only near the end («… — вариант А.jpg», «… — вариант Б.jpg»).
import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { middleEllipsis } from '../model';

/** An average glyph width of Mantine's sm text, to turn the measured width into characters. */
const CHAR_PX = 8.5;

/**
 * The name cut in the middle to the width it has, so that on a phone 'Баннер вес…на 01.jpg'
 * and '…на 02.jpg' stay apart; the whole name is in the tooltip and the item's label.
 */
export function MiddleName({ name }: { name: string }) {
  const { ref, width } = useElementSize<HTMLParagraphElement>();
  // Before the first measure (and in tests without layout) the whole name.
  const shown =
    width > 0 ? middleEllipsis(name, Math.max(8, Math.floor((width - 4) / CHAR_PX))) : name;
  return (
    <Text
      ref={ref}
      size="sm"
      fw={500}
      title={name}
      style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'clip' }}
    >
      {shown}
    </Text>
  );
}
