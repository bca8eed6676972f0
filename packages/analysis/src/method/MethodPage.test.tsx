import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MethodPage } from './MethodPage';

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name }))!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('«Как считает Креолаб»', () => {
  it('publishes the map’s accuracy beside the centre and people, and the share of the way', () => {
    render(
      <MantineProvider>
        <MethodPage />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Как считает Креолаб' })).toBeVisible();
    const map = screen.getByRole('table', {
      name: 'Точность карты внимания на изображениях, которых модель не видела',
    });
    // (2.890 − 0.839) / (3.688 − 0.839) = 72 %; (0.838 − 0.5) / (0.892 − 0.5) = 86 %
    expect(cells(rowOf(map, 'NSS'))).toEqual(['2,89', '0,84', '3,69', '72\u00a0%']);
    expect(cells(rowOf(map, 'sAUC'))).toEqual(['0,838', '0,500', '0,892', '86\u00a0%']);
    expect(screen.getByText(/проходит 67\s% пути по NSS и 85\s% по sAUC/)).toBeVisible();
    expect(screen.getByText(/лишь 7\s% пути по NSS и 62\s% по sAUC/)).toBeVisible();
  });

  it('publishes the seen shares’ calibration per kind, its ceiling, and what is not reached', () => {
    render(
      <MantineProvider>
        <MethodPage />
      </MantineProvider>,
    );
    const seen = screen.getByRole('table', {
      name: 'Доля заметивших против доли реальных людей, по видам областей',
    });
    expect(cells(rowOf(seen, 'Строки текста'))).toEqual(['96', '+0,001', '0,044', '0,60', '0,94']);
    expect(cells(rowOf(seen, 'Клетки сетки 4×3'))).toEqual([
      '4\u00a0800',
      '−0,002',
      '0,008',
      '0,83',
      '0,97',
    ]);
    expect(screen.getByText(/попала в этот диапазон в 95,3\s% случаев/)).toBeVisible();
    // an area is seen no less often than an area inside it (engine `liftContained`)
    expect(screen.getByText(/отмеченный логотип вокруг надписи/)).toHaveTextContent(
      'доля заметивших бренд, сообщение или призыв не ниже доли любой из его областей',
    );
    const metrics = screen.getByRole('region', { name: 'Метрики макета' });
    expect(metrics).toHaveTextContent(/Полный балл — от 15,6 точки .* мельче 12,5 точки/);
    expect(metrics).toHaveTextContent(/разброс до 0,02 вместо 0,20–\u20600,70/);
    const limits = screen.getByRole('region', { name: 'Чего мы пока не достигли' });
    expect(limits).toHaveTextContent(
      'для строк текста 0,60, лиц 0,43, объектов 0,60 при цели 0,85',
    );
    // a faint line gets a clear one's attention: said, with osie-dev's few faint lines
    expect(limits).toHaveTextContent(
      /В OSIE 5 строк с контрастом ниже 2:1 заметили в среднем 48\s% зрителей против 69–\u206076\s% у остальных/,
    );
    // the creative in its context: the map inside it before and now, beside the centre
    const context = screen.getByRole('table', {
      name: 'Куда смотрят внутри креатива в контексте: NSS против взглядов людей на сам снимок',
    });
    expect(cells(rowOf(context, 'Карта всего кадра (до 30 ноября 2026)'))).toEqual([
      '1,21',
      '0,66',
    ]);
    expect(cells(rowOf(context, 'Своя карта креатива (сейчас)'))).toEqual(['2,88', '2,42']);
    expect(cells(rowOf(context, 'Только центр'))).toEqual(['0,84', '0,84']);
    const contextPart = screen.getByRole('region', { name: 'Креатив в контексте' });
    expect(contextPart).toHaveTextContent(
      /в среднем на 0,02–\u20600,11 \(у модели «только центр» — 0,05–\u20600,18\)/,
    );
    expect(contextPart).toHaveTextContent(/расходится с людьми в среднем на 0,5\s?с/);
    expect(contextPart).toHaveTextContent(/лишь в 11 баннерах из 98, в объявлении — в 2/);
    expect(limits).toHaveTextContent(/долю заметивших в контексте/);
    // a video's frames of one shot share its key frame's reading, and nobody checked it on people
    expect(metrics).toHaveTextContent(/Кадры одного плана.* ключевого кадра/);
    expect(metrics).toHaveTextContent(
      /Если бренд указан, но не распознан .* берёт её за 50\s%, а диапазон оценки допускает любую, от 0 до 100\s%/,
    );
    // a marked logo is the brand, with the calibration of any marked area, unchecked on logos
    expect(metrics).toHaveTextContent(
      /Логотип можно отметить .* отдельно на логотипах она не проверялась/,
    );
    expect(metrics).toHaveTextContent(/в сравнении такой вариант по бренду не сравнивается/);
    expect(limits).toHaveTextContent(/разбор роликов/);
    // text set over a photograph is mostly not read, and the page says how much
    expect(limits).toHaveTextContent(
      /верно прочитаны 32 строки из 40 — заголовки белым по снимку 8 из 8, надписи на плашках и кнопках 15 из 16/,
    );
    // the contents lead to every section
    const toc = screen.getByRole('navigation', { name: 'На этой странице' });
    for (const link of within(toc).getAllByRole('link')) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id), id).not.toBeNull();
    }
  });
});
