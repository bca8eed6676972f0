// A PDF in the viewer, one page at a time, through react-pdf (pdf.js in a worker that Vite
// emits as an asset). Loaded lazily: pdf.js is large and only needed for PDFs.
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { focusableDisabled } from '@kreolab/ui-kit';
import { useState } from 'react';
import { Document, Page } from 'react-pdf';
import '../pdf/pdfjs';
import { CLOUD_TEXTS } from '../texts';
import { viewerMessageForStatus } from './errors';
import { ViewerMessage } from './ViewerMessage';
import { VIEWER_MESSAGES, UI_TEXTS } from '@kreolab/i18n-ru';

export interface PdfSlideProps {
  url: string;
  width: number;
  height: number;
}

export default function PdfSlide({ url, width, height }: PdfSlideProps) {
  const pageHeight = Math.max(200, height - 56);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  if (error) return <ViewerMessage message={error} />;
  return (
    <Stack
      align="center"
      gap="xs"
      h="100%"
      justify="center"
      maw={width}
      style={{ overflow: 'auto' }}
    >
      <Document
        file={url}
        loading={<Loader color="gray.3" aria-label={UI_TEXTS.loading} />}
        error={<ViewerMessage message={VIEWER_MESSAGES.generic} />}
        onLoadSuccess={(doc) => setPages(doc.numPages)}
        onLoadError={(e) => setError(viewerMessageForStatus((e as { status?: unknown }).status))}
      >
        <Page
          pageNumber={page}
          height={pageHeight}
          renderTextLayer={false}
          renderAnnotationLayer={false}
          onRenderError={() => setError(VIEWER_MESSAGES.pageError)}
        />
      </Document>
      {pages > 1 && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            aria-label={CLOUD_TEXTS.pdfPrevious}
            {...focusableDisabled(page <= 1)}
            onClick={() => setPage((p) => p - 1)}
          >
            ‹
          </Button>
          <Text c="gray.3" size="sm">
            {CLOUD_TEXTS.pdfPage(page, pages)}
          </Text>
          <Button
            size="xs"
            variant="default"
            aria-label={CLOUD_TEXTS.pdfNext}
            {...focusableDisabled(page >= pages)}
            onClick={() => setPage((p) => p + 1)}
          >
            ›
          </Button>
        </Group>
      )}
    </Stack>
  );
}
