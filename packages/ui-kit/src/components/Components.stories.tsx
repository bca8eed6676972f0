import { Button, Table } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';
import { EmptyState } from './EmptyState';
import { FileSize } from './FileSize';
import { TableScroll } from './TableScroll';

const meta: Meta<typeof EmptyState> = {
  title: 'ui-kit/Empty state',
  component: EmptyState,
  args: {
    title: 'Лабораторий пока нет',
    description: 'Создайте первую лабораторию, чтобы исследовать креативы.',
  },
};
export default meta;
type Story = StoryObj<typeof EmptyState>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { action: <Button>Создать лабораторию</Button> },
};

/** The trail above a page: the last crumb is the current page and has no link. */
export const Trail: Story = {
  render: () => (
    <Breadcrumbs
      items={[
        { label: 'Мои исследования', to: '/labs' },
        { label: 'Весенняя кампания', to: '/labs/1' },
        { label: 'Результаты исследования' },
      ]}
    />
  ),
};

/** Sizes in Russian units, binary (1024) by default and decimal on request. */
export const FileSizes: Story = {
  render: () => (
    <ul>
      {[0, 900, 245_760, 48_300_000, 10 * 1024 ** 3].map((bytes) => (
        <li key={bytes}>
          {bytes} → <FileSize bytes={bytes} /> / <FileSize bytes={bytes} base={1000} />
        </li>
      ))}
    </ul>
  ),
};

function WideTable({ width }: { width: number }) {
  return (
    <div style={{ width }}>
      <TableScroll label="Области внимания" minWidth={560}>
        <Table aria-label="Области внимания">
          <Table.Thead>
            <Table.Tr>
              {['№', 'Область', 'Доля внимания', 'Заметят', 'Порядок'].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              {['1', '«Скидка 30 %»', '33,4 %', '79 %', '1'].map((c) => (
                <Table.Td key={c}>{c}</Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </TableScroll>
    </div>
  );
}

/** On a phone the table scrolls sideways, and its scroll box is a named tab stop. */
export const TableScrollingOnAPhone: Story = {
  render: () => <WideTable width={300} />,
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('group', { name: 'Области внимания' });
    await userEvent.tab();
    if (document.activeElement !== box) throw new Error('the scroll box takes the focus');
  },
};

/** Where the table fits there is nothing to scroll and no extra tab stop. */
export const TableThatFits: Story = {
  render: () => <WideTable width={900} />,
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Области внимания' });
    // After the first measure: still no group, no tab stop.
    await new Promise((r) => setTimeout(r, 100));
    if (canvas.queryByRole('group')) throw new Error('a table that fits is not a tab stop');
  },
};
