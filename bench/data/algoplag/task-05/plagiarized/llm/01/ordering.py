"""Divide-and-conquer sorting utilities.

The public entry point, :func:`sort_ascending`, orders a list in place by
splitting it in halves, ordering each half recursively and then weaving the
two ordered halves back together.
"""

from typing import List, Sequence


def _weave(target: List[int], first: Sequence[int], second: Sequence[int]) -> None:
    """Write the ordered union of ``first`` and ``second`` into ``target``."""
    a_pos, b_pos = 0, 0
    for write_pos in range(len(target)):
        first_done = a_pos >= len(first)
        second_done = b_pos >= len(second)
        if second_done or (not first_done and first[a_pos] < second[b_pos]):
            target[write_pos] = first[a_pos]
            a_pos += 1
        else:
            target[write_pos] = second[b_pos]
            b_pos += 1


def sort_ascending(values: List[int]) -> List[int]:
    """Return ``values`` ordered from smallest to largest.

    >>> sort_ascending([0, 5, 3, 2, 2])
    [0, 2, 2, 3, 5]
    >>> sort_ascending([])
    []
    >>> sort_ascending([-2, -5, -45])
    [-45, -5, -2]
    """
    if len(values) <= 1:
        return values
    pivot = len(values) // 2
    lower = sort_ascending(values[:pivot])
    upper = sort_ascending(values[pivot:])
    _weave(values, lower, upper)
    return values


def _read_numbers(prompt: str) -> List[int]:
    raw = input(prompt)
    tokens = [token.strip() for token in raw.split(",")]
    return [int(token) for token in tokens if token]


if __name__ == "__main__":
    try:
        numbers = _read_numbers("Please type some integers, separated by commas:\n")
    except ValueError:
        print("Only whole numbers are accepted.")
    else:
        print("Sorted:", sort_ascending(numbers))
