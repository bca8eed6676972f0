import { selectSelectedCreatives } from '@kreolab/entities';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isProcessingVideo, isSelectableCreative, isUnprocessedVideo } from '../model';
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
    const { user, store } = renderWithApp(<CreativePicker />);
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
    expect(screen.getByTestId('picker-count')).toHaveTextContent('Выбрано креативов: 3');
    expect(
      JSON.parse(localStorage.getItem('kreolab.cloud.selectedCreatives') ?? '[]'),
    ).toHaveLength(3);
  });
});
