// Live progress of an analysis: the server-sent event stream (`event: progress`, data
// {status, progress, stage}), falling back to polling GET /analyses/{id}/progress every 2 s
// when the stream errors or EventSource is missing. Polling stops at a final status.
import type { AnalysisStatus, Progress } from '@kreolab/api-client';
import { invalidateAllowances } from '@kreolab/entities';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { analyses } from '../api';
import { eventsUrl } from '../result/reportUrl';

export const POLL_MS = 2000;
export const FINAL_STATUSES: readonly AnalysisStatus[] = ['done', 'failed', 'canceled'];
export const isFinal = (s: AnalysisStatus | undefined) => !!s && FINAL_STATUSES.includes(s);

function parse(data: unknown): Progress | null {
  try {
    const p = JSON.parse(String(data)) as Partial<Progress>;
    return typeof p.status === 'string'
      ? { status: p.status, progress: Number(p.progress) || 0, stage: p.stage ?? null }
      : null;
  } catch {
    return null;
  }
}

export function useAnalysisProgress(id: number | null, { pollMs = POLL_MS } = {}) {
  const [fromStream, setFromStream] = useState<Progress | null>(null);
  const [polling, setPolling] = useState(false);
  const [generation, setGeneration] = useState(0); // a restart opens a new stream

  useEffect(() => {
    if (id === null) return;
    if (typeof EventSource === 'undefined') {
      setPolling(true);
      return;
    }
    setPolling(false);
    const source = new EventSource(eventsUrl(id), { withCredentials: true });
    source.addEventListener('progress', (e) => {
      const p = parse((e as MessageEvent).data);
      if (p) setFromStream(p);
      if (p && isFinal(p.status)) source.close();
    });
    source.onerror = () => {
      source.close();
      setPolling(true);
    };
    return () => source.close();
  }, [id, generation]);

  const [current, setCurrent] = useState<Progress | null>(null);
  const keepPolling = polling && !isFinal(current?.status);
  const query = analyses.useGetAnalysisProgressQuery(id === null ? skipToken : { id }, {
    refetchOnMountOrArgChange: true,
    pollingInterval: keepPolling ? pollMs : 0,
  });
  const polled = query.data;
  useEffect(() => {
    if (polled) setCurrent(polled);
  }, [polled]);
  useEffect(() => {
    if (fromStream) setCurrent(fromStream);
  }, [fromStream]);
  // A run that failed gave its analysis back to the tariff (the server's refund).
  const dispatch = useDispatch();
  const failed = current?.status === 'failed';
  useEffect(() => {
    if (failed) dispatch(invalidateAllowances());
  }, [dispatch, failed]);

  return {
    progress: current,
    polling,
    error: current ? undefined : query.error,
    restartStream: () => {
      setFromStream(null);
      setCurrent(null);
      setGeneration((g) => g + 1);
      void query.refetch();
    },
  };
}
