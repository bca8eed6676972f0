// One file to POST /api/v1/creatives/upload over XMLHttpRequest, which (unlike fetch)
// reports upload progress. Same bearer token and base path as the api-client.
import { getToken, type UploadResult } from '@kreolab/api-client';

export const UPLOAD_URL = '/api/v1/creatives/upload';

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

export interface UploadHandle {
  promise: Promise<UploadResult>;
  abort: () => void;
}

export function uploadFile(
  file: File,
  parentId: number | null,
  onProgress: (loaded: number, total: number) => void,
  url: string = UPLOAD_URL,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResult>((resolve, reject) => {
    xhr.open('POST', url);
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
        resolve(body as UploadResult);
      } else {
        const code = (body as { code?: unknown } | null)?.code;
        reject(new UploadError(xhr.status, typeof code === 'string' ? code : undefined));
      }
    });
    xhr.addEventListener('error', () => reject(new UploadError(0, undefined)));
    xhr.addEventListener('abort', () => reject(new UploadAborted()));
    const form = new FormData();
    if (parentId !== null) form.append('parent_id', String(parentId));
    form.append('files', file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
