import { invalid } from '../errors';

// C0 and C1 control characters and the separators that would read as a path.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f/]/;
const MAX = 255;

// Lengths are in code points, as PostgreSQL and the contract's maxLength count them; UTF-16
// units would refuse a valid emoji name and cut one in half (stored as U+FFFD).
const length = (text: string) => [...text].length;

/** The first `count` code points of text. */
const head = (text: string, count: number) => [...text].slice(0, Math.max(0, count)).join('');

/**
 * A folder or file name typed by the user: trimmed, 1–255 characters, no '/' or controls. The
 * messages are shown beside the name field as they are, in the words of the schema's own
 * (src/plugins/validation-fields.ts).
 */
export function checkName(raw: string, field = 'name'): string {
  const name = raw.normalize('NFC').trim();
  const problem =
    name.length === 0
      ? 'Обязательное поле'
      : length(name) > MAX
        ? `Максимум символов ${MAX}`
        : FORBIDDEN.test(name)
          ? 'Имя не может содержать «/» и управляющие символы'
          : name === '.' || name === '..'
            ? 'Имя не может быть «.» или «..»'
            : null;
  if (problem) throw invalid({ [field]: [problem] }, problem);
  return name;
}

function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  // '.hidden' and 'name.' have no extension worth keeping apart.
  if (dot <= 0 || dot === name.length - 1 || name.length - dot > 12) return [name, ''];
  return [name.slice(0, dot), name.slice(dot)];
}

/** The name without its extension ('clip.mp4' → 'clip'), for a video's frames folder. */
export function baseName(name: string): string {
  return splitExtension(name)[0];
}

/** A name from a multipart part's filename: its last path segment, cleaned, never empty. */
export function uploadName(filename: string | undefined): string {
  const last = (filename ?? '').split(/[/\\]/).pop() ?? '';
  let name = last.normalize('NFC').replace(new RegExp(FORBIDDEN.source, 'g'), '').trim();
  if (name === '' || name === '.' || name === '..') name = 'file';
  if (length(name) > MAX) {
    const [base, ext] = splitExtension(name);
    name = head(base, MAX - length(ext)) + ext;
  }
  return name;
}

/** 'photo.jpg', 1 → 'photo (1).jpg'; the base is shortened to stay within 255 characters. */
export function suffixed(name: string, n: number): string {
  if (n === 0) return name;
  const [base, ext] = splitExtension(name);
  const tail = ` (${n})${ext}`;
  return head(base, MAX - length(tail)) + tail;
}
