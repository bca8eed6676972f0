import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cloudHandlers, item, renderWithApp, server, setupMsw } from '../test/utils';
import { CreativeViewer } from './CreativeViewer';
import { downloadUrl } from './download';

setupMsw();

describe('downloadUrl', () => {
  it('asks the API for an attachment; a storage’s signed URL is left whole', () => {
    expect(downloadUrl('/api/v1/files/7.123.abc')).toBe('/api/v1/files/7.123.abc?download=1');
    expect(downloadUrl('/api/v1/files/7.123.abc?x=1')).toBe(
      '/api/v1/files/7.123.abc?x=1&download=1',
    );
    const s3 = 'https://s3.test/b/k?X-Amz-Signature=f';
    expect(downloadUrl(s3)).toBe(s3);
  });
});

describe('CreativeViewer', () => {
  it('offers «Скачать» in the left column: the original file under its own name', async () => {
    const banner = item({ id: 7, name: 'Баннер лето.png', url: '/api/v1/files/7.99.mac' });
    server.use(...cloudHandlers({ root: [banner] }));
    renderWithApp(
      <CreativeViewer
        open
        files={[banner]}
        index={0}
        foldersOf={() => ['Кампания']}
        onClose={() => {}}
      />,
    );
    const column = await screen.findByTestId('viewer-left-column');
    const link = within(column).getByRole('link', { name: 'Скачать' });
    expect(link).toHaveAttribute('href', '/api/v1/files/7.99.mac?download=1');
    expect(link).toHaveAttribute('download', 'Баннер лето.png');
    // The toolbar keeps only its close button (product-spec: nothing else there).
    expect(screen.getAllByRole('button', { name: 'Закрыть' })).toHaveLength(1);
  });

  it('offers no download when there is no file to save', async () => {
    renderWithApp(
      <CreativeViewer
        open
        files={[]}
        index={0}
        message="Файл не найден"
        foldersOf={() => []}
        onClose={() => {}}
      />,
    );
    await screen.findByTestId('viewer-left-column');
    expect(screen.queryByRole('link', { name: 'Скачать' })).not.toBeInTheDocument();
  });
});
