// The story server: one msw handler per operation of the contract (operations.generated.ts),
// answering from the data of the story's account (world.ts) where that data is needed, else
// with the contract's example. An operation with neither is answered 501 with the catalogue's
// error shape, so a story that needs it shows it at once instead of a silent hang.
import type {
  Analysis,
  AnalysisCreate,
  AnalysisUpdate,
  BriefInput,
  FolderCreateRequest,
  IdsRequest,
  Item,
  Progress,
  RenameRequest,
} from '@kreolab/api-client';
import { http, HttpResponse, type HttpHandler, type PathParams } from 'msw';
import { OPERATIONS } from './operations.generated';
import { world } from './world';

export const API_BASE = '/api/v1';

interface Context {
  params: PathParams;
  request: Request;
}
type Resolver = (ctx: Context) => unknown;

const id = (params: PathParams, name = 'id') => Number(params[name]);
const body = <T>(request: Request) => request.json() as Promise<T>;
const notFound = () =>
  HttpResponse.json({ code: 'NOT_FOUND', detail: 'Не найдено' }, { status: 404 });

function listing(parent: number | null): { folder: Item | null; items: Item[] } {
  const w = world();
  return {
    folder: w.items.find((i) => i.id === parent) ?? null,
    items: w.items.filter((i) => (i.parent_id ?? null) === parent),
  };
}

function findAnalysis(params: PathParams): Analysis | undefined {
  return world().analyses.find((a) => a.id === id(params));
}

/** What the account answers, by operationId. */
export const RESOLVERS: Record<string, Resolver> = {
  login: () => ({ access_token: 'story-token', token_type: 'bearer' }),
  refresh: () => ({ access: 'story-token' }),
  checkAuth: () => ({ id: world().profile.id, email: world().profile.email }),
  logout: () => new HttpResponse(null, { status: 204 }),
  getMe: () => world().profile,
  updateMe: async ({ request }) => Object.assign(world().profile, await body(request)),
  listTariffs: () => ({ tariffs: world().tariffs }),
  listApiTokens: () => ({ items: [] }),

  listCreatives: () => listing(null),
  getFolder: ({ params }) =>
    world().items.some((i) => i.id === id(params)) ? listing(id(params)) : notFound(),
  getDiskSpace: () => world().diskSpace(),
  searchCreatives: ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    return world().items.filter((i) => i.name.toLowerCase().includes(q));
  },
  createFolder: async ({ request }) => {
    const { name, parent_id = null } = await body<FolderCreateRequest>(request);
    const w = world();
    const item: Item = {
      id: w.newId(),
      name,
      type: 'folder',
      size: 0,
      url: '',
      created_at: new Date().toISOString(),
      owner_id: w.profile.id,
      parent_id,
    };
    w.items.push(item);
    return HttpResponse.json(item, { status: 201 });
  },
  renameCreative: async ({ request }) => {
    const { id: itemId, name } = await body<RenameRequest>(request);
    const item = world().items.find((i) => i.id === itemId);
    return item ? Object.assign(item, { name }) : notFound();
  },
  deleteCreatives: async ({ request }) => {
    const { ids } = await body<IdsRequest>(request);
    const w = world();
    const before = w.items.length;
    w.items.splice(0, w.items.length, ...w.items.filter((i) => !ids.includes(i.id)));
    return { deleted: before - w.items.length, free_space: w.diskSpace().free_space };
  },
  // The trash and versions (issue 16): the story account's trash is empty, its files have one version.
  listTrash: () => ({ items: [] }),
  listVersions: ({ params }) => {
    const item = world().items.find((i) => i.id === id(params) && i.type !== 'folder');
    if (!item) return notFound();
    const { type, size, created_at } = item;
    return { item, versions: [{ number: 1, type, size, created_at, current: true }] };
  },

  listLabs: () => ({ items: world().labSummaries() }),
  getLab: ({ params }) => world().lab(id(params, 'labId')) ?? notFound(),
  createLab: async ({ request }) =>
    HttpResponse.json(world().addLab((await body<{ name: string }>(request)).name), {
      status: 201,
    }),
  listBriefs: () => ({ items: world().briefSummaries() }),
  getBrief: ({ params }) => world().brief(id(params, 'briefId')) ?? notFound(),
  createBrief: async ({ request }) => {
    const input = await body<BriefInput>(request);
    const segments = input.segments.map((s, i) => ({ ...s, id: s.id ?? 1000 + i }));
    return HttpResponse.json(world().addBrief({ ...input, segments }), { status: 201 });
  },

  getAnalysis: ({ params }) => findAnalysis(params) ?? notFound(),
  createAnalysis: async ({ request }) => {
    const input = await body<AnalysisCreate>(request);
    const w = world();
    const created = new Date().toISOString();
    const analysis: Analysis = {
      id: w.newId(),
      type: input.type,
      name: input.name ?? 'Сравнение',
      status: 'draft',
      saved: false,
      lab_id: input.lab_id ?? null,
      brief_id: input.brief_id ?? null,
      creative_ids: input.type === 'research' ? (input.creative_ids ?? []) : [],
      research_ids: input.type === 'comparison' ? input.research_ids : [],
      settings: input.type === 'research' ? (input.settings ?? null) : null,
      creatives: [],
      created_at: created,
      updated_at: created,
      preview: null,
    };
    w.analyses.push(analysis);
    return HttpResponse.json(analysis, { status: 201 });
  },
  updateAnalysis: async ({ params, request }) => {
    const a = findAnalysis(params);
    if (!a) return notFound();
    const update = await body<AnalysisUpdate>(request);
    const w = world();
    if (update.creative_ids) {
      a.creatives = w.items.filter((i) => update.creative_ids!.includes(i.id));
    }
    return Object.assign(a, update);
  },
  startAnalysis: ({ params }) => {
    const a = findAnalysis(params);
    if (!a) return notFound();
    a.status = 'queued';
    const progress: Progress = { status: 'queued', progress: 0, stage: null };
    return HttpResponse.json(progress, { status: 202 });
  },
  getAnalysisProgress: ({ params }) => {
    const a = findAnalysis(params);
    if (!a) return notFound();
    const progress: Progress =
      a.status === 'done'
        ? { status: 'done', progress: 100, stage: null }
        : { status: 'processing', progress: 42, stage: 'attention' };
    return progress;
  },
  listAnalysisFeedback: () => ({
    items: [],
    segments: [],
    generations_left: world().profile.tariff?.generations_left ?? 0,
  }),
  saveAnalysis: async ({ params, request }) => {
    const a = findAnalysis(params);
    if (!a) return notFound();
    return Object.assign(a, { saved: true, name: (await body<{ name: string }>(request)).name });
  },
};

function respond(status: number, data: unknown): Response {
  if (data instanceof Response) return data;
  if (data === undefined || status === 204) return new HttpResponse(null, { status });
  return HttpResponse.json(data as Record<string, unknown>, { status });
}

/** A handler for every operation of the contract, under `base`. */
export function contractHandlers(base = API_BASE): HttpHandler[] {
  return OPERATIONS.map((op) =>
    http[op.method](`${base}${op.path}`, async ({ params, request }) => {
      const resolve = RESOLVERS[op.operationId];
      if (resolve) return respond(op.status, await resolve({ params, request }));
      if ('example' in op) return respond(op.status, op.example);
      return HttpResponse.json(
        { code: 'NOT_IMPLEMENTED', detail: `Нет примера ответа для ${op.operationId}` },
        { status: 501 },
      );
    }),
  );
}
