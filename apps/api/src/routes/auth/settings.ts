import type { components } from '@kreolab/api-spec';
import type { Config } from '../../config';

/** What the upload accepts (product-spec §5): the formats shown to users and their MIME types. */
export const UPLOAD_FORMATS = ['JPG', 'PNG', 'PDF', 'MOV', 'MP4'] as const;
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'video/quicktime',
  'video/mp4',
] as const;

export const PASSWORD_POLICY = {
  min_length: 8,
  max_length: 128,
  require_digit: true,
  require_letter: true,
  require_special: true,
} as const;

/** The public settings of `GET /auth/init` (contract schema PublicSettings). */
export function publicSettings(config: Config): components['schemas']['PublicSettings'] {
  return {
    product_name: 'Креолаб',
    metrika_id: config.metrikaId,
    upload: {
      formats: [...UPLOAD_FORMATS],
      mime_types: [...UPLOAD_MIME_TYPES],
      max_file_size: config.upload.maxFileSize,
      max_files: config.upload.maxFiles,
      max_research_creatives: 20,
    },
    password_policy: PASSWORD_POLICY,
    payment_methods: ['card', 'invoice'],
    video_split: { min_frequency: 0.1, max_frequency: 5 },
  };
}
