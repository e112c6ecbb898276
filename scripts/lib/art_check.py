"""The numbers of scripts/art-check, from the PNGs it rendered.

Standard library only: a small PNG reader (8-bit RGBA, as rsvg-convert
writes), sRGB <-> linear, CIELAB, and the Machado, Oliveira and Fernandes
(2009) full-severity protanopia and deuteranopia matrices, the same as the
core's colour.rs.
"""
import json
import struct
import sys
import zlib
from pathlib import Path

# Thresholds, mean CIE76 ΔE over the piece's pixels.
LEGIBLE = 12.0  # a piece against the ground it stands on
DISTINCT = 8.0  # two pieces of one game, pixel by pixel


def read_png(path):
    data = Path(path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour == 6 and interlace == 0, f"{path}: not 8-bit RGBA"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 4
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1 : (y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b = prev[i]
            c = prev[i - 4] if i >= 4 else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return [tuple(row[x * 4 : x * 4 + 4]) for row in rows for x in range(width)]


def hex_rgb(text):
    return tuple(int(text[i : i + 2], 16) for i in (1, 3, 5))


def lin(c):
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def delin(v):
    v = min(max(v, 0.0), 1.0)
    return 255 * (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


MATRICES = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
}
VISIONS = ("typical", "protan", "deutan", "grey")


def seen(rgb, vision):
    if vision == "typical":
        return rgb
    r, g, b = (lin(c) for c in rgb)
    if vision == "grey":
        y = delin(0.2126 * r + 0.7152 * g + 0.0722 * b)
        return (y, y, y)
    m = MATRICES[vision]
    return tuple(delin(row[0] * r + row[1] * g + row[2] * b) for row in m)


def lab(rgb):
    r, g, b = (lin(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    f = lambda t: t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def over(pixels, ground):
    return [
        tuple(round((c * a + g * (255 - a)) / 255) for c, g in zip(p[:3], ground)) for p, a in ((p, p[3]) for p in pixels)
    ]


_cache = {}


def lab_seen(rgb, vision):
    key = (tuple(round(c) for c in rgb), vision)
    if key not in _cache:
        _cache[key] = lab(seen(rgb, vision))
    return _cache[key]


def mean_delta(a, b, vision, mask):
    total, n = 0.0, 0
    for p, q, m in zip(a, b, mask):
        if not m:
            continue
        la, lb = lab_seen(p, vision), lab_seen(q, vision)
        total += sum((x - y) ** 2 for x, y in zip(la, lb)) ** 0.5
        n += 1
    return total / max(n, 1)


def main(out, size):
    out = Path(out)
    games = json.load(open(out / "games.json"))
    themes = json.load(open(out / "themes.json"))
    grounds = [(t["id"], k, t[k]) for t in themes for k in ("background", "cell_light", "cell_dark", "cell_plain")]
    failures = 0
    print(f"Piece art at {size} px: mean ΔE (CIE76) per pixel, minimum over {len(grounds)} grounds of {len(themes)} themes")
    print(f"  legibility: piece against its ground, need ≥ {LEGIBLE:.0f}; distinct: two pieces, need ≥ {DISTINCT:.0f}")
    print(f"  {'':<44}" + "".join(f"{v:>9}" for v in VISIONS) + "   worst ground")
    for game in games:
        gid = game["id"]
        images = {}
        for piece in game["pieces"]:
            letter = piece["letter"]
            name = f"{gid}-lower-{letter}" if letter.islower() else f"{gid}-{letter}"
            images[letter] = (piece["name"], read_png(out / f"{name}.png"))
        rows = []
        for letter, (pname, px) in images.items():
            mask = [p[3] > 0 for p in px]
            rows.append((f"{gid} {letter} ({pname}) on ground", [(px, None, mask)]))
        letters = list(images)
        for i, a in enumerate(letters):
            for b in letters[i + 1 :]:
                pa, pb = images[a][1], images[b][1]
                mask = [p[3] > 0 or q[3] > 0 for p, q in zip(pa, pb)]
                rows.append((f"{gid} {a} vs {b}", [(pa, pb, mask)]))
        for label, [(pa, pb, mask)] in rows:
            worst = {v: (float("inf"), "") for v in VISIONS}
            for tid, key, colour in grounds:
                g = hex_rgb(colour)
                a_img = over(pa, g)
                b_img = over(pb, g) if pb is not None else [g] * len(pa)
                for v in VISIONS:
                    d = mean_delta(a_img, b_img, v, mask)
                    if d < worst[v][0]:
                        worst[v] = (d, f"{tid}/{key}")
            need = LEGIBLE if pb is None else DISTINCT
            low = min(worst.values())
            bad = low[0] < need
            failures += bad
            print(f"  {label:<44}" + "".join(f"{worst[v][0]:>9.1f}" for v in VISIONS) + f"   {low[1]}" + ("  FAIL" if bad else ""))
    print(f"art-check: {failures} below threshold" if failures else "art-check: every piece legible and distinct")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2])))
