import { selectSelectedCreatives } from '@kreolab/entities';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isProcessingVideo, isSelectableCreative, isUnprocessedVideo, type Item } from '../model';
import { cloudHandlers, folder, item, renderWithApp, server, setupMsw } from '../test/utils';
import { CreativePicker } from './CreativePicker';

setupMsw();

const none = item({ id: 1, name: 'new.mp4', type: 'video/mp4', duration: 5, split_status: 'NONE' });
const busy = item({
  id: 2,
  name: 'busy.mp4',
  type: 'video/mp4',
  duration: 5,
  split_status: 'PROCESSING',
});
const done = item({
  id: 3,
  name: 'done.mp4',
  type: 'video/mp4',
  duration: 5,
  split_status: 'PROCESSED',
});
const pic = item({ id: 4, name: 'pic.png' });
const frame = item({ id: 6, name: 'frame_001.jpg', type: 'image/jpeg', parent_id: 5 });

describe('helpers', () => {
  it('tell unprocessed and processing videos apart', () => {
    expect(isUnprocessedVideo({ duration: 5, split_status: 'NONE' })).toBe(true);
    expect(isUnprocessedVideo({ duration: 5, split_status: null })).toBe(true);
    expect(isUnprocessedVideo({ duration: 5, split_status: 'PROCESSING' })).toBe(false);
    expect(isUnprocessedVideo({ duration: 5, split_status: 'PROCESSED' })).toBe(false);
    expect(isUnprocessedVideo({ split_status: 'NONE' })).toBe(false); // no duration
    expect(isProcessingVideo({ duration: 5, split_status: 'PROCESSING' })).toBe(true);
    expect(isProcessingVideo({ duration: null, split_status: 'PROCESSING' })).toBe(false);
  });

  it('let a video be selected only when PROCESSED', () => {
    expect([none, busy, done, pic].map(isSelectableCreative)).toEqual([false, false, true, true]);
    expect(isSelectableCreative(folder('F', 9))).toBe(false);
  });
});

