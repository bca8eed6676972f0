// «В контексте» of a research result (issue 17): the composed context image with the attention
// heatmap drawn from its grid (the same drawing and legend as the creative's own), the creative's
// frame outlined, and the cards: its share of attention against its share of the area, the
// share who notice it within the placement's viewing time, the time to the first look, and
// whether the brand and the call to action are noticed there, per segment with their ranges, and
// how large its letters are at the size it has there (templates, and a screenshot whose scale
// the user gave).
import type { ContextFrame, ContextResult, ShareRange } from '@kreolab/api-client';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '@kreolab/i18n-ru';
import { formatShare } from '../../grid';
import { GridCanvas } from '../../result/GridCanvas';
import { HeatLegend } from '../../result/HeatLegend';
import { CONTEXT_TEXTS as T, seconds } from '../texts';

export interface ContextViewProps {
  context: ContextResult;
  /** The frame picked on the result page; its context frame, else the first one, is shown. */
  frameIndex?: number;
  /** The image to show when image_url is empty (stories). */
  imageSrc?: string;
  /** false: the research named no brand, so its share is «не указан», not «не найден». */
  brandNamed?: boolean;
}

const whole = (v: number) => Math.round(v * 100).toLocaleString('ru-RU');
export const rangeText = (r: ShareRange) => `от ${whole(r.low)} до ${whole(r.high)}\u00a0%`;

function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={testId}
      component="section"
      aria-label={title}
    >
      <Text size="sm" c="dimmed" mb={4}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

function SegmentShare({
  name,
  share,
  many,
  missing = T.notFound,
}: {
  name: string;
  share: ShareRange | null;
  many: boolean;
  /** What a null share says. */
  missing?: string;
}) {
  return (
    <Box>
      {many && (
        <Text size="xs" fw={500}>
          {name}
        </Text>
      )}
      {share ? (
        <>
          <Text fw={700} size="lg" lh={1.2}>
            {formatShare(share.share, 0)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="range">
            {rangeText(share)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {missing}
        </Text>
      )}
    </Box>
  );
}

/** The context frame shown for a picked frame: its own, else the first one. */
export function contextFrameFor(context: ContextResult, frameIndex = 0): ContextFrame | undefined {
  return context.frames.find((f) => f.frame_index === frameIndex) ?? context.frames[0];
}

export function ContextView({
  context,
  frameIndex = 0,
  imageSrc,
  brandNamed = true,
}: ContextViewProps) {
  const frame = contextFrameFor(context, frameIndex);
  if (!frame) return <Text c="dimmed">{T.notFound}</Text>;
  const pct = (v: number, of: number) => `${(v / Math.max(1, of)) * 100}%`;
  const many = frame.segments.length > 1;
  const ratio = frame.area_share > 0 ? frame.attention_share / frame.area_share : 0;
  const src = frame.image_url || imageSrc;
  return (
    <Stack gap="md" data-testid="context-view">
      <Title order={3} size="h4">
        {T.heading(context.title)}
      </Title>
      <Text size="sm" c="dimmed" data-testid="context-inside-note">
        {T.insideNote}
      </Text>
      {frame.frame_index !== frameIndex && (
        <Text size="xs" c="dimmed">
          {T.firstFrameNote}
        </Text>
      )}
      <Box
        pos="relative"
        bg="gray.1"
        data-testid="context-surface"
        style={{
          aspectRatio: `${context.width} / ${context.height}`,
          width: '100%',
          // a tall phone frame stays within the screen's height
          maxWidth: `calc(70vh * ${context.width / context.height})`,
          marginInline: 'auto',
          overflow: 'hidden',
        }}
      >
        {src && (
          <img
            src={src}
            alt={T.imageLabel(context.title)}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          />
        )}
        <GridCanvas
          grid={frame.attention.grid}
          paint="heatmap"
          label={T.heatLabel}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            opacity: 0.6,
            pointerEvents: 'none',
          }}
        />
        <div
          data-testid="context-slot"
          aria-label={T.slotLabel}
          role="img"
          style={{
            position: 'absolute',
            left: pct(frame.slot.x, context.width),
            top: pct(frame.slot.y, context.height),
            width: pct(frame.slot.width, context.width),
            height: pct(frame.slot.height, context.height),
            outline: '3px solid var(--mantine-color-blue-6)',
            outlineOffset: 1,
            pointerEvents: 'none',
          }}
        />
      </Box>
      <HeatLegend grid={frame.attention.grid} view="heatmap" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Card title={T.attentionShare} testId="context-attention">
          <Text fw={700} size="xl" lh={1.2}>
            {formatShare(frame.attention_share, 0)}
          </Text>
          <Text size="sm">{T.ofArea(formatShare(frame.area_share, 0))}</Text>
          {ratio > 0 && (
            <Text size="xs" c="dimmed">
              {ratio >= 1 ? T.drawsMore : T.drawsLess}
            </Text>
          )}
        </Card>
        <Card title={T.noticedIn(seconds(frame.viewing_time_s))} testId="context-noticed">
          <Stack gap={6}>
            {frame.segments.map((s) => (
              <SegmentShare key={s.segment_id} name={s.name} share={s.noticed} many={many} />
            ))}
          </Stack>
        </Card>
        <Card title={T.firstLook} testId="context-ttff">
          <Stack gap={6}>
            {frame.segments.map((s) => (
              <Box key={s.segment_id}>
                {many && (
                  <Text size="xs" fw={500}>
                    {s.name}
                  </Text>
                )}
                <Text fw={700} size="lg" lh={1.2}>
                  {s.ttff_ms === null
                    ? T.notNoticed
                    : s.ttff_ms < 50
                      ? T.firstLookAtOnce
                      : T.firstLookAfter(seconds(s.ttff_ms / 1000))}
                </Text>
              </Box>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" mt={6} data-testid="context-ttff-note">
            {T.firstLookNote}
          </Text>
        </Card>
        <Card title={T.brandNoticed} testId="context-brand">
          <Stack gap={6}>
            {frame.segments.map((s) => (
              <SegmentShare
                key={s.segment_id}
                name={s.name}
                share={s.brand_noticed}
                many={many}
                missing={brandNamed ? T.brandUnread : T.brandNotNamed}
              />
            ))}
          </Stack>
        </Card>
        <Card title={T.ctaNoticed} testId="context-cta">
          <Stack gap={6}>
            {frame.segments.map((s) => (
              <SegmentShare key={s.segment_id} name={s.name} share={s.cta_noticed} many={many} />
            ))}
          </Stack>
        </Card>
        {frame.text_size && (
          <Card title={T.textSize} testId="context-text-size">
            <Text fw={700} size="lg" lh={1.2}>
              {T.textSizeValue(formatNumber(frame.text_size.min_px, { maximumFractionDigits: 1 }))}
            </Text>
            <Text size="xs" c="dimmed">
              {T.textSizeNote(
                formatNumber(frame.text_size.minimum_px, { maximumFractionDigits: 1 }),
                context.context_id === 'billboard',
              )}
            </Text>
            <Text size="sm" mt={4}>
              {T.textSizeSmall(frame.text_size.small, frame.text_size.lines)}
            </Text>
          </Card>
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {T.intervalNote}
      </Text>
    </Stack>
  );
}
