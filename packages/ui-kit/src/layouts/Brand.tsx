import { Group, Text, ThemeIcon } from '@mantine/core';
import { PRODUCT_NAME } from '@kreolab/i18n-ru';
import { Link } from 'react-router';

/** The product mark and name; it links to the start page. */
export function Brand({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  return (
    <Group
      renderRoot={(props) => <Link to="/" {...props} />}
      gap={8}
      wrap="nowrap"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <ThemeIcon size={size === 'lg' ? 32 : 28} radius="md" aria-hidden>
        <Text fw={800} fz={size === 'lg' ? 18 : 16} c="white" lh={1}>
          К
        </Text>
      </ThemeIcon>
      <Text fw={750} fz={size === 'lg' ? 20 : 18} lh={1}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
