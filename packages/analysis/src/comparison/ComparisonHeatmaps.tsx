// The compared creatives' heatmaps side by side, on one colour scale (heatScale.ts), with every
// frame of a research reachable: a PDF's pages and a video's frames each get a picker, so a
// comparison of several-frame researches never hides all but the first. Each opens at its
// best-scored frame, as the report draws it.
import { describeError } from '@kreolab/entities';
import type { AttentionGrid, Frame, ResearchResult } from '@kreolab/api-client';
import { formatNumber } from '@kreolab/i18n-ru';
import { Box, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { analyses } from '../api';
import { fileLabels } from '../result/frameLabels';
import { COMPARISON_TEXTS as T } from '../texts';
import { HEAT_GRADIENT, sharedMax } from './heatScale';
import type { Variant } from './model';
import { SharedHeatCanvas } from './SharedHeatCanvas';
import { VariantGrid } from './VariantGrid';

export interface ComparisonHeatmapsProps {
  variants: readonly Variant[];
  /** Stories pass the research results in; the page reads them from the server. */
  results?: Record<number, ResearchResult | undefined>;
  /** Stories: the image of a research's frame when the result has no image_url. */
  imageFor?: (researchId: number, frame: number) => string | undefined;
}

/** «страница 2», «кадр 3 (1,5 с)» or «кадр 1». */
export function frameLabel(frame: Frame, position: number): string {
  if (frame.page !== null && frame.page !== undefined) return T.pageN(frame.page);
  if (frame.time !== null && frame.time !== undefined)
    return T.frameAt(position + 1, formatNumber(frame.time, { maximumFractionDigits: 1 }));
  return T.frameN(position + 1);
}

const layer = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

function Tile({
  variant,
  given,
  imageFor,
  max,
  onGrids,
}: {
  variant: Variant;
  given?: ResearchResult;
  imageFor?: (researchId: number, frame: number) => string | undefined;
  max: number;
  onGrids: (id: number, grids: AttentionGrid[]) => void;
}) {
  const q = analyses.useGetAnalysisResultQuery({ id: variant.id }, { skip: !!given });
  const data = given ?? (q.data?.type === 'research' ? (q.data as ResearchResult) : undefined);
  const frames = useMemo(() => data?.frames ?? [], [data]);
  // A research of several frames opens at its best-scored one (`key_frame_index`), the frame the
  // PDF report draws for it and its own page names: a video's first frame is often a title card.
  const key = data?.key_frame_index;
  const best = key !== undefined && key >= 0 && key < frames.length ? key : undefined;
  const [page, setPage] = useState<number | null>(null);
  // Report the grids once they are known: the shared scale's top covers every frame shown.
  useEffect(() => {
    if (frames.length > 0)
      onGrids(
        variant.id,
        frames.map((f) => f.attention.grid),
      );
  }, [frames, onGrids, variant.id]);
  const index = Math.min(page ?? (best ?? 0) + 1, Math.max(1, frames.length)) - 1;
  const frame = frames[index];
  // A research of several creatives names its frames by their files, as its own page does.
  const names = useMemo(() => fileLabels(frames), [frames]);
  const labels = names.map((name, i) => name ?? frameLabel(frames[i]!, i));
  const label = labels[index] ?? '';
  const src = frame?.image_url || imageFor?.(variant.id, index) || '';
  return (
    <Stack gap={6} data-heatmap={variant.id} component="li" style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} truncate>
        {variant.named ? `${variant.label} · ${variant.name}` : variant.label}
      </Text>
      {frame ? (
        <>
          <Box
            pos="relative"
            bg="gray.1"
            style={{ aspectRatio: `${frame.width} / ${frame.height}`, overflow: 'hidden' }}
            data-testid="heatmap-surface"
            data-frame={index}
          >
            {src && (
              <img
                src={src}
                alt={T.creativeOf(variant.name, label)}
                style={{ ...layer, objectFit: 'fill' }}
              />
            )}
            <SharedHeatCanvas
              grid={frame.attention.grid}
              max={max}
              label={T.heatmapOf(variant.label, label)}
              style={{ ...layer, opacity: 0.65, pointerEvents: 'none' }}
            />
          </Box>
          {frames.length > 1 && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" aria-live="polite" data-testid="frame-position">
                {names[index]
                  ? T.namedFrameOfTotal(label, index + 1, frames.length)
                  : T.frameOfTotal(label, frames.length)}{' '}
                ·{' '}
                {(index === best ? T.bestFrameScore : T.frameScore)(
                  Math.round(frame.metrics.score.value),
                )}
              </Text>
              <Box component="nav" aria-label={T.framesOf(variant.label)}>
                <Pagination
                  size="sm"
                  total={frames.length}
                  value={index + 1}
                  onChange={setPage}
                  siblings={0}
                  boundaries={1}
                  getItemProps={(p) => ({
                    'aria-label': labels[p - 1] ?? String(p),
                  })}
                  getControlProps={(control) => ({
                    'aria-label': control === 'previous' ? T.previousFrame : T.nextFrame,
                  })}
                />
              </Box>
            </Stack>
          )}
        </>
      ) : q.error ? (
        <Text size="sm" c="red">
          {describeError(q.error)}
        </Text>
      ) : (
        <Skeleton h={200} />
      )}
    </Stack>
  );
}

export function ComparisonHeatmaps({ variants, results, imageFor }: ComparisonHeatmapsProps) {
  const [grids, setGrids] = useState<Record<number, AttentionGrid[]>>({});
  const onGrids = useCallback(
    (id: number, g: AttentionGrid[]) =>
      setGrids((prev) => (prev[id] === g || sameGrids(prev[id], g) ? prev : { ...prev, [id]: g })),
    [],
  );
  const max = useMemo(() => sharedMax(Object.values(grids).flat()), [grids]);
  const n = variants.length;
  return (
    <Stack gap="sm">
      <VariantGrid count={n} label={T.heatmapsList} spacing="md">
        {variants.map((v) => (
          <Tile
            key={v.id}
            variant={v}
            given={results?.[v.id]}
            imageFor={imageFor}
            max={max}
            onGrids={onGrids}
          />
        ))}
      </VariantGrid>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="xs" c="dimmed">
          {T.heatScaleLow}
        </Text>
        <Box
          aria-hidden
          h={10}
          style={{ flex: '0 1 200px', background: HEAT_GRADIENT, borderRadius: 4 }}
        />
        <Text size="xs" c="dimmed">
          {T.heatScaleHigh}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {T.heatmapsHint}
      </Text>
    </Stack>
  );
}

function sameGrids(a: AttentionGrid[] | undefined, b: AttentionGrid[]): boolean {
  return !!a && a.length === b.length && a.every((g, i) => g === b[i]);
}
