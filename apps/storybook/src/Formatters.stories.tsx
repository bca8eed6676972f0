import { Code, Table, Title } from '@mantine/core';
import { formatDate, formatFileSize, formatNumber, plural } from '@kreolab/i18n-ru';
import type { Meta, StoryObj } from '@storybook/react-vite';

const FILES = ['файл', 'файла', 'файлов'] as const;

const rows: Array<[string, string]> = [
  ['formatFileSize(0)', formatFileSize(0)],
  ['formatFileSize(512)', formatFileSize(512)],
  ['formatFileSize(1536)', formatFileSize(1536)],
  ['formatFileSize(5 * 1024 ** 2)', formatFileSize(5 * 1024 ** 2)],
  ['formatFileSize(1.25 * 1024 ** 3)', formatFileSize(1.25 * 1024 ** 3)],
  ['formatFileSize(1_500_000, { base: 1000 })', formatFileSize(1_500_000, { base: 1000 })],
  ['formatDate(new Date(2024, 0, 5))', formatDate(new Date(2024, 0, 5))],
  ["formatDate('2023-12-31T10:00:00')", formatDate('2023-12-31T10:00:00')],
  ['formatNumber(1234567.5)', formatNumber(1234567.5)],
  ...[1, 2, 5, 11, 21, 22, 111].map((n): [string, string] => [
    `plural(${n}, ['файл', 'файла', 'файлов'])`,
    `${n} ${plural(n, FILES)}`,
  ]),
];

function FormatterTable() {
  return (
    <>
      <Title order={2} mb="md">
        Форматтеры i18n-ru
      </Title>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Вызов</Table.Th>
            <Table.Th>Результат</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([call, result]) => (
            <Table.Tr key={call}>
              <Table.Td>
                <Code>{call}</Code>
              </Table.Td>
              <Table.Td>{result}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

const meta: Meta<typeof FormatterTable> = {
  title: 'i18n-ru/Formatters',
  component: FormatterTable,
};
export default meta;

export const Examples: StoryObj<typeof FormatterTable> = {};
