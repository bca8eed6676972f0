import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { Link } from 'react-router';
import type { BreadcrumbItem } from '../state/types';

/**
 * A breadcrumb trail. Items with `to` are links, even the last one (a lab's page shows only
 * 'Мои исследования', a way back to the list); a last item without `to` is the current page.
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={UI_TEXTS.breadcrumbsLabel}>
      {/* A long name (a lab's, a brief's) wraps to the next line and is cut with «…» inside
          the screen's width, so a phone never scrolls sideways; the full name is its title. */}
      <MantineBreadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', minWidth: 0 }}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return item.to ? (
            <Anchor
              key={`${item.label}-${index}`}
              component={Link}
              to={item.to}
              size="sm"
              truncate="end"
              maw="100%"
              title={item.label}
            >
              {item.label}
            </Anchor>
          ) : (
            <Text
              key={`${item.label}-${index}`}
              size="sm"
              c="dimmed"
              truncate="end"
              maw="100%"
              title={item.label}
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
