// Marks where the brand's logo is on one creative of a research (ResearchSettings.brand_areas):
// a brand drawn as a picture is no line OCR can read, so without this the score counts its share
// unknown. The image comes fresh from the cloud (the selection's signed URL may have expired): an
// image itself, a PDF's first page or a video's frame as its preview, whose size is read once it
// loads. The area is kept in fractions of the image, as the contract has it, so the same place
// holds on every page and frame; a PDF's may hold on its first page only (`page`), for a logo
// on the cover.
import { useListVersionsQuery, type BBox, type BrandArea } from '@kreolab/api-client';
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Size } from '../../grid';
import { RectMarker } from '../../shared/RectMarker';
import { BRAND_AREA_TEXTS as T } from '../../texts';

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

export interface BrandAreaDialogProps {
  creative: { id: number; name: string };
  /** The area marked so far, or null. */
  area: BrandArea | null;
  onClose: () => void;
  /** The new area, or null to remove it; the dialog closes itself through onClose after. */
  onSave: (area: BrandArea | null) => void;
}

/** Rendered while open (the caller mounts it), so each opening starts from the saved area. */
export function BrandAreaDialog({ creative, area, onClose, onSave }: BrandAreaDialogProps) {
  const { data, isLoading, isError } = useListVersionsQuery({ id: creative.id });
  const item = data?.item;
  const image = item?.type.startsWith('image/') ?? false;
  // an image is marked on itself, at the size the cloud knows; a PDF or a video on its preview
  const src = item ? (image ? item.url : (item.thumbnail_url ?? null)) : null;
  // the numbers are in the file's own pixels where the cloud knows its size (an image; a video,
  // whose preview has its shape); a PDF's page has none, so its preview's. A preview is loaded
  // first, so one that fails says so instead of a broken picture.
  const known = item?.width && item.height ? { width: item.width, height: item.height } : null;
  const loaded = useNaturalSize(image && known ? null : src);
  const size = image && known ? known : loaded && loaded !== 'error' ? (known ?? loaded) : null;
  const [rect, setRect] = useState<BBox | null>(null);
  const [tried, setTried] = useState(false);
  // a PDF of several pages: its first page is shown, and the logo may be on it alone
  const pdf = item?.type === 'application/pdf';
  const paged = pdf && (item?.pages ?? 1) > 1;
  const [everyPage, setEveryPage] = useState(area?.page === undefined);
  const shown = rect ?? (size && area ? toRect(area, size) : { x: 0, y: 0, width: 0, height: 0 });
  const problem = size ? areaProblem(shown, size) : null;

  let body;
  if (isError || (!isLoading && !item) || loaded === 'error')
    body = (
      <Alert color="red" variant="light" role="alert">
        {T.loadError}
      </Alert>
    );
  else if (item && !src)
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
        {item && !image && src && (
          <Text size="sm" c="dimmed">
            {pdf ? T.firstPage : T.everyFrame}
          </Text>
        )}
        {paged && src && (
          <Checkbox
            label={T.everyPage}
            description={T.everyPageHint}
            checked={everyPage}
            onChange={(e) => setEveryPage(e.currentTarget.checked)}
          />
        )}
        {body}
        <Group justify="flex-end" gap="xs">
          {area && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                onSave(null);
                onClose();
              }}
            >
              {T.remove}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button
            disabled={!size}
            onClick={() => {
              setTried(true);
              if (!size || problem) return;
              const marked = toArea(creative.id, shown, size);
              onSave(paged && !everyPage ? { ...marked, page: 1 } : marked);
              onClose();
            }}
          >
            {T.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
