"""Small statistics helpers for gradebook.py (the statistics module is not
allowed for this project)."""

import math


def summary(values):
    """mean/median/stdev/min/max of a non-empty list of numbers."""
    return {
        "mean": mean(values),
        "median": median(values),
        "stdev": pstdev(values),
        "min": float(min(values)),
        "max": float(max(values)),
    }


def zero_summary():
    return {key: 0.0 for key in ("mean", "median", "stdev", "min", "max")}


def pstdev(values):
    return math.sqrt(variance(values))


def variance(values):
    """Population variance: average squared distance from the mean."""
    mu = mean(values)
    return sum((x - mu) * (x - mu) for x in values) / len(values)


def median(values):
    ordered = sorted(values)
    n = len(ordered)
    if n % 2:
        return float(ordered[n // 2])
    left = ordered[n // 2 - 1]
    right = ordered[n // 2]
    return (left + right) / 2.0


def mean(values):
    return sum(values) / len(values)
