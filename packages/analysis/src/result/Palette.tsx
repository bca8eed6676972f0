// Colour results: the palette with shares (a stacked strip and a list with hex and the
// Russian name), and the warm/cool balance when the result has it. The strip has a frame and
// separators and prints the larger shares on their colour in black or white, whichever reads
// better, so a palette that is mostly white still reads as a bar.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { Colours } from '@kreolab/api-client';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { formatShare } from '../grid';

/** Relative luminance of a #rrggbb colour (WCAG), 0..1. */
export function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 1;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h!, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function Palette({ colours }: { colours: Colours }) {
  const palette = [...colours.palette].sort((a, b) => b.share - a.share);
  return (
    <Stack gap="sm">
      <Group
        gap={0}
        h={32}
        wrap="nowrap"
        style={{
          borderRadius: 6,
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-gray-5)',
        }}
        aria-hidden
        data-testid="palette-strip"
      >
        {palette.map((c, i) => (
          <Box
            key={c.hex}
            h="100%"
            w={`${c.share * 100}%`}
            bg={c.hex}
            style={{
              borderLeft: i > 0 ? '1px solid var(--mantine-color-gray-5)' : undefined,
              color: luminance(c.hex) > 0.4 ? '#1a1b1e' : '#fff',
              fontSize: 11,
              fontWeight: 700,
              lineHeight: '30px',
              textAlign: 'center',
              overflow: 'hidden',
              whiteSpace: 'nowrap',
            }}
          >
            {/* as the list below writes it («81 %» above «80,8 %» read as two figures), where
                the stripe holds it on a phone's 330 px */}
            {c.share >= 0.15 ? formatShare(c.share) : ''}
          </Box>
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
            <ColorSwatch color={c.hex} size={22} withShadow aria-hidden />
            <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
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
            // the rest of the pixels: warm and cool count only the chromatic ones
            formatShare(Math.max(0, 1 - colours.warm_share - colours.cool_share)),
          )}
        </Text>
      )}
    </Stack>
  );
}
