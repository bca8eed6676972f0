// A rectangle marked on an image: drag it over the image (pointer), or type its x, y, width and
// height in image pixels (keyboard and screen readers). The context's slot (SlotMarker) and the
// brand's logo (BrandAreaDialog) are marked with it.
import type { BBox } from '@kreolab/api-client';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { clampRect, rectFromPoints } from '../grid';
import { RectFields } from './RectFields';

export interface RectMarkerProps {
  src: string;
  /** The image's size in pixels (the rectangle is in these). */
  width: number;
  height: number;
  rect: BBox;
  onChange: (rect: BBox) => void;
  texts: {
    title: string;
    hint: string;
    /** The image's alternative text. */
    alt: string;
    fields: Record<keyof BBox, string>;
  };
  /** Test ids of the surface and of the rectangle drawn on it. */
  testIds: { surface: string; rect: string };
  error?: string | null;
}

export function RectMarker({
  src,
  width,
  height,
  rect,
  onChange,
  texts,
  testIds,
  error,
}: RectMarkerProps) {
  const box = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const size = { width, height };
  const toImage = (e: PointerEvent) => {
    const r = box.current!.getBoundingClientRect();
    return {
      x: ((e.clientX - r.left) / Math.max(1, r.width)) * width,
      y: ((e.clientY - r.top) / Math.max(1, r.height)) * height,
    };
  };
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <Stack gap="xs" role="group" aria-label={texts.title}>
      <Text size="sm" fw={500}>
        {texts.title}
      </Text>
      <Text size="xs" c="dimmed">
        {texts.hint}
      </Text>
      <Box
        ref={box}
        data-testid={testIds.surface}
        style={{
          position: 'relative',
          width: '100%',
          maxWidth: 480,
          aspectRatio: `${width} / ${height}`,
          touchAction: 'none',
          cursor: 'crosshair',
          userSelect: 'none',
        }}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          const p = toImage(e);
          setStart(p);
          onChange(clampRect({ ...p, width: 0, height: 0 }, size));
        }}
        onPointerMove={(e) => {
          if (start) onChange(clampRect(rectFromPoints(start, toImage(e)), size));
        }}
        onPointerUp={() => setStart(null)}
      >
        <img
          src={src}
          alt={texts.alt}
          draggable={false}
          style={{ width: '100%', height: '100%', display: 'block', borderRadius: 4 }}
        />
        {rect.width > 0 && rect.height > 0 && (
          <div
            data-testid={testIds.rect}
            style={{
              position: 'absolute',
              left: pct(rect.x, width),
              top: pct(rect.y, height),
              width: pct(rect.width, width),
              height: pct(rect.height, height),
              border: '2px dashed var(--mantine-color-blue-6)',
              background: 'rgba(34, 139, 230, 0.15)',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      <Group gap="xs">
        <RectFields rect={rect} bounds={size} labels={texts.fields} onChange={onChange} />
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
