// Sample items for stories: no network, the image is a data URL.
import type { Item } from '../model';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b5bdb"/><stop offset="1" stop-color="#f76707"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/><text x="320" y="215" font-family="sans-serif" font-size="48" fill="#fff" text-anchor="middle">Креатив</text></svg>`;
export const SAMPLE_IMAGE_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const base = {
  size: 245_760,
  created_at: '2025-03-14T09:30:00Z',
  owner_id: 1,
  parent_id: 1,
} as const;

export const SAMPLE_ITEMS = {
  image: { ...base, id: 1, name: 'Баннер_весна.png', type: 'image/png', url: SAMPLE_IMAGE_URL },
  pdf: {
    ...base,
    id: 2,
    name: 'Бриф.pdf',
    type: 'application/pdf',
    url: '',
    size: 1_843_200,
    pages: 4,
  },
  video: {
    ...base,
    id: 3,
    name: 'Ролик.mp4',
    type: 'video/mp4',
    url: '',
    size: 48_300_000,
    duration: 30,
    split_status: 'PROCESSED',
  },
  unprocessed: {
    ...base,
    id: 4,
    name: 'Новый ролик.mov',
    type: 'video/quicktime',
    url: '',
    size: 88_000_000,
    duration: 15,
    split_status: 'NONE',
  },
  folder: { ...base, id: 5, name: 'Кампания «Весна»', type: 'folder', url: '', size: 0 },
} satisfies Record<string, Item>;
