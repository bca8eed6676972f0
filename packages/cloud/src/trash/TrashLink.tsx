// «Корзина: 12 МБ» beside the free space on the cloud page: what the trash holds counts toward
// the quota, so the user sees it and can go there to free the space.
import { useGetDiskSpaceQuery } from '@kreolab/api-client';
import { formatFileSize } from '@kreolab/i18n-ru';
import { Anchor } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import '../api';
import { CLOUD_TEXTS } from '../texts';

export const TRASH_PATH = '/cloud/trash';

export function TrashLink() {
  const { data } = useGetDiskSpaceQuery();
  return (
    <Anchor component={Link} to={TRASH_PATH} size="sm" data-testid="trash-link">
      <IconTrash size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      {data ? CLOUD_TEXTS.trashLink(formatFileSize(data.trash_space)) : CLOUD_TEXTS.trashTitle}
    </Anchor>
  );
}
