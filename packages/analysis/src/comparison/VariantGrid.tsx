// The variants of a comparison side by side, as many per row as the container (not the window)
// has room for: the page's columns and a phone both narrow it.
import { SimpleGrid, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export function VariantGrid({
  count,
  label,
  spacing,
  children,
}: {
  count: number;
  label: string;
  spacing: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      type="container"
      cols={{
        base: 1,
        '480px': Math.min(count, 2),
        '760px': Math.min(count, 3),
        '1100px': Math.min(count, 5),
      }}
      spacing={spacing}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {children}
    </SimpleGrid>
  );
}
