import { screen, waitFor } from '@testing-library/react';
import { selectToasts } from '@kreolab/ui-kit';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CloudPage } from '../pages/CloudPage';
import { cloudHandlers, recordRequests, renderWithApp, server, setupMsw } from '../test/utils';
import { fingerprint, resumableUpload } from './resumableUpload';
import { UploadError } from './uploadFile';

setupMsw();
beforeEach(() => localStorage.clear());

const created = (id: string) =>
  HttpResponse.json(
    { id, url: `/api/v1/creatives/uploads/${id}`, offset: 0, length: 0, expires_at: '' },
    { status: 201, headers: { Location: `/api/v1/creatives/uploads/${id}` } },
  );

describe('resumable upload (tus)', () => {
  it('sends the file in chunks from where the server stands, and forgets it when done', async () => {
    const file = new File(['0123456789'], 'a.png', { type: 'image/png', lastModified: 1 });
    const chunks: [string | null, string][] = [];
    server.use(
      http.post('*/api/v1/creatives/uploads', () => created('u1')),
      http.patch('*/api/v1/creatives/uploads/u1', async ({ request }) => {
        const body = await request.text();
        const at = Number(request.headers.get('Upload-Offset'));
        chunks.push([request.headers.get('Upload-Offset'), body]);
        const next = at + body.length;
        return next === 10
          ? HttpResponse.json({ items: [], free_space: 1 }, { status: 200 })
          : new HttpResponse(null, { status: 204, headers: { 'Upload-Offset': String(next) } });
      }),
    );
    const result = await resumableUpload(file, null, () => {}, { chunkBytes: 4 }).promise;
    expect(result).toEqual({ items: [], free_space: 1 });
    expect(chunks).toEqual([
      ['0', '0123'],
      ['4', '4567'],
      ['8', '89'],
    ]);
    expect(localStorage.getItem(fingerprint(file, null))).toBeNull();
  });

  it('after a reload, resumes the stored upload at the offset HEAD reports', async () => {
    const file = new File(['0123456789'], 'a.png', { type: 'image/png', lastModified: 1 });
    localStorage.setItem(fingerprint(file, 7), '/api/v1/creatives/uploads/u2');
    const seen = recordRequests();
    let sent = '';
    server.use(
      http.head(
        '*/api/v1/creatives/uploads/u2',
        () => new HttpResponse(null, { status: 200, headers: { 'Upload-Offset': '6' } }),
      ),
      http.patch('*/api/v1/creatives/uploads/u2', async ({ request }) => {
        expect(request.headers.get('Upload-Offset')).toBe('6');
        sent = await request.text();
        return HttpResponse.json({ items: [], free_space: 1 }, { status: 200 });
      }),
    );
    await resumableUpload(file, 7, () => {}).promise;
    expect(sent).toBe('6789');
    expect(seen.some((r) => r.startsWith('POST'))).toBe(false);
  });

  it('retries a dropped chunk from the offset the server reports', async () => {
    const file = new File(['0123456789'], 'a.png', { type: 'image/png', lastModified: 1 });
    let calls = 0;
    let resent = '';
    server.use(
      http.post('*/api/v1/creatives/uploads', () => created('u3')),
      http.patch('*/api/v1/creatives/uploads/u3', async ({ request }) => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        resent = `${request.headers.get('Upload-Offset')}:${await request.text()}`;
        return HttpResponse.json({ items: [], free_space: 1 }, { status: 200 });
      }),
      http.head(
        '*/api/v1/creatives/uploads/u3',
        () => new HttpResponse(null, { status: 200, headers: { 'Upload-Offset': '3' } }),
      ),
    );
    const waits: boolean[] = [];
    await resumableUpload(file, null, (_l, _t, waiting = false) => waits.push(waiting), {
      retryDelaysMs: [1],
    }).promise;
    expect(resent).toBe('3:3456789');
    // it said it waited for the connection, and no longer once the file went on
    expect(waits).toContain(true);
    expect(waits.at(-1)).toBe(false);
  });
});

describe('a file the server refuses (issue 14, defect 9)', () => {
  it('is refused before any byte is sent, with the catalogue message in a toast', async () => {
    const seen = recordRequests();
    server.use(
      ...cloudHandlers({ root: [] }),
      http.post('*/api/v1/creatives/uploads', () =>
        HttpResponse.json(
          { code: 'FILE_TOO_BIG', detail: 'The file is larger than the limit' },
          { status: 413 },
        ),
      ),
    );
    const { user, container, store } = renderWithApp(<CloudPage />);
    await screen.findByText('В облаке пока нет файлов');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['12345'], 'big.png', { type: 'image/png' }));
    expect(await screen.findAllByText(/Файл слишком большой\./)).not.toHaveLength(0);
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => [t.severity, t.message])).toContainEqual([
        'error',
        'big.png: Файл слишком большой.',
      ]),
    );
    expect(seen.some((r) => r.startsWith('PATCH'))).toBe(false);
    // sending it again would meet the same answer
    expect(screen.queryByRole('button', { name: 'Повторить загрузку «big.png»' })).toBeNull();
  });

  // With the server gone the panel said «Нет связи с сервером…» and nothing more: the file had
  // to be found on the disk again.
  it('offers «Повторить» for a file that got no answer, and sends it again', async () => {
    let posts = 0;
    server.use(
      ...cloudHandlers({ root: [] }),
      http.post('*/api/v1/creatives/uploads', () => {
        posts += 1;
        return posts === 1 ? HttpResponse.error() : created('u9');
      }),
      http.patch('*/api/v1/creatives/uploads/u9', () =>
        HttpResponse.json({ items: [], free_space: 1 }, { status: 200 }),
      ),
    );
    const { user, container, store } = renderWithApp(<CloudPage />);
    await screen.findByText('В облаке пока нет файлов');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['12345'], 'a.png', { type: 'image/png' }));
    const again = await screen.findByRole('button', { name: 'Повторить загрузку «a.png»' });
    expect(screen.getByRole('region', { name: 'Загрузка' })).toHaveTextContent(
      'Нет связи с сервером',
    );
    await user.click(again);
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => t.message)).toContain('Загружено: 1'),
    );
    expect(posts).toBe(2);
    expect(screen.queryByRole('button', { name: 'Повторить загрузку «a.png»' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Загрузка' })).toHaveTextContent('Загружено');
  });

  it('reports the code of a refused chunk as an UploadError', async () => {
    const file = new File(['text'], 'a.png', { type: 'image/png' });
    server.use(
      http.post('*/api/v1/creatives/uploads', () => created('u4')),
      http.patch('*/api/v1/creatives/uploads/u4', () =>
        HttpResponse.json({ code: 'FORMAT_NOT_SUPPORTED', detail: 'no' }, { status: 400 }),
      ),
    );
    const failure = await resumableUpload(file, null, () => {}).promise.catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ status: 400, code: 'FORMAT_NOT_SUPPORTED' });
  });
});
