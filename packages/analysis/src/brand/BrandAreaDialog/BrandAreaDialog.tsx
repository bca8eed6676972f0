// Marks where the brand's logo is on one creative of a research (ResearchSettings.brand_areas):
// a brand drawn as a picture is no line OCR can read, so without this the score counts its share
// unknown. The image comes fresh from the cloud (the selection's signed URL may have expired): an
// image itself, a PDF's page drawn from the file (any page of it; the cloud's preview, the first
// page at 320 px, where it cannot be drawn), a video's frame as its preview; its size is read once
// it loads. The area is kept in fractions of the image, as the contract has it, so the same place
// holds on every page and frame; a PDF's logo may instead be marked page by page (`page`), where
// it is on some pages only or in other places on different pages.
import { useListVersionsQuery, type BBox, type BrandArea } from '@kreolab/api-client';
import { renderPdfPage, type RenderedPdfPage } from '@kreolab/cloud';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Pagination,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Size } from '../../grid';
import { RectMarker } from '../../shared/RectMarker';
import { BRAND_AREA_TEXTS as T } from '../../texts';

/**
 * A research reads a PDF's first 20 pages (the engine's `MAX_PDF_PAGES`, the contract's largest
 * `BrandArea.page`): a logo marked on a later page would be refused.
 */
export const RESEARCH_PDF_PAGES = 20;

/** The contract's smallest side of an area, as a fraction of the image. */
export const MIN_AREA_SIDE = 0.01;

const round4 = (v: number) => Math.round(v * 1e4) / 1e4;

/** A rectangle in image pixels as the contract's fractions, inside the image after rounding. */
export function toArea(creativeId: number, r: BBox, size: Size): BrandArea {
  const x = round4(r.x / size.width);
  const y = round4(r.y / size.height);
  return {
    creative_id: creativeId,
    x,
    y,
    width: Math.min(round4(r.width / size.width), round4(1 - x)),
    height: Math.min(round4(r.height / size.height), round4(1 - y)),
  };
}

/** The contract's fractions in image pixels. */
export function toRect(a: BrandArea, size: Size): BBox {
  return {
    x: Math.round(a.x * size.width),
    y: Math.round(a.y * size.height),
    width: Math.round(a.width * size.width),
    height: Math.round(a.height * size.height),
  };
}

/**
 * Why an area cannot be saved, or null: numbers typed past the image's edge (each field keeps to
 * the image alone, not their sums), or too small to be a logo.
 */
export function areaProblem(r: BBox, size: Size): string | null {
  if (r.x + r.width > size.width || r.y + r.height > size.height)
    return T.outside(size.width, size.height);
  return r.width < MIN_AREA_SIDE * size.width || r.height < MIN_AREA_SIDE * size.height
    ? T.tooSmall
    : null;
}

