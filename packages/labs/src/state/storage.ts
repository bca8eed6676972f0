// Lab mode in local storage (product-spec §4: remembered between sessions).
export type LabMode = 'research' | 'comparison';

export const LAB_MODE_STORAGE_KEY = 'kreolab.labs.mode';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (privacy mode, sandboxed frames)
  }
}

export function isLabMode(value: unknown): value is LabMode {
  return value === 'research' || value === 'comparison';
}

export function loadLabMode(): LabMode | null {
  try {
    const raw = storage()?.getItem(LAB_MODE_STORAGE_KEY);
    return isLabMode(raw) ? raw : null;
  } catch {
    return null;
  }
}

export function saveLabMode(mode: LabMode | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (mode === null) s.removeItem(LAB_MODE_STORAGE_KEY);
    else s.setItem(LAB_MODE_STORAGE_KEY, mode);
  } catch {
    // quota exceeded: the mode still lives in the store
  }
}
