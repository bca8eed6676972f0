/**
 * The address that saves a file rather than shows it. The API's own file URLs
 * (`/api/v1/files/<token>`, apps/api/src/routes/cloud/files.ts) answer `?download=1` with
 * `Content-Disposition: attachment` and the file's name, so the original bytes are saved under
 * that name even where the `download` attribute is ignored. A storage's direct URL (S3) is
 * signed as a whole and gets nothing added: its disposition is set when it is signed.
 */
export function downloadUrl(url: string): string {
  if (!url.startsWith('/api/v1/files/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}
