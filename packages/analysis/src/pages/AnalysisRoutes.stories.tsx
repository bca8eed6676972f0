// The analysis routes as the app mounts them, inside a lab and inside a brief: the page in the
// analysis layout at its address, with the analysis store, answered by the story server
// (Storybook's preview) and, for results, by the recorded engine results of src/fixtures.
import '@mantine/charts/styles.css';
import { ANALYSIS_TEXTS, type ContainerKind } from '@kreolab/entities';
import { AnalysisLayout } from '@kreolab/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { COMPARISON_RESULT, RESEARCH_RESULT } from '../dev/fixtures';
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

const base = (c: ContainerKind) => (c === 'labs' ? '/labs/:labId' : '/briefs/:briefId');
const at = (c: ContainerKind) => (c === 'labs' ? '/labs/1' : '/briefs/1');
/** The analyses of the account in each container: draft, running, done; comparisons. */
const ids = {
  labs: { draft: 15, running: 14, done: 11, comparing: 16, compared: 13 },
  briefs: { draft: 24, running: 25, done: 21, comparing: 26, compared: 23 },
};

function details(c: ContainerKind): Story {
  return {
    render: () => <ResearchDetailsPage container={c} />,
    parameters: {
      route: {
        path: `${base(c)}/researches/:analysisId/details`,
        url: `${at(c)}/researches/${ids[c].draft}/details`,
      },
    },
  };
}
function progress(c: ContainerKind): Story {
  return {
    render: () => <ResearchProgressPage container={c} />,
    parameters: {
      route: {
        path: `${base(c)}/researches/:analysisId/progress`,
        url: `${at(c)}/researches/${ids[c].running}/progress`,
      },
    },
  };
}
function result(c: ContainerKind): Story {
  return {
    render: () => <ResearchResultPage container={c} />,
    parameters: {
      route: {
        path: `${base(c)}/researches/:analysisId/result`,
        url: `${at(c)}/researches/${ids[c].done}/result`,
      },
    },
  };
}
function comparisonCreate(c: ContainerKind): Story {
  return {
    render: () => <ComparisonCreatePage container={c} />,
    parameters: {
      route: { path: `${base(c)}/comparisons/create`, url: `${at(c)}/comparisons/create` },
    },
  };
}
function comparisonProgress(c: ContainerKind): Story {
  return {
    render: () => <ComparisonProgressPage container={c} />,
    parameters: {
      route: {
        path: `${base(c)}/comparisons/:analysisId/progress`,
        url: `${at(c)}/comparisons/${ids[c].comparing}/progress`,
      },
    },
  };
}
function comparisonResult(c: ContainerKind): Story {
  return {
    render: () => <ComparisonResultPage container={c} />,
    parameters: {
      route: {
        path: `${base(c)}/comparisons/:analysisId/result`,
        url: `${at(c)}/comparisons/${ids[c].compared}/result`,
      },
    },
  };
}

/** /labs/:labId/researches/:analysisId/details. The flow: start a research from a draft. */
export const LabResearchDetails: Story = {
  ...details('labs'),
  play: async ({ canvas, userEvent }) => {
    const startButton = await canvas.findByRole('button', { name: ANALYSIS_TEXTS.start });
    await waitFor(() => {
      if (startButton.hasAttribute('disabled')) throw new Error('the draft has no creatives yet');
    });
    await userEvent.click(startButton);
    await canvas.findByText('/labs/1/researches/15/progress');
  },
};
export const LabResearchProgress: Story = progress('labs');
/** /labs/:labId/researches/:analysisId/result. The flow: open a result, switch the region. */
export const LabResearchResult: Story = {
  ...result('labs'),
  play: async ({ canvas, canvasElement, userEvent }) => {
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
  ...comparisonCreate('labs'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Баннер 1200×628/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Постер А3/ }));
    await userEvent.click(canvas.getByRole('button', { name: ANALYSIS_TEXTS.compare }));
    await canvas.findByText(/^\/labs\/1\/comparisons\/\d+\/progress$/);
  },
};
export const LabComparisonProgress: Story = comparisonProgress('labs');
export const LabComparisonResult: Story = comparisonResult('labs');

export const BriefResearchDetails: Story = details('briefs');
export const BriefResearchProgress: Story = progress('briefs');
export const BriefResearchResult: Story = result('briefs');
export const BriefComparisonCreate: Story = comparisonCreate('briefs');
export const BriefComparisonProgress: Story = comparisonProgress('briefs');
export const BriefComparisonResult: Story = comparisonResult('briefs');
