import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CONTEXT_RESULT } from '../fixtures';
import { ContextView } from './ContextView';

const view = (frameIndex = 0) =>
  render(
    <MantineProvider>
      <ContextView context={CONTEXT_RESULT} frameIndex={frameIndex} />
    </MantineProvider>,
  );

describe('ContextView', () => {
  it('shows the share of attention against the area, noticed in the viewing time, first look, brand and CTA per segment', () => {
    view();
    expect(
      screen.getByRole('heading', { name: 'В контексте: Лента ВКонтакте' }),
    ).toBeInTheDocument();
    // the frame's map is coarse inside the creative: the page points to the creative's own map
    expect(screen.getByTestId('context-inside-note')).toHaveTextContent('вкладке «Внимание»');
    const attention = screen.getByTestId('context-attention');
    expect(attention).toHaveTextContent('46 %');
    expect(attention).toHaveTextContent('при 33 % площади');
    expect(attention).toHaveTextContent('Забирает больше внимания, чем занимает места.');
    const noticed = screen.getByTestId('context-noticed');
    expect(within(noticed).getByText('Заметят за 2 с')).toBeInTheDocument();
    expect(noticed).toHaveTextContent('Студенты81 %от 71 до 91 %');
    expect(noticed).toHaveTextContent('Родители74 %от 64 до 84 %');
    const ttff = screen.getByTestId('context-ttff');
    expect(ttff).toHaveTextContent('через 0,4 с');
    expect(ttff).toHaveTextContent('через 0,6 с');
    // how far the figure is from people, as measured against eye-tracking records
    expect(within(ttff).getByTestId('context-ttff-note')).toHaveTextContent(
      'в среднем расходится с людьми на 0,5 с',
    );
    expect(screen.getByTestId('context-brand')).toHaveTextContent('38 %');
    expect(
      within(screen.getByTestId('context-cta')).getAllByText('не найден на креативе'),
    ).toHaveLength(2);
    // its letters at the size it has there, against the threshold of the findings
    const text = screen.getByTestId('context-text-size');
    expect(within(text).getByText('Текст в этом месте')).toBeInTheDocument();
    expect(text).toHaveTextContent('9,6 px');
    expect(text).toHaveTextContent('мельче 12,5 px текст трудно прочитать');
    expect(text).toHaveTextContent('Мельче порога: 2 из 3 строк.');
    // the creative's frame outlined where it sits in the context (percent of the frame)
    const slot = screen.getByTestId('context-slot');
    expect(slot.style.top).toBe(`${(228 / 844) * 100}%`);
    expect(slot.style.width).toBe('100%');
  });

  it("has no text size where the context gives none (a user's own screenshot, an older result)", () => {
    const f = CONTEXT_RESULT.frames[0]!;
    render(
      <MantineProvider>
        <ContextView context={{ ...CONTEXT_RESULT, frames: [{ ...f, text_size: undefined }] }} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('context-attention')).toBeInTheDocument();
    expect(screen.queryByTestId('context-text-size')).toBeNull();
  });

  /** The context with no brand share in any segment: named and unread, or not named at all. */
  const withoutBrandShare = (brandNamed: boolean) =>
    render(
      <MantineProvider>
        <ContextView
          context={{
            ...CONTEXT_RESULT,
            frames: CONTEXT_RESULT.frames.map((f) => ({
              ...f,
              segments: f.segments.map((s) => ({ ...s, brand_noticed: null })),
            })),
          }}
          brandNamed={brandNamed}
        />
      </MantineProvider>,
    );

  it('says the brand was not named where the research named none, not «не найден»', () => {
    withoutBrandShare(false);
    const brand = screen.getByTestId('context-brand');
    expect(within(brand).getAllByText('не указан в исследовании')).toHaveLength(2);
    expect(brand).not.toHaveTextContent('не найден');
    expect(
      within(screen.getByTestId('context-cta')).getAllByText('не найден на креативе'),
    ).toHaveLength(2);
  });

  it('says a named brand read on no line is not recognised, not that nobody notices it', () => {
    withoutBrandShare(true);
    const brand = screen.getByTestId('context-brand');
    expect(within(brand).getAllByText('не распознан на креативе')).toHaveLength(2);
    expect(brand).not.toHaveTextContent('не найден');
  });

  it('shows the first creative for a frame that was not placed, and says so', () => {
    view(3);
    expect(screen.getByText('В контекст помещён первый кадр креатива.')).toBeInTheDocument();
  });
});
