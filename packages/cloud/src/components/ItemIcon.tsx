import {
  IconArrowBackUp,
  IconFile,
  IconFileTypePdf,
  IconFolderFilled,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';
import { isBack, isFolder, isImage, isPdf, isVideo, type Item } from '../model';

export function ItemIcon({ item, size = 40 }: { item: Item; size?: number }) {
  const props = { size, stroke: 1.5, 'aria-hidden': true } as const;
  if (isBack(item)) return <IconArrowBackUp {...props} color="var(--mantine-color-gray-7)" />;
  if (isFolder(item)) return <IconFolderFilled {...props} color="var(--mantine-color-yellow-6)" />;
  if (isPdf(item)) return <IconFileTypePdf {...props} color="var(--mantine-color-red-8)" />;
  if (isVideo(item)) return <IconMovie {...props} color="var(--mantine-color-violet-8)" />;
  if (isImage(item)) return <IconPhoto {...props} color="var(--mantine-color-blue-8)" />;
  return <IconFile {...props} />;
}
