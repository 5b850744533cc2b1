"""A tiny merge sort package."""
from .core import merge_sort

__all__ = ["merge_sort"]
