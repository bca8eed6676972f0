// The viewer's deep link: `#file=<id>` plus `&folder=<id>` when the file is not at the root,
// so a fresh page can read the folder (and its path) before opening the file.
export interface ViewerHash {
  file: number;
  folder: number | null;
}

const positiveInt = (v: string | null) => {
  if (v === null || !/^\d+$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
};

export function parseViewerHash(hash: string): ViewerHash | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const file = positiveInt(params.get('file'));
  if (file === null) return null;
  return { file, folder: positiveInt(params.get('folder')) };
}

export function viewerHash(file: number, folder: number | null | undefined): string {
  return folder ? `#file=${file}&folder=${folder}` : `#file=${file}`;
}
