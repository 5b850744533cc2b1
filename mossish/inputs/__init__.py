"""Inputs: folders, archives, LMS exports and notebooks, read into submissions and warnings.

The only stage that reads the file system.  ``discover`` is its entry point.
"""
