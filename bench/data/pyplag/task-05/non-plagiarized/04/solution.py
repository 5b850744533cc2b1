#!/usr/bin/env python3
"""Byte-level RLE file compressor.

Each run is stored as two bytes: run length (1..255) followed by the value.
usage: rle.py c|d INPUT OUTPUT
"""
import sys


def compress(data: bytes) -> bytes:
    out = bytearray()
    i = 0
    n = len(data)
    while i < n:
        value = data[i]
        run = 1
        while i + run < n and data[i + run] == value and run < 255:
            run += 1
        out += bytes((run, value))
        i += run
    return bytes(out)


def decompress(data: bytes) -> bytes:
    if len(data) % 2:
        raise ValueError("corrupt input: odd length")
    out = bytearray()
    for k in range(0, len(data), 2):
        run, value = data[k], data[k + 1]
        if run == 0:
            raise ValueError(f"corrupt input: zero run at byte {k}")
        out.extend([value] * run)
    return bytes(out)


def main(argv):
    if len(argv) != 4 or argv[1] not in ("c", "d"):
        print(__doc__)
        return 2
    with open(argv[2], "rb") as f:
        raw = f.read()
    result = compress(raw) if argv[1] == "c" else decompress(raw)
    with open(argv[3], "wb") as f:
        f.write(result)
    print(f"{len(raw)} bytes -> {len(result)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
