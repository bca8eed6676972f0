import { and, eq, inArray } from 'drizzle-orm';
import { creatives, type Creative } from '../db/schema';
import { badRequest, invalid, notFound } from '../errors';
import type { DbOrTx } from './model';

export const MAX_CREATIVES = 20;
/** Frames of split videos add up; beyond this one research would hold the worker too long. */
export const MAX_ITEMS = 300;

/** The image types the engine reads (a research's creative, a context's screenshot). */
export const IMAGE_TYPE = /^image\/(jpeg|png|webp|gif|tiff|bmp|avif|heic|heif)$/;
const isPdf = (c: Creative) => c.type === 'application/pdf';
const isVideo = (c: Creative) => c.type.startsWith('video/');

/**
 * The user's creatives by id, in the order given. Missing, another user's, or a folder → 404;
 * a video that is not split into frames, or a file the engine cannot read → 400 INCORRECT_IMAGE.
 */
export async function resolveCreatives(
  db: DbOrTx,
  userId: number,
  ids: number[],
): Promise<Creative[]> {
  if (ids.length === 0) return [];
  if (ids.length > MAX_CREATIVES)
    throw invalid({ creative_ids: [`Максимум креативов ${MAX_CREATIVES}`] });
  const rows = await db
    .select()
    .from(creatives)
    .where(and(inArray(creatives.id, ids), eq(creatives.ownerId, userId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row || row.type === 'folder') throw notFound(`Creative ${id} not found`);
    if (isVideo(row)) {
      if (row.splitStatus !== 'PROCESSED' || !row.framesFolderId)
        throw badRequest('INCORRECT_IMAGE', `Video ${id} is not split into frames yet`);
      return row;
    }
    if (!isPdf(row) && !IMAGE_TYPE.test(row.type))
      throw badRequest('INCORRECT_IMAGE', `Creative ${id} is not an image, PDF or split video`);
    if (!row.storageKey) throw notFound(`Creative ${id} has no file`);
    return row;
  });
}

export interface PlannedItem {
  creativeId: number;
  kind: 'image' | 'pdf' | 'frame';
  sourceKey: string;
  frameTime: number | null;
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

/** One engine job per image or PDF, and one per frame of a split video (its frames folder). */
export async function planItems(db: DbOrTx, rows: Creative[]): Promise<PlannedItem[]> {
  const items: PlannedItem[] = [];
  for (const row of rows) {
    if (!isVideo(row)) {
      items.push({
        creativeId: row.id,
        kind: isPdf(row) ? 'pdf' : 'image',
        sourceKey: row.storageKey!,
        frameTime: null,
      });
      continue;
    }
    const frames = (
      await db
        .select()
        .from(creatives)
        .where(and(eq(creatives.parentId, row.framesFolderId!), eq(creatives.ownerId, row.ownerId)))
    )
      .filter((f) => f.storageKey && IMAGE_TYPE.test(f.type))
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    if (frames.length === 0)
      throw badRequest('INCORRECT_IMAGE', `Video ${row.id} has no frames left`);
    const step = row.splitFrequency ? 1 / row.splitFrequency : null;
    frames.forEach((f, i) =>
      items.push({
        creativeId: f.id,
        kind: 'frame',
        sourceKey: f.storageKey!,
        frameTime: step === null ? null : +(i * step).toFixed(3),
      }),
    );
  }
  if (items.length > MAX_ITEMS)
    throw invalid({ creative_ids: [`Не больше ${MAX_ITEMS} кадров в одном исследовании`] });
  return items;
}

/** A research needs 1 to 20 creatives when it starts (a draft may have none yet). */
export function assertStartable(ids: number[]) {
  if (ids.length === 0) throw invalid({ creative_ids: ['Выберите хотя бы один креатив'] });
}
