// /method: «Как считает Креолаб», open to everyone (the result pages and the PDF point here). What
// the numbers of a result mean and how accurate they are, every figure measured on people's eye
// movements on images the model never saw, beside a centre-only model and the agreement between
// people, with what is not reached yet. The figures are figures.ts's, checked against the
// engine's model files by figures.test.ts.
import { formatNumber } from '@kreolab/i18n-ru';
import { TableScroll } from '@kreolab/ui-kit';
import { Anchor, Box, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  CONTEXT_FIGURES as X,
  CONTRAST_FIGURES as C,
  SIZE_FIGURES as Z,
  CTA_FIGURES as A,
  gapShare,
  FAINT_TEXT_FIGURES as F,
  INTERVAL_COVERAGE,
  MAP_FIGURES as M,
  ORDER_FIGURES as O,
  SCANPATH_FIGURES as P,
  SEEN_FIGURES as S,
  type SeenKind,
  STORY_TEXT_FIGURES as W,
} from './figures';
import { METHOD_TEXTS as T } from './texts';

const num = (x: number, digits: number) =>
  formatNumber(x, { minimumFractionDigits: digits, maximumFractionDigits: digits });
const signed = (x: number) => (x > 0 ? `+${num(x, 3)}` : x < 0 ? `−${num(-x, 3)}` : num(0, 3));
const pct = (x: number, digits = 0) => `${num(100 * x, digits)}\u00a0%`;

const SECTIONS = [
  ['map', T.mapTitle],
  ['seen', T.seenTitle],
  ['paths', T.pathsTitle],
  ['metrics', T.metricsTitle],
  ['context', T.contextTitle],
  ['limits', T.limitsTitle],
  ['data', T.dataTitle],
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`method-${id}`}>
      <Title order={2} size="h3" id={`method-${id}`} mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Box>
  );
}

