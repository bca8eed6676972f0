import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { item, renderWithApp } from '../test/utils';
import { ItemCard } from './ItemCard';

describe('ItemCard menu', () => {
  it('«Скачать» asks the API for the file as an attachment under its own name', async () => {
    const banner = item({ id: 7, name: 'Баннер.png', url: '/api/v1/files/7.99.mac' });
    const { user } = renderWithApp(<ItemCard item={banner} view="list" />);
    await user.click(screen.getByRole('button', { name: 'Действия с «Баннер.png»' }));
    const download = await screen.findByRole('menuitem', { name: 'Скачать' });
    expect(download).toHaveAttribute('href', '/api/v1/files/7.99.mac?download=1');
    expect(download).toHaveAttribute('download', 'Баннер.png');
  });
});
