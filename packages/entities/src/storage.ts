// Browser storage that may be missing or blocked (privacy mode, sandboxed frames, a full quota):
// then the store (or the page) alone keeps the value for this visit. `local` outlives the tab;
// `session` is the tab's own (input kept for a reload, never seen by another tab).

export type StorageArea = 'local' | 'session';

function storage(area: StorageArea): Storage | null {
  try {
    if (area === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key for null. */
export function writeStored(key: string, value: string | null, area: StorageArea = 'local'): void {
  const s = storage(area);
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota exceeded: the value still lives in the store
  }
}
