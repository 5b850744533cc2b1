"""Inputs (I/O): how much source one run reads, so no input can exhaust the memory.

Everything downstream of reading (decoded text, tokens, fingerprints, the
index, the runs, the report) grows with the bytes of source read, by some
tens of bytes of memory per byte of source (the figure is in
docs/benchmarks.md, "Hostile inputs", measured by ``bench/hostile.py
perbyte``).  A class's own code is a few megabytes; a zip of a thousand
generated one-megabyte files, or of zeros, is far more.
So the source read in one run is capped from the memory the run may use:
an archive (with those nested in it) may unpack at most this much, and the
class as a whole, folders and archives together, reads at most this much.
What is over the budget becomes a warning, never a lost run.

On a Dask cluster (``check --dask``) the files' texts do not stay on the
client: each block of ``--dask-partition`` submissions is built and held on
a worker.  There the files read for each block have a budget of their own
(``SourceBudget.for_block``), so a class's size is bounded by its blocks,
not by one machine; the base code and archives, which the client holds,
keep the run's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# What one run may use: under the 4 GB the product promises on a 2-core,
# 24 GB machine, with room for the interpreter, the report and the workers.
MEMORY_BUDGET_BYTES = 3 * 2**30
# The measured cost of one byte of source, rounded up (see the docstring).
MEMORY_PER_SOURCE_BYTE = 40
# Some twenty times a large class's code.
CLASS_SOURCE_BYTES = MEMORY_BUDGET_BYTES // MEMORY_PER_SOURCE_BYTE
# The scope of the run's one budget (a cluster's blocks have their own).
RUN = "the run"


@dataclass(slots=True)
class SourceBudget:
    """The bytes of source a run may still read (shared by every ROOT and the base code)."""

    # Read at run time, so a test may lower the limit.
    left: int = field(default_factory=lambda: CLASS_SOURCE_BYTES)
    total: int = field(default_factory=lambda: CLASS_SOURCE_BYTES)
    # What has read it, as its warning names it.
    scope: str = RUN

    @classmethod
    def for_block(cls, submissions: int) -> SourceBudget:
        """The budget of one block of ``submissions`` on a cluster (``--dask-partition``)."""
        return cls(scope=f"this block of {submissions:,} submissions (--dask-partition)")

    @property
    def spent(self) -> bool:
        return self.left <= 0

    def spend(self, size: int) -> None:
        """Count ``size`` bytes read."""
        self.left = max(0, self.left - size)

    def message(self) -> str:
        return (
            f"{self.scope} has read its budget of {self.total:,} bytes of source "
            f"(about {MEMORY_PER_SOURCE_BYTE} bytes of memory each); not read"
        )
