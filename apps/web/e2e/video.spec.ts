import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { apiLogin, expectAccessible, signIn, signUpVerified, type Account } from './helpers';

// A video researched end to end on the real engine: split into frames (the cloud journey covers
// the split dialog), researched, its progress page, then its result read frame by frame.
// The server analyses a video's frames in one job (apps/api/src/analyses/jobs.ts, itemChunks).
const user: Account = {
  email: `e2e-video-${Date.now().toString(36)}@example.com`,
  password: 'Rolik-Kreolab#8',
};
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** The engine's first analysis loads its models: a result may take a while. */
const ANALYSIS_TIMEOUT = 150_000;

/** A 4-second clip of banner A, the camera slowly zooming in: one shot, as adverts hold one. */
function clip(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'kreolab-e2e-video-'));
  const file = path.join(dir, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-loop',
    '1',
    '-framerate',
    '10',
    '-t',
    '4',
    '-i',
    path.join(fixturesDir, 'banner-a.jpg'),
    '-vf',
    "zoompan=z='1+0.002*on':d=1:s=480x480:fps=10",
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  const bytes = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

test('a video split into frames → research → progress → its result frame by frame', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signUpVerified(request, user);
  const headers = await apiLogin(request, user);
  const up = await request.post('/api/v1/creatives/upload', {
    headers,
    multipart: { files: { name: 'ролик.mp4', mimeType: 'video/mp4', buffer: clip() } },
  });
  expect(up.status(), await up.text()).toBe(201);
  const video = (await up.json()).items[0].id as number;
  const split = await request.post('/api/v1/creatives/video_split', {
    headers,
    data: { id: video, frequency: 1 },
  });
  expect(split.status(), await split.text()).toBe(202);
  await expect
    .poll(
      async () =>
        (
          await (
            await request.post('/api/v1/creatives/check_split_status', {
              headers,
              data: { id: video },
            })
          ).json()
        ).split_status,
      { timeout: 60_000 },
    )
    .toBe('PROCESSED');
  const lab = await request.post('/api/v1/labs', { headers, data: { name: 'Видео' } });
  const labId = (await lab.json()).id as number;
  const created = await request.post('/api/v1/analyses', {
    headers,
    data: {
      type: 'research',
      lab_id: labId,
      name: 'Ролик',
      creative_ids: [video],
      settings: { goal: 'conversion', placement: 'video' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as number;

  await signIn(page, user);
  expect((await request.post(`/api/v1/analyses/${id}/start`, { headers })).status()).toBe(202);
  await page.goto(`/labs/${labId}/researches/${id}/progress`);
  // the progress page hands over to the result when the last frame is done
  await expect(page).toHaveURL(new RegExp(`/researches/${id}/result$`), {
    timeout: ANALYSIS_TIMEOUT,
  });
  const result = await (await request.get(`/api/v1/analyses/${id}/result`, { headers })).json();
  expect(result.frames.map((f: { time: number }) => f.time)).toEqual([0, 1, 2, 3]);

  // The metrics by frame: the chart and the picker of the frames by their time.
  await page.getByRole('tab', { name: 'По кадрам' }).click();
  await expect(page.getByText('Выберите кадр на графике или в списке')).toBeVisible();
  const picker = page.getByRole('radiogroup', { name: 'Кадр' }).last();
  for (const label of ['0 с', '1 с', '2 с', '3 с'])
    await expect(picker.getByRole('radio', { name: label })).toBeAttached();
  await picker.getByText('2 с', { exact: true }).click();
  await expect(picker.getByRole('radio', { name: '2 с' })).toBeChecked();
  await expectAccessible(page, "a video's result by frame");

  // The audience's shares are of one frame, which the result names.
  const key = result.key_frame_index as number;
  await page.getByRole('tab', { name: 'Аудитория' }).click();
  await expect(page.getByTestId('key-frame-note').first()).toContainText(
    `Доли заметивших и отзывы посчитаны по одному кадру — «${key} с»`,
  );
});
