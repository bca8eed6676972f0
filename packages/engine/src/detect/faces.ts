import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RgbImage } from '../image';
import { packageDir } from '../paths';

/** A detected face in the coordinates of the image it was detected in. */
export interface FaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** BlazeFace's score. */
  score: number;
  /** The face mesh model's confidence that the box holds a face (0–1); absent in old caches. */
  mesh?: number;
}

const require = createRequire(import.meta.url);

/* eslint-disable @typescript-eslint/no-explicit-any -- @vladmandic/human's node-wasm bundle is untyped here */
let humanPromise: Promise<any> | null = null;

/**
 * Lets tfjs read model files from disk: the wasm build loads models with fetch(), and Node's
 * fetch does not accept file:// URLs. Only file:// is intercepted; nothing is ever downloaded.
 */
function installFileFetch(): void {
  const g = globalThis as any;
  if (g.__kreolabFileFetch) return;
  const original = g.fetch as typeof fetch;
  g.fetch = async (input: any, init?: any) => {
    const url = typeof input === 'string' ? input : (input?.url ?? String(input));
    if (url.startsWith('file://')) {
      const body = await fs.promises.readFile(new URL(url));
      return new Response(body, { status: 200 });
    }
    return original(input, init);
  };
  g.__kreolabFileFetch = true;
}

/**
 * A Human instance on the tfjs wasm backend with models and wasm binaries read from the installed
 * packages (nothing is downloaded), with `modules` switched on and every other module off.
 */
export async function loadHumanWith(modules: Record<string, unknown>): Promise<any> {
  installFileFetch();
  const humanDir = packageDir('@vladmandic/human');
  const wasmDir = path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist');
  const H = require(path.join(humanDir, 'dist', 'human.node-wasm.js'));
  const off = { enabled: false };
  const human = new H.Human({
    backend: 'wasm',
    wasmPath: `file://${wasmDir}/`,
    modelBasePath: `file://${path.join(humanDir, 'models')}/`,
    debug: false,
    cacheSensitivity: 0,
    face: off,
    body: off,
    hand: off,
    object: off,
    gesture: off,
    segmentation: off,
    filter: off,
    ...modules,
  });
  // Quieten tfjs' informational console lines about the backend.
  const log = console.log;
  console.log = () => {};
  try {
    await human.load();
  } finally {
    console.log = log;
  }
  return human;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `fn` after every earlier Human call has finished: Human keeps per-call state, the wasm
 * backend is single-threaded anyway, and frames of a video are detected ahead.
 */
export function humanTurn<T>(fn: () => Promise<T>): Promise<T> {
  const turn = queue.then(fn);
  queue = turn.catch(() => {});
  return turn;
}

function loadHuman(): Promise<any> {
  const off = { enabled: false };
  return loadHumanWith({
    face: {
      enabled: true,
      // candidates below detectFaces' 0.5 would be dropped after their mesh check: skip it
      detector: { rotation: false, maxDetected: 20, minConfidence: 0.5, return: false },
      // the mesh model is the second opinion on each box (plausibleFace); keepInvalid returns the
      // boxes it rejects too, with their BlazeFace box, so the decision stays ours
      mesh: { enabled: true, keepInvalid: true },
      iris: off,
      description: off,
      emotion: off,
      antispoof: off,
      liveness: off,
      attention: off,
    },
  });
}

/**
 * Detects faces (BlazeFace through @vladmandic/human on the tfjs wasm backend, models bundled in
 * the package) and scores each box with the face mesh model. Boxes the mesh accepts are the
 * mesh's outline of the face; the others keep BlazeFace's box.
 */
export async function detectFaces(img: RgbImage, minScore = 0.5): Promise<FaceBox[]> {
  return humanTurn(() => detectNow(img, minScore));
}

async function detectNow(img: RgbImage, minScore: number): Promise<FaceBox[]> {
  humanPromise ??= loadHuman();
  const human = await humanPromise;
  const tensor = human.tf.tensor3d(img.data, [img.height, img.width, 3], 'int32');
  try {
    const r = await human.detect(tensor);
    return (r.face as any[])
      .map((f) => ({
        x: f.box[0],
        y: f.box[1],
        w: f.box[2],
        h: f.box[3],
        score: f.boxScore ?? f.score ?? 0,
        mesh: f.faceScore ?? 0,
      }))
      .filter((f) => f.score >= minScore && f.w > 2 && f.h > 2);
  } finally {
    tensor.dispose();
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */
