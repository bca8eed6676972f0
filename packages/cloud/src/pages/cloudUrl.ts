// Folder URLs (issue 16): the root is /cloud, a folder /cloud/<id>; the page is mounted at both
// (apps/web's route table), and the viewer's hash rides on either.
export const CLOUD_BASE = '/cloud';

export const cloudPath = (folderId: number | null) =>
  folderId === null ? CLOUD_BASE : `${CLOUD_BASE}/${folderId}`;

/** The folder of a pathname: null at /cloud (or anything that is not /cloud/<id>). */
export function folderIdOfPath(pathname: string): number | null {
  const m = /^\/cloud\/(\d{1,15})\/?$/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/**
 * Whether the pathname names a folder that cannot be one: /cloud/abc, /cloud/1.5 (a folder's id
 * is digits). The page says the folder is not there rather than quietly showing the root.
 */
export function isMalformedFolderPath(pathname: string): boolean {
  return /^\/cloud\/[^/]+\/?$/.test(pathname) && folderIdOfPath(pathname) === null;
}
