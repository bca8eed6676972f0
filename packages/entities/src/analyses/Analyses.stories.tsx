// Written without Storybook's types (plain CSF objects): this package does not depend on
// Storybook.
import type { AnalysisStatus, AnalysisSummary } from '@kreolab/api-client';
import { Button, Group } from '@mantine/core';
import { AnalysisList, AnalysisListSkeleton } from './AnalysisList';
import { AnalysisStatusBadge } from './AnalysisStatusBadge';
import { ErrorState } from './ErrorState';

const STATUSES: AnalysisStatus[] = ['draft', 'queued', 'processing', 'done', 'failed', 'canceled'];

const analysis = (
  id: number,
  name: string,
  status: AnalysisStatus,
  type: AnalysisSummary['type'] = 'research',
): AnalysisSummary => ({
  id,
  type,
  name,
  status,
  saved: status === 'done',
  created_at: '2026-11-10T10:00:00Z',
  preview: null,
});

const ANALYZES = [
  analysis(11, 'Баннер 1200×628', 'done'),
  analysis(12, 'Постер А3', 'done'),
  analysis(13, 'Сравнение баннеров', 'done', 'comparison'),
  analysis(14, 'Сторис, вариант А', 'processing'),
  analysis(15, 'Сторис, вариант Б', 'queued'),
  analysis(16, 'Видеоролик 15 с', 'failed'),
  analysis(17, 'Новый креатив', 'draft'),
];

export default {
  title: 'entities/Analyses',
  component: AnalysisList,
  decorators: [(Story: () => React.ReactNode) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
};

/** A container's analyses, in every status, each linking to its page. */
export const List = {
  args: { analyzes: ANALYZES, basePath: '/labs/1', onDelete: () => {} },
};

export const Empty = {
  args: { analyzes: [], basePath: '/labs/1', emptyAction: <Button>Новое исследование</Button> },
};

export const Loading = { render: () => <AnalysisListSkeleton rows={3} /> };

/** The status labels and colours. */
export const StatusBadges = {
  render: () => (
    <Group>
      {STATUSES.map((s) => (
        <AnalysisStatusBadge key={s} status={s} />
      ))}
    </Group>
  ),
};

/** A failed load: the catalogue's message for the error and a retry. */
export const LoadError = {
  render: () => (
    <ErrorState
      error={{ status: 404, data: { code: 'OBJECT_NOT_FOUND' } }}
      title="Не удалось загрузить анализ"
      onRetry={() => {}}
    />
  ),
};

const check = (ok: boolean, message: string) => {
  if (!ok) throw new Error(message);
};

/**
 * On a phone (the page's 358 px): the name keeps its room and nothing overlaps. Beside the status,
 * the saved mark and the delete icon, the name «Р1» read «Р.» and «Сохранено» lay over the type.
 */
export const OnAPhone = {
  args: {
    analyzes: [analysis(21, 'Р1', 'done'), analysis(22, 'Исследование 4', 'draft')],
    basePath: '/labs/1',
    onDelete: () => {},
  },
  decorators: [(Story: () => React.ReactNode) => <div style={{ width: 358 }}>{Story()}</div>],
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    for (const row of canvasElement.querySelectorAll<HTMLElement>('li')) {
      const link = row.querySelector<HTMLElement>('a')!;
      check(link.scrollWidth <= link.clientWidth, `the name is cut: ${link.textContent}`);
      const texts = [...row.querySelectorAll<HTMLElement>('p, a, .mantine-Badge-root')];
      for (const [i, a] of texts.entries())
        for (const b of texts.slice(i + 1)) {
          if (a.contains(b) || b.contains(a)) continue;
          const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
          const overlap =
            p.left < q.right - 1 &&
            q.left < p.right - 1 &&
            p.top < q.bottom - 1 &&
            q.top < p.bottom - 1;
          check(!overlap, `«${a.textContent}» lies over «${b.textContent}»`);
        }
    }
  },
};
