import type { RgbImage } from '../image';
import { resizeRgb } from '../image';
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

/** CenterNet's input is 512×512; a larger image only costs the copy and the resize. */
export const OBJECT_SIDE = 512;
/** Below this score CenterNet's boxes on osie-dev are mostly textures and parts of other objects. */
export const OBJECT_MIN_SCORE = 0.3;
const MAX_OBJECTS = 20;

/* eslint-disable @typescript-eslint/no-explicit-any -- @vladmandic/human's node-wasm bundle is untyped here */
let humanPromise: Promise<any> | null = null;

function loadCenterNet(): Promise<any> {
  return loadHumanWith({
    object: {
      enabled: true,
      modelPath: 'centernet.json',
      // the decision is ours (minScore); Human only prunes overlaps
      minConfidence: 0.1,
      iouThreshold: 0.4,
      maxDetected: MAX_OBJECTS,
      // every call is a new image: never reuse the previous call's result
      skipFrames: 0,
      skipTime: 0,
    },
  });
}

/**
 * Detects objects of the 80 COCO classes with CenterNet (MobileNetV3, shipped with
 * @vladmandic/human) on the tfjs wasm backend, the same backend and model folder as faces. The
 * image is reduced to at most 512 px a side (the model squeezes it to 512×512 itself); boxes are
 * returned in `img`'s coordinates, best first.
 */
export async function detectObjects(
  img: RgbImage,
  minScore = OBJECT_MIN_SCORE,
): Promise<ObjectBox[]> {
  const small =
    Math.max(img.width, img.height) > OBJECT_SIDE ? await resizeRgb(img, OBJECT_SIDE) : img;
  const sx = img.width / small.width;
  const sy = img.height / small.height;
  return humanTurn(async () => {
    humanPromise ??= loadCenterNet();
    const human = await humanPromise;
    const tensor = human.tf.tensor3d(small.data, [small.height, small.width, 3], 'int32');
    try {
      const r = await human.detect(tensor);
      return (r.object as any[])
        .map((o) => ({
          x: o.box[0] * sx,
          y: o.box[1] * sy,
          w: o.box[2] * sx,
          h: o.box[3] * sy,
          score: o.score as number,
          label: String(o.label),
        }))
        .filter((o) => o.score >= minScore && o.w > 2 && o.h > 2)
        .sort((a, b) => b.score - a.score);
    } finally {
      tensor.dispose();
    }
  });
}
/* eslint-enable @typescript-eslint/no-explicit-any */