describe('CreativePicker', () => {
  it('selects images and processed videos, not the others, into the persisted selection', async () => {
    server.use(...cloudHandlers({ root: [folder('ролик', 5), none, busy, done, pic], 5: [frame] }));
    let chosen = 0;
    const { user, store } = renderWithApp(<CreativePicker onChoose={() => (chosen += 1)} />);
    const box = (name: string) => screen.getByRole('checkbox', { name: `Выбрать «${name}»` });
    await screen.findByTitle('pic.png');
    expect(box('new.mp4')).toBeDisabled();
    expect(box('busy.mp4')).toBeDisabled();
    expect(box('done.mp4')).toBeEnabled();
    const row = (name: string) => screen.getByTitle(name).closest('li') as HTMLElement;
    expect(within(row('new.mp4')).getByText('Укажите частоту')).toBeInTheDocument();
    expect(
      within(row('new.mp4')).getByRole('button', { name: 'Разделить на кадры' }),
    ).toBeInTheDocument();
    expect(within(row('busy.mp4')).getByText('Обрабатывается')).toBeInTheDocument();
    await user.click(box('done.mp4'));
    await user.click(box('pic.png'));
    await user.click(screen.getByRole('button', { name: 'Папка «ролик»' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «frame_001.jpg»' }));
    expect(selectSelectedCreatives(store.getState()).map((s) => s.id)).toEqual([3, 4, 6]);
    // each tick is the user's choice (a research's form makes its draft on the first); opening
    // a folder is not
    expect(chosen).toBe(3);
    expect(screen.getByTestId('picker-count')).toHaveTextContent('Выбрано креативов: 3');
    expect(
      JSON.parse(localStorage.getItem('kreolab.cloud.selectedCreatives') ?? '[]'),
    ).toHaveLength(3);
    // clearing it is a choice too: the research's draft must not keep what was cleared
    await user.click(screen.getByRole('button', { name: 'Очистить выбор' }));
    expect(selectSelectedCreatives(store.getState())).toEqual([]);
    expect(chosen).toBe(4);
  });
});

describe('CreativePicker upload', () => {
  /** The resumable upload of the contract for each file, answering the item it makes. */
  function uploads(made: Record<string, Item>) {
    const metadata: string[] = [];
    let n = 0;
    return {
      metadata,
      handlers: [
        http.post('*/api/v1/creatives/uploads', ({ request }) => {
          const meta = request.headers.get('Upload-Metadata') ?? '';
          metadata.push(meta);
          const name = new TextDecoder().decode(
            Uint8Array.from(atob(/filename ([^,]+)/.exec(meta)![1]!), (c) => c.charCodeAt(0)),
          );
          const id = `u${(n += 1)}`;
          return HttpResponse.json(
            { id, url: `/api/v1/creatives/uploads/${id}`, offset: 0, length: 1, expires_at: '' },
            { status: 201, headers: { Location: `/api/v1/creatives/uploads/${id}#${name}` } },
          );
        }),
        http.patch('*/api/v1/creatives/uploads/:id', async ({ request }) => {
          const name = decodeURIComponent(new URL(request.url).hash.slice(1));
          return HttpResponse.json({ items: [made[name]], free_space: 100 });
        }),
      ],
    };
  }

  it('uploads into the folder shown and ticks the new images, not a video still to split', async () => {
    const shot = item({ id: 21, name: 'shot.png', parent_id: 5 });
    const clip = item({
      id: 22,
      name: 'clip.mp4',
      type: 'video/mp4',
      duration: 4,
      split_status: 'NONE',
      parent_id: 5,
    });
    const up = uploads({ 'shot.png': shot, 'clip.mp4': clip });
    server.use(...cloudHandlers({ root: [folder('ролик', 5)], 5: [] }), ...up.handlers);
    let chosen = 0;
    const { user, store, container } = renderWithApp(
      <CreativePicker onChoose={() => (chosen += 1)} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Папка «ролик»' }));
    expect(await screen.findByText('Папка пуста')).toBeInTheDocument();
    expect(screen.getByText(/Перетащите файлы сюда или нажмите «Загрузить файлы»/)).toBeVisible();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, [
      new File(['1'], 'shot.png', { type: 'image/png' }),
      new File(['2'], 'clip.mp4', { type: 'video/mp4' }),
    ]);
    await waitFor(() =>
      expect(selectSelectedCreatives(store.getState()).map((s) => s.id)).toEqual([21]),
    );
    expect(chosen).toBe(1);
    // both went to the folder shown, not to the root
    expect(up.metadata).toHaveLength(2);
    for (const m of up.metadata) expect(m).toContain(`parent_id ${btoa('5')}`);
    expect(await screen.findAllByText('Загружено')).not.toHaveLength(0);
  });

  it('ticks a file that got a new version here, as it ticks a new one', async () => {
    const banner = item({ id: 41, name: 'баннер.png' });
    server.use(
      ...cloudHandlers({ root: [banner] }),
      http.post('*/api/v1/creatives/41/versions', () =>
        HttpResponse.json({ item: banner, free_space: 100 }, { status: 201 }),
      ),
    );
    const { user, store, container } = renderWithApp(<CreativePicker />);
    await screen.findByTitle('баннер.png');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['1'], 'баннер.png', { type: 'image/png' }));
    const question = await screen.findByRole('dialog', { name: 'Такие файлы уже есть' });
    await user.click(within(question).getByRole('button', { name: 'Новая версия' }));
    await waitFor(() =>
      expect(selectSelectedCreatives(store.getState()).map((s) => s.id)).toEqual([41]),
    );
  });

  it('ticks no more than the research takes', async () => {
    const a = item({ id: 31, name: 'a.png' });
    const b = item({ id: 32, name: 'b.png' });
    const up = uploads({ 'a.png': a, 'b.png': b });
    server.use(...cloudHandlers({ root: [pic] }), ...up.handlers);
    const { user, store, container } = renderWithApp(<CreativePicker maxCount={2} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Выбрать «pic.png»' }));
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, [
      new File(['1'], 'a.png', { type: 'image/png' }),
      new File(['2'], 'b.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(up.metadata).toHaveLength(2));
    await waitFor(() =>
      expect(selectSelectedCreatives(store.getState()).map((s) => s.id)).toEqual([4, 31]),
    );
  });

  it('ticks a video split here once its frames exist', async () => {
    server.use(
      ...cloudHandlers({ root: [none] }),
      http.post('*/api/v1/creatives/video_split', () =>
        HttpResponse.json(
          { id: 1, split_status: 'PROCESSING', frames_folder_id: null, frames_count: 0 },
          { status: 202 },
        ),
      ),
      http.post('*/api/v1/creatives/check_split_status', () =>
        HttpResponse.json({
          id: 1,
          split_status: 'PROCESSED',
          frames_folder_id: 9,
          frames_count: 5,
        }),
      ),
    );
    let chosen = 0;
    const { user, store } = renderWithApp(<CreativePicker onChoose={() => (chosen += 1)} />);
    await user.click(await screen.findByRole('button', { name: 'Разделить на кадры' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Разделить' }));
    await waitFor(
      () => expect(selectSelectedCreatives(store.getState()).map((s) => s.id)).toEqual([1]),
      { timeout: 6000 },
    );
    expect(selectSelectedCreatives(store.getState())[0]).toMatchObject({
      split_status: 'PROCESSED',
    });
    expect(chosen).toBe(1);
  });

  it('refuses a wrong format with the product message and sends nothing', async () => {
    const up = uploads({});
    server.use(...cloudHandlers({ root: [] }), ...up.handlers);
    const { user, container } = renderWithApp(<CreativePicker />);
    await screen.findByText('В облаке пока нет файлов');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findAllByText(/Формат не поддерживается: notes\.txt/)).not.toHaveLength(0);
    expect(up.metadata).toHaveLength(0);
  });
});
