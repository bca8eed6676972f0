import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { Link } from 'react-router';
import type { BreadcrumbItem } from '../state/types';

/** A breadcrumb trail; items with `to` are links, the last one is the current page. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={UI_TEXTS.breadcrumbsLabel}>
      <MantineBreadcrumbs separatorMargin={6}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return item.to && !current ? (
            <Anchor key={`${item.label}-${index}`} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text
              key={`${item.label}-${index}`}
              size="sm"
              c="dimmed"
              aria-current={current ? 'page' : undefined}
            >
              {item.label}
            </Text>
          );
        })}
      </MantineBreadcrumbs>
    </nav>
  );
}
