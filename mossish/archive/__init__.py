"""Prior work: the SQLite archive of earlier years, and the comparison against prior submissions.

It feeds the engine: prior submissions become candidate pairs of the current run.
"""
