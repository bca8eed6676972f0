// A research result (issue 14's layout). Above the fold: the creative with its heatmap, fog or
// original view, numbered regions and the colour legend (left, sticky on wide screens), the
// overall score for the goal with its band, and the three most important findings (right).
// Below them the sections as tabs: Внимание, Области, Метрики, Цвета, Аудитория, Отзывы,
// Выводы, and for video and PDF the metrics per frame with a frame picker. A number on the
// image and its row in «Области» highlight each other. Reads and writes the analysis slice
// (frame, view, opacity, drawn regions, feedback queue).
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import type { BBox } from '@kreolab/api-client';
import {
  Anchor,
  Box,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { clampRect, gridShare } from '../grid';
import { frameSelected, regionDrawn, regionRemoved, selectFrame } from '../state/analysisSlice';
import { ContextView } from '../context/ContextView';
import { CONTEXT_TEXTS } from '../context/texts';
import { FRAME_UNIT_TEXTS, RESULT_TEXTS } from '../texts';
import { AttentionChart, TimelineChart } from './Charts';
import {
  brandNotNamed,
  timelineOf,
  type ResearchResultData,
  type RegionWithInterval,
} from './contract';
import { DrawTool } from './DrawTool';
import { FeedbackPanel } from './FeedbackPanel';
import { findingFrames, frameLabels, framesOfFinding, frameUnit } from './frameLabels';
import { Findings, sortFindings } from './Findings';
import { EMPTY_RECT, FrameViewer, useCustomRows } from './FrameViewer';
import { IntervalNote } from './IntervalText';
import { MetricCards } from './MetricCards';
import { Palette } from './Palette';
import { numberRegions, RegionList, regionName } from './RegionList';
import { ScoreCard } from './ScoreCard';
import { SegmentsTable } from './SegmentsTable';
import { RESULT_SHARED_TEXTS, seenAudienceNote, VERSION_TEXTS } from '@kreolab/i18n-ru';
import { VersionDiffView } from '../versions/VersionDiffView';
import { MethodNote } from '../shared/MethodNote';

export type { ResearchResultData } from './contract';

// Up to this many characters in all, the labels fit a row of buttons on a phone.
const SEGMENTS_MAX_TEXT = 40;

export type ResultTab =
  | 'attention'
  | 'regions'
  | 'metrics'
  | 'colours'
  | 'audience'
  | 'feedback'
  | 'findings'
  | 'timeline'
  | 'context'
  | 'versions';

export interface ResearchResultViewProps {
  result: ResearchResultData;
  name: string;
  /** The goal's Russian label, for the score. */
  goal?: string;
  /** The placement's Russian label, for the score: text size and viewing times depend on it. */
  placement?: string;
  /** Images for frames without image_url (stories). */
  imageFor?: (frameIndex: number) => string | undefined;
  /** Feedback needs the server; stories may leave it out. */
  withFeedback?: boolean;
  /** Shown in the right column under the main findings (the page's rename and save). */
  aside?: ReactNode;
  /** Under the score: what the page offers about it (UnreadBrandNotice). */
  afterScore?: ReactNode;
}

function FramePicker({
  labels,
  index,
  onSelect,
  name,
}: {
  labels: string[];
  index: number;
  onSelect: (i: number) => void;
  name: string;
}) {
  const options = labels.map((label, i) => ({ value: String(i), label }));
  const select = (v: string | null) => v !== null && onSelect(Number(v));
  if (labels.length <= 4 && labels.join('').length <= SEGMENTS_MAX_TEXT) {
    return (
      <Box style={{ overflowX: 'auto', maxWidth: '100%' }}>
        <SegmentedControl
          aria-label={name}
          value={String(index)}
          onChange={select}
          data={options}
        />
      </Box>
    );
  }
  return (
    <Select
      label={name}
      w={360}
      maw="100%"
      value={String(index)}
      onChange={select}
      data={options}
      allowDeselect={false}
    />
  );
}

export function ResearchResultView({
  result,
  name,
  goal,
  placement,
  imageFor,
  withFeedback = true,
  aside,
  afterScore,
}: ResearchResultViewProps) {
  const dispatch = useDispatch();
  const selected = useSelector(selectFrame);
  const frames = result.frames;
  const index = Math.min(selected, frames.length - 1);
  const frame = frames[index];
  const custom = useCustomRows(frame);
  const [tab, setTabState] = useState<ResultTab>('attention');
  // A section renders when first opened and then stays (the feedback keeps its queue): the page
  // paints the heatmap without building every chart and table first.
  const [opened, setOpened] = useState<ReadonlySet<ResultTab>>(() => new Set(['attention']));
  const setTab = (t: ResultTab) => {
    setTabState(t);
    setOpened((o) => (o.has(t) ? o : new Set([...o, t])));
  };
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [pending, setPending] = useState<BBox>(EMPTY_RECT);
  // A phone scrolls the tabs sideways, as phones do; a wider screen wraps them, where a
  // scroller hid the eighth tab («По кадрам» of a video) past the column's edge with nothing
  // to say it was there.
  const phone = useMediaQuery('(max-width: 30em)') ?? false;
  const findingsTab = useRef<HTMLButtonElement>(null);
  if (!frame) return <Text c="dimmed">{ANALYSIS_TEXTS.noResult}</Text>;

  const labels = frameLabels(frames);
  const pick = (i: number) => {
    dispatch(frameSelected(i));
    setPending(EMPTY_RECT);
    setHighlighted(null);
  };
  const timeline = timelineOf(result);
  const words = FRAME_UNIT_TEXTS[frameUnit(frames)];
  // The segments' shares and the feedback are of one frame, the best-scored: a video's page at
  // «0 с» showed «Призыв 88 %» of its end card without saying so.
  const key = result.key_frame_index;
  const keyNote =
    frames.length > 1 && key !== undefined && frames[key] ? (
      <Group gap="xs" mb="sm" data-testid="key-frame-note">
        <Text size="sm" c="dimmed">
          {words.keyFrame(labels[key]!)}
        </Text>
        {key !== index && (
          <Button size="compact-sm" variant="subtle" onClick={() => pick(key)}>
            {words.showKeyFrame}
          </Button>
        )}
      </Group>
    ) : null;
  const numbered = numberRegions(frame.regions as RegionWithInterval[]);
  // whose the regions' «Заметят» are, where the research has segments of its own (a brief's)
  const seenNote = seenAudienceNote(result.segments, RESULT_SHARED_TEXTS.segmentsTab);
  const shares = [
    ...numbered.map((r) => ({ name: `${r.n}. ${regionName(r)}`, share: r.attention_share })),
    ...custom.map((c, i) => ({ name: `С${i + 1}. ${c.label}`, share: c.share })),
  ];
  const findings = result.findings ?? [];
  const frameFindings = sortFindings(
    findings.filter((f) => framesOfFinding(f)?.includes(frame.index) ?? true),
  );
  const noText = !frame.regions.some((r) => r.kind === 'text');
  const addPending = (bbox: BBox) => {
    dispatch(regionDrawn({ frame: frame.index, bbox }));
    setPending(EMPTY_RECT);
  };
  // The tabs lie below the score, «Главное» and the save bar (on a phone below the creative
  // too): switching the tab alone changed nothing the user could see, and focus stayed behind.
  const showAllFindings = () => {
    setTab('findings');
    findingsTab.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    findingsTab.current?.focus({ preventScroll: true });
  };
  const openRegion = (id: string) => {
    setTab('regions');
    // the row exists once the panel shows; focusing it keeps the link for keyboard users
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`tr[data-region="${CSS.escape(id)}"]`)?.focus(),
    );
  };

  const tabs: { value: ResultTab; label: string }[] = [
    { value: 'attention', label: RESULT_TEXTS.tabAttention },
    { value: 'regions', label: RESULT_TEXTS.tabRegions },
    { value: 'metrics', label: RESULT_TEXTS.tabMetrics },
    { value: 'colours', label: RESULT_TEXTS.tabColours },
    { value: 'audience', label: RESULT_TEXTS.tabAudience },
    ...(withFeedback ? [{ value: 'feedback' as const, label: RESULT_TEXTS.tabFeedback }] : []),
    { value: 'findings', label: RESULT_TEXTS.tabFindings },
    ...(timeline
      ? [
          {
            value: 'timeline' as const,
            label: words.tab,
          },
        ]
      : []),
    ...(result.context ? [{ value: 'context' as const, label: CONTEXT_TEXTS.tab }] : []),
    ...(result.version_diff ? [{ value: 'versions' as const, label: VERSION_TEXTS.tab }] : []),
  ];

  return (
    <Stack gap="lg">
      {frames.length > 1 && (
        <FramePicker labels={labels} index={index} onSelect={pick} name={words.picker} />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Box miw={0}>
          <Box style={{ position: 'sticky', top: 12 }}>
            <FrameViewer
              frame={frame}
              name={name}
              imageSrc={imageFor?.(index)}
              highlighted={highlighted}
              onHighlight={setHighlighted}
              onMarkerClick={openRegion}
              pending={pending}
              onPendingChange={setPending}
            />
          </Box>
        </Box>
        <Stack gap="md" miw={0}>
          <ScoreCard
            value={frame.metrics.score.value}
            explanation={frame.metrics.score.explanation}
            goal={goal}
            placement={placement}
            thresholds={result.score_band?.thresholds}
            {...(frame.metrics.score.range ? { range: frame.metrics.score.range } : {})}
          />
          {afterScore}
          <Stack gap="xs" component="section" aria-label={RESULT_TEXTS.topFindings}>
            <Title order={2} size="h4">
              {RESULT_TEXTS.topFindings}
            </Title>
            {frameFindings.length > 0 ? (
              <Findings
                findings={frameFindings.slice(0, 3)}
                compact
                label={RESULT_TEXTS.topFindings}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {RESULT_TEXTS.noFindings}
              </Text>
            )}
            {findings.length > 3 && (
              <Anchor component="button" type="button" size="sm" onClick={showAllFindings}>
                {RESULT_TEXTS.allFindings(findings.length)}
              </Anchor>
            )}
          </Stack>
          {aside}
          <Tabs value={tab} onChange={(v) => v && setTab(v as ResultTab)}>
            <Tabs.List
              aria-label={RESULT_TEXTS.sections}
              style={
                phone
                  ? { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }
                  : { flexWrap: 'wrap' }
              }
            >
              {tabs.map((t) => (
                <Tabs.Tab
                  key={t.value}
                  value={t.value}
                  style={{ flex: 'none' }}
                  ref={t.value === 'findings' ? findingsTab : undefined}
                >
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>

            <Tabs.Panel value="attention" pt="md">
              {opened.has('attention') && (
                <>
                  <Stack gap="sm">
                    <Text size="sm" c="dimmed">
                      {RESULT_TEXTS.attentionIntro}
                    </Text>
                    {shares.length > 0 ? (
                      <AttentionChart data={shares} />
                    ) : (
                      <Text c="dimmed">{ANALYSIS_TEXTS.regionsEmpty}</Text>
                    )}
                  </Stack>
                </>
              )}
            </Tabs.Panel>

            <Tabs.Panel value="regions" pt="md">
              {opened.has('regions') && (
                <>
                  <Stack gap="md">
                    {noText && (
                      <Text size="sm" c="dimmed" data-testid="no-text">
                        {RESULT_TEXTS.noText}
                      </Text>
                    )}
                    <RegionList
                      regions={frame.regions}
                      custom={custom}
                      highlighted={highlighted}
                      onHighlight={setHighlighted}
                      onRemoveCustom={(id) => dispatch(regionRemoved(id))}
                    />
                    {numbered.some((r) => r.seen_interval) && <IntervalNote />}
                    {seenNote && numbered.length > 0 && (
                      <Text size="xs" c="dimmed" data-testid="seen-audience">
                        {seenNote}
                      </Text>
                    )}
                    <Title order={3} size="h5">
                      {ANALYSIS_TEXTS.drawTitle}
                    </Title>
                    <DrawTool
                      rect={pending}
                      share={gridShare(frame.attention.grid, clampRect(pending, frame), frame)}
                      imageSize={frame}
                      onChange={setPending}
                      onAdd={addPending}
                    />
                  </Stack>
                </>
              )}
            </Tabs.Panel>

            <Tabs.Panel value="metrics" pt="md">
              {opened.has('metrics') && (
                <>
                  <MetricCards metrics={frame.metrics} />
                </>
              )}
            </Tabs.Panel>

            <Tabs.Panel value="colours" pt="md">
              {opened.has('colours') && (
                <>
                  <Palette colours={frame.colours} />
                </>
              )}
            </Tabs.Panel>

            <Tabs.Panel value="audience" pt="md">
              {opened.has('audience') && (
                <>
                  {result.segments.length > 0 && keyNote}
                  {result.segments.length > 0 ? (
                    <SegmentsTable segments={result.segments} />
                  ) : (
                    <Text c="dimmed">{ANALYSIS_TEXTS.noResult}</Text>
                  )}
                </>
              )}
            </Tabs.Panel>

            {withFeedback && (
              <Tabs.Panel value="feedback" pt="md">
                {opened.has('feedback') && (
                  <>
                    {keyNote}
                    <FeedbackPanel analysisId={result.analysis_id} segments={result.segments} />
                  </>
                )}
              </Tabs.Panel>
            )}

            <Tabs.Panel value="findings" pt="md">
              {opened.has('findings') && (
                <>
                  <Stack gap="md">
                    {findings.length > 0 ? (
                      <Findings
                        findings={findings}
                        label={ANALYSIS_TEXTS.findings}
                        where={(f) => findingFrames(f, frames, labels)}
                      />
                    ) : (
                      <Text c="dimmed">{RESULT_TEXTS.noFindings}</Text>
                    )}
                    <MethodNote
                      note={result.method.note}
                      modelVersion={result.method.model_version}
                    />
                  </Stack>
                </>
              )}
            </Tabs.Panel>

            {timeline && (
              <Tabs.Panel value="timeline" pt="md">
                {opened.has('timeline') && (
                  <>
                    <Stack gap="sm">
                      <Text size="sm" c="dimmed">
                        {words.pick}
                      </Text>
                      <TimelineChart
                        timeline={timeline}
                        labels={labels}
                        selected={index}
                        onSelect={pick}
                        title={words.chart}
                      />
                      <FramePicker
                        labels={labels}
                        index={index}
                        onSelect={pick}
                        name={words.picker}
                      />
                    </Stack>
                  </>
                )}
              </Tabs.Panel>
            )}
            {result.context && (
              <Tabs.Panel value="context" pt="md">
                {opened.has('context') && (
                  <ContextView
                    context={result.context}
                    frameIndex={frame.index}
                    brandNamed={!result.segments.every(brandNotNamed)}
                  />
                )}
              </Tabs.Panel>
            )}

            {result.version_diff && (
              <Tabs.Panel value="versions" pt="md">
                {opened.has('versions') && (
                  <VersionDiffView
                    diff={result.version_diff}
                    frame={frames[result.version_diff.to_frame_index]}
                    imageSrc={imageFor?.(result.version_diff.to_frame_index)}
                  />
                )}
              </Tabs.Panel>
            )}
          </Tabs>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
