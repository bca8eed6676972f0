// The selected creatives in local storage (product-spec §4: they persist locally).
import type { SelectedCreative } from '../model';

export const SELECTION_STORAGE_KEY = 'kreolab.cloud.selectedCreatives';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (privacy mode, sandboxed frames)
  }
}

export function loadSelection(): SelectedCreative[] {
  const raw = storage()?.getItem(SELECTION_STORAGE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed.filter((c): c is SelectedCreative => {
      const ok =
        typeof c === 'object' && c !== null && typeof (c as SelectedCreative).id === 'number';
      if (!ok || seen.has((c as SelectedCreative).id)) return false;
      seen.add((c as SelectedCreative).id);
      return true;
    });
  } catch {
    return [];
  }
}

export function saveSelection(selection: readonly SelectedCreative[]): void {
  const s = storage();
  if (!s) return;
  try {
    if (selection.length === 0) s.removeItem(SELECTION_STORAGE_KEY);
    else s.setItem(SELECTION_STORAGE_KEY, JSON.stringify(selection));
  } catch {
    // quota exceeded: the selection still lives in the store
  }
}
