// Marks where the creative goes on the user's own context image (RectMarker).
import type { BBox } from '@kreolab/api-client';
import { RectMarker } from '../../shared/RectMarker';
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
  return (
    <RectMarker
      src={src}
      width={width}
      height={height}
      rect={slot}
      onChange={onChange}
      error={error}
      testIds={{ surface: 'slot-marker', rect: 'slot-rect' }}
      texts={{
        title: T.markSlot,
        hint: T.markHint,
        alt: T.slotArea,
        fields: { x: T.slotX, y: T.slotY, width: T.slotW, height: T.slotH },
      }}
    />
  );
}
