import { spawn } from 'node:child_process';

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a tool without a shell; rejects with ENOENT when it is not installed. */
export function run(
  command: string,
  args: string[],
  { timeoutMs = 10 * 60_000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let stdout = '';
    let stderr = '';
    // Keep the tail only: ffmpeg can be chatty on a long video.
    child.stdout.on('data', (d: Buffer) => (stdout = (stdout + d.toString()).slice(-1_000_000)));
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-20_000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface VideoInfo {
  duration: number | null;
  width: number | null;
  height: number | null;
}

export interface Tools {
  ffmpegPath: string;
  ffprobePath: string;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Duration and frame size of a video: ffprobe when installed, else parsed from `ffmpeg -i`.
 * null when neither tool exists; throws when the tools exist and the file is not a video.
 */
export async function probeVideo(file: string, tools: Tools): Promise<VideoInfo | null> {
  try {
    const res = await run(
      tools.ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeoutMs: 60_000 },
    );
    if (res.code !== 0) throw new Error(`ffprobe: ${res.stderr.trim().slice(-500)}`);
    const data = JSON.parse(res.stdout) as {
      format?: { duration?: string };
      streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
    };
    const video = data.streams?.find((s) => s.codec_type === 'video');
    if (!video) throw new Error('no video stream');
    const duration = Number(data.format?.duration ?? video.duration);
    return {
      duration: Number.isFinite(duration) ? duration : null,
      width: video.width ?? null,
      height: video.height ?? null,
    };
  } catch (error) {
    if (!missing(error)) throw error;
  }
  try {
    // `ffmpeg -i` alone exits 1 ("output file required") after printing what it found.
    const { stderr } = await run(tools.ffmpegPath, ['-hide_banner', '-i', file], {
      timeoutMs: 60_000,
    });
    const d = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
    const v = /Stream #.*Video:.*?(\d{2,5})x(\d{2,5})/.exec(stderr);
    if (!v) throw new Error('no video stream');
    return {
      duration: d ? Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]) : null,
      width: Number(v[1]),
      height: Number(v[2]),
    };
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}
