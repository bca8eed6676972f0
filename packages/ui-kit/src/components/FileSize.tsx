import { formatFileSize } from '@kreolab/i18n-ru';

/** A file size in Б/КБ/МБ…; the exact byte count is in the tooltip. */
export function FileSize({ bytes, base }: { bytes: number; base?: 1024 | 1000 }) {
  return (
    <span title={`${bytes} Б`} style={{ whiteSpace: 'nowrap' }}>
      {formatFileSize(bytes, { base })}
    </span>
  );
}
