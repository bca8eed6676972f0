// The container (lab or brief) page parts shared by labs and briefs. Written without
// Storybook's types (plain CSF objects): this package does not depend on Storybook.
import type { AnalysisSummary } from '@kreolab/api-client';
import { Card, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ContainerAnalyses } from './ContainerAnalyses';
import {
  ContainerGrid,
  ContainerGridSkeleton,
  ContainerListPage,
  type ContainerListTexts,
} from './ContainerList';
import { ContainerPageState } from './ContainerPageState';

const TEXTS: ContainerListTexts = {
  create: 'Новая лаборатория',
  createFirst: 'Создать лабораторию',
  empty: 'Лабораторий пока нет',
  emptyHint: 'Лаборатория объединяет исследования и сравнения одной кампании.',
  listLabel: 'Лаборатории',
  loadError: 'Не удалось загрузить лаборатории',
  removeTitle: 'Удаление лаборатории',
  removeQuestion: (name) => `Удалить лабораторию «${name}»?`,
  removeConfirm: 'Удалить',
  removed: 'Лаборатория удалена',
};

const LABS = [
  { id: 1, name: 'Весенняя кампания', researches: 5, comparisons: 2 },
  { id: 2, name: 'Баннеры маркетплейса', researches: 1, comparisons: 0 },
  { id: 3, name: 'Наружная реклама, Москва', researches: 0, comparisons: 0 },
];
type Lab = (typeof LABS)[number];

const card = (lab: Lab) => (
  <Card component="li" withBorder padding="md" radius="md">
    <Text fw={600}>{lab.name}</Text>
    <Text size="sm" c="dimmed">
      Исследований: {lab.researches}, сравнений: {lab.comparisons}
    </Text>
  </Card>
);

const ANALYZES: AnalysisSummary[] = [
  {
    id: 11,
    type: 'research',
    name: 'Баннер 1200×628',
    status: 'done',
    saved: true,
    created_at: '2026-11-10T10:00:00Z',
    preview: null,
  },
  {
    id: 13,
    type: 'comparison',
    name: 'Сравнение баннеров',
    status: 'done',
    saved: true,
    created_at: '2026-11-11T10:00:00Z',
    preview: null,
  },
  {
    id: 14,
    type: 'research',
    name: 'Сторис, вариант А',
    status: 'processing',
    saved: false,
    created_at: '2026-11-12T10:00:00Z',
    preview: null,
  },
];

export default {
  title: 'entities/Container',
  component: ContainerGrid,
  decorators: [(Story: () => ReactNode) => <div style={{ maxWidth: 1100 }}>{Story()}</div>],
};

/** The list of labs (or briefs) as cards, with the link to create one. */
export const Grid = {
  render: () => (
    <ContainerGrid items={LABS} texts={TEXTS} createTo="/labs/create" icon={<IconFlask />}>
      {card}
    </ContainerGrid>
  ),
};

export const EmptyGrid = {
  render: () => (
    <ContainerGrid items={[]} texts={TEXTS} createTo="/labs/create" icon={<IconFlask />}>
      {card}
    </ContainerGrid>
  ),
};

/** The whole list page while loading, and once the list is there. */
export const ListPageLoading = {
  render: () => (
    <ContainerListPage<Lab>
      title="Лаборатории"
      texts={TEXTS}
      createTo="/labs/create"
      query={{ isLoading: true, refetch: () => {} }}
      skeleton={<ContainerGridSkeleton height={120} />}
    >
      {(items) => items.map((lab) => <div key={lab.id}>{card(lab)}</div>)}
    </ContainerListPage>
  ),
};

export const ListPage = {
  render: () => (
    <ContainerListPage<Lab>
      title="Лаборатории"
      texts={TEXTS}
      createTo="/labs/create"
      query={{ data: { items: LABS }, isLoading: false, refetch: () => {} }}
      skeleton={<ContainerGridSkeleton height={120} />}
    >
      {(items) => (
        <ContainerGrid items={items} texts={TEXTS} createTo="/labs/create" icon={<IconFlask />}>
          {card}
        </ContainerGrid>
      )}
    </ContainerListPage>
  ),
};

/** One container's analyses with the actions: a new research, a comparison. */
export const Analyses = {
  render: () => (
    <ContainerAnalyses
      analyzes={ANALYZES}
      basePath="/labs/1"
      onCreateResearch={() => {}}
      onCompare={() => {}}
      onDeleteAnalysis={() => {}}
    />
  ),
};

/** A lab that does not exist (or is another user's): the 404 state. */
export const NotFound = {
  render: () => (
    <ContainerPageState
      page={{ id: null, data: undefined, error: undefined, isLoading: false, refetch: () => {} }}
      title="Лаборатория"
      loadError="Не удалось загрузить лабораторию"
    >
      <Title order={2}>Весенняя кампания</Title>
    </ContainerPageState>
  ),
};
