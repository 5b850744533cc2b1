"""Run-length encoding of black/white images, row by row.

A row like 0001110000 is stored as the list of run lengths starting with a
white (0) run: [3, 3, 4].  A row starting with black gets a leading 0.
"""

PICTURE = """
..........
...####...
..#....#..
..#....#..
...####...
..........
"""


def parse(picture):
    return [[1 if ch == "#" else 0 for ch in line] for line in picture.strip("\n").splitlines()]


def encode_row(row):
    runs = []
    colour = 0
    length = 0
    for pixel in row:
        if pixel == colour:
            length += 1
        else:
            runs.append(length)
            colour = pixel
            length = 1
    runs.append(length)
    return runs


def decode_row(runs):
    row = []
    colour = 0
    for length in runs:
        row.extend([colour] * length)
        colour = 1 - colour
    return row


def show(rows):
    for r in rows:
        print("".join("#" if p else "." for p in r))


if __name__ == "__main__":
    image = parse(PICTURE)
    encoded = [encode_row(r) for r in image]
    for r in encoded:
        print(r)
    restored = [decode_row(r) for r in encoded]
    show(restored)
    pixels = sum(len(r) for r in image)
    numbers = sum(len(r) for r in encoded)
    print(f"{pixels} pixels stored as {numbers} numbers; identical: {restored == image}")
