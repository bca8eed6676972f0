// Texts of a research's result that its page and its PDF report (apps/api src/analyses/report.ts)
// both write.
export const RESULT_SHARED_TEXTS = {
  /**
   * Under the regions' «Заметят» of a research with segments of its own (a brief's): the regions'
   * shares are of the placement's broad audience, the segments' of other people, so the same
   * button read 68 % in one table and 75 % and 67 % in the other without a word why.
   */
  seenOfBroadAudience: (where: string) =>
    `«Заметят» здесь — доля людей широкой аудитории площадки (18–65 лет); по сегментам брифа — ${where}.`,
  segmentsTab: 'во вкладке «Аудитория»',
  segmentsSection: 'в разделе «Зрители по сегментам»',
  /**
   * A named brand read on no line, in place of its noticed share: the share is unknown (a logo,
   * maybe), not nobody's, as the score counts it.
   */
  brandUnread: 'не распознан',
} as const;

/**
 * The note under the regions' «Заметят» (`seenOfBroadAudience`, `where` the segments are told),
 * for the result page and the report alike; null where the research's only audience is a lab's
 * general one (segment id 0), the very viewers behind the regions' shares.
 */
export function seenAudienceNote(
  segments: readonly { segment_id: number }[],
  where: string,
): string | null {
  return segments.some((s) => s.segment_id !== 0)
    ? RESULT_SHARED_TEXTS.seenOfBroadAudience(where)
    : null;
}
