// One frame of a research result: the viewer with its regions and drawing, the region list
// with the user's rectangles (their shares from the grid), and the keyboard drawing tool.
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { BBox, Frame } from '@kreolab/api-client';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { gridShare } from '../grid';
import {
  opacitySet,
  regionDrawn,
  regionRemoved,
  selectDrawnRegions,
  selectOpacity,
  selectViewMode,
  viewModeSet,
} from '../state/analysisSlice';
import { DrawTool } from './DrawTool';
import { HeatmapViewer, type ViewerBox } from './HeatmapViewer';
import { RegionList, type CustomRegionRow } from './RegionList';

const EMPTY: BBox = { x: 0, y: 0, width: 0, height: 0 };

export function useCustomRows(frame: Frame | undefined): CustomRegionRow[] {
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

export function FrameViewer({
  frame,
  name,
  imageSrc,
}: {
  frame: Frame;
  name: string;
  imageSrc?: string;
}) {
  const dispatch = useDispatch();
  const view = useSelector(selectViewMode);
  const opacity = useSelector(selectOpacity);
  const drawn = useSelector(selectDrawnRegions);
  const custom = useCustomRows(frame);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [pending, setPending] = useState<BBox>(EMPTY);
  const pendingShare = gridShare(frame.attention.grid, pending, frame);

  const boxes: ViewerBox[] = [
    ...frame.regions.map((r) => ({ id: r.id, bbox: r.bbox, kind: 'region' as const })),
    ...drawn
      .filter((d) => d.frame === frame.index)
      .map((d) => ({ id: d.id, bbox: d.bbox, kind: 'custom' as const })),
    ...(pending.width > 0 && pending.height > 0
      ? [{ id: 'pending', bbox: pending, kind: 'pending' as const }]
      : []),
  ];
  const add = () => {
    dispatch(regionDrawn({ frame: frame.index, bbox: pending }));
    setPending(EMPTY);
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
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
        onDraw={setPending}
      />
      <Stack gap="md">
        <Title order={3} size="h4">
          {ANALYSIS_TEXTS.regions}
        </Title>
        <RegionList
          regions={frame.regions}
          custom={custom}
          onHighlight={setHighlighted}
          onRemoveCustom={(id) => dispatch(regionRemoved(id))}
        />
        <Title order={3} size="h4">
          {ANALYSIS_TEXTS.drawTitle}
        </Title>
        <DrawTool
          rect={pending}
          share={pendingShare}
          imageSize={frame}
          onChange={setPending}
          onAdd={add}
        />
      </Stack>
    </SimpleGrid>
  );
}
