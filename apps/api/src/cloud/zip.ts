import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { notFound, tooLarge } from '../errors';
import type { Storage } from '../storage';
import { rowsOf, type DbOrTx } from './sql';

/**
 * ZIP download of a selection (issue 16). The archive is written as it is sent: stored entries
 * (the cloud's JPG, PNG, PDF and MP4 are compressed already), each file's CRC and sizes in a data
 * descriptor after its bytes (general purpose bit 3), so no file is read twice and nothing is
 * held in memory beyond one chunk. Names are UTF-8 (bit 11). Without ZIP64 every offset must
 * stay under 4 GiB: the limits below keep the archive well inside it.
 */
export const ZIP_MAX_BYTES = 2 * 1024 ** 3;
export const ZIP_MAX_ENTRIES = 10_000;

export interface ZipEntry {
  /** The path inside the archive; a folder ends with '/'. */
  name: string;
  storageKey: string | null;
  size: number;
  modifiedAt: Date;
}

interface TreeRow {
  id: string | number;
  parent_id: string | number | null;
  name: string;
  type: string;
  size: string | number;
  storage_key: string | null;
  created_at: string | Date;
  depth: number;
}

/**
 * The entries for the owner's items `ids` and everything beneath the folders among them, named
 * as the user sees them. Any id that is not the owner's is 404, like a missing one; 413
 * FILE_TOO_BIG when the files exceed the limits.
 */
export async function zipEntries(db: DbOrTx, ownerId: number, ids: number[]): Promise<ZipEntry[]> {
  const rows = await rowsOf<TreeRow>(
    db,
    sql`WITH RECURSIVE tree(id, parent_id, name, type, size, storage_key, created_at, depth) AS (
          SELECT id, parent_id, name, type, size, storage_key, created_at, 0 FROM creatives
          WHERE owner_id = ${ownerId} AND trashed_at IS NULL AND id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          UNION ALL
          SELECT c.id, c.parent_id, c.name, c.type, c.size, c.storage_key, c.created_at, tree.depth + 1
          FROM creatives c JOIN tree ON c.owner_id = ${ownerId} AND c.parent_id = tree.id
          WHERE tree.depth < 64 AND c.trashed_at IS NULL
        )
        SELECT id, parent_id, name, type, size::text AS size, storage_key, created_at, depth FROM tree`,
  );
  const top = rows.filter((r) => r.depth === 0);
  if (top.length !== ids.length) throw notFound();
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  // Top-level names from different folders may clash: the later ones get ' (1)', ' (2)'…
  const topNames = new Map<number, string>();
  const used = new Set<string>();
  for (const id of ids) {
    const row = byId.get(id)!;
    let name = row.name;
    for (let n = 1; used.has(name.toLowerCase()); n++) {
      const dot = row.type === 'folder' ? -1 : row.name.lastIndexOf('.');
      name =
        dot > 0 ? `${row.name.slice(0, dot)} (${n})${row.name.slice(dot)}` : `${row.name} (${n})`;
    }
    used.add(name.toLowerCase());
    topNames.set(id, name);
  }
  const pathOf = (row: TreeRow): string =>
    row.depth === 0
      ? topNames.get(Number(row.id))!
      : `${pathOf(byId.get(Number(row.parent_id))!)}/${row.name}`;
  const entries: ZipEntry[] = rows.map((row) => ({
    name: row.type === 'folder' ? `${pathOf(row)}/` : pathOf(row),
    storageKey: row.type === 'folder' ? null : row.storage_key,
    size: row.type === 'folder' ? 0 : Number(row.size),
    modifiedAt: new Date(row.created_at),
  }));
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const bytes = entries.reduce((sum, e) => sum + e.size, 0);
  if (bytes > ZIP_MAX_BYTES || entries.length > ZIP_MAX_ENTRIES)
    throw tooLarge(
      'FILE_TOO_BIG',
      `An archive may hold at most ${ZIP_MAX_ENTRIES} items and ${ZIP_MAX_BYTES} bytes`,
    );
  return entries;
}

/** MS-DOS time and date, as ZIP headers hold them (local time; two-second steps). */
function dosTime(d: Date): [number, number] {
  const year = Math.max(1980, d.getFullYear());
  return [
    (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  ];
}

/** The archive as a stream: each file's bytes are read from storage only when it is written. */
export function zipStream(storage: Storage, entries: ZipEntry[]): Readable {
  async function* write(): AsyncGenerator<Buffer> {
    const central: Buffer[] = [];
    let offset = 0;
    for (const entry of entries) {
      const name = Buffer.from(entry.name, 'utf8');
      const [time, date] = dosTime(entry.modifiedAt);
      const flags = 0x0008 | 0x0800;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(flags, 6);
      local.writeUInt16LE(0, 8); // stored
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      // CRC and sizes: 0 here, in the data descriptor after the bytes.
      local.writeUInt16LE(name.length, 26);
      yield local;
      yield name;
      const start = offset;
      offset += local.length + name.length;
      let crc = 0;
      let size = 0;
      if (entry.storageKey) {
        const { body } = await storage.get(entry.storageKey);
        for await (const chunk of body as AsyncIterable<Buffer>) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          yield chunk;
        }
      }
      offset += size;
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(size, 8);
      descriptor.writeUInt32LE(size, 12);
      yield descriptor;
      offset += descriptor.length;
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(flags, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(time, 12);
      header.writeUInt16LE(date, 14);
      header.writeUInt32LE(crc >>> 0, 16);
      header.writeUInt32LE(size, 20);
      header.writeUInt32LE(size, 24);
      header.writeUInt16LE(name.length, 28);
      const dir = entry.name.endsWith('/');
      header.writeUInt32LE((dir ? 0o40755 : 0o100644) * 0x10000 + (dir ? 0x10 : 0), 38);
      header.writeUInt32LE(start, 42);
      central.push(header, name);
    }
    const centralBytes = Buffer.concat(central);
    yield centralBytes;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(centralBytes.length, 12);
    end.writeUInt32LE(offset, 16);
    yield end;
  }
  return Readable.from(write(), { objectMode: false });
}