function FigureTable({
  caption,
  head,
  rows,
  minWidth,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  minWidth: number;
}) {
  return (
    <TableScroll minWidth={minWidth} label={caption}>
      <Table captionSide="top" striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((h, i) => (
              <Table.Th key={h} ta={i === 0 ? 'left' : 'right'}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([first, ...rest]) => (
            <Table.Tr key={String(first)}>
              <Table.Th scope="row" fw={500}>
                {first}
              </Table.Th>
              {rest.map((cell, i) => (
                <Table.Td key={i} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

export function MethodPage() {
  const gapNss = gapShare(M.model.nss, M.centre.nss, M.people.nss);
  const gapSAuc = gapShare(M.model.sAuc, M.centre.sAuc, M.people.sAuc);
  const d = M.doves;
  const kinds: SeenKind[] = ['grid', 'random', 'text', 'face', 'object'];
  return (
    <Stack gap="xl" maw={860} w="100%" mx="auto" py="md" data-testid="method-page">
      <Stack gap="sm">
        <Title order={1}>{T.title}</Title>
        <Text>{T.lead}</Text>
        <Box component="nav" aria-label={T.toc}>
          <List size="sm" spacing={2}>
            {SECTIONS.map(([id, title]) => (
              <List.Item key={id}>
                <Anchor href={`#method-${id}`}>{title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Box>
      </Stack>

      <Section id="map" title={T.mapTitle}>
        <Text>
          {T.mapText(formatNumber(M.images), formatNumber(M.viewers), formatNumber(M.folds))}
        </Text>
        <FigureTable
          caption={T.mapCaption}
          minWidth={340}
          head={[T.metric, T.kreolab, T.centre, T.people, T.gap]}
          rows={[
            ['NSS', num(M.model.nss, 2), num(M.centre.nss, 2), num(M.people.nss, 2), pct(gapNss)],
            [
              'sAUC',
              num(M.model.sAuc, 3),
              num(M.centre.sAuc, 3),
              num(M.people.sAuc, 3),
              pct(gapSAuc),
            ],
            ['AUC-Judd', num(M.model.aucJudd, 3), num(M.centre.aucJudd, 3), '—', '—'],
          ]}
        />
        <List size="sm" c="dimmed" spacing={2}>
          <List.Item>{T.nssHint}</List.Item>
          <List.Item>{T.sAucHint}</List.Item>
          <List.Item>{T.aucHint}</List.Item>
        </List>
        <Text>
          {T.heldOut(
            pct(gapShare(M.heldOut.nss, M.centre.nss, M.people.nss)),
            pct(gapShare(M.heldOut.sAuc, M.centre.sAuc, M.people.sAuc)),
          )}
        </Text>
        <Text>
          {T.doves(
            formatNumber(d.images),
            formatNumber(d.viewers),
            pct(gapShare(d.model.nss, d.centre.nss, d.people.nss)),
            pct(gapShare(d.model.sAuc, d.centre.sAuc, d.people.sAuc)),
          )}
        </Text>
      </Section>

      <Section id="seen" title={T.seenTitle}>
        <Text>{T.seenText(formatNumber(1000))}</Text>
        <FigureTable
          caption={T.seenCaption}
          minWidth={640}
          head={[T.kind, T.count, T.bias, T.ece, T.r, T.ceiling]}
          rows={kinds.map((k) => [
            T.kinds[k],
            formatNumber(S[k].n),
            signed(S[k].bias),
            num(S[k].ece, 3),
            num(S[k].r, 2),
            num(S[k].ceiling, 2),
          ])}
        />
        <Text size="sm" c="dimmed">
          {T.seenHint}
        </Text>
        <Text>{T.seenVerdict}</Text>
        <Text>{T.coverage(pct(INTERVAL_COVERAGE, 1))}</Text>
        <Text>{T.orderText(num(O.model, 2), num(O.centre, 2), num(O.people, 2))}</Text>
      </Section>

      <Section id="paths" title={T.pathsTitle}>
        <Text>{T.pathsText}</Text>
        <FigureTable
          caption={T.pathsCaption}
          minWidth={340}
          head={[T.statistic, T.simulated, T.humans]}
          rows={[
            [T.paths.saccadeMedianPx, P.saccadeMedianPx.model, P.saccadeMedianPx.people],
            [T.paths.refixShare, pct(P.refixShare.model), pct(P.refixShare.people)],
            [T.paths.gridCells, num(P.gridCells.model, 2), num(P.gridCells.people, 2)],
            [T.paths.firstCentrePx, P.firstCentrePx.model, P.firstCentrePx.people],
            [T.paths.durMedianMs, P.durMedianMs.model, P.durMedianMs.people],
            [T.paths.fixations, num(P.fixations.model, 1), num(P.fixations.people, 1)],
          ]}
        />
      </Section>

      <Section id="metrics" title={T.metricsTitle}>
        <Text>{T.metricsText}</Text>
        <Text>
          {T.contrastText(
            num(C.ratio, 2),
            formatNumber(Math.round(100 * C.agree.low)),
            formatNumber(Math.round(100 * C.agree.high)),
          )}
        </Text>
        <Text>
          {T.sizeText(
            num(Z.preferredPx, 1),
            num(Z.minimumPx, 1),
            formatNumber(Z.formats),
            num(Z.rangeAfter, 2),
            `${num(Z.rangeBefore.low, 2)}–\u2060${num(Z.rangeBefore.high, 2)}`,
          )}
        </Text>
        <Text>
          {T.ctaText(
            formatNumber(A.lines),
            pct(A.recall.after, 1),
            pct(A.recall.before, 1),
            pct(A.precision.after, 1),
          )}
        </Text>
        <Text>{T.brandText}</Text>
        <Text>{T.videoText}</Text>
      </Section>

      <Section id="context" title={T.contextTitle}>
        <Text>{T.contextText}</Text>
        <FigureTable
          caption={T.contextCaption}
          minWidth={340}
          head={[T.contextPlacement, T.contextFeed, T.contextPage]}
          rows={[
            [T.contextFrame, num(X.nss.feed.frame, 2), num(X.nss.page.frame, 2)],
            [T.contextOwn, num(X.nss.feed.own, 2), num(X.nss.page.own, 2)],
            [T.contextAlone, num(X.nss.alone, 2), num(X.nss.alone, 2)],
            [T.contextCentre, num(X.nss.centre, 2), num(X.nss.centre, 2)],
            [T.contextPeople, num(X.nss.people, 2), num(X.nss.people, 2)],
          ]}
        />
        <Text size="sm" c="dimmed">
          {T.contextHint(formatNumber(X.images))}
        </Text>
        <Text>
          {T.contextChecks(
            num(X.rects.model.low, 2),
            num(X.rects.model.high, 2),
            num(X.rects.centre.low, 2),
            num(X.rects.centre.high, 2),
            num(X.ttffMaeMs / 1000, 1),
          )}
        </Text>
        <Text>
          {T.contextCta(
            formatNumber(X.cta.page),
            formatNumber(X.cta.of),
            formatNumber(X.cta.listing),
          )}
        </Text>
      </Section>

      <Section id="limits" title={T.limitsTitle}>
        <List spacing={4}>
          {T.limits(
            num(S.text.r, 2),
            num(S.face.r, 2),
            num(S.object.r, 2),
            pct(gapShare(d.model.nss, d.centre.nss, d.people.nss)),
            T.storyText(W.right, W.lines, W.panelsRight, W.panels, W.headlinesRight, W.headlines),
            T.faintText(
              F.lines,
              F.below,
              pct(F.seen),
              num(100 * F.others.low, 0),
              pct(F.others.high),
            ),
          ).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Section>

      <Section id="data" title={T.dataTitle}>
        <List spacing={4}>
          {T.data.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {T.sourceNote}
        </Text>
      </Section>
    </Stack>
  );
}
