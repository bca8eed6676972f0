// One frame's image column: the viewer with the regions' numbered markers, the user's
// rectangles and the one being drawn (its share shown on it at once), and the colour legend.
// The highlighted region and the pending rectangle belong to ResearchResultView, which shares
// them with the regions' table and the keyboard drawing tool in its «Области» tab.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { BBox, Frame } from '@kreolab/api-client';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formatShare, gridShare } from '../grid';
import {
  opacitySet,
  selectDrawnRegions,
  selectOpacity,
  selectViewMode,
  viewModeSet,
} from '../state/analysisSlice';
import { RESULT_TEXTS } from '../texts';
import { HeatLegend } from './HeatLegend';
import { HeatmapViewer, type ViewerBox } from './HeatmapViewer';
import { numberRegions, regionName, type CustomRegionRow } from './RegionList';

export const EMPTY_RECT: BBox = { x: 0, y: 0, width: 0, height: 0 };

export function useCustomRows(frame: Frame | undefined): (CustomRegionRow & { bbox: BBox })[] {
  const drawn = useSelector(selectDrawnRegions);
  return useMemo(
    () =>
      !frame
        ? []
        : drawn
            .filter((d) => d.frame === frame.index)
            .map((d, i) => ({
              id: d.id,
              label: ANALYSIS_TEXTS.customRegion(i + 1),
              share: gridShare(frame.attention.grid, d.bbox, frame),
              bbox: d.bbox,
            })),
    [drawn, frame],
  );
}

export interface FrameViewerProps {
  frame: Frame;
  name: string;
  imageSrc?: string;
  highlighted?: string | null;
  onHighlight?: (id: string | null) => void;
  onMarkerClick?: (id: string) => void;
  pending?: BBox;
  onPendingChange?: (rect: BBox) => void;
}

export function FrameViewer({
  frame,
  name,
  imageSrc,
  highlighted = null,
  onHighlight,
  onMarkerClick,
  pending = EMPTY_RECT,
  onPendingChange,
}: FrameViewerProps) {
  const dispatch = useDispatch();
  const view = useSelector(selectViewMode);
  const opacity = useSelector(selectOpacity);
  const custom = useCustomRows(frame);
  const hasPending = pending.width > 0 && pending.height > 0;

  const boxes: ViewerBox[] = [
    ...numberRegions(frame.regions).map((r) => ({
      id: r.id,
      bbox: r.bbox,
      kind: 'region' as const,
      marker: String(r.n),
      markerLabel: RESULT_TEXTS.regionMarker(r.n, regionName(r), formatShare(r.attention_share)),
    })),
    ...custom.map((c, i) => ({
      id: c.id,
      bbox: c.bbox,
      kind: 'custom' as const,
      marker: `С${i + 1}`,
      markerLabel: RESULT_TEXTS.customMarker(i + 1, formatShare(c.share)),
    })),
    ...(hasPending ? [{ id: 'pending', bbox: pending, kind: 'pending' as const }] : []),
  ];
  return (
    <Stack gap="sm">
      <HeatmapViewer
        frame={frame}
        imageSrc={imageSrc}
        name={name}
        view={view}
        opacity={opacity}
        onViewChange={(v) => dispatch(viewModeSet(v))}
        onOpacityChange={(o) => dispatch(opacitySet(o))}
        boxes={boxes}
        highlighted={highlighted}
        onHighlight={onHighlight}
        onMarkerClick={onMarkerClick}
        onDraw={onPendingChange}
        maxHeight="48vh"
        pendingLabel={
          hasPending ? formatShare(gridShare(frame.attention.grid, pending, frame)) : undefined
        }
      />
      <HeatLegend grid={frame.attention.grid} view={view} />
    </Stack>
  );
}
