"""Helper functions used by gradebook.py."""


def check(cond, msg):
    """Raise ValueError(message) unless condition is true."""
    if not cond:
        raise ValueError(msg)


def to_float(text, label):
    text = text.strip()
    try:
        return float(text)
    except ValueError:
        raise ValueError(f"{label}: expected a number but got '{text}'")


def strip_all(row):
    return [cell.strip() for cell in row]


def empty_row(row):
    for cell in row:
        if cell.strip() != "":
            return False
    return True


def find_median(lst):
    n = len(lst)
    mid = n // 2
    if n % 2 == 1:
        return lst[mid]
    return (lst[mid - 1] + lst[mid]) / 2