/** The size an image has once loaded: null while it loads, 'error' when it cannot. */
function useNaturalSize(src: string | null): Size | 'error' | null {
  const [size, setSize] = useState<{ src: string; size: Size | 'error' } | null>(null);
  useEffect(() => {
    if (!src) return;
    let live = true;
    const img = new Image();
    img.onload = () => {
      if (live) setSize({ src, size: { width: img.naturalWidth, height: img.naturalHeight } });
    };
    img.onerror = () => {
      if (live) setSize({ src, size: 'error' });
    };
    img.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return size && size.src === src ? size.size : null;
}

/** Page `page` of the PDF at `url` drawn: null while it draws, 'error' when it cannot be. */
function usePdfPage(
  url: string | null,
  page: number,
  draw: typeof renderPdfPage,
): RenderedPdfPage | 'error' | null {
  const [drawn, setDrawn] = useState<{
    key: string;
    page: RenderedPdfPage | 'error';
  } | null>(null);
  const key = `${url}#${page}`;
  useEffect(() => {
    if (!url) return;
    let live = true;
    draw(url, page).then(
      (p) => live && setDrawn({ key, page: p }),
      () => live && setDrawn({ key, page: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [url, page, key, draw]);
  return drawn && drawn.key === key ? drawn.page : null;
}

export interface BrandAreaDialogProps {
  creative: { id: number; name: string };
  /**
   * The areas marked so far on this creative: none, one for every page (and frame), or one on
   * each page of a PDF where its logo is.
   */
  areas: readonly BrandArea[];
  onClose: () => void;
  /** The new areas (none: removed); the dialog closes itself through onClose after. */
  onSave: (areas: BrandArea[]) => void;
  /** Draws a PDF's page (pdf.js in the browser; tests in jsdom, which has no canvas, pass theirs). */
  drawPdfPage?: typeof renderPdfPage;
}

/** The key of the area on every page among a PDF's marks by page. */
const EVERY = 0;
const NONE: BBox = { x: 0, y: 0, width: 0, height: 0 };

/**
 * A PDF's marks for a file of `pages` pages: a mark on a page a newer version of the file lacks
 * goes to its last page, unless that page has its own.
 */
function marksFor(marks: ReadonlyMap<number, BrandArea>, pages: number): Map<number, BrandArea> {
  const out = new Map([...marks].filter(([k]) => k <= pages));
  const beyond = [...marks].filter(([k]) => k > pages).sort(([a], [b]) => a - b)[0];
  if (beyond && !out.has(pages)) out.set(pages, beyond[1]);
  return out;
}

/** Rendered while open (the caller mounts it), so each opening starts from the saved areas. */
export function BrandAreaDialog({
  creative,
  areas,
  onClose,
  onSave,
  drawPdfPage = renderPdfPage,
}: BrandAreaDialogProps) {
  const { data, isLoading, isError } = useListVersionsQuery({ id: creative.id });
  const item = data?.item;
  const image = item?.type.startsWith('image/') ?? false;
  const pdf = item?.type === 'application/pdf';
  const pages = pdf ? Math.min(item?.pages ?? 1, RESEARCH_PDF_PAGES) : 1;
  const paged = pages > 1;
  // one area for every page, or one on each page where the logo is (by page, EVERY for all)
  const [everyPage, setEveryPage] = useState(!areas.some((a) => a.page !== undefined));
  const [byPage, setMarks] = useState(() => new Map(areas.map((a) => [a.page ?? EVERY, a])));
  const marks = paged ? marksFor(byPage, pages) : byPage;
  // the page shown (a PDF's, from 1): the first the logo was marked on, else the first
  const [wanted, setPage] = useState(
    () => areas.flatMap((a) => (a.page ? [a.page] : [])).sort((a, b) => a - b)[0] ?? 1,
  );
  const page = Math.min(wanted, pages);
  const perPage = paged && !everyPage;
  const key = perPage ? page : EVERY;
  // the mark of the page shown; a creative of one page (or frame) has one, however it was saved
  const mark = marks.get(key) ?? (paged ? undefined : [...marks.values()][0]);
  const drawn = usePdfPage(pdf && item?.url ? item.url : null, page, drawPdfPage);
  const drawnPage = drawn === 'error' ? null : drawn;
  const drawing = pdf && !!item?.url && drawn === null;
  // a page that could not be drawn (or a file without its URL): the cloud's preview stands in
  // for the first one, another page says it failed
  const failed = pdf && !drawing && !drawnPage;
  const fallback = failed && page === 1;
  // an image is marked on itself, at the size the cloud knows; a PDF on its page drawn; a
  // video on its preview
  const src = !item
    ? null
    : image
      ? item.url
      : drawnPage
        ? drawnPage.src
        : !pdf || fallback
          ? (item.thumbnail_url ?? null)
          : null;
  // the numbers are in the file's own pixels where the cloud knows its size (an image; a video,
  // whose preview has its shape); a PDF's page has none, so the drawn page's or the preview's. A
  // preview is loaded first, so one that fails says so instead of a broken picture.
  const known = item?.width && item.height ? { width: item.width, height: item.height } : null;
  const loaded = useNaturalSize(image && known ? null : pdf && !fallback ? null : src);
  const size =
    image && known
      ? known
      : drawnPage
        ? { width: drawnPage.width, height: drawnPage.height }
        : loaded && loaded !== 'error'
          ? (known ?? loaded)
          : null;
  // the rectangle drawn on the page shown, in its pixels; a mark is kept in fractions, so one
  // carried to a page of another size keeps its place
  const [rect, setRect] = useState<BBox | null>(null);
  const [tried, setTried] = useState(false);
  const shown = rect ?? (size && mark ? toRect(mark, size) : NONE);
  // the pages marked, the page shown among them once its rectangle can be kept
  const drawnOn = rect && size && !areaProblem(rect, size) ? page : null;
  const markedPages = [...new Set([...marks.keys(), ...(drawnOn ? [drawnOn] : [])])]
    .filter((k) => k !== EVERY)
    .sort((a, b) => a - b);
  // a page left without a logo is no problem while another page has one
  const nothing = perPage ? markedPages.length === 0 : !mark;
  const problem = size && (rect || mark || nothing) ? areaProblem(shown, size) : null;
  /** The marks with the rectangle drawn on the page shown; null while it cannot be kept. */
  const committed = (): Map<number, BrandArea> | null => {
    if (!rect || !size) return marks;
    if (areaProblem(rect, size)) return null;
    return new Map(marks).set(key, toArea(creative.id, rect, size));
  };
  const turnTo = (next: number) => {
    const kept = committed();
    if (!kept) return setTried(true);
    setMarks(kept);
    setRect(null);
    setTried(false);
    setPage(next);
  };
  // ticking carries the area shown to every page; unticking keeps it on the page shown
  const changeEveryPage = (every: boolean) => {
    const drawnKept = committed();
    const kept = new Map(drawnKept ?? marks);
    const from = kept.get(key);
    const to = every ? EVERY : page;
    if (from && !kept.has(to)) kept.set(to, from);
    setMarks(kept);
    if (drawnKept) setRect(null);
    setEveryPage(every);
  };
  const clearPage = () => {
    const kept = new Map(marks);
    kept.delete(page);
    setMarks(kept);
    setRect(null);
    setTried(false);
  };
  const save = () => {
    setTried(true);
    const kept = committed();
    if (!size || problem || !kept) return;
    const strip = ({ page: _page, ...a }: BrandArea): BrandArea => a;
    onSave(
      perPage
        ? [...kept]
            .filter(([k]) => k !== EVERY)
            .sort(([a], [b]) => a - b)
            .map(([k, a]) => ({ ...strip(a), creative_id: creative.id, page: k }))
        : [strip(toArea(creative.id, shown, size))],
    );
    onClose();
  };
  let body;
  if (isError || (!isLoading && !item) || loaded === 'error' || (failed && !fallback))
    body = (
      <Alert color="red" variant="light" role="alert">
        {T.loadError}
      </Alert>
    );
  else if (item && !src && !drawing)
    body = (
      <Alert color="orange" variant="light" role="alert">
        {T.notImage}
      </Alert>
    );
  else if (!src || !size) body = <Loader size="sm" aria-label={T.loading} />;
  else
    body = (
      <RectMarker
        src={src}
        width={size.width}
        height={size.height}
        rect={shown}
        onChange={setRect}
        error={tried ? problem : null}
        testIds={{ surface: 'logo-marker', rect: 'logo-rect' }}
        texts={{ title: T.area, hint: T.hint, alt: T.alt(creative.name), fields: T.fields }}
      />
    );

  return (
    <Modal opened onClose={onClose} title={`${T.title}: ${creative.name}`} size="lg">
      <Stack gap="sm">
        <Text size="sm">{T.intro}</Text>
        {item && !image && !pdf && src && (
          <Text size="sm" c="dimmed">
            {T.everyFrame}
          </Text>
        )}
        {paged && (
          <Group gap="xs" align="center">
            <Text size="sm" id={`logo-pages-${creative.id}`}>
              {T.pageOf(page, pages)}
            </Text>
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={turnTo}
              aria-labelledby={`logo-pages-${creative.id}`}
              // a page with its logo marked says so, and stands out
              getItemProps={(p) =>
                perPage && markedPages.includes(p)
                  ? {
                      'aria-label': T.pageMarked(p),
                      style: { fontWeight: 700, textDecoration: 'underline' },
                    }
                  : { 'aria-label': T.page(p) }
              }
              getControlProps={(control) =>
                control === 'previous'
                  ? { 'aria-label': T.previousPage }
                  : control === 'next'
                    ? { 'aria-label': T.nextPage }
                    : {}
              }
              withEdges={false}
            />
          </Group>
        )}
        {pdf && (item?.pages ?? 0) > RESEARCH_PDF_PAGES && (
          <Text size="sm" c="dimmed">
            {T.firstPages(RESEARCH_PDF_PAGES)}
          </Text>
        )}
        {paged && (
          <Checkbox
            label={T.everyPage}
            description={T.everyPageHint}
            checked={everyPage}
            onChange={(e) => changeEveryPage(e.currentTarget.checked)}
          />
        )}
        {perPage && (
          <Group gap="xs" justify="space-between" data-testid="logo-pages">
            <Text size="sm" c="dimmed">
              {markedPages.length ? T.markedPages(markedPages.join(', ')) : T.noPageMarked}
            </Text>
            {(mark || rect) && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={clearPage}>
                {T.clearPage(page)}
              </Button>
            )}
          </Group>
        )}
        {body}
        <Group justify="flex-end" gap="xs">
          {areas.length > 0 && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                onSave([]);
                onClose();
              }}
            >
              {T.remove}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button disabled={!size} onClick={save}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
