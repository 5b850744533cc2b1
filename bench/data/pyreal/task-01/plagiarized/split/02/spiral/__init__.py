"""Spiral traversal package: shape checks, the traversal and a command-line demo."""
from .traversal import ClockwiseSpiral

__all__ = ["ClockwiseSpiral"]
