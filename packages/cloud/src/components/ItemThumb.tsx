// A thumbnail: the image itself for images, otherwise the type's icon.
import { Center } from '@mantine/core';
import { useState } from 'react';
import { isImage, type Item } from '../model';
import { ItemIcon } from './ItemIcon';

export function ItemThumb({ item, height }: { item: Item; height: number }) {
  const [failed, setFailed] = useState(false);
  const picture = isImage(item) && item.url && !failed;
  return (
    <Center
      h={height}
      w="100%"
      style={{ overflow: 'hidden', borderRadius: 6, background: 'var(--mantine-color-gray-0)' }}
    >
      {picture ? (
        <img
          src={item.url}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ItemIcon item={item} size={Math.round(height * 0.5)} />
      )}
    </Center>
  );
}
