// Colour results: the palette with shares (a stacked strip and a list with hex and the
// Russian name), and the warm/cool balance when the result has it.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { Colours } from '@kreolab/api-client';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { formatShare } from '../grid';

export function Palette({ colours }: { colours: Colours }) {
  const palette = [...colours.palette].sort((a, b) => b.share - a.share);
  return (
    <Stack gap="sm">
      <Group gap={0} h={28} style={{ borderRadius: 6, overflow: 'hidden' }} aria-hidden>
        {palette.map((c) => (
          <Box key={c.hex} h="100%" w={`${c.share * 100}%`} bg={c.hex} />
        ))}
      </Group>
      <Stack
        component="ul"
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={ANALYSIS_TEXTS.paletteLabel}
      >
        {palette.map((c) => (
          <Group component="li" key={c.hex} gap="sm" wrap="nowrap" data-colour={c.hex}>
            <ColorSwatch color={c.hex} size={22} aria-hidden />
            <Text size="sm" w={150}>
              {c.name}
            </Text>
            <Text size="sm" ff="monospace" c="dimmed" w={80}>
              {c.hex}
            </Text>
            <Text size="sm" fw={600}>
              {formatShare(c.share)}
            </Text>
          </Group>
        ))}
      </Stack>
      {colours.warm_share !== undefined && colours.cool_share !== undefined && (
        <Text size="sm" c="dimmed">
          {ANALYSIS_TEXTS.warmCool(
            formatShare(colours.warm_share),
            formatShare(colours.cool_share),
          )}
        </Text>
      )}
    </Stack>
  );
}
