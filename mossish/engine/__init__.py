"""The engine: fingerprints, the lexing workers and their cache, the index, runs, scores, clusters.

Pure stages over the values in ``mossish.model``; the cache is the one file it keeps.
"""
