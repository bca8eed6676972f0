// One file through the resumable upload of the contract (tus 1.0: POST /creatives/uploads, then
// PATCH chunks, HEAD to learn where to go on). The upload's URL is kept in localStorage under
// the file's fingerprint, so a reloaded page picks the same file up where it stopped; a
// dropped connection or a restarted server is retried from the offset the server reports.
// XMLHttpRequest, not fetch, because only it reports upload progress.
import { getToken, type UploadResult } from '@kreolab/api-client';
import { UploadAborted, UploadError, type UploadHandle } from './uploadFile';

export const UPLOADS_URL = '/api/v1/creatives/uploads';
/** Big enough that a request's cost is nothing beside its bytes, small enough for proxies. */
export const CHUNK_BYTES = 64 * 1024 * 1024;
const TUS = '1.0.0';
const STORE_PREFIX = 'kreolab:upload:';
/** Waits between retries of a failed chunk (a dropped connection, a server restarting). */
const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15000, 15000, 30000, 30000, 60000];

export interface ResumableOptions {
  chunkBytes?: number;
  retryDelaysMs?: readonly number[];
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** Which stored upload is this file's: same name, size, date and folder. */
export function fingerprint(file: File, parentId: number | null): string {
  return `${STORE_PREFIX}${file.name}:${file.size}:${file.lastModified}:${parentId ?? 'root'}`;
}

const base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

interface Answer {
  status: number;
  header: (name: string) => string | null;
  body: unknown;
}

function localStore(): ResumableOptions['storage'] {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Forgets every upload kept for resuming: their keys name the files, and another user signing in
 * at this browser is not to read them (the server refuses another owner's upload anyway).
 */
export function forgetResumableUploads(storage: Storage | null = localStore() as Storage | null) {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(STORE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept
  }
}

export function resumableUpload(
  file: File,
  parentId: number | null,
  /**
   * `waiting`: a chunk failed for want of an answer and the upload waits to try again; it stays
   * true until bytes move again (the panel says so: retries run for about three minutes).
   */
  onProgress: (loaded: number, total: number, waiting?: boolean) => void,
  options: ResumableOptions = {},
): UploadHandle {
  const chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const store = options.storage === undefined ? localStore() : options.storage;
  const key = fingerprint(file, parentId);
  let current: XMLHttpRequest | null = null;
  let aborted = false;
  let url: string | null = null;

  const request = (
    method: string,
    target: string,
    headers: Record<string, string>,
    body?: Blob,
    progress?: (loaded: number) => void,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      if (aborted) return reject(new UploadAborted());
      const xhr = new XMLHttpRequest();
      current = xhr;
      xhr.open(method, target);
      xhr.withCredentials = true;
      xhr.responseType = 'text';
      const token = getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('Tus-Resumable', TUS);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      if (progress)
        xhr.upload.addEventListener('progress', (e) => {
          progress(e.loaded);
        });
      xhr.addEventListener('load', () => {
        let parsed: unknown = null;
        try {
          parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          parsed = null;
        }
        resolve({ status: xhr.status, header: (n) => xhr.getResponseHeader(n), body: parsed });
      });
      xhr.addEventListener('error', () => resolve({ status: 0, header: () => null, body: null }));
      xhr.addEventListener('abort', () => reject(new UploadAborted()));
      xhr.send(body ?? null);
    });

  const failure = (answer: Answer) => {
    const code = (answer.body as { code?: unknown } | null)?.code;
    return new UploadError(answer.status, typeof code === 'string' ? code : undefined);
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Where the server stands, or null when the upload is gone (expired, finished, unknown). */
  const offsetOf = async (target: string): Promise<number | null> => {
    const answer = await request('HEAD', target, {});
    if (answer.status === 200) return Number(answer.header('Upload-Offset'));
    if (answer.status === 404) return null;
    throw failure(answer);
  };

  const create = async (): Promise<string> => {
    const metadata = [`filename ${base64(file.name)}`];
    if (parentId !== null) metadata.push(`parent_id ${base64(String(parentId))}`);
    const answer = await request('POST', UPLOADS_URL, {
      'Upload-Length': String(file.size),
      'Upload-Metadata': metadata.join(','),
    });
    // Refused before a byte of the file is sent (too big, no free space, no such folder).
    if (answer.status !== 201) throw failure(answer);
    const location = answer.header('Location') ?? (answer.body as { url?: string } | null)?.url;
    if (!location) throw new UploadError(answer.status, undefined);
    store?.setItem(key, location);
    return location;
  };

  const run = async (): Promise<UploadResult> => {
    let offset: number | null = null;
    const saved = store?.getItem(key) ?? null;
    if (saved) {
      offset = await offsetOf(saved).catch(() => null);
      if (offset === null) store?.removeItem(key);
      else url = saved;
    }
    if (url === null) {
      url = await create();
      offset = 0;
    }
    let failures = 0;
    let waiting = false;
    let at = offset ?? 0;
    onProgress(at, file.size);
    for (;;) {
      const end = Math.min(file.size, at + chunkBytes);
      const start = at;
      const answer = await request(
        'PATCH',
        url,
        { 'Upload-Offset': String(start), 'Content-Type': 'application/offset+octet-stream' },
        file.slice(start, end),
        (loaded) => {
          if (loaded > 0) waiting = false;
          onProgress(start + loaded, file.size, waiting);
        },
      );
      if (answer.status === 200) {
        store?.removeItem(key);
        onProgress(file.size, file.size);
        return answer.body as UploadResult;
      }
      if (answer.status === 204) {
        at = Number(answer.header('Upload-Offset'));
        failures = 0;
        waiting = false;
        continue;
      }
      // A dropped connection, a server restarting (0, 5xx) or another request still holding
      // the upload (409): wait, ask where it stands, go on from there.
      const transient = answer.status === 0 || answer.status >= 500 || answer.status === 409;
      if (!transient || failures >= delays.length) {
        if (answer.status !== 401 && answer.status !== 0) store?.removeItem(key);
        throw failure(answer);
      }
      waiting = true;
      onProgress(at, file.size, waiting);
      await sleep(delays[failures]!);
      failures += 1;
      const now = await offsetOf(url).catch(() => undefined);
      if (now === null) {
        store?.removeItem(key);
        throw new UploadError(404, 'OBJECT_NOT_FOUND');
      }
      if (now !== undefined) at = now;
      onProgress(at, file.size, waiting);
    }
  };

  const promise = run();
  return {
    promise,
    abort: () => {
      aborted = true;
      current?.abort();
      store?.removeItem(key);
      // Cancelled by the user: the server forgets the upload and its bytes now, not in 24 h.
      if (url) {
        const xhr = new XMLHttpRequest();
        xhr.open('DELETE', url);
        const token = getToken();
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.setRequestHeader('Tus-Resumable', TUS);
        xhr.send();
      }
    },
  };
}
