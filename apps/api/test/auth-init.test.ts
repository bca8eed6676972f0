import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build';

describe('GET /api/v1/auth/init', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRIKA_ID: '12345678', UPLOAD_MAX_FILE_SIZE: '1048576' } });
  });
  afterAll(() => t.close());

  it('returns the public client settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/init' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      product_name: 'Креолаб',
      metrika_id: '12345678',
      upload: {
        formats: ['JPG', 'PNG', 'PDF', 'MOV', 'MP4'],
        mime_types: ['image/jpeg', 'image/png', 'application/pdf', 'video/quicktime', 'video/mp4'],
        max_file_size: 1048576,
        max_files: 20,
        max_research_creatives: 20,
      },
      password_policy: {
        min_length: 8,
        max_length: 128,
        require_digit: true,
        require_letter: true,
        require_special: true,
      },
      payment_methods: ['card', 'invoice'],
      video_split: { min_frequency: 0.1, max_frequency: 5 },
    });
  });

  it('has metrika_id null when METRIKA_ID is not set', async () => {
    const other = await buildTestApp();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/auth/init' });
      expect(res.json().metrika_id).toBeNull();
    } finally {
      await other.close();
    }
  });
});
