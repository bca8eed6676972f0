import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RgbImage } from '../image';
import { resizeRgb } from '../image';
import { matVec } from '../linear';
import { resize } from '../maps';
import { ENGINE_ROOT } from '../paths';
import { humanTurn, loadHumanWith } from './faces';

/** An object CenterNet found, in the coordinates of the image it was detected in. */
export interface ObjectBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** CenterNet's score (0–1). */
  score: number;
  /** COCO class label («person», «dog», «car», …). */
  label: string;
}

/**
 * COCO classes that are living beings: people look at people and animals sooner and longer than
 * at things (the `object_animate` feature keeps them apart from the rest).
 */
export const ANIMATE_LABELS: ReadonlySet<string> = new Set([
  'person',
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
]);

/**
 * CenterNet's input side. The graph was trained and frozen at 512, but it costs about 350 ms of
 * CPU there against about 140 ms at 320 (osie-dev, wasm), where it finds about 70 % of the 512-px
 * boxes; the attention model is trained on the 320-px boxes (README, "Object features").
 */
export const OBJECT_SIDE = 320;
/** Below this score CenterNet's boxes on osie-dev are mostly textures and parts of other objects. */
export const OBJECT_MIN_SCORE = 0.3;
const MAX_OBJECTS = 20;

/* eslint-disable @typescript-eslint/no-explicit-any -- @vladmandic/human's node-wasm bundle is untyped here */
let humanPromise: Promise<any> | null = null;

/** Human loads CenterNet's graph; detectObjectsAt runs it itself (Human's call is fixed at 512). */
function loadCenterNet(): Promise<any> {
  return loadHumanWith({ object: { enabled: true, modelPath: 'centernet.json' } });
}

/** Human's overlap pruning of CenterNet's 100 peaks (its object/centernet.ts; our config before). */
const NMS_IOU = 0.4;
const NMS_MIN_SCORE = 0.1;

/**
 * Detects objects of the 80 COCO classes with CenterNet (MobileNetV3, shipped with
 * @vladmandic/human) on the tfjs wasm backend, the same backend and model folder as faces, on a
 * 320×320 input (OBJECT_SIDE; see detectObjectsAt). Boxes are returned in `img`'s coordinates,
 * best first.
 */
export async function detectObjects(
  img: RgbImage,
  minScore = OBJECT_MIN_SCORE,
): Promise<ObjectBox[]> {
  return (await detectObjectsAt(img, OBJECT_SIDE, minScore)).objects;
}

/**
 * detectObjects and, from the same run of the network, the scene maps (SceneMaps; null when
 * no projection is shipped).
 */
export async function detectObjectsAndScene(
  img: RgbImage,
  minScore = OBJECT_MIN_SCORE,
): Promise<{ objects: ObjectBox[]; scene: SceneMaps | null }> {
  return detectObjectsAt(img, OBJECT_SIDE, minScore, true);
}

/** COCO's 80 class names in CenterNet's output order (as @vladmandic/human's object/labels.ts). */
const COCO_LABELS =
  'person,bicycle,car,motorcycle,airplane,bus,train,truck,boat,traffic light,fire hydrant,stop sign,parking meter,bench,bird,cat,dog,horse,sheep,cow,elephant,bear,zebra,giraffe,backpack,umbrella,handbag,tie,suitcase,frisbee,skis,snowboard,sports ball,kite,baseball bat,baseball glove,skateboard,surfboard,tennis racket,bottle,wine glass,cup,fork,knife,spoon,bowl,banana,apple,sandwich,orange,broccoli,carrot,hot dog,pizza,donut,cake,chair,couch,potted plant,bed,dining table,toilet,tv,laptop,mouse,remote,keyboard,cell phone,microwave,oven,toaster,sink,refrigerator,book,clock,vase,scissors,teddy bear,hair drier,toothbrush'.split(
    ',',
  );

/** CenterNet's constants that hold its 512-px geometry, keyed by node name, per input side. */
const sideConstants = new Map<number, Record<string, any>>();

/**
 * Sets the loaded CenterNet graph to a `side`×`side` input (a multiple of 32). The layers are
 * convolutions, but the graph was frozen at 512: its input node declares 512×512, the three
 * up-sampling steps of the head resize to 32, 64 and 128, and the decoding of the 128×128 heat map
 * (top 100 peaks → x, y, and the width/height gather) divides by 128 and reshapes 128². Those
 * constants are swapped for the ones of `side`; at 512 they are the graph's own.
 */
