import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listShareLinks: build.query<ListShareLinksApiResponse, ListShareLinksApiArg>({
      query: (queryArg) => ({ url: `/analyses/${queryArg.id}/shares` }),
    }),
    createShareLink: build.mutation<CreateShareLinkApiResponse, CreateShareLinkApiArg>({
      query: (queryArg) => ({
        url: `/analyses/${queryArg.id}/shares`,
        method: 'POST',
        body: queryArg.shareLinkCreate,
      }),
    }),
    revokeShareLink: build.mutation<RevokeShareLinkApiResponse, RevokeShareLinkApiArg>({
      query: (queryArg) => ({
        url: `/analyses/${queryArg.id}/shares/${queryArg.shareId}`,
        method: 'DELETE',
      }),
    }),
    getSharedAnalysis: build.query<GetSharedAnalysisApiResponse, GetSharedAnalysisApiArg>({
      query: (queryArg) => ({
        url: `/shared/${queryArg.token}`,
        params: {
          access: queryArg.access,
        },
      }),
    }),
    unlockSharedAnalysis: build.mutation<
      UnlockSharedAnalysisApiResponse,
      UnlockSharedAnalysisApiArg
    >({
      query: (queryArg) => ({
        url: `/shared/${queryArg.token}/unlock`,
        method: 'POST',
        body: queryArg.shareUnlock,
      }),
    }),
    getSharedAnalysisReport: build.query<
      GetSharedAnalysisReportApiResponse,
      GetSharedAnalysisReportApiArg
    >({
      query: (queryArg) => ({
        url: `/shared/${queryArg.token}/report.pdf`,
        params: {
          access: queryArg.access,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as sharesApi };
export type ListShareLinksApiResponse = /** status 200 The analysis's links. */ ShareLinkList;
export type ListShareLinksApiArg = {
  /** An analysis's id. */
  id: Id;
};
export type CreateShareLinkApiResponse =
  /** status 201 The new link, with its secret. */ ShareLinkCreated;
export type CreateShareLinkApiArg = {
  /** An analysis's id. */
  id: Id;
  shareLinkCreate: ShareLinkCreate;
};
export type RevokeShareLinkApiResponse = unknown;
export type RevokeShareLinkApiArg = {
  /** An analysis's id. */
  id: Id;
  /** The link's id. */
  shareId: Id;
};
export type GetSharedAnalysisApiResponse = /** status 200 The shared result. */ SharedAnalysis;
export type GetSharedAnalysisApiArg = {
  /** The link's secret, 32 random bytes in base64url. */
  token: string;
  /** The grant from `unlockSharedAnalysis`, for a link with a password. */
  access?: string;
};
export type UnlockSharedAnalysisApiResponse = /** status 200 The access grant. */ ShareAccessGrant;
export type UnlockSharedAnalysisApiArg = {
  /** The link's secret, 32 random bytes in base64url. */
  token: string;
  shareUnlock: ShareUnlock;
};
export type GetSharedAnalysisReportApiResponse = /** status 200 The report. */ Binary;
export type GetSharedAnalysisReportApiArg = {
  /** The link's secret, 32 random bytes in base64url. */
  token: string;
  /** The grant from `unlockSharedAnalysis`, for a link with a password. */
  access?: string;
};
export type Id = number;
export type DateTime = string;
export type ShareLink = {
  id: Id;
  analysis_id: Id;
  created_at: DateTime;
  expires_at: DateTime;
  revoked_at?: DateTime | null;
  last_viewed_at?: DateTime | null;
  has_password: boolean;
  views: number;
  state: 'active' | 'expired' | 'revoked';
};
export type ShareLinkList = {
  items: ShareLink[];
};
export type Error = {
  /** The catalogue name, e.g. `NAME_CONFLICT`. */
  code: string;
  /** A short English explanation for developers; on auth routes it repeats the code. */
  detail?: string;
  /** 422, and the 400 of a refused password. A field name (dotted path for nested fields) to its messages. */
  fields?: {
    [key: string]: string[];
  };
};
export type ShareLinkCreated = ShareLink & {
  /** The secret, shown this once; the guest page is `/s/<token>`. */
  token: string;
};
export type ShareLinkCreate = {
  expires_at: DateTime;
  /** Optional; 4 to 128 characters. */
  password?: string | null;
};
export type AnalysisType = 'research' | 'comparison';
export type AttentionGrid = {
  width: number;
  height: number;
  /** Row-major, width × height values in 0..1. */
  values: number[];
};
export type Attention = {
  heatmap_url: string;
  fog_url: string;
  grid: AttentionGrid;
};
export type BBox = {
  x: number;
  y: number;
  width: number;
  height: number;
};
export type Interval = {
  low: number;
  high: number;
};
export type Region = {
  id: string;
  kind: 'text' | 'face' | 'object' | 'custom';
  bbox: BBox;
  /** Recognised text, for text regions. */
  text: string | null;
  attention_share: number;
  seen_probability: number;
  /** Where the real share of people who look at the region lies (95 %). Absent in
    results made before it existed.
     */
  seen_interval?: Interval;
  /** What the region stands for: the brand (a text line matching the research's brand),
    the message (the largest other line), the call to action (a line of action words),
    or nothing of these. The segments' noticed shares of the brand, the message and the
    call to action are read from these regions.
     */
  role?: 'brand' | 'message' | 'cta' | 'other';
  /** Viewing order. */
  order: number;
};
export type ScoreRange = {
  low: number;
  high: number;
  /** The score's standard deviation in points, from the calibration. */
  sd: number;
  /** True when the goal's element is a brand the research names that no region was read
    as (a logo drawn as a picture, or no brand at all): people's share is then unknown,
    the term counts 50 % and the range spans every share from 0 to 100 %, not an
    interval from the calibration. Absent otherwise.
     */
  share_unknown?: boolean;
};
export type Metric = {
  value: number;
  /** One line, in Russian. */
  explanation: string;
  /** Only on `score`; absent in results made before it existed. No width (low = high,
    sd 0) when the creative has no element for the goal's seen term, which is then a
    constant.
     */
  range?: ScoreRange;
};
export type Metrics = {
  focus: Metric;
  clarity: Metric;
  cognitive_load: Metric;
  text_coverage: Metric;
  legibility: Metric;
  colourfulness: Metric;
  brightness: Metric;
  contrast: Metric;
  score: Metric;
};
export type PaletteColour = {
  hex: string;
  /** Russian colour name. */
  name: string;
  share: number;
};
export type Colours = {
  palette: PaletteColour[];
  warm_share?: number;
  cool_share?: number;
  contrast_pairs?: {
    foreground: string;
    background: string;
    ratio: number;
  }[];
};
export type Frame = {
  index: number;
  creative_id: Id;
  /** The name the frame's creative has in the cloud now (for a frame of a split video, the
    video's), so that the frames of a research of several creatives can be told apart;
    null once the file is deleted for good.
     */
  creative_name?: string | null;
  /** The version of its file the frame was analysed at, in a research of pinned versions
    (`creative_versions`, issue 17), so that «Версия 1» and «Версия 2» of one file can be
    told apart; absent otherwise and in results assembled before it.
     */
  creative_version?: number | null;
  page?: number | null;
  /** Seconds into the video, for frames. */
  time?: number | null;
  image_url: string;
  width: number;
  height: number;
  attention: Attention;
  regions: Region[];
  metrics: Metrics;
  colours: Colours;
};
export type RoleIntervals = {
  noticed_brand: Interval | null;
  noticed_message: Interval | null;
  noticed_cta: Interval | null;
};
export type SegmentStats = {
  /** 0 for the default general audience of a lab. */
  segment_id: number;
  name: string;
  /** Simulated viewers behind the shares. Their number is no measure of certainty:
    `intervals` is.
     */
  viewers: number;
  /** Seconds. */
  mean_viewing_time: number;
  /** Expected share of people who notice the brand (0 when there is none). */
  noticed_brand: number;
  noticed_message: number;
  noticed_cta: number;
  intervals?: RoleIntervals;
  /** The recognised text taken for the brand; null when none matched. */
  brand_text?: string | null;
  /** The brand the research looked for among the creative's text (its own or its brief's).
    Null when it named none: then nothing was looked for, `noticed_brand` is 0 and the
    brand's interval null, and the share is "not named" rather than "not found". Absent
    in results made before it existed.
     */
  brand?: string | null;
};
export type Finding = {
  severity: 'info' | 'warn' | 'error';
  /** The first frame the finding holds for; null for a research of one frame. */
  frame_index?: number | null;
  /** Every frame the finding holds for, in order: the same finding on several frames of a video or pages of a PDF is listed once. Absent on results made before it, where frame_index alone is known. */
  frame_indexes?: number[];
  text: string;
  recommendation: string;
};
export type Method = {
  model_version: string;
  /** The definition of the metrics (focus's scale, the score's range, the metrics'
    directions). Absent in results made before it existed, whose metrics were defined
    otherwise.
     */
  metrics_version?: string;
  /** How the numbers were computed, in plain Russian. */
  note: string;
};
export type TimelineValues = number[];
export type Timeline = {
  focus: TimelineValues;
  clarity: TimelineValues;
  cognitive_load: TimelineValues;
  text_coverage: TimelineValues;
  legibility: TimelineValues;
  colourfulness: TimelineValues;
  brightness: TimelineValues;
  contrast: TimelineValues;
  score: TimelineValues;
};
export type ScoreBand = {
  band: 'low' | 'average' | 'good';
  thresholds: {
    average: number;
    good: number;
  };
};
export type ShareRange = {
  share: number;
  low: number;
  high: number;
};
export type ContextSegment = {
  segment_id: number;
  name: string;
  /** People who look at the creative at least once within the viewing time. */
  noticed: ShareRange;
  /** Median time to the first look at the creative among those who notice it. */
  ttff_ms: number | null;
  /** Null when the creative has no brand region. */
  brand_noticed: ShareRange | null;
  cta_noticed: ShareRange | null;
};
export type ContextTextSize = {
  lines: number;
  /** Lines whose letters are under `minimum_px`. */
  small: number;
  /** The smallest letter height, CSS px. */
  min_px: number;
  minimum_px: number;
};
export type ContextFrame = {
  /** The frame of `frames` that was placed. */
  frame_index: number;
  creative_id: Id;
  /** The composed context image. */
  image_url: string;
  /** The creative's own rectangle in the context image (fitted into the slot). */
  slot: BBox;
  attention: Attention;
  /** The share of the context's predicted attention that falls on the creative. */
  attention_share: number;
  /** The creative's share of the context's area. */
  area_share: number;
  viewing_time_s: number;
  segments: ContextSegment[];
  text_size?: ContextTextSize;
};
export type ContextResult = {
  context_id:
    | 'vk_feed'
    | 'telegram_post'
    | 'rsya_banner'
    | 'avito_listing'
    | 'mobile_story'
    | 'billboard'
    | 'custom';
  /** The template's title, or «Свой контекст». */
  title: string;
  width: number;
  height: number;
  frames: ContextFrame[];
};
export type VersionDiff = {
  creative_id: Id;
  from_version: number;
  to_version: number;
  /** The frame of the newer version in `frames`, to draw the map over. */
  to_frame_index: number;
  /** to − from attention, each map normalised to a sum of 1 on the same grid (row-major):
    gained attention is positive, lost negative.
     */
  grid: {
    width: number;
    height: number;
    values: number[];
  };
  metrics: {
    key:
      | 'focus'
      | 'clarity'
      | 'cognitive_load'
      | 'text_coverage'
      | 'legibility'
      | 'colourfulness'
      | 'brightness'
      | 'contrast'
      | 'score';
    from: number;
    to: number;
    delta: number;
    /** How the change reads, decided by the server for the page and the report alike:
        `better` or `worse` by the metric's direction (less cognitive load is better,
        more of the others the score adds); `neutral` when the values as shown (whole
        numbers) do not differ, for brightness and text coverage (neither way is
        better), and for focus and clarity (properties of the predicted map, which do
        not say how people's looking differs).
         */
    change: 'better' | 'worse' | 'neutral';
  }[];
  /** Matched by role (or kind) and overlap; the largest change first. */
  regions: {
    kind: 'text' | 'face' | 'object' | 'custom';
    role: 'brand' | 'message' | 'cta' | 'other';
    label: string;
    status: 'matched' | 'appeared' | 'disappeared';
    from_share: number | null;
    to_share: number | null;
    delta: number;
  }[];
  /** The stronger version; null when the difference is within the uncertainty. */
  better_version: number | null;
  /** One sentence, in Russian. */
  verdict: string;
};
export type ResearchResult = {
  type: 'research';
  analysis_id: Id;
  frames: Frame[];
  segments: SegmentStats[];
  findings?: Finding[];
  method: Method;
  /** Only when there is more than one frame. */
  timeline?: Timeline;
  /** The band of the key frame's score (the frame with the best score). */
  score_band?: ScoreBand;
  /** The key frame (the frame with the best score): the segments' noticed shares and the written feedback are computed on it. Only when there is more than one frame. */
  key_frame_index?: number;
  /** The creatives placed in the research's context; absent or null without one. */
  context?: ContextResult | null;
  /** Only when the research's two creatives are two versions of one file. */
  version_diff?: VersionDiff;
};
export type Goal = 'awareness' | 'consideration' | 'conversion';
export type Placement = 'social_feed' | 'banner' | 'outdoor' | 'print' | 'video';
export type ComparisonFrame = {
  index: number;
  image_url: string;
  heatmap_url: string | null;
  page: number | null;
  /** Seconds into the video, for frames. */
  time: number | null;
};
export type ContextEntryStats = {
  attention_share: number;
  area_share: number;
  segments: ContextSegment[];
};
export type ComparisonEntry = {
  research_id: Id;
  name: string;
  preview?: string | null;
  rank: number;
  score: number;
  /** The score's 95 % range (the mean of its frames' ranges); absent when a frame has none.
   */
  score_range?: ScoreRange;
  score_band?: ScoreBand;
  /** The attention model the variant's research was made with. */
  model_version?: string;
  /** The metrics' definition of the variant's research; null when it predates
    `Method.metrics_version`. A variant whose model or metrics differ from the
    comparison's `method` was computed otherwise, and its numbers may not compare. Both
    absent in comparisons made before them.
     */
  metrics_version?: string | null;
  /** The goal the variant's research was scored for (its overall score weighs the
    metrics and the seen share of this goal's element). Absent in comparisons made
    before it.
     */
  goal?: Goal;
  /** The placement the variant's research was made for (the viewing time, the screen size
    and so the legibility and the seen shares follow it). Absent in comparisons made
    before it.
     */
  placement?: Placement;
  /** The variant's frames (images, PDF pages, video frames), in its order. */
  frames?: ComparisonFrame[];
  /** Only when every variant of the comparison was placed in the same context. */
  context?: ContextEntryStats;
};
export type ComparisonMetric = {
  metric:
    | 'focus'
    | 'clarity'
    | 'cognitive_load'
    | 'text_coverage'
    | 'legibility'
    | 'colourfulness'
    | 'brightness'
    | 'contrast'
    | 'score';
  /** Which way the metric is better, as the goals' scores use it; `none` (brightness, text
    coverage): neither end is, and no variant is best on it (its places only order the
    values from the highest). Absent in results made before it existed.
     */
  better?: 'higher' | 'lower' | 'none';
  /** The research id of the variant named best on this metric, decided by the server at
    every read: the sole first place on a metric with a direction that leads the second
    by 10 points or more (rounded values), or on the overall score by more than the
    scores' combined uncertainty (`score_distinguishable`) when the scores compare
    (`score_comparable`). Null where none is named: a
    metric without a direction, focus and clarity (properties of the predicted map, whose
    difference does not say people look differently), a shared first place, a smaller lead.
     */
  best?: Id | null;
  /** True for focus and clarity, properties of the predicted map whose differences do not
    show that people look differently: the server names no best on them and the page
    ranks no places on them, decided by the server at every read.
     */
  map_property?: boolean;
  values: {
    research_id: Id;
    value: number;
    rank: number;
  }[];
};
export type SegmentVerdict = {
  kind: 'leads' | 'indistinguishable' | 'none';
  /** The variant noticed most (`leads` only). */
  research_id: Id | null;
  /** The variant noticed second (`leads` only); null also when the only other judged
    variant lacks the element (then the leader alone has it).
     */
  runner_up_id: Id | null;
};
export type ComparisonSegment = {
  segment_id: number;
  name: string;
  values: {
    research_id: Id;
    /** The brand this variant's research looked for; null when it named none (its
        brand share is then not named rather than not found). Absent in comparisons
        made before it existed.
         */
    brand?: string | null;
    noticed_brand: number;
    noticed_message: number;
    noticed_cta: number;
    /** The largest half-width of the 95 % intervals of the three shares (from the
        engine's calibration against eye-tracking data).
         */
    uncertainty: number;
    intervals?: RoleIntervals;
  }[];
  /** Per element: true when the best variant's share differs from the runner-up's by
    more than their combined uncertainty; false means they cannot be told apart
    (also when fewer than two variants have the element).
     */
  distinguishable?: {
    noticed_brand: boolean;
    noticed_message: boolean;
    noticed_cta: boolean;
  };
  /** Per element, who is noticed most in this segment, decided by the server at every read
    (so results stored before it have it) for the page's «Главные различия» and the PDF
    report alike. The variants judged are those with a share of the element: on the brand,
    a variant whose research named none, or whose named brand was read on no line (its
    share unknown), is left out; a judged variant without the element counts as noticed by
    nobody. `leads`: the best share exceeds the runner-up's by more than their combined
    uncertainty (`distinguishable`; results stored before it, by their intervals or
    `uncertainty`); `indistinguishable`: it does not, or the two are equal; `none`: fewer
    than two variants are judged, or no judged variant has the element.
     */
  verdicts?: {
    noticed_brand: SegmentVerdict;
    noticed_message: SegmentVerdict;
    noticed_cta: SegmentVerdict;
  };
};
export type ContextRef = {
  context_id:
    | 'vk_feed'
    | 'telegram_post'
    | 'rsya_banner'
    | 'avito_listing'
    | 'mobile_story'
    | 'billboard'
    | 'custom';
  title: string;
};
export type ContextPlaces = {
  /** The variants' research ids, best first. */
  order: Id[];
  /** The best's research id when it leads the runner-up beyond the uncertainty: with
    ranges, by more than their combined half-widths (the engine's `distinguishable`);
    without, by 5 points of the share. Null: «не различимы».
     */
  winner: Id | null;
};
export type ContextSegmentPlaces = {
  segment_id: number;
  name: string;
  order: Id[];
  winner: Id | null;
};
export type ContextRanking = {
  attention: ContextPlaces;
  segments: ContextSegmentPlaces[];
};
export type ComparisonResult = {
  type: 'comparison';
  analysis_id: Id;
  ranking: ComparisonEntry[];
  metrics: ComparisonMetric[];
  segments: ComparisonSegment[];
  /** Whether the best overall score exceeds the runner-up's beyond their combined
    uncertainty (1.96 × the root of the sum of their squared `score_range.sd`). False: no
    variant is named best. Absent when a variant has no score range (older results),
    where only a shared first place is no win.
     */
  score_distinguishable?: boolean;
  /** False when the variants' researches were scored for different goals (`goal` of the
    entries): their overall scores weigh different things, so no variant is named best
    overall (nor on `score` among the metrics), whatever `score_distinguishable` says.
    Decided by the server at every read; absent when an entry has no `goal` (comparisons
    made before it).
     */
  score_comparable?: boolean;
  method: Method;
  /** The context every variant was placed in, when they share one (each entry then has
    `context`); null otherwise.
     */
  context?: ContextRef | null;
  context_ranking?: ContextRanking;
};
export type AnalysisResult =
  | ({
      type: 'research';
    } & ResearchResult)
  | ({
      type: 'comparison';
    } & ComparisonResult);
export type SharedResearch = {
  id: Id;
  name: string;
  result: ResearchResult;
};
export type SharedAnalysis = {
  name: string;
  type: AnalysisType;
  expires_at: DateTime;
  result: AnalysisResult;
  /** A research's goal: its score is for this goal, and the guest reads it beside the
    score as the owner does (and the report says). Absent for a comparison.
     */
  goal?: Goal;
  /** A research's placement, as `goal`. Absent for a comparison. */
  placement?: Placement;
  /** A comparison's researches as the guest needs them for its heatmaps (their results,
    in the comparison's order); absent for a research. A research deleted since the
    comparison was made is left out.
     */
  researches?: SharedResearch[];
};
export type ShareAccessGrant = {
  access: string;
  expires_at: DateTime;
};
export type ShareUnlock = {
  password: string;
};
export type Binary = Blob;
export const {
  useListShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
  useGetSharedAnalysisQuery,
  useUnlockSharedAnalysisMutation,
  useGetSharedAnalysisReportQuery,
} = injectedRtkApi;
