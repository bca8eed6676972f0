/**
 * `Content-Disposition` of RFC 6266 for any file name: an ASCII fallback in `filename` (for
 * old clients) and the exact UTF-8 name in `filename*` (RFC 8187), so Cyrillic names survive.
 */
export function contentDisposition(
  name: string,
  disposition: 'inline' | 'attachment' = 'inline',
): string {
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_')
      .trim() || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
