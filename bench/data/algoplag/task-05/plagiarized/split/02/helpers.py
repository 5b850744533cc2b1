"""Small helpers for the sorting program."""


def parse_numbers(text):
    """'3, 1,2' -> [3, 1, 2]"""
    return [int(part.strip()) for part in text.split(",") if part.strip()]


def copy_rest(source, start, target, position):
    """Copy source[start:] into target from position on; return the next position."""
    while start < len(source):
        target[position] = source[start]
        start += 1
        position += 1
    return position
