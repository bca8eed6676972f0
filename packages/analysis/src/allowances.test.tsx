import { profileApi } from '@kreolab/api-client';
import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyses } from './api';
import { analysisOf, profileOf } from './dev/fixtures';
import { makeAnalysisStore } from './dev/store';
import { ProgressPage } from './pages/ProgressPage';
import { BASE, baseHandlers, FakeEventSource, renderPage, server, setupMsw } from './test/utils';

setupMsw();

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

// The profile's «Осталось анализов» and «Осталось генераций» were the counts from before a start,
// a feedback batch or a failed run (which the server gives back), for as long as the app kept
// the profile: every analysis page keeps it for its hints, so a user coming back to the profile
// read a number that was no longer true.
describe("the tariff's allowances are read again after what changes them", () => {
  let reads = 0;
  const readsOfProfile = () => {
    reads = 0;
    return http.get(`${BASE}/profile/me`, () => {
      reads += 1;
      return HttpResponse.json(profileOf());
    });
  };

  it("a research's start and a feedback batch", async () => {
    server.use(
      readsOfProfile(),
      http.post(`${BASE}/analyses/7/start`, () =>
        HttpResponse.json({ status: 'queued', progress: 0, stage: null }, { status: 202 }),
      ),
      http.post(`${BASE}/analyses/7/feedback`, () =>
        HttpResponse.json(
          { items: [], segment_id: 0, batch: 1, batches_left: 4, generations_left: 9 },
          { status: 201 },
        ),
      ),
    );
    const store = makeAnalysisStore();
    const me = store.dispatch(profileApi.endpoints.getMe.initiate());
    await me;
    expect(reads).toBe(1);
    await store.dispatch(analyses.endpoints.startAnalysis.initiate({ id: 7 }));
    await vi.waitFor(() => expect(reads).toBe(2));
    await store.dispatch(
      analyses.endpoints.generateAnalysisFeedback.initiate({
        id: 7,
        feedbackGenerateRequest: { segment_id: 0 },
      }),
    );
    await vi.waitFor(() => expect(reads).toBe(3));
    me.unsubscribe();
  });

  it('a run that failed', async () => {
    server.use(
      readsOfProfile(), // before the base handlers' own /profile/me
      ...baseHandlers(),
      http.get(`${BASE}/analyses/7`, () =>
        HttpResponse.json(analysisOf({ id: 7, name: 'Баннер', status: 'processing' })),
      ),
      http.get(`${BASE}/analyses/7/progress`, () =>
        HttpResponse.json({ status: 'processing', progress: 30, stage: 'Карта внимания' }),
      ),
    );
    const store = makeAnalysisStore();
    const view = renderPage(<ProgressPage container="labs" kind="research" />, {
      route: '/labs/3/researches/7/progress',
      path: '/labs/:labId/researches/:analysisId/progress',
      store,
    });
    await view.findByTestId('progress-stage');
    // as the profile's pages and the hints keep it
    const me = store.dispatch(profileApi.endpoints.getMe.initiate());
    await me;
    const before = reads;
    act(() =>
      FakeEventSource.last.emit('progress', { status: 'failed', progress: 30, stage: null }),
    );
    await view.findByText('Анализ завершился с ошибкой');
    await vi.waitFor(() => expect(reads).toBe(before + 1));
    me.unsubscribe();
  });
});