function useSide(tf: any, model: any, side: number): void {
  if (side % 32 !== 0 || side < 64)
    throw new Error(`CenterNet's side must be a multiple of 32, not ${side}`);
  const executor = model.executor;
  const input = executor.graph.nodes['tower_0/images'];
  if (input?.attrParams?.shape) input.attrParams.shape.value = [1, side, side, 3];
  const weights = executor.weightMap as Record<string, any[]>;
  if (!sideConstants.has(512)) {
    const own: Record<string, any> = {};
    for (const name of SIDE_NODES) own[name] = weights[name]![0];
    sideConstants.set(512, own);
  }
  let consts = sideConstants.get(side);
  if (!consts) {
    const map = side / 4;
    consts = {
      'tower_0/CenternetHead/c5_upsample/up_sampling2d/mul': tf.tensor1d(
        [side / 16, side / 16],
        'int32',
      ),
      'tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul': tf.tensor1d(
        [side / 8, side / 8],
        'int32',
      ),
      'tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul': tf.tensor1d([map, map], 'int32'),
      'tower_0/strided_slice_6': tf.scalar(map, 'int32'),
      'tower_0/BatchGather/concat': tf.tensor1d([map * map, 4], 'int32'),
    };
    sideConstants.set(side, consts);
  }
  for (const name of SIDE_NODES) weights[name] = [consts[name]];
}

const SIDE_NODES = [
  'tower_0/CenternetHead/c5_upsample/up_sampling2d/mul',
  'tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul',
  'tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul',
  'tower_0/strided_slice_6',
  'tower_0/BatchGather/concat',
];

/**
 * CenterNet's own picture of the scene: the first principal components of its head's
 * intermediate layers — twenty of the one its detections are decoded from (8 px a cell at 320)
 * and ten of the coarser fusion before it (16 px a cell, resampled to the first one's grid) — a
 * map per component over the whole image (squeezed to the square as the input is). People look
 * at what this network learned to tell apart from background far beyond its 80 classes' boxes;
 * the attention model reads these maps (features `scene1`…) and they lifted its cross-validated
 * NSS on osie-dev from 2.572 to 2.664 with five components, to 2.853 with twenty and to 2.890
 * with the second layer's ten (README, "Scene features from CenterNet").
 */
export interface SceneMaps {
  /** The grid of the maps (the layer's), covering the whole image. */
  w: number;
  h: number;
  /** One row-major `w`×`h` map per component. */
  maps: number[][];
}

/** The projection of the layer onto its components (model/scene-pca.json; scripts/scene-pca.ts). */
export interface ScenePca {
  node: string;
  side: number;
  /** The layer's mean per channel and the components (unit vectors over the channels). */
  mean: number[];
  components: number[][];
  fittedOn: string;
  /**
   * Further layers of the same run, projected alike; their maps are resampled to the first
   * layer's grid and follow its components (features `scene21`… after `scene1`…`scene20`).
   */
  extra?: { node: string; mean: number[]; components: number[][]; fittedOn: string }[];
}

export const SCENE_PCA_FILE = path.join(ENGINE_ROOT, 'model', 'scene-pca.json');
/** The file read once: the projection and its key (null and 'none' without the file). */
let sceneFile: { pca: ScenePca | null; key: string } | undefined;
function readSceneFile(): { pca: ScenePca | null; key: string } {
  if (!sceneFile) {
    const text = fs.existsSync(SCENE_PCA_FILE) ? fs.readFileSync(SCENE_PCA_FILE, 'utf8') : null;
    sceneFile = text
      ? {
          pca: JSON.parse(text) as ScenePca,
          key: crypto.createHash('sha1').update(text).digest('hex').slice(0, 10),
        }
      : { pca: null, key: 'none' };
  }
  return sceneFile;
}

/** Components of the first layer (features `scene1`…`scene20`). */
export const SCENE_MAIN_COMPONENTS = 20;
/** Components of the further layers (`ScenePca.extra`), after the first layer's. */
export const SCENE_EXTRA_COMPONENTS = 10;
/** Components the attention model's grid carries. */
export const SCENE_COMPONENTS = SCENE_MAIN_COMPONENTS + SCENE_EXTRA_COMPONENTS;

/**
 * A short key of the shipped projection ('none' without one): the detection and feature caches
 * hold scene maps made with it, so a new projection makes them again.
 */
export function scenePcaKey(): string {
  return readSceneFile().key;
}

/** The shipped projection, or null where the file is absent (then no scene maps are made). */
export function loadScenePca(): ScenePca | null {
  return readSceneFile().pca;
}

/**
 * Runs CenterNet at `side` (useSide) on `img` reduced to at most `side` a side and squeezed to
 * the square, as Human does at 512, and hands `read` the squeezed outputs of `nodes` (one run of
 * the graph for all of them); they are disposed when `read` settles.
 */
async function runCenterNet<T>(
  img: RgbImage,
  side: number,
  nodes: string[],
  read: (tf: any, outputs: any[]) => Promise<T>,
): Promise<T> {
  const small = Math.max(img.width, img.height) > side ? await resizeRgb(img, side) : img;
  return humanTurn(async () => {
    humanPromise ??= loadCenterNet();
    const human = await humanPromise;
    const tf = human.tf;
    const model = human.models.models.centernet;
    useSide(tf, model, side);
    const outputs = tf.tidy(() => {
      const pixels = tf.tensor3d(small.data, [small.height, small.width, 3], 'int32');
      const input = tf.expandDims(tf.cast(pixels, 'float32'), 0);
      const square = tf.image.resizeBilinear(input, [side, side]);
      const out = model.execute(square, nodes);
      return (Array.isArray(out) ? out : [out]).map((t: any) => tf.squeeze(t));
    }) as any[];
    try {
      return await read(tf, outputs);
    } finally {
      tf.dispose(outputs);
    }
  });
}

