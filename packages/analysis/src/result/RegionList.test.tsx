import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RESEARCH_RESULT } from '../dev/fixtures';
import { RegionList } from './RegionList';

const regions = RESEARCH_RESULT.frames[0]!.regions;
const headers = () =>
  within(screen.getByRole('table', { name: 'Области внимания' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('RegionList', () => {
  it('numbers the regions in viewing order under one «Порядок» column', () => {
    render(
      <MantineProvider>
        <RegionList regions={regions} />
      </MantineProvider>,
    );
    // «№» and «Порядок» carried the same number on every row
    expect(headers()).toEqual(['Порядок', 'Области внимания', 'Доля внимания', 'Заметят']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(regions.length);
    rows.forEach((row, i) =>
      expect(row.querySelector('[data-region-number]')).toHaveTextContent(`${i + 1}`),
    );
    const byOrder = [...regions].sort((a, b) => a.order - b.order);
    expect(rows.map((r) => r.getAttribute('data-region'))).toEqual(byOrder.map((r) => r.id));
  });

  it('gives the drawn areas a column of their delete buttons', async () => {
    const remove = vi.fn();
    render(
      <MantineProvider>
        <RegionList
          regions={regions}
          custom={[{ id: 'custom-1', label: 'Логотип', share: 0.12 }]}
          onRemoveCustom={remove}
        />
      </MantineProvider>,
    );
    expect(headers()).toEqual([
      'Порядок',
      'Области внимания',
      'Доля внимания',
      'Заметят',
      'Удаление',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить область 1' }));
    expect(remove).toHaveBeenCalledWith('custom-1');
    for (const row of within(screen.getByRole('table')).getAllByRole('row'))
      expect(row.children).toHaveLength(5);
  });
});
