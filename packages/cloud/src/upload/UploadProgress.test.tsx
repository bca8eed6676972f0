import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './UploadProgress';
import type { UploadEntry } from './useUploader';

const KB = 1024;

const entry = (
  name: string,
  size: number,
  loaded: number,
  status: UploadEntry['status'],
): UploadEntry => ({ key: name, name, size, loaded, status });

const shown = (entries: UploadEntry[]) => {
  render(
    <MantineProvider>
      <UploadProgress entries={entries} />
    </MantineProvider>,
  );
  return within(screen.getByRole('region', { name: 'Загрузка' }));
};

describe('UploadProgress total', () => {
  it('counts only what reached the cloud and says how many files did not', () => {
    const panel = shown([
      entry('а.png', 10 * KB, 10 * KB, 'done'),
      entry('б.png', 10 * KB, 7 * KB, 'error'),
      entry('в.mp4', 30 * KB, 4 * KB, 'canceled'),
    ]);
    expect(panel.getByText(/^Всего:/)).toHaveTextContent('Всего: 10,0 КБ / 20,0 КБ');
    expect(panel.getByText('1 файл не загружен')).toBeVisible();
    expect(panel.getByRole('progressbar', { name: 'Всего: 50%' })).toBeInTheDocument();
  });

  it('reads empty when every file failed', () => {
    const failed = shown([
      entry('а.png', 10 * KB, 10 * KB, 'error'),
      entry('б.png', 10 * KB, 0, 'error'),
    ]);
    expect(failed.getByText(/^Всего:/)).toHaveTextContent('Всего: 0 Б / 20,0 КБ');
    expect(failed.getByText('2 файла не загружены')).toBeVisible();
    expect(failed.getByRole('progressbar', { name: 'Всего: 0%' })).toBeInTheDocument();
  });

  it('says nothing missing while all went through', () => {
    const panel = shown([entry('а.png', 10 * KB, 10 * KB, 'done')]);
    expect(panel.getByRole('progressbar', { name: 'Всего: 100%' })).toBeInTheDocument();
    expect(panel.queryByText(/не загружен/)).toBeNull();
  });

  it('says a file waits for the connection instead of a frozen percentage', () => {
    const panel = shown([{ ...entry('а.mp4', 100 * KB, 40 * KB, 'uploading'), waiting: true }]);
    expect(panel.getByText('40% · загрузка прервалась, пробуем снова…')).toBeVisible();
  });
});
