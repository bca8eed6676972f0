// The creative with its heatmap, fog or original view and the heatmap's opacity, the regions'
// boxes with their numbers (a number and its row in the table highlight each other on hover or
// focus), and a drawing layer: drag a rectangle to see its attention share at once, on the
// image itself. The overlay is drawn from the attention grid (src/result/zones.ts), so its
// colours match the legend; the server's PNG is the fallback for a result without a grid.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { BBox, Frame } from '@kreolab/api-client';
import { Box, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { clampRect, rectFromPoints } from '../grid';
import type { ViewMode } from '../state/analysisSlice';
import { VIEW_LABELS } from '../texts';
import { GridCanvas } from './GridCanvas';
import { attentionZones } from './zones';

export interface ViewerBox {
  id: string;
  bbox: BBox;
  label?: string;
  kind?: 'region' | 'custom' | 'pending';
  /** The number shown on the image (the same as in the regions' table). */
  marker?: string;
  /** What a screen reader says for the marker. */
  markerLabel?: string;
}

export interface HeatmapViewerProps {
  frame: Frame;
  /** The image to show when frame.image_url is empty (stories, previews). */
  imageSrc?: string;
  name: string;
  view: ViewMode;
  opacity: number;
  onViewChange?: (view: ViewMode) => void;
  onOpacityChange?: (opacity: number) => void;
  boxes?: ViewerBox[];
  highlighted?: string | null;
  /** Called while a rectangle is dragged (image pixels); without it there is no drawing. */
  onDraw?: (rect: BBox) => void;
  /** Hides the view switch and slider (side-by-side comparisons). */
  compact?: boolean;
  /** A marker hovered or focused (null when left). */
  onHighlight?: (id: string | null) => void;
  /** A marker clicked or pressed. */
  onMarkerClick?: (id: string) => void;
  /** Shown on the rectangle being drawn: its attention share. */
  pendingLabel?: string;
  /**
   * A CSS height the image may not exceed (keeps it and its legend above the fold), except that a
   * tall creative keeps at least `MIN_TALL_WIDTH` of its width.
   */
  maxHeight?: string;
}

const layer = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * The narrowest a creative is drawn under `maxHeight` (CSS px; its own width when narrower). A
 * 160×600 skyscraper held to 48vh was 115 px wide at 1440×900, its text smaller than it is shown
 * to people and half hidden by the regions' numbered markers.
 */
export const MIN_TALL_WIDTH = 240;

export function HeatmapViewer({
  frame,
  imageSrc,
  name,
  view,
  opacity,
  onViewChange,
  onOpacityChange,
  boxes = [],
  highlighted = null,
  onDraw,
  compact = false,
  onHighlight,
  onMarkerClick,
  pendingLabel,
  maxHeight,
}: HeatmapViewerProps) {
  const surface = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const size = { width: frame.width, height: frame.height };
  const src = frame.image_url || imageSrc || '';
  const overlayUrl = view === 'heatmap' ? frame.attention.heatmap_url : frame.attention.fog_url;
  const overlayOpacity = view === 'heatmap' ? opacity : Math.max(opacity, 0.35);
  const drawable = attentionZones(frame.attention.grid) !== null;

  const toImage = (e: ReactPointerEvent): { x: number; y: number } => {
    const r = surface.current!.getBoundingClientRect();
    const fx = r.width > 0 ? (e.clientX - r.left) / r.width : 0;
    const fy = r.height > 0 ? (e.clientY - r.top) / r.height : 0;
    return { x: fx * frame.width, y: fy * frame.height };
  };
  const drag = (e: ReactPointerEvent, end: boolean) => {
    if (!start || !onDraw) return;
    onDraw(clampRect(rectFromPoints(start, toImage(e)), size));
    if (end) setStart(null);
  };

  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <Stack gap="xs">
      {!compact && (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={ANALYSIS_TEXTS.view}
            value={view}
            onChange={(v) => onViewChange?.(v as ViewMode)}
            data={(['heatmap', 'fog', 'original'] as const).map((v) => ({
              value: v,
              label: VIEW_LABELS[v],
            }))}
          />
          <Box w={220}>
            <Text size="xs" id="heatmap-opacity-label">
              {ANALYSIS_TEXTS.opacity}
            </Text>
            <Slider
              aria-labelledby="heatmap-opacity-label"
              thumbLabel={ANALYSIS_TEXTS.opacity}
              min={0}
              max={100}
              step={5}
              value={Math.round(opacity * 100)}
              onChange={(v) => onOpacityChange?.(v / 100)}
              disabled={view === 'original'}
              label={(v) => `${v} %`}
            />
          </Box>
        </Group>
      )}
      <Box
        ref={surface}
        pos="relative"
        style={{
          aspectRatio: `${frame.width} / ${frame.height}`,
          overflow: 'hidden',
          touchAction: 'none',
          ...(maxHeight && frame.height > 0
            ? {
                width: '100%',
                maxWidth: `max(calc(${maxHeight} * ${frame.width / frame.height}), ${Math.min(frame.width, MIN_TALL_WIDTH)}px)`,
                marginInline: 'auto',
              }
            : {}),
        }}
        bg="gray.1"
        data-testid="heatmap-surface"
      >
        {src && (
          <img
            src={src}
            alt={ANALYSIS_TEXTS.imageAlt(name)}
            style={{ ...layer, objectFit: 'fill' }}
          />
        )}
        {view !== 'original' &&
          (drawable || !overlayUrl ? (
            <GridCanvas
              grid={frame.attention.grid}
              paint={view}
              label={view === 'heatmap' ? ANALYSIS_TEXTS.heatmapAlt : ANALYSIS_TEXTS.fogAlt}
              style={{ ...layer, opacity: overlayOpacity, pointerEvents: 'none' }}
            />
          ) : (
            <img
              src={overlayUrl}
              alt={view === 'heatmap' ? ANALYSIS_TEXTS.heatmapAlt : ANALYSIS_TEXTS.fogAlt}
              data-testid="heatmap-overlay"
              style={{ ...layer, opacity: overlayOpacity, pointerEvents: 'none' }}
            />
          ))}
        {boxes.map((b) => {
          const on = b.id === highlighted;
          const colour = b.kind === 'pending' ? 'white' : b.kind === 'custom' ? '#7048e8' : '#fff';
          return (
            <div
              key={b.id}
              data-box={b.id}
              data-highlighted={on || undefined}
              aria-hidden
              style={{
                position: 'absolute',
                left: pct(b.bbox.x, frame.width),
                top: pct(b.bbox.y, frame.height),
                width: pct(b.bbox.width, frame.width),
                height: pct(b.bbox.height, frame.height),
                // around the box, not inside it: a text line's box is tight to its letters,
                // and a border drawn inside covered their edges («%» of «Скидка 30 %»)
                outline: `${on ? 3 : 1}px ${b.kind === 'pending' ? 'dashed' : 'solid'} ${on ? '#fab005' : colour}`,
                boxShadow: on ? '0 0 0 4px rgba(0,0,0,.5)' : '0 0 0 2px rgba(0,0,0,.35)',
                pointerEvents: 'none',
              }}
            >
              {b.kind === 'pending' && pendingLabel && (
                <span
                  data-testid="pending-share"
                  style={{
                    position: 'absolute',
                    left: 0,
                    top: 0,
                    padding: '1px 5px',
                    background: 'rgba(0,0,0,.75)',
                    color: '#fff',
                    fontSize: 12,
                    fontWeight: 700,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {pendingLabel}
                </span>
              )}
            </div>
          );
        })}
        {onDraw && (
          // A surface for the mouse only, so it has no name: the «Своя область» fields beside the
          // image are the same action for the keyboard and screen readers.
          <div
            role="presentation"
            data-testid="draw-layer"
            style={{ ...layer, cursor: 'crosshair' }}
            onPointerDown={(e) => {
              (e.target as Element).setPointerCapture?.(e.pointerId);
              setStart(toImage(e));
            }}
            onPointerMove={(e) => drag(e, false)}
            onPointerUp={(e) => drag(e, true)}
          />
        )}
        {boxes
          .filter((b) => b.marker)
          .map((b) => {
            const on = b.id === highlighted;
            return (
              <button
                key={`m-${b.id}`}
                type="button"
                data-marker={b.id}
                data-highlighted={on || undefined}
                aria-label={b.markerLabel ?? b.marker}
                onMouseEnter={() => onHighlight?.(b.id)}
                onMouseLeave={() => onHighlight?.(null)}
                onFocus={() => onHighlight?.(b.id)}
                onBlur={() => onHighlight?.(null)}
                onClick={() => onMarkerClick?.(b.id)}
                style={{
                  position: 'absolute',
                  // beside the box, not on it: centred on its corner, the number hid the first
                  // letter of a text line on a phone (a line's letters are 10–15 px there); it
                  // goes inside only where the image's edge leaves no room
                  left: `clamp(0px, calc(${pct(b.bbox.x, frame.width)} - 23px), calc(100% - 22px))`,
                  top: `clamp(0px, calc(${pct(b.bbox.y, frame.height)} - 11px), calc(100% - 22px))`,
                  minWidth: 22,
                  height: 22,
                  padding: '0 4px',
                  borderRadius: 11,
                  border: '2px solid #fff',
                  background: on ? '#fab005' : b.kind === 'custom' ? '#7048e8' : '#1c1c24',
                  color: on ? '#000' : '#fff',
                  fontSize: 12,
                  fontWeight: 700,
                  lineHeight: '18px',
                  cursor: 'pointer',
                  boxShadow: '0 1px 3px rgba(0,0,0,.5)',
                  zIndex: on ? 3 : 2,
                }}
              >
                <span aria-hidden>{b.marker}</span>
              </button>
            );
          })}
      </Box>
    </Stack>
  );
}
