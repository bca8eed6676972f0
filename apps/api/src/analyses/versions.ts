import type { components } from '@kreolab/api-spec';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  analyses,
  analysisItems,
  creativeVersions,
  type Analysis,
  type AnalysisItem,
} from '../db/schema';
import { badRequest, invalid, notFound } from '../errors';
import { engine, engineSegment, loadViewable, type StoredViewable } from './engine';
import { IMAGE_TYPE, MAX_CREATIVES, resolveCreatives, type PlannedItem } from './creatives';
import { RUNNING, type DbOrTx, type ResearchSettings, type SegmentJson } from './model';
import type { StoredFrameJson } from './stored';
import { metricChange } from './metric-best';

/**
 * Researches of pinned versions (issue 17). A research may name a file at a version
 * (`creative_versions`), so two versions of one file can be researched side by side; its items
 * read that version's storage object. The object's key never changes while the version exists
 * (a new upload or a restore moves keys between the creative row and its earlier versions,
 * src/cloud/versions.ts), so what a running research analyses is fixed when it starts.
 */
export type VersionRef = components['schemas']['CreativeVersionRef'];
type VersionDiffJson = components['schemas']['VersionDiff'];

/** The distinct creative ids of pinned versions, in their first order (`creative_ids`). */
export const idsOf = (refs: VersionRef[]) => [...new Set(refs.map((r) => r.creative_id))];

/**
 * Checks pinned versions against the user's files and answers one planned item per entry:
 * another user's or a missing file, or a version the file does not have → 404; the same
 * version twice → 400; a version that is not an image or a PDF → 400 INCORRECT_IMAGE.
 */
export async function planPinned(
  db: DbOrTx,
  userId: number,
  refs: VersionRef[],
): Promise<PlannedItem[]> {
  if (refs.length > MAX_CREATIVES)
    throw invalid({ creative_versions: [`Максимум креативов ${MAX_CREATIVES}`] });
  const seen = new Set(refs.map((r) => `${r.creative_id}:${r.version}`));
  if (seen.size !== refs.length)
    throw invalid({ creative_versions: ['Одна и та же версия выбрана дважды'] });
  const ids = idsOf(refs);
  // Ownership and the file's kind as for any research (a folder or another user's file is 404).
  const rows = new Map((await resolveCreatives(db, userId, ids)).map((r) => [r.id, r]));
  const earlier = await db
    .select()
    .from(creativeVersions)
    .where(and(inArray(creativeVersions.creativeId, ids), eq(creativeVersions.ownerId, userId)));
  return refs.map((ref) => {
    const row = rows.get(ref.creative_id)!;
    const content =
      ref.version === row.version
        ? { type: row.type, storageKey: row.storageKey }
        : earlier.find((v) => v.creativeId === ref.creative_id && v.number === ref.version);
    if (!content?.storageKey)
      throw notFound(`Creative ${ref.creative_id} has no version ${ref.version}`);
    if (content.type !== 'application/pdf' && !IMAGE_TYPE.test(content.type))
      throw badRequest(
        'INCORRECT_IMAGE',
        `Version ${ref.version} of creative ${ref.creative_id} is not an image or PDF`,
      );
    return {
      creativeId: ref.creative_id,
      kind: content.type === 'application/pdf' ? ('pdf' as const) : ('image' as const),
      sourceKey: content.storageKey,
      frameTime: null,
    };
  });
}

/**
 * Of these storage keys, the ones a running research has still to read (an item not done
 * yet): the file's purge must not pull a version from under it (storage.cleanup waits).
 */
export async function sourcesInUse(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: analysisItems.sourceKey })
    .from(analysisItems)
    .innerJoin(analyses, eq(analyses.id, analysisItems.analysisId))
    .where(
      and(
        inArray(analysisItems.sourceKey, keys),
        ne(analysisItems.status, 'done'),
        inArray(analyses.status, [...RUNNING]),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

/** The research's two entries when they are two versions of one file, older first. */
export function versionPair(refs: VersionRef[] | null): [VersionRef, VersionRef] | null {
  if (refs?.length !== 2) return null;
  const [p, q] = refs as [VersionRef, VersionRef];
  if (p.creative_id !== q.creative_id || p.version === q.version) return null;
  return p.version < q.version ? [p, q] : [q, p];
}

/**
 * The `version_diff` of a research of two versions of one file: the first frame of each
 * version's item (its first page for a PDF), with the first segment's noticed shares of each.
 */
export async function versionDiffOf(
  a: Analysis,
  items: AnalysisItem[],
  frames: StoredFrameJson[],
): Promise<VersionDiffJson | null> {
  const refs = a.creativeVersions ?? null;
  const pair = versionPair(refs);
  if (!pair || items.length !== 2) return null;
  const e = await engine();
  const settings = a.settings as ResearchSettings;
  const segment = ((a.segments as SegmentJson[] | null) ?? [])[0];
  // Items are planned in the order of `creative_versions`; frames follow the items.
  let offset = 0;
  const firstFrame = new Map<number, { frame: StoredFrameJson; item: AnalysisItem }>();
  for (const item of items) {
    firstFrame.set(item.position, { frame: frames[offset]!, item });
    offset += (item.result as unknown[]).length;
  }
  const inputOf = (ref: VersionRef) => {
    const position = refs!.indexOf(ref);
    const { frame, item } = firstFrame.get(position)!;
    const viewable = (item.viewable as StoredViewable[] | null)?.[0];
    const noticed =
      segment && viewable
        ? e.noticedShares(loadViewable(viewable), engineSegment(segment), settings.placement, {
            seed: e.VIEWERS_SEED,
          })
        : null;
    return {
      input: {
        version: ref.version,
        width: frame.width,
        height: frame.height,
        grid: frame.attention.grid,
        metrics: frame.metrics,
        regions: frame.regions as Parameters<typeof e.diffVersions>[0]['regions'],
        noticed,
      },
      index: frame.index,
    };
  };
  const from = inputOf(pair[0]);
  const to = inputOf(pair[1]);
  const diff = e.diffVersions(from.input, to.input);
  const metrics = diff.metrics.map((m) => ({ ...m, change: metricChange(m.key, m.from, m.to) }));
  return { creative_id: pair[0].creative_id, to_frame_index: to.index, ...diff, metrics };
}
