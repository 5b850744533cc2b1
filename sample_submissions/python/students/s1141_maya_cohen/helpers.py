# helper functions for gradebook.py


def middle_value(sorted_list):
    # median of a list that is already sorted
    size = len(sorted_list)
    half = size // 2
    if size % 2 == 1:
        return sorted_list[half]
    return (sorted_list[half - 1] + sorted_list[half]) / 2


def require(condition, message):
    if not condition:
        raise ValueError(message)


def parse_number(text, description):
    text = text.strip()
    try:
        return float(text)
    except ValueError:
        raise ValueError(f'{description}: expected a number but got "{text}"')


def clean_row(row):
    return [cell.strip() for cell in row]


def is_blank(row):
    for cell in row:
        if cell.strip() != '':
            return False
    return True
