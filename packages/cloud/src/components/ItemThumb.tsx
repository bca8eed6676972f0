// A thumbnail: the server's preview (an image, a PDF's first page, a video frame; issue 16),
// the image itself when there is no preview URL, otherwise — or when loading fails — the
// type's icon.
import { Center } from '@mantine/core';
import { useState } from 'react';
import { isImage, type Item } from '../model';
import { ItemIcon } from './ItemIcon';

export function ItemThumb({ item, height }: { item: Item; height: number }) {
  const [failed, setFailed] = useState(false);
  const src = item.thumbnail_url || (isImage(item) ? item.url : '');
  const picture = src && !failed;
  return (
    <Center
      h={height}
      w="100%"
      style={{ overflow: 'hidden', borderRadius: 6, background: 'var(--mantine-color-gray-0)' }}
    >
      {picture ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ItemIcon item={item} size={Math.round(height * 0.5)} />
      )}
    </Center>
  );
}
