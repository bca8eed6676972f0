// …/researches/:analysisId/details: the draft's name, creatives from the cloud picker (the
// cloud selection), goal and placement (from the brief, read-only, in a brief), the
// hint_research_create hint, the list of exactly what will be analysed, and «Запустить»: PATCH
// the draft, POST start, open progress. Under …/researches/new/details it is the new-research
// form: nothing is saved on opening; the user's first action creates the draft (see ensureDraft),
// and every later one saves the form into it (see save), so a reload, an expired session or the
// draft opened again from its lab finds what the user chose.
import {
  type Analysis,
  type AnalysisUpdate,
  type BrandArea,
  type Goal,
  type Placement,
  type ResearchContext,
  type ResearchSettings,
} from '@kreolab/api-client';
import {
  CreativePicker,
  isProcessingVideo,
  isUnprocessedVideo,
  SplitStatusBadge,
  SPLIT_STATUS_LABELS,
} from '@kreolab/cloud';
import { PAGE_NAMES, VALIDATION_MESSAGES } from '@kreolab/i18n-ru';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMediaQuery } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { analyses } from '../api';
import {
  ActionError,
  ErrorState,
  ANALYSIS_TEXTS,
  belongsTo,
  invalidateContainer,
  creativesSelected,
  creativeDeselected,
  namesBrand,
  NEW_RESEARCH_ID,
  researchDetailsPath,
  selectSelectedCreatives,
  type SelectedCreative,
} from '@kreolab/entities';
import {
  parseId,
  useAnalysisBreadcrumbs,
  useContainer,
  type ContainerKind,
} from '../shared/useContainer';
import { useLabMode } from '../shared/useLabMode';
import { ContextPicker } from '../context/ContextPicker';
import { MIN_SLOT } from '../context/SlotMarker';
import { HintNotice } from '../shared/HintNotice';
import { BrandAreaDialog } from '../brand/BrandAreaDialog';
import { BRAND_AREA_TEXTS, GOAL_LABELS, PLACEMENT_LABELS } from '../texts';
import { PageFrame, PageSkeleton } from './PageFrame';
import { pinnedVersions } from '../versions/pinned';
import { PinnedVersionsList } from '../versions/PinnedVersionsList';

export const MAX_CREATIVES = 20;
/** `ResearchSettings.brand`'s `maxLength` in the contract. */
const BRAND_MAX_LENGTH = 100;

/** Why a selected creative cannot be researched: its split-status label, or null. */
export function refusalLabel(c: SelectedCreative): string | null {
  if (isProcessingVideo(c)) return SPLIT_STATUS_LABELS.PROCESSING;
  if (isUnprocessedVideo(c)) return SPLIT_STATUS_LABELS.NONE;
  return null;
}

/**
 * A logo can be marked (BrandAreaDialog) on an image, a PDF or a split video: on a page of the
 * PDF (for that page alone or every page) or the video's frame, in the same place for all.
 */
const canMark = (c: SelectedCreative) =>
  refusalLabel(c) === null &&
  Boolean(
    c.type?.startsWith('image/') || c.type === 'application/pdf' || c.type?.startsWith('video/'),
  );

const GOALS = Object.keys(GOAL_LABELS) as Goal[];
const PLACEMENTS = Object.keys(PLACEMENT_LABELS) as Placement[];
const NOT_FOUND = { status: 404, data: { code: 'OBJECT_NOT_FOUND' } };

export function ResearchDetailsPage({ container: kind }: { container: ContainerKind }) {
  const raw = useParams().analysisId;
  const isNew = raw === NEW_RESEARCH_ID;
  const id = isNew ? null : parseId(raw);
  const container = useContainer(kind);
  useAnalysisBreadcrumbs(container, PAGE_NAMES.researchDetails);
  useLabMode('research');
  const analysis = analyses.useGetAnalysisQuery(id === null ? skipToken : { id });

  // The new form and the draft it creates render the same DetailsForm in the same place, so
  // what the user typed survives the move to the draft's address.
  let body;
  if (isNew)
    body = container.isLoading ? (
      <PageSkeleton />
    ) : (
      <DetailsForm analysis={null} container={container} />
    );
  else if (id === null) body = <ErrorState error={NOT_FOUND} />;
  else if (analysis.isLoading || container.isLoading) body = <PageSkeleton />;
  else if (analysis.error || !analysis.data)
    body = (
      <ErrorState
        error={analysis.error}
        title={ANALYSIS_TEXTS.loadError}
        onRetry={() => void analysis.refetch()}
      />
    );
  else if (analysis.data.type !== 'research' || !belongsTo(analysis.data, kind, container.id))
    body = <ErrorState error={NOT_FOUND} />;
  else body = <DetailsForm analysis={analysis.data} container={container} />;
  return (
    <PageFrame title={PAGE_NAMES.researchDetails} container={container}>
      {body}
    </PageFrame>
  );
}

