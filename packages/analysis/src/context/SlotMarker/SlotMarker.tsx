// Marks where the creative goes on the user's own context image: drag a rectangle over the image
// (pointer), or type its x, y, width and height in image pixels (keyboard and screen readers).
import type { BBox } from '@kreolab/api-client';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { clampRect, rectFromPoints } from '../../grid';
import { RectFields } from '../../shared/RectFields';
import { CONTEXT_TEXTS as T } from '../texts';

export interface SlotMarkerProps {
  src: string;
  /** The image's size in pixels (the slot is in these). */
  width: number;
  height: number;
  slot: BBox;
  onChange: (slot: BBox) => void;
  error?: string | null;
}

/** The engine's smallest slot side (MIN_SLOT_SIDE of @kreolab/engine; the contract says the same). */
export const MIN_SLOT = 32;

/** Why a slot cannot be used, or null. */
export function slotProblem(slot: BBox, size: { width: number; height: number }): string | null {
  if (slot.width < MIN_SLOT || slot.height < MIN_SLOT) return T.slotTooSmall;
  if (
    slot.x < 0 ||
    slot.y < 0 ||
    slot.x + slot.width > size.width ||
    slot.y + slot.height > size.height
  )
    return T.slotOutside;
  return null;
}

export function SlotMarker({ src, width, height, slot, onChange, error }: SlotMarkerProps) {
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
    <Stack gap="xs" role="group" aria-label={T.markSlot}>
      <Text size="sm" fw={500}>
        {T.markSlot}
      </Text>
      <Text size="xs" c="dimmed">
        {T.markHint}
      </Text>
      <Box
        ref={box}
        data-testid="slot-marker"
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
          alt={T.slotArea}
          draggable={false}
          style={{ width: '100%', height: '100%', display: 'block', borderRadius: 4 }}
        />
        {slot.width > 0 && slot.height > 0 && (
          <div
            data-testid="slot-rect"
            style={{
              position: 'absolute',
              left: pct(slot.x, width),
              top: pct(slot.y, height),
              width: pct(slot.width, width),
              height: pct(slot.height, height),
              border: '2px dashed var(--mantine-color-blue-6)',
              background: 'rgba(34, 139, 230, 0.15)',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      <Group gap="xs">
        <RectFields
          rect={slot}
          bounds={{ width, height }}
          labels={{ x: T.slotX, y: T.slotY, width: T.slotW, height: T.slotH }}
          onChange={onChange}
        />
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