/** A squeezed [h][w][c] layer's shape and data. */
async function layerData(t: any): Promise<{ h: number; w: number; c: number; data: Float32Array }> {
  const [h, w, c] = t.shape as number[];
  return { h: h!, w: w!, c: c!, data: (await t.data()) as Float32Array };
}

/** CenterNet's layer at `side` as [h][w][c] data (for fitting the projection). */
export function centerNetLayer(
  img: RgbImage,
  side: number,
  node: string,
): Promise<{ h: number; w: number; c: number; data: Float32Array }> {
  return runCenterNet(img, side, [node], (_tf, [layer]) => layerData(layer));
}

/** Projects a [h][w][c] layer onto the components: four decimals, as the cache stores them. */
export function projectLayer(
  layer: { h: number; w: number; c: number; data: ArrayLike<number> },
  pca: Pick<ScenePca, 'mean' | 'components'>,
): SceneMaps {
  const n = layer.h * layer.w;
  const C = layer.c;
  const K = pca.components.length;
  const maps = pca.components.map(() => new Array<number>(n));
  const comps = Float64Array.from(pca.components.flat());
  const mean = Float64Array.from(pca.mean);
  // each cell is centred once for all components (33 → 27 ms for twenty), and matVec sums four
  // components in one pass over its channels (about 60 % of that), each in order of the channel,
  // so the same numbers
  const centred = new Float64Array(C);
  const sums = new Float64Array(K);
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < C; c++) centred[c] = layer.data[i * C + c]! - mean[c]!;
    matVec(comps, centred, K, C, null, sums);
    for (let p = 0; p < K; p++) maps[p]![i] = Math.round(sums[p]! * 1e4) / 1e4;
  }
  return { w: layer.w, h: layer.h, maps };
}

/**
 * CenterNet on a `side`×`side` input (a multiple of 32) instead of the 512×512 Human feeds it:
 * the same weights, with the graph's size constants set for `side` (useSide). The image is
 * reduced to at most `side` a side and squeezed to the square, as Human does at 512; the boxes are
 * decoded as Human's object/centernet.ts does (same overlap pruning, score truncated to two
 * decimals), so at 512 they are Human's within a pixel. scripts/centernet-sizes.ts compares sides.
 */
export async function detectObjectsAt(
  img: RgbImage,
  side: number,
  minScore = OBJECT_MIN_SCORE,
  withScene = false,
): Promise<{ objects: ObjectBox[]; scene: SceneMaps | null }> {
  // the projection was fitted on the layer at its own side; at another side there is none
  const pca = withScene ? loadScenePca() : null;
  const sceneNode = pca && pca.side === side ? pca.node : null;
  // one run gives both: the layer is on the way to the detections
  const extra = sceneNode ? (pca!.extra ?? []) : [];
  const nodes = [
    'tower_0/detections',
    ...(sceneNode ? [sceneNode] : []),
    ...extra.map((e) => e.node),
  ];
  return runCenterNet(img, side, nodes, async (tf, [dets, layer, ...more]) => {
    const scene = layer && pca ? projectLayer(await layerData(layer), pca) : null;
    for (const [i, e] of extra.entries()) {
      const own = projectLayer(await layerData(more[i]), e);
      for (const m of own.maps) {
        const d = resize({ w: own.w, h: own.h, d: Float32Array.from(m) }, scene!.w, scene!.h).d;
        scene!.maps.push(Array.from(d, (v) => Math.round(v * 1e4) / 1e4));
      }
    }
    const rows = (await dets.array()) as number[][]; // x1, y1, x2, y2, score, class
    const boxes = tf.tensor2d(rows.map((r) => [r[1], r[0], r[3], r[2]]));
    const scores = tf.tensor1d(rows.map((r) => r[4]));
    const keep = await tf.image.nonMaxSuppressionAsync(
      boxes,
      scores,
      MAX_OBJECTS,
      NMS_IOU,
      NMS_MIN_SCORE,
    );
    const ids = Array.from((await keep.data()) as Int32Array);
    tf.dispose([boxes, scores, keep]);
    const sx = img.width / side;
    const sy = img.height / side;
    const objects = ids
      .map((id) => rows[id]!)
      .filter((r) => !Number.isNaN(r[5]))
      .map((r) => ({
        x: r[0]! * sx,
        y: r[1]! * sy,
        w: (r[2]! - r[0]!) * sx,
        h: (r[3]! - r[1]!) * sy,
        score: Math.trunc(100 * r[4]!) / 100,
        label: COCO_LABELS[r[5]!] ?? String(r[5]),
      }))
      .filter((o) => o.score >= minScore && o.w > 2 && o.h > 2)
      .sort((a, b) => b.score - a.score);
    return { objects, scene };
  });
}
/* eslint-enable @typescript-eslint/no-explicit-any */
