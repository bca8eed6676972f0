// The errors of an upload (new files go resumably: resumableUpload.ts), and a new version of a
// file sent over XMLHttpRequest, which (unlike fetch) reports upload progress. Same bearer token
// and base path as the api-client.
import { getToken, type UploadResult, type VersionUploadResult } from '@kreolab/api-client';

export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(code ?? `HTTP ${status}`);
    this.name = 'UploadError';
  }
}

export class UploadAborted extends Error {
  constructor() {
    super('aborted');
    this.name = 'UploadAborted';
  }
}

export interface UploadHandle<R = UploadResult> {
  promise: Promise<R>;
  abort: () => void;
}

/** The file as a new version of the cloud file `id` (POST /creatives/{id}/versions). */
export function uploadVersionFile(
  file: File,
  id: number,
  onProgress: (loaded: number, total: number) => void,
): UploadHandle<VersionUploadResult> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<VersionUploadResult>((resolve, reject) => {
    xhr.open('POST', `/api/v1/creatives/${id}/versions`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(file.size, file.size);
        resolve(body as VersionUploadResult);
      } else {
        const code = (body as { code?: unknown } | null)?.code;
        reject(new UploadError(xhr.status, typeof code === 'string' ? code : undefined));
      }
    });
    xhr.addEventListener('error', () => reject(new UploadError(0, undefined)));
    xhr.addEventListener('abort', () => reject(new UploadAborted()));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
