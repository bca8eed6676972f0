// The analysis routes as the app mounts them, inside a lab and inside a brief: the page in the
// analysis layout at its address, with the analysis store, answered by the story server
// (Storybook's preview) and, for results, by the recorded engine results of src/fixtures.
import '@mantine/charts/styles.css';
import { ANALYSIS_TEXTS } from '@kreolab/entities';
import { AnalysisLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { CONTEXT_TEMPLATES } from '../context/fixtures';
import { COMPARISON_RESULT, RESEARCH_RESULT } from '../dev/fixtures';
import contextImage from '../fixtures/context-vk-feed.jpg';
import { makeAnalysisStore } from '../dev/store';
import { ComparisonCreatePage } from './ComparisonCreatePage';
import { ComparisonResultPage } from './ComparisonResultPage';
import { ComparisonProgressPage, ResearchProgressPage } from './ProgressPage';
import { ResearchDetailsPage } from './ResearchDetailsPage';
import { ResearchResultPage } from './ResearchResultPage';

// The story server's account has comparisons 13 (lab 1) and 23 (brief 1); every other
// analysis is a research.
const COMPARISONS = new Set([13, 16, 23, 26]);
const results = [
  // the research form's «Контекст показа» (the templates' previews: one recorded picture)
  http.get('/api/v1/contexts', () =>
    HttpResponse.json({
      items: CONTEXT_TEMPLATES.map((t) => ({ ...t, preview_url: contextImage })),
    }),
  ),
  http.get('/api/v1/analyses/:id/result', ({ params }) =>
    HttpResponse.json(
      COMPARISONS.has(Number(params.id))
        ? { ...COMPARISON_RESULT, analysis_id: Number(params.id) }
        : { ...RESEARCH_RESULT, analysis_id: Number(params.id) },
    ),
  ),
];

const meta: Meta = {
  title: 'routes/analysis',
  parameters: { layout: 'fullscreen', store: makeAnalysisStore, msw: { handlers: results } },
  decorators: [
    (Story) => (
      <AnalysisLayout>
        <Story />
      </AnalysisLayout>
    ),
  ],
};
export default meta;
type Story = StoryObj;

// The account's analyses: lab 1 has draft 15, running 14, done 11, comparisons 16 (running)
// and 13 (done); brief 1 has draft 24, running 25, done 21, comparisons 26 and 23.
/** /labs/:labId/researches/:analysisId/details. The flow: start a research from a draft. */
export const LabResearchDetails: Story = {
  render: () => <ResearchDetailsPage container="labs" />,
  parameters: {
    route: {
      path: '/labs/:labId/researches/:analysisId/details',
      url: '/labs/1/researches/15/details',
    },
  },
  play: async ({ canvas, userEvent }) => {
    const startButton = await canvas.findByRole('button', { name: ANALYSIS_TEXTS.start });
    await waitFor(() => {
      if (startButton.hasAttribute('disabled')) throw new Error('the draft has no creatives yet');
    });
    await userEvent.click(startButton);
    await canvas.findByText('/labs/1/researches/15/progress');
  },
};
export const LabResearchProgress: Story = {
  render: () => <ResearchProgressPage container="labs" />,
  parameters: {
    route: {
      path: '/labs/:labId/researches/:analysisId/progress',
      url: '/labs/1/researches/14/progress',
    },
  },
};
/** /labs/:labId/researches/:analysisId/result. The flow: open a result, open «Области», hover the regions. */
export const LabResearchResult: Story = {
  render: () => <ResearchResultPage container="labs" />,
  parameters: {
    route: {
      path: '/labs/:labId/researches/:analysisId/result',
      url: '/labs/1/researches/11/result',
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Области' }));
    const regions = await canvas.findByRole('table', { name: ANALYSIS_TEXTS.regions });
    const rows = regions.querySelectorAll<HTMLElement>('tbody tr[data-region]');
    if (rows.length < 2) throw new Error('the result lists fewer than two regions');
    for (const row of [rows[0]!, rows[1]!]) {
      await userEvent.hover(row);
      const id = row.dataset.region!;
      await waitFor(() => {
        if (!canvasElement.querySelector(`[data-box="${id}"][data-highlighted]`)) {
          throw new Error(`region ${id} is not highlighted on the heatmap`);
        }
      });
    }
  },
};
/** /labs/:labId/comparisons/create. The flow: compare two saved researches. */
export const LabComparisonCreate: Story = {
  render: () => <ComparisonCreatePage container="labs" />,
  parameters: {
    route: { path: '/labs/:labId/comparisons/create', url: '/labs/1/comparisons/create' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Баннер 1200×628/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Постер А3/ }));
    await userEvent.click(canvas.getByRole('button', { name: ANALYSIS_TEXTS.compare }));
    await canvas.findByText(/^\/labs\/1\/comparisons\/\d+\/progress$/);
  },
};
export const LabComparisonProgress: Story = {
  render: () => <ComparisonProgressPage container="labs" />,
  parameters: {
    route: {
      path: '/labs/:labId/comparisons/:analysisId/progress',
      url: '/labs/1/comparisons/16/progress',
    },
  },
};
export const LabComparisonResult: Story = {
  render: () => <ComparisonResultPage container="labs" />,
  parameters: {
    route: {
      path: '/labs/:labId/comparisons/:analysisId/result',
      url: '/labs/1/comparisons/13/result',
    },
  },
};

export const BriefResearchDetails: Story = {
  render: () => <ResearchDetailsPage container="briefs" />,
  parameters: {
    route: {
      path: '/briefs/:briefId/researches/:analysisId/details',
      url: '/briefs/1/researches/24/details',
    },
  },
};
export const BriefResearchProgress: Story = {
  render: () => <ResearchProgressPage container="briefs" />,
  parameters: {
    route: {
      path: '/briefs/:briefId/researches/:analysisId/progress',
      url: '/briefs/1/researches/25/progress',
    },
  },
};
export const BriefResearchResult: Story = {
  render: () => <ResearchResultPage container="briefs" />,
  parameters: {
    route: {
      path: '/briefs/:briefId/researches/:analysisId/result',
      url: '/briefs/1/researches/21/result',
    },
  },
};
export const BriefComparisonCreate: Story = {
  render: () => <ComparisonCreatePage container="briefs" />,
  parameters: {
    route: { path: '/briefs/:briefId/comparisons/create', url: '/briefs/1/comparisons/create' },
  },
};
export const BriefComparisonProgress: Story = {
  render: () => <ComparisonProgressPage container="briefs" />,
  parameters: {
    route: {
      path: '/briefs/:briefId/comparisons/:analysisId/progress',
      url: '/briefs/1/comparisons/26/progress',
    },
  },
};
export const BriefComparisonResult: Story = {
  render: () => <ComparisonResultPage container="briefs" />,
  parameters: {
    route: {
      path: '/briefs/:briefId/comparisons/:analysisId/result',
      url: '/briefs/1/comparisons/23/result',
    },
  },
};
