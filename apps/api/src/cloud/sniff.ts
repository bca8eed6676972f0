/** What a file is, judged from its first bytes alone (never from its name or the browser's word). */
export interface Sniffed {
  type: 'image/jpeg' | 'image/png' | 'application/pdf' | 'video/mp4' | 'video/quicktime';
  kind: 'image' | 'pdf' | 'video';
}

/** Bytes needed to decide. */
export const SNIFF_BYTES = 16;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// ISO base media brands of MP4 files (ftyp major brand); 'qt  ' is QuickTime.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'av01',
  'hvc1',
  'hev1',
  'dash',
  'mmp4',
  'msnv',
  'ndas',
  'M4V ',
  'M4VH',
  'M4VP',
  'f4v ',
  'XAVC',
  'MSNV',
]);
// Old QuickTime files start with an atom other than ftyp.
const QT_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

export function sniff(head: Buffer): Sniffed | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { type: 'image/jpeg', kind: 'image' };
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG))
    return { type: 'image/png', kind: 'image' };
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-')
    return { type: 'application/pdf', kind: 'pdf' };
  if (head.length >= 12) {
    const atom = head.subarray(4, 8).toString('latin1');
    const brand = head.subarray(8, 12).toString('latin1');
    if (atom === 'ftyp') {
      if (brand === 'qt  ') return { type: 'video/quicktime', kind: 'video' };
      if (MP4_BRANDS.has(brand)) return { type: 'video/mp4', kind: 'video' };
      return null;
    }
    if (QT_ATOMS.has(atom)) return { type: 'video/quicktime', kind: 'video' };
  }
  return null;
}
