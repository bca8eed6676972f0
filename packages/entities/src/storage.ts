// Local storage that may be missing or blocked (privacy mode, sandboxed frames, a full quota):
// then the store alone keeps the value for this visit.

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key for null. */
export function writeStored(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota exceeded: the value still lives in the store
  }
}
