// The full-screen viewer (yet-another-react-lightbox): images, PDF pages (react-pdf) and
// video (<video controls>). Its left column shows 'Все файлы > folder > … > file name'; its
// toolbar has only the close button, on the right, so «Скачать» (issue 16) sits in the left
// column. Esc closes, the arrows move between files. On a phone the column would leave the
// file ~80 px of a 390 px screen, so there it becomes a band under the file instead.
import { formatDate, UI_TEXTS, VIEWER_MESSAGES } from '@kreolab/i18n-ru';
import { FileSize } from '@kreolab/ui-kit';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import Lightbox, { type GenericSlide } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { isImage, isPdf, isVideo, type Item } from '../model';
import { CLOUD_TEXTS } from '../texts';
import { downloadUrl } from './download';
import { SlideBoundary } from './SlideBoundary';
import { VersionsList } from '../versions/VersionsList';
import { ViewerMessage } from './ViewerMessage';

const PdfSlide = lazy(() => import('./PdfSlide'));

export interface CreativeSlide extends GenericSlide {
  type: 'creative';
  item: Item | null;
  /** A load failure to show instead of the file. */
  message?: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    creative: CreativeSlide;
  }
}

export const LEFT_COLUMN_WIDTH = 280;
/** The band that holds the column's contents under the file on a phone; it scrolls inside. */
export const PHONE_BAND_HEIGHT = 'min(40vh, 300px)';
/** Below this width the column becomes the band. */
export const PHONE_QUERY = '(max-width: 40em)';
export const VIEWER_SEPARATOR = ' > ';

/** 'Все файлы > A > B > name' for a file in the folders A, B. */
export function viewerTrail(folders: readonly string[], fileName: string): string {
  return [CLOUD_TEXTS.root, ...folders, fileName].join(VIEWER_SEPARATOR);
}

export interface CreativeViewerProps {
  open: boolean;
  /** The files of the folder (no folders); the arrows move between them. */
  files: Item[];
  index: number;
  /** The names of the folders a file is in, outermost first (without 'Все файлы'). */
  foldersOf: (item: Item) => string[];
  onClose: () => void;
  onView?: (item: Item, index: number) => void;
  /** Shown instead of the files, e.g. when a deep link's file could not be loaded. */
  message?: string | null;
}

function ImageSlide({ item }: { item: Item }) {
  const [failed, setFailed] = useState(false);
  if (failed || !item.url) return <ViewerMessage message={VIEWER_MESSAGES.imageNotFound} />;
  return (
    <img
      src={item.url}
      alt={item.name}
      onError={() => setFailed(true)}
      style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
    />
  );
}

function VideoSlide({ item }: { item: Item }) {
  const [failed, setFailed] = useState(false);
  if (failed || !item.url) return <ViewerMessage message={VIEWER_MESSAGES.generic} />;
  return (
    <video
      src={item.url}
      controls
      preload="metadata"
      aria-label={item.name}
      onError={() => setFailed(true)}
      style={{ maxWidth: '100%', maxHeight: '100%' }}
    />
  );
}

function SlideBody({
  slide,
  width,
  height,
}: {
  slide: CreativeSlide;
  width: number;
  height: number;
}) {
  const { item } = slide;
  if (slide.message || !item)
    return <ViewerMessage message={slide.message ?? VIEWER_MESSAGES.generic} />;
  if (isImage(item)) return <ImageSlide key={item.id} item={item} />;
  if (isVideo(item)) return <VideoSlide key={item.id} item={item} />;
  if (isPdf(item)) {
    return (
      <SlideBoundary key={item.id}>
        <Suspense fallback={<Loader color="gray.3" aria-label={UI_TEXTS.loading} />}>
          <PdfSlide url={item.url} width={width} height={height} />
        </Suspense>
      </SlideBoundary>
    );
  }
  return <ViewerMessage message={VIEWER_MESSAGES.generic} />;
}

function LeftColumn({
  item,
  folders,
  phone,
}: {
  item: Item | null;
  folders: string[];
  phone: boolean;
}) {
  return (
    <aside
      data-testid="viewer-left-column"
      data-layout={phone ? 'band' : 'column'}
      style={{
        position: 'absolute',
        left: 0,
        bottom: 0,
        ...(phone
          ? { right: 0, height: PHONE_BAND_HEIGHT, overflowY: 'auto' }
          : { top: 0, width: LEFT_COLUMN_WIDTH }),
        padding: 16,
        background: 'rgba(0, 0, 0, 0.55)',
        color: '#fff',
        overflowWrap: 'anywhere',
      }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600} data-testid="viewer-trail">
          {item ? viewerTrail(folders, item.name) : CLOUD_TEXTS.root}
        </Text>
        {item && (
          <Stack gap={2}>
            <Text size="xs" c="gray.4">
              {CLOUD_TEXTS.size}: <FileSize bytes={item.size} />
            </Text>
            {item.created_at && (
              <Text size="xs" c="gray.4">
                {CLOUD_TEXTS.created}: {formatDate(item.created_at)}
              </Text>
            )}
          </Stack>
        )}
        {item?.url && (
          <Anchor
            href={downloadUrl(item.url)}
            download={item.name}
            c="white"
            size="sm"
            underline="always"
            data-testid="viewer-download"
          >
            <Group component="span" gap={6} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              {CLOUD_TEXTS.download}
            </Group>
          </Anchor>
        )}
        {item && item.id > 0 && <VersionsList key={item.id} item={item} />}
      </Stack>
    </aside>
  );
}

export function CreativeViewer({
  open,
  files,
  index,
  foldersOf,
  onClose,
  onView,
  message,
}: CreativeViewerProps) {
  const slides: CreativeSlide[] = message
    ? [{ type: 'creative', item: null, message }]
    : files.map((item) => ({ type: 'creative', item }));
  const at = message ? 0 : Math.max(0, Math.min(index, files.length - 1));
  const current = message ? null : (files[at] ?? null);
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  return (
    <Lightbox
      open={open && slides.length > 0}
      close={onClose}
      index={at}
      slides={slides}
      carousel={{ finite: true, preload: 1, padding: 16 }}
      controller={{ closeOnBackdropClick: false }}
      toolbar={{ buttons: ['close'] }}
      labels={{
        Close: UI_TEXTS.close,
        Previous: 'Предыдущий файл',
        Next: 'Следующий файл',
        Lightbox: CLOUD_TEXTS.viewerLabel,
        Carousel: CLOUD_TEXTS.viewerLabel,
        'Photo gallery': CLOUD_TEXTS.viewerLabel,
        Slide: 'файл',
        '{index} of {total}': '{index} из {total}',
      }}
      on={{
        view: ({ index: i }) => {
          const item = files[i];
          if (item && !message && i !== at) onView?.(item, i);
        },
      }}
      styles={{
        container: phone
          ? { paddingBottom: PHONE_BAND_HEIGHT }
          : { paddingLeft: LEFT_COLUMN_WIDTH },
      }}
      render={{
        slide: ({ slide, rect }) =>
          slide.type === 'creative' ? (
            <SlideBody slide={slide} width={rect.width} height={rect.height} />
          ) : undefined,
        controls: () => (
          <LeftColumn item={current} folders={current ? foldersOf(current) : []} phone={phone} />
        ),
        buttonPrev: slides.length <= 1 ? () => null : undefined,
        buttonNext: slides.length <= 1 ? () => null : undefined,
      }}
    />
  );
}
