#!/usr/bin/env python3
"""Converts the DOVES eye-movement database into an OSIE-style folder for `pnpm engine eval`.

DOVES (van der Linde, Rajashekar, Bovik, Cormack, "DOVES: a database of visual eye movements",
Spatial Vision 22(2):161-177, 2009): 101 calibrated grey-scale natural images (1024x768, from
van Hateren's collection), free-viewed for about 5 s by 29 observers, recorded at 200 Hz with a
dual-Purkinje tracker. The copy read here is the one redistributed in the GitHub repository
`jfreedland/Reduce-Natural-Scenes` (folder `+images/`, one `imgNNN.mat` per image with
`picture`, `eye_data`, `fix_data` and `subj_names_list`).

Usage (python3 with numpy and scipy; no other package):

    git --git-dir=<mirror of jfreedland/Reduce-Natural-Scenes> archive HEAD +images | tar -x -C /tmp/doves-src
    python3 packages/engine/scripts/convert-doves.py /tmp/doves-src/+images /work/data/doves

`--linear` (after the two folders) stores `picture` as it is instead of sRGB-encoding it: only
to check how much that choice of conversion moves the figures.

Output: `images/imgNNN.png` (8-bit grey) and `fixations.json` in the osie-dev format
(`{"width","height","images":{name:[subject,...]}}`, each subject `[[x, y, duration_ms], ...]`
in viewing order, 1-based pixels), plus a README with source, citation and licence.

Choices:
- Fixations are DOVES' own (`fix_data`: rows x, y, duration in 200 Hz samples), not re-detected
  from the raw trace; durations become ms (x5). Coordinates are MATLAB's (1-based), as osie-dev's.
  Every recorded fixation is kept, the first (at the central fixation cross) included, as in
  osie-dev. A fixation with a missing (NaN) value is dropped; observers with no fixation on an
  image are left out of that image.
- `picture` is linear luminance scaled to 0..255 and was shown on a linearised display, so the
  PNG stores it sRGB-encoded: on an ordinary screen (and to the engine, which reads sRGB) the
  image then looks as it did to the observers.
"""

import json
import os
import struct
import sys
import zlib

import numpy as np
import scipy.io


def srgb_encode(lin):
    lin = np.clip(lin, 0.0, 1.0)
    return np.where(lin <= 0.0031308, 12.92 * lin, 1.055 * np.power(lin, 1 / 2.4) - 0.055)


def write_grey_png(path, img):
    """An 8-bit grey PNG without an imaging library (filter 0 on every row)."""
    h, w = img.shape
    raw = b"".join(b"\x00" + img[y].tobytes() for y in range(h))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


README = """# DOVES in the osie-dev format

Converted by `packages/engine/scripts/convert-doves.py` from the copy of DOVES in the GitHub
repository `jfreedland/Reduce-Natural-Scenes` (commit {commit}, folder `+images/`).

- 101 grey-scale natural images, 1024x768 (van Hateren's calibrated images), free viewing for
  about 5 s, 29 observers (DOVES' own fixations, `fix_data`), shown at 1 px = 1 arcmin
  (the image spans about 17 x 13 degrees).
- `images/imgNNN.png`: `picture` sRGB-encoded (it is linear luminance shown on a linearised display).
- `fixations.json`: `{{"width": 1024, "height": 768, "images": {{"img001.png": [subject, ...]}}}}`,
  each subject `[[x, y, duration_ms], ...]` in viewing order, 1-based pixels.

Citation: I. van der Linde, U. Rajashekar, A. C. Bovik, L. K. Cormack, "DOVES: a database of
visual eye movements", Spatial Vision 22(2):161-177, 2009. Images: J. H. van Hateren,
A. van der Schaaf, "Independent component filters of natural images compared with simple cells
in primary visual cortex", Proc. R. Soc. Lond. B 265:359-366, 1998.

Licence: DOVES' eye-movement data may be used, copied, modified and distributed for any purpose
provided the copyright notice appears in all copies and LIVE and CPS at the University of Texas
at Austin are acknowledged, with the paper above cited (http://live.ece.utexas.edu/research/doves/).
The images are van Hateren's natural-image collection, free for research use. The repackaging
repository is under the MIT licence. Used here for evaluation only; not redistributed.
"""


def main():
    src, out = sys.argv[1], sys.argv[2]
    rest = sys.argv[3:]
    linear = "--linear" in rest
    rest = [r for r in rest if r != "--linear"]
    commit = rest[0] if rest else "see the mirror"
    os.makedirs(os.path.join(out, "images"), exist_ok=True)
    names = sorted(n for n in os.listdir(src) if n.startswith("img") and n.endswith(".mat"))
    images = {}
    width = height = None
    for n in names:
        m = scipy.io.loadmat(os.path.join(src, n))
        pic = m["picture"].astype(np.float64)
        h, w = pic.shape
        if width is None:
            width, height = w, h
        if (w, h) != (width, height):
            raise SystemExit(f"{n}: {w}x{h}, expected {width}x{height}")
        enc = np.clip(pic / 255.0, 0, 1) if linear else srgb_encode(pic / 255.0)
        grey = np.round(255 * enc).astype(np.uint8)
        name = n[:-4] + ".png"
        write_grey_png(os.path.join(out, "images", name), grey)
        subjects = []
        fd = m["fix_data"]
        for s in range(fd.shape[1]):
            f = fd[0, s]
            if f.size == 0:
                continue
            fixes = [
                [round(float(f[0, k]), 2), round(float(f[1, k]), 2), int(round(5 * float(f[2, k])))]
                for k in range(f.shape[1])
                if np.all(np.isfinite(f[:3, k]))
            ]
            if fixes:
                subjects.append(fixes)
        images[name] = subjects
    with open(os.path.join(out, "fixations.json"), "w") as f:
        json.dump({"width": width, "height": height, "images": images}, f)
    with open(os.path.join(out, "README.md"), "w") as f:
        f.write(README.format(commit=commit))
    total = sum(len(s) for v in images.values() for s in v)
    viewers = sum(len(v) for v in images.values())
    print(f"{len(images)} images, {viewers} viewer-image pairs, {total} fixations -> {out}")


if __name__ == "__main__":
    main()
