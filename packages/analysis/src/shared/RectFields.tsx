// A rectangle's x, y, width and height as whole-pixel number fields: the keyboard alternative to
// dragging a rectangle over an image, shared by the result's drawn areas and the context slot.
import type { BBox } from '@kreolab/api-client';
import { NumberInput } from '@mantine/core';

export interface RectFieldsProps {
  rect: BBox;
  /** The image the rectangle lies on, in pixels: each field's upper bound. */
  bounds: { width: number; height: number };
  labels: Record<keyof BBox, string>;
  onChange: (rect: BBox) => void;
  /** Each field's width in px. */
  fieldWidth?: number;
}

const KEYS = ['x', 'y', 'width', 'height'] as const;

export function RectFields({ rect, bounds, labels, onChange, fieldWidth = 96 }: RectFieldsProps) {
  return KEYS.map((key) => (
    <NumberInput
      key={key}
      label={labels[key]}
      size="xs"
      w={fieldWidth}
      min={0}
      max={key === 'x' || key === 'width' ? bounds.width : bounds.height}
      allowDecimal={false}
      value={rect[key]}
      onChange={(v) => onChange({ ...rect, [key]: typeof v === 'number' ? v : Number(v) || 0 })}
    />
  ));
}
