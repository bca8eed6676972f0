// «Контекст показа» of the research form (issue 17): no context (the default), one card per
// template with its preview and title, or the user's own context: an image of the cloud's root
// with the creative's slot marked on it (SlotMarker).
import type { BBox, ContextTemplate, Item, ResearchContext } from '@kreolab/api-client';
import { cloud } from '@kreolab/cloud';
import {
  Alert,
  Button,
  Group,
  Image,
  Loader,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { formatNumber } from '@kreolab/i18n-ru';
import { analyses } from '../../api';
import { SlotMarker, slotProblem } from '../SlotMarker';
import { CONTEXT_TEXTS as T } from '../texts';

export interface ContextPickerProps {
  value: ResearchContext | null;
  onChange: (value: ResearchContext | null) => void;
  /** Show the custom context's problems (after a start was tried). */
  showErrors?: boolean;
}

const CUSTOM = 'custom';
const NONE = 'none';
const IMAGE = /^image\//;
/** Screen pixel ratios people's screenshots have: office monitors, Windows laptops, Macs, phones. */
export const SCREEN_SCALES = [1, 1.25, 1.5, 2, 3] as const;
const UNKNOWN = 'unknown';
const scaleLabel = (s: number) =>
  T.screenScaleOption(formatNumber(s, { maximumFractionDigits: 2 }));

/** The picker's value as one radio value: 'none', a template id or 'custom'. */
const choiceOf = (v: ResearchContext | null) =>
  v === null ? NONE : 'template' in v ? v.template : CUSTOM;

/** Whether the value can be sent: a custom context needs an image and a slot inside it. */
export function contextReady(
  value: ResearchContext | null,
  images: readonly Pick<Item, 'id' | 'width' | 'height'>[],
): boolean {
  if (value === null || 'template' in value) return true;
  const img = images.find((i) => i.id === value.item_id);
  if (!img?.width || !img.height) return false;
  return slotProblem(value.slot, { width: img.width, height: img.height }) === null;
}

/** A slot in the middle of an image, a third of its size: a start the user adjusts. */
export function defaultSlot(w: number, h: number): BBox {
  const width = Math.max(32, Math.round(w / 3));
  const height = Math.max(32, Math.round(h / 3));
  return { x: Math.round((w - width) / 2), y: Math.round((h - height) / 2), width, height };
}

// One Tab stop for the whole group, as for native radio buttons: the chosen card takes Tab, the
// arrows move between cards (Mantine's Radio.Card) and choose as they go.
const tabStop = (card: string, chosen: string) => (card === chosen ? 0 : -1);

function TemplateCard({ t, chosen }: { t: ContextTemplate; chosen: string }) {
  return (
    <Radio.Card
      value={t.id}
      radius="md"
      p="xs"
      data-context={t.id}
      aria-label={t.title}
      tabIndex={tabStop(t.id, chosen)}
    >
      <Stack gap={6}>
        <Image
          src={t.preview_url}
          alt={T.previewAlt(t.title)}
          h={110}
          fit="contain"
          radius="sm"
          bg="gray.1"
        />
        <Group gap={6} wrap="nowrap">
          <Radio.Indicator size="xs" />
          <Text size="sm" fw={500} lh={1.2}>
            {t.title}
          </Text>
        </Group>
      </Stack>
    </Radio.Card>
  );
}

function PlainCard({
  value,
  title,
  hint,
  chosen,
}: {
  value: string;
  title: string;
  hint: string;
  chosen: string;
}) {
  return (
    <Radio.Card
      value={value}
      radius="md"
      p="xs"
      data-context={value}
      aria-label={title}
      tabIndex={tabStop(value, chosen)}
    >
      <Stack gap={6} justify="center" mih={110 + 30}>
        <Group gap={6} wrap="nowrap">
          <Radio.Indicator size="xs" />
          <Text size="sm" fw={500}>
            {title}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Radio.Card>
  );
}

export function ContextPicker({ value, onChange, showErrors = false }: ContextPickerProps) {
  const templates = analyses.useListContextsQuery();
  const custom = value !== null && !('template' in value);
  const files = cloud.endpoints.listCreatives.useQuery(custom ? {} : skipToken);
  const images = (files.data?.items ?? []).filter((i) => IMAGE.test(i.type) && i.width && i.height);
  const image = custom ? images.find((i) => i.id === value.item_id) : undefined;
  // «Свой контекст» picked before the cloud's images arrived: the first image, once they do
  const first = images[0];
  const missing = custom && !image && first !== undefined;
  useEffect(() => {
    if (missing) onChange({ item_id: first.id, slot: defaultSlot(first.width!, first.height!) });
  }, [missing, first, onChange]);

  const choose = (v: string) => {
    if (v === NONE) onChange(null);
    else if (v === CUSTOM) {
      const first = images[0];
      onChange({
        item_id: first?.id ?? 0,
        slot: first
          ? defaultSlot(first.width!, first.height!)
          : { x: 0, y: 0, width: 0, height: 0 },
      });
    } else onChange({ template: v as ContextTemplate['id'] });
  };

  const chosen = choiceOf(value);
  let cards;
  if (templates.isLoading)
    cards = Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={150} radius="md" />);
  else
    cards = (templates.data?.items ?? []).map((t) => (
      <TemplateCard key={t.id} t={t} chosen={chosen} />
    ));

  const problem =
    custom && image
      ? slotProblem(value.slot, { width: image.width!, height: image.height! })
      : null;
  return (
    <Stack gap="sm" component="section" aria-label={T.title}>
      <Title order={2} size="h4">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed">
        {T.intro}
      </Text>
      <Radio.Group value={chosen} onChange={choose} aria-label={T.title}>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs">
          <PlainCard value={NONE} title={T.none} hint={T.noneHint} chosen={chosen} />
          {cards}
          <PlainCard value={CUSTOM} title={T.custom} hint={T.customHint} chosen={chosen} />
        </SimpleGrid>
      </Radio.Group>
      {templates.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm">
            <Text size="sm">{T.templatesError}</Text>
            <Button size="xs" variant="light" onClick={() => void templates.refetch()}>
              {T.retry}
            </Button>
          </Group>
        </Alert>
      )}
      {custom && (
        <Stack gap="sm" data-testid="custom-context">
          {files.isLoading ? (
            <Loader size="sm" aria-label={T.pickImage} />
          ) : files.isError ? (
            <Alert color="red" variant="light" role="alert">
              {T.imagesError}
            </Alert>
          ) : images.length === 0 ? (
            <Text size="sm" c="dimmed">
              {T.noImages}
            </Text>
          ) : (
            <Select
              label={T.pickImage}
              description={T.pickImageHint}
              value={image ? String(image.id) : null}
              allowDeselect={false}
              maw={360}
              data={images.map((i) => ({ value: String(i.id), label: i.name }))}
              onChange={(v) => {
                const next = images.find((i) => String(i.id) === v);
                if (next)
                  onChange({ item_id: next.id, slot: defaultSlot(next.width!, next.height!) });
              }}
            />
          )}
          {image && (
            <SlotMarker
              src={image.url}
              width={image.width!}
              height={image.height!}
              slot={value.slot}
              onChange={(slot) => onChange({ ...value, slot })}
              error={problem}
            />
          )}
          {image && (
            <Select
              label={T.screenScale}
              description={
                value.screen_scale
                  ? `${T.screenScaleHint} ${T.screenScaleWidth(
                      formatNumber(Math.round(image.width! / value.screen_scale)),
                    )}`
                  : T.screenScaleHint
              }
              value={value.screen_scale ? String(value.screen_scale) : UNKNOWN}
              allowDeselect={false}
              maw={360}
              data={[
                { value: UNKNOWN, label: T.screenScaleUnknown },
                ...SCREEN_SCALES.map((s) => ({ value: String(s), label: scaleLabel(s) })),
              ]}
              onChange={(v) => {
                const place = { item_id: value.item_id, slot: value.slot };
                onChange(v && v !== UNKNOWN ? { ...place, screen_scale: Number(v) } : place);
              }}
            />
          )}
          {showErrors && !image && (
            <Text size="sm" c="red" role="alert">
              {T.slotNeeded}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
