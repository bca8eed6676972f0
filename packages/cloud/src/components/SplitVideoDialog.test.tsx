import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, item, server, setupMsw, renderWithApp } from '../test/utils';
import { SplitVideoDialog } from './SplitVideoDialog';

setupMsw();

const video = item({
  id: 5,
  name: 'ролик.mp4',
  type: 'video/mp4',
  duration: 10,
  split_status: 'NONE',
});

describe('split dialog', () => {
  it('starts with the frequency, then polls until PROCESSED', async () => {
    let body: unknown;
    let polls = 0;
    server.use(
      http.post(`${BASE}/creatives/video_split`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { id: 5, split_status: 'PROCESSING', frames_folder_id: null, frames_count: 0 },
          { status: 202 },
        );
      }),
    );
    server.use(
      http.post(`${BASE}/creatives/check_split_status`, () => {
        polls += 1;
        const done = polls >= 2;
        return HttpResponse.json({
          id: 5,
          split_status: done ? 'PROCESSED' : 'PROCESSING',
          frames_folder_id: done ? 9 : null,
          frames_count: done ? 10 : 0,
        });
      }),
    );
    const { user } = renderWithApp(<SplitVideoDialog opened video={video} onClose={() => {}} />);
    expect(screen.getByText('Укажите частоту')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Частота, кадров в секунду' });
    await user.clear(input);
    await user.type(input, '2');
    await user.click(screen.getByRole('button', { name: 'Разделить' }));
    await waitFor(() => expect(body).toEqual({ id: 5, frequency: 2 }));
    expect(await screen.findByText('Обрабатывается')).toBeInTheDocument();
    expect(await screen.findByText('Обработано', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(polls).toBe(2);
    await new Promise((r) => setTimeout(r, 1700));
    expect(polls).toBe(2); // polling stopped
  });

  it('says why the server refuses a frequency, under the field, until it is changed', async () => {
    const message = 'Не больше 3000 кадров: уменьшите частоту';
    server.use(
      http.post(`${BASE}/creatives/video_split`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', detail: '3300 frames', fields: { frequency: [message] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithApp(<SplitVideoDialog opened video={video} onClose={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Частота, кадров в секунду' });
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Разделить' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(new RegExp(message)));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Укажите частоту')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '1');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says a refusal of the video itself in the alert', async () => {
    server.use(
      http.post(`${BASE}/creatives/video_split`, () =>
        HttpResponse.json(
          { code: 'INCORRECT_IMAGE', detail: 'Only a video can be split into frames' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithApp(<SplitVideoDialog opened video={video} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Разделить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('400 INCORRECT_IMAGE');
  });

  it('shows the failure when the status falls back to NONE', async () => {
    server.use(
      http.post(`${BASE}/creatives/video_split`, () =>
        HttpResponse.json(
          { id: 5, split_status: 'PROCESSING', frames_folder_id: null, frames_count: 0 },
          { status: 202 },
        ),
      ),
      http.post(`${BASE}/creatives/check_split_status`, () =>
        HttpResponse.json({
          id: 5,
          split_status: 'NONE',
          frames_folder_id: null,
          frames_count: 0,
          reason: 'ffmpeg failed',
        }),
      ),
    );
    const { user } = renderWithApp(<SplitVideoDialog opened video={video} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Разделить' }));
    expect(await screen.findByText('ffmpeg failed')).toBeInTheDocument();
    expect(screen.getByText('Не удалось разделить видео')).toBeInTheDocument();
    expect(screen.getByText('Укажите частоту')).toBeInTheDocument();
  });

  it('keeps the frequency within 0.1–5', async () => {
    const { user } = renderWithApp(<SplitVideoDialog opened video={video} onClose={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Частота, кадров в секунду' });
    await user.clear(input);
    await user.type(input, '9');
    await user.tab();
    expect(input).toHaveValue('5');
    await user.clear(input);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Разделить' })).toBeDisabled();
  });
});
