// 'Все файлы' and the folders entered; each but the last opens its folder.
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import type { Item } from '../model';
import { CLOUD_TEXTS } from '../texts';

export interface CloudBreadcrumbsProps {
  stack: Item[];
  /** -1 is the root. */
  onOpen: (index: number) => void;
  /** While searching nothing is current, so the last folder is a link too. */
  allLinks?: boolean;
  /** The navigation's name: another than the page's breadcrumbs when both are on a page. */
  label?: string;
}

export function CloudBreadcrumbs({
  stack,
  onOpen,
  allLinks = false,
  label = UI_TEXTS.breadcrumbsLabel,
}: CloudBreadcrumbsProps) {
  const crumbs = [{ id: 0, name: CLOUD_TEXTS.root }, ...stack];
  return (
    <nav aria-label={label}>
      <Breadcrumbs separator=">" separatorMargin={6}>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 && !allLinks ? (
            <Text key={`${c.id}-${i}`} size="sm" fw={600} aria-current="page">
              {c.name}
            </Text>
          ) : (
            <Anchor
              key={`${c.id}-${i}`}
              component="button"
              type="button"
              size="sm"
              onClick={() => onOpen(i - 1)}
            >
              {c.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