function DetailsForm({
  analysis,
  container,
}: {
  /** null: the new-research form, nothing saved yet. */
  analysis: Analysis | null;
  container: ReturnType<typeof useContainer>;
}) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's store type is not known here
  const dispatch = useDispatch<ThunkDispatch<any, unknown, UnknownAction>>();
  const navigate = useNavigate();
  const selected = useSelector(selectSelectedCreatives);
  const brief = container.brief;
  const defaultName = ANALYSIS_TEXTS.newResearchName(
    (container.analyzes?.filter((a) => a.type === 'research').length ?? 0) + 1,
  );
  const [name, setName] = useState(analysis?.name ?? defaultName);
  const [goal, setGoal] = useState<Goal>(analysis?.settings?.goal ?? 'awareness');
  const phone = useMediaQuery('(max-width: 30em)') ?? false;
  // A research is computed for one placement (text size and viewing times depend on it); a
  // brief's research for one of the brief's: the one it was saved with while the brief still has
  // it, else the first.
  const placements = brief ? brief.placements : PLACEMENTS;
  const saved = analysis?.settings?.placement;
  const [placement, setPlacement] = useState<Placement>(
    saved && placements.includes(saved) ? saved : (placements[0] ?? 'social_feed'),
  );
  // A lab has no brief to take the brand from, so the user names it here (issue 14, defect 3).
  const [brand, setBrand] = useState(analysis?.settings?.brand ?? '');
  const [context, setContext] = useState<ResearchContext | null>(
    analysis?.settings?.context ?? null,
  );
  // the logo marked per creative, and the creative whose dialog is open
  const [brandAreas, setBrandAreas] = useState<BrandArea[]>(analysis?.settings?.brand_areas ?? []);
  const [marking, setMarking] = useState<SelectedCreative | null>(null);
  // a logo stands for a named brand: the server leaves the areas out without one
  const brandNamed = namesBrand(brief ? brief.brand : brand);
  // a name of no letter or digit is refused by the server; the field says so and the draft keeps
  // everything else, saved without it
  const brandError =
    !brief && brand.trim() && !namesBrand(brand) ? ANALYSIS_TEXTS.brandNoLetters : undefined;
  const [tried, setTried] = useState(false);
  const [create, creating] = analyses.useCreateAnalysisMutation();
  const [update, updating] = analyses.useUpdateAnalysisMutation();
  // the saves between the draft's creation and the start, apart from the start's own (whose
  // button shows it is busy)
  const [autosave, autosaving] = analyses.useUpdateAnalysisMutation();
  const [start, starting] = analyses.useStartAnalysisMutation();
  const basePath = container.basePath;

  const withContext = (s: ResearchSettings): ResearchSettings => (context ? { ...s, context } : s);
  const withoutContext = ({ context: _context, ...rest }: ResearchSettings): ResearchSettings =>
    rest;
  const withAreas = (s: ResearchSettings, areas: BrandArea[]): ResearchSettings =>
    areas.length ? { ...s, brand_areas: areas } : s;
  const baseSettings: ResearchSettings = withContext(
    brief
      ? { goal: brief.goal, placement }
      : { goal, placement, ...(namesBrand(brand) ? { brand: brand.trim() } : {}) },
  );
  const settings = withAreas(baseSettings, brandAreas);
  const changeAreas = (areas: BrandArea[]) => {
    setBrandAreas(areas);
    act({ settings: withAreas(baseSettings, areas) });
  };

  // a custom context needs its image and a slot; the server checks that the slot fits the image
  const contextOk =
    context === null ||
    'template' in context ||
    (context.item_id > 0 && context.slot.width >= MIN_SLOT && context.slot.height >= MIN_SLOT);
  // A custom context still being marked is left out of the draft the first action creates (the
  // start sends it); the server would refuse the whole draft for it.
  const draftSettings = (s: ResearchSettings): ResearchSettings =>
    onlySelected(contextOk ? s : withoutContext(s));

  // The selection now, not at render: a choice in the picker has just changed it.
  const store = useStore();
  const selectionNow = () =>
    selectSelectedCreatives(store.getState() as Parameters<typeof selectSelectedCreatives>[0]);
  // A logo marked on a creative the user has since taken out is not sent (the server would
  // leave it out anyway). Taken out by its «×» the area goes; unticked in the picker it is kept
  // here, and comes back with the creative.
  const onlySelected = ({ brand_areas, ...rest }: ResearchSettings): ResearchSettings => {
    const ids = new Set(selectionNow().map((c) => c.id));
    return withAreas(
      rest,
      (brand_areas ?? []).filter((b) => ids.has(b.creative_id)),
    );
  };
  // The creatives the draft is to hold: its pinned versions while the selection is still their
  // files (issue 17), else the selected ids. None while the selection cannot start (over the
  // limit, or a video not split yet: the page says why, and the server would refuse the save).
  const creativesOf = (
    list: SelectedCreative[],
  ): Pick<AnalysisUpdate, 'creative_ids' | 'creative_versions'> => {
    if (list.length > MAX_CREATIVES || list.some((c) => refusalLabel(c) !== null)) return {};
    const ids = list.map((c) => c.id);
    const refs = pinnedVersions(analysis, ids);
    return refs ? { creative_versions: refs } : { creative_ids: ids };
  };

  // The draft behind the form: the one opened, or the one the first action creates (once,
  // however many actions race to it).
  const pending = useRef<Promise<number> | null>(null);
  const ensureDraft = (fields: { name?: string; settings?: ResearchSettings } = {}) => {
    if (analysis) return Promise.resolve(analysis.id);
    pending.current ??= (async () => {
      const created = await create({
        analysisCreate: {
          type: 'research',
          ...container.body,
          name: fields.name ?? (name.trim() || defaultName),
          ...creativesOf(selectionNow()),
          settings: draftSettings(fields.settings ?? settings),
        },
      }).unwrap();
      // Seed the draft's cache entry, so its address renders this same form at once.
      await dispatch(analyses.util.upsertQueryData('getAnalysis', { id: created.id }, created));
      if (container.id) dispatch(invalidateContainer(container.kind, container.id));
      await navigate(researchDetailsPath(basePath, created.id), { replace: true });
      return created.id;
    })();
    pending.current.catch(() => {
      pending.current = null;
    });
    return pending.current;
  };
  // Saves of an existing draft go one after another, each with the whole form, so the last
  // one the server applies is the user's last action; the start waits for them.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const lastSaved = useRef<string | null>(null);
  const save = (fields: { name?: string; settings?: ResearchSettings } = {}) => {
    const trimmed = (fields.name ?? name).trim();
    const body: AnalysisUpdate = {
      ...(trimmed ? { name: trimmed } : {}),
      ...creativesOf(selectionNow()),
      settings: draftSettings(fields.settings ?? settings),
    };
    const key = JSON.stringify(body);
    if (key === lastSaved.current) return;
    lastSaved.current = key;
    saving.current = saving.current
      // the draft may still be on its way (the first action created it a moment ago)
      .then(() => ensureDraft())
      .then((id) => autosave({ id, analysisUpdate: body }).unwrap())
      .then(() => {
        // the lab's or brief's list shows the draft's name
        if (container.id && body.name !== undefined && body.name !== analysis?.name)
          dispatch(invalidateContainer(container.kind, container.id));
      })
      .catch(() => {
        // shown below (the mutation's error); the next action or the start sends it again
        lastSaved.current = null;
      });
  };
  /** The user's action: the first one creates the draft, every later one saves the form into it. */
  const act = (fields?: { name?: string; settings?: ResearchSettings }) => {
    if (!analysis && !pending.current) void ensureDraft(fields).catch(() => undefined);
    else save(fields);
  };

  // A draft that already has creatives brings them into an empty selection, once.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current) return;
    prefilled.current = true;
    if (selected.length === 0 && analysis?.creatives && analysis.creatives.length > 0) {
      dispatch(creativesSelected(analysis.creatives));
    }
  }, [dispatch, analysis?.creatives, selected.length]);

  if (analysis) {
    const editable =
      analysis.status === 'draft' || analysis.status === 'failed' || analysis.status === 'canceled';
    if (!editable) {
      const page = analysis.status === 'done' ? 'result' : 'progress';
      return (
        <Alert color="blue" variant="light">
          <Stack gap={4}>
            <Text size="sm">{ANALYSIS_TEXTS.notDraft}</Text>
            <Anchor component={Link} to={`${basePath}/researches/${analysis.id}/${page}`}>
              {page === 'result' ? ANALYSIS_TEXTS.openResult : ANALYSIS_TEXTS.openProgress}
            </Anchor>
          </Stack>
        </Alert>
      );
    }
  }

  const refused = selected
    .map((c) => ({ c, label: refusalLabel(c) }))
    .filter((r): r is { c: SelectedCreative; label: string } => r.label !== null);
  const nameError = tried && name.trim() === '' ? VALIDATION_MESSAGES.required : undefined;
  const canStart =
    selected.length > 0 &&
    selected.length <= MAX_CREATIVES &&
    refused.length === 0 &&
    contextOk &&
    !brandError;
  const error = creating.error ?? autosaving.error ?? updating.error ?? starting.error;
  const pinned = pinnedVersions(
    analysis,
    selected.map((c) => c.id),
  );

  const onStart = async () => {
    setTried(true);
    if (name.trim() === '' || !canStart) return;
    try {
      const id = await ensureDraft({ name: name.trim() });
      await saving.current;
      await update({
        id,
        analysisUpdate: {
          name: name.trim(),
          // the selection can start here (`canStart`), so all of it goes
          ...creativesOf(selected),
          settings: onlySelected(settings),
        },
      }).unwrap();
      await start({ id }).unwrap();
      if (container.id) dispatch(invalidateContainer(container.kind, container.id));
      void navigate(`${basePath}/researches/${id}/progress`);
    } catch {
      // shown below
    }
  };

  // the lab's choice among all placements, a brief's among its own
  const placementSelect = (
    <Select
      label={ANALYSIS_TEXTS.placement}
      description={brief ? ANALYSIS_TEXTS.onePlacement : undefined}
      value={placement}
      allowDeselect={false}
      onChange={(v) => {
        if (!v) return;
        setPlacement(v as Placement);
        act({ settings: { ...settings, placement: v as Placement } });
      }}
      data={placements.map((p) => ({ value: p, label: PLACEMENT_LABELS[p] }))}
      maw={280}
    />
  );

  return (
    <Stack gap="lg">
      <HintNotice name="hint_research_create" />
      <TextInput
        label={ANALYSIS_TEXTS.name}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={() => {
          if (name.trim() === '') return;
          if (analysis || name.trim() !== defaultName) act({ name: name.trim() });
        }}
        error={nameError}
        maxLength={200}
        maw={480}
        required
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-label={ANALYSIS_TEXTS.creatives}
        >
          <Title order={2} size="h4" mb="sm">
            {ANALYSIS_TEXTS.creatives}
          </Title>
          {/* A choice in the picker is the user's action (folder browsing is not). */}
          <CreativePicker maxCount={MAX_CREATIVES} onChoose={() => act()} />
        </Paper>
        <Stack gap="md">
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={ANALYSIS_TEXTS.selectedTitle}
          >
            <Title order={2} size="h4" mb="sm">
              {ANALYSIS_TEXTS.selectedTitle}
            </Title>
            {pinned ? (
              <PinnedVersionsList
                refs={pinned}
                names={new Map(selected.map((c) => [c.id, c.name ?? '']))}
                fallback={ANALYSIS_TEXTS.creativeFallback}
              />
            ) : selected.length === 0 ? (
              <Text size="sm" c="dimmed">
                {ANALYSIS_TEXTS.noneSelected}
              </Text>
            ) : (
              <Stack
                component="ul"
                gap={4}
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                data-testid="selected-creatives"
              >
                {selected.map((c) => {
                  const label = c.name ?? ANALYSIS_TEXTS.creativeFallback(c.id);
                  const marked = brandAreas.some((b) => b.creative_id === c.id);
                  return (
                    <Group component="li" key={c.id} gap="xs" wrap="nowrap" data-creative={c.id}>
                      <Text size="sm" truncate style={{ flex: 1 }}>
                        {label}
                      </Text>
                      {c.duration != null && <SplitStatusBadge status={c.split_status} />}
                      {brandNamed && canMark(c) && (
                        <Button
                          size="compact-xs"
                          variant={marked ? 'light' : 'subtle'}
                          aria-label={
                            marked
                              ? BRAND_AREA_TEXTS.markedFor(label)
                              : BRAND_AREA_TEXTS.markFor(label)
                          }
                          onClick={() => setMarking(c)}
                        >
                          {marked ? BRAND_AREA_TEXTS.marked : BRAND_AREA_TEXTS.mark}
                        </Button>
                      )}
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        aria-label={ANALYSIS_TEXTS.deselect(label)}
                        onClick={() => {
                          dispatch(creativeDeselected(c.id));
                          changeAreas(brandAreas.filter((b) => b.creative_id !== c.id));
                        }}
                      >
                        <IconX size={14} aria-hidden />
                      </ActionIcon>
                    </Group>
                  );
                })}
              </Stack>
            )}
            {!pinned && brandNamed && selected.some(canMark) && (
              <Text size="xs" c="dimmed" mt="xs">
                {BRAND_AREA_TEXTS.prompt}
              </Text>
            )}
            {marking && (
              <BrandAreaDialog
                creative={{
                  id: marking.id,
                  name: marking.name ?? ANALYSIS_TEXTS.creativeFallback(marking.id),
                }}
                areas={brandAreas.filter((b) => b.creative_id === marking.id)}
                onClose={() => setMarking(null)}
                onSave={(areas) =>
                  changeAreas([...brandAreas.filter((b) => b.creative_id !== marking.id), ...areas])
                }
              />
            )}
            {refused.length > 0 && (
              <Alert
                color="orange"
                variant="light"
                mt="sm"
                role="alert"
                title={ANALYSIS_TEXTS.refusedTitle}
              >
                <List size="sm">
                  {refused.map(({ c, label }) => (
                    <List.Item key={c.id}>
                      {ANALYSIS_TEXTS.refused(
                        c.name ?? ANALYSIS_TEXTS.creativeFallback(c.id),
                        label,
                      )}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {selected.length > MAX_CREATIVES && (
              <Text c="red" size="sm" mt="xs">
                {ANALYSIS_TEXTS.tooMany(MAX_CREATIVES)}
              </Text>
            )}
          </Paper>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={ANALYSIS_TEXTS.settings}
          >
            <Title order={2} size="h4" mb="sm">
              {ANALYSIS_TEXTS.settings}
            </Title>
            {brief ? (
              <Stack gap="xs" data-testid="brief-settings">
                <Text size="sm" c="dimmed">
                  {ANALYSIS_TEXTS.fromBrief(brief.placements.length)}
                </Text>
                <Text size="sm">
                  {ANALYSIS_TEXTS.goal}: <b>{GOAL_LABELS[brief.goal]}</b>
                </Text>
                {brief.placements.length > 1 ? (
                  placementSelect
                ) : (
                  <Group gap={6}>
                    <Text size="sm">{ANALYSIS_TEXTS.placement}:</Text>
                    <Badge variant="light" tt="none">
                      {PLACEMENT_LABELS[placement]}
                    </Badge>
                  </Group>
                )}
                {brief.segments.length > 0 && (
                  <Text size="sm">
                    {ANALYSIS_TEXTS.segmentsFromBrief}:{' '}
                    {brief.segments.map((s) => s.name).join(', ')}
                  </Text>
                )}
              </Stack>
            ) : (
              <Stack gap="sm">
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="goal-label">
                    {ANALYSIS_TEXTS.goal}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="goal-label"
                    // three long goals do not fit side by side on a phone: stacked, none is cut
                    orientation={phone ? 'vertical' : 'horizontal'}
                    fullWidth={phone}
                    value={goal}
                    onChange={(v) => {
                      setGoal(v as Goal);
                      act({ settings: { ...settings, goal: v as Goal } });
                    }}
                    data={GOALS.map((g) => ({ value: g, label: GOAL_LABELS[g] }))}
                  />
                </Stack>
                {placementSelect}
                <TextInput
                  label={ANALYSIS_TEXTS.brand}
                  description={ANALYSIS_TEXTS.brandHint}
                  value={brand}
                  maxLength={BRAND_MAX_LENGTH}
                  onChange={(e) => setBrand(e.currentTarget.value)}
                  onBlur={() => {
                    // a brand cleared in a draft is a change to save, in the new form nothing
                    if (!brandError && (analysis || brand.trim())) act();
                  }}
                  error={brandError}
                  maw={400}
                />
                <Text size="xs" c="dimmed">
                  {ANALYSIS_TEXTS.segment}: {ANALYSIS_TEXTS.generalAudience}
                </Text>
              </Stack>
            )}
          </Paper>
        </Stack>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <ContextPicker
          value={context}
          showErrors={tried}
          onChange={(c) => {
            setContext(c);
            // a template is a choice worth a draft; a custom slot is sent with the start
            if (c === null || 'template' in c)
              act({ settings: c ? { ...settings, context: c } : withoutContext(settings) });
          }}
        />
      </Paper>
      {error !== undefined && <ActionError error={error} />}
      <Stack gap="xs">
        {canStart && (
          <Text size="sm" data-testid="start-summary">
            {ANALYSIS_TEXTS.willAnalyse(
              selected.map((c) => c.name ?? ANALYSIS_TEXTS.creativeFallback(c.id)),
            )}
          </Text>
        )}
        <Group>
          <Button
            size="md"
            onClick={() => void onStart()}
            disabled={!canStart}
            loading={creating.isLoading || updating.isLoading || starting.isLoading}
          >
            {ANALYSIS_TEXTS.start}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
