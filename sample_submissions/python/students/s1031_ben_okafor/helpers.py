"""Helper functions used by gradebook.py."""


def require(condition, message):
    """Raise ValueError(message) unless condition is true."""
    if not condition:
        raise ValueError(message)


def parse_number(text, description):
    text = text.strip()
    try:
        return float(text)
    except ValueError:
        raise ValueError(f"{description}: expected a number but got '{text}'")


def clean_row(row):
    return [cell.strip() for cell in row]


def is_blank(row):
    for cell in row:
        if cell.strip() != "":
            return False
    return True


def middle_value(sorted_list):
    size = len(sorted_list)
    half = size // 2
    if size % 2 == 1:
        return sorted_list[half]
    return (sorted_list[half - 1] + sorted_list[half]) / 2
