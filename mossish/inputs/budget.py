"""Inputs (I/O): how much source one run reads, so no input can exhaust the memory.

Everything downstream of reading (decoded text, tokens, fingerprints, the
index, the runs, the report) grows with the bytes of source read, by some
tens of bytes of memory per byte of source (the figure is in
docs/benchmarks.md, "Memory", measured by ``bench/hostile.py perbyte``).

Two limits, for two different dangers:

* **The run's budget** is derived from the machine: the memory this process
  may still take (``available_memory``), kept half free, over the memory one
  byte of source costs.  Discovery lists a class's files and their sizes
  before it reads one (``plan``); a class that fits is read whole, one that
  does not is refused before any work (``ClassTooLarge``), so what a run
  compares never depends on the machine, only whether it runs at all.
* **One submission's share** of the class (``share``) stops a code bomb by
  what makes it one: a submission holding far more than its classmates.
  It is derived from the class alone (its median submission), never from the
  machine, so the same class cuts the same files anywhere.

On a Dask cluster (``check --dask``) the files' texts do not stay on the
client: each block of ``--dask-partition`` submissions is built and held on
a worker.  There the files read for each block have a budget of their own
(``SourceBudget.for_block``), so a class's size is bounded by its blocks,
not by one machine; the base code and archives, which the client holds,
keep the run's.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from mossish.errors import ClassTooLarge

# The measured cost of one byte of source, rounded up (see the docstring).
MEMORY_PER_SOURCE_BYTE = 40
# Of the memory available when the run starts, the share its source may
# cost.  The other half is the margin: the per-byte figure is a median over
# ordinary code (token-dense code costs more), the lexing workers and the
# report add their own, and the machine's other processes keep growing after
# the figure was read.
MEMORY_SHARE = 0.5
# Memory assumed where the machine does not say (no /proc): what the product
# promises on a laptop, under 4 GB with room for the interpreter and report.
FALLBACK_MEMORY_BYTES = 3 * 2**30
# A cluster's block of --dask-partition submissions: a few hundred, far less
# than this (the fallback machine's budget, some twenty times a large class).
BLOCK_SOURCE_BYTES = FALLBACK_MEMORY_BYTES // MEMORY_PER_SOURCE_BYTE
# A fixed run budget instead of the machine's; None derives it.  Tests and
# benchmarks set it to stand for a smaller or larger machine.
CLASS_SOURCE_BYTES: int | None = None

# One submission's share of the class: a submission reads at most
# max(SUBMISSION_BYTES, SHARE_OF_MEDIAN x the class's median submission).
# A student's own code is kilobytes to a few megabytes; one who vendored a
# library may hold twenty times their classmates.  Past these lies generated
# code or a bomb, whose reading would cost the class its run.
SUBMISSION_BYTES = 32 * 2**20
SHARE_OF_MEDIAN = 100

# The scope of the run's one budget (a cluster's blocks have their own).
RUN = "the run"

MEMINFO = "/proc/meminfo"
CGROUP_FILES = (
    # cgroup v2, then v1: (limit, usage)
    ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory.current"),
    ("/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory/memory.usage_in_bytes"),
)


def available_memory() -> int | None:
    """Bytes of memory this process may still take, or None where the machine does not say.

    The smaller of the machine's ``MemAvailable`` and what the process's
    cgroup (a container's limit) leaves of its limit.
    """
    found: list[int] = []
    try:
        for line in Path(MEMINFO).read_text().splitlines():
            if line.startswith("MemAvailable:"):
                found.append(int(line.split()[1]) * 1024)
                break
    except (OSError, ValueError, IndexError):
        pass
    for limit_file, usage_file in CGROUP_FILES:
        try:
            limit = Path(limit_file).read_text().strip()
            usage = int(Path(usage_file).read_text().strip())
        except (OSError, ValueError):
            continue
        # "max" (v2) or a huge number (v1) means no limit.
        if limit.isdigit() and int(limit) < 2**60:
            found.append(max(0, int(limit) - usage))
        break
    return min(found) if found else None


@dataclass(frozen=True, slots=True)
class Machine:
    """The run's source budget and what it was derived from (for the refusal's one line)."""

    memory: int  # bytes available (or assumed)
    measured: bool  # False: the machine did not say; FALLBACK_MEMORY_BYTES assumed
    source_bytes: int

    @classmethod
    def here(cls) -> Machine:
        if CLASS_SOURCE_BYTES is not None:
            fixed = CLASS_SOURCE_BYTES
            return cls(int(fixed * MEMORY_PER_SOURCE_BYTE / MEMORY_SHARE), True, fixed)
        memory = available_memory()
        measured = memory is not None
        memory = memory if memory is not None else FALLBACK_MEMORY_BYTES
        return cls(memory, measured, int(memory * MEMORY_SHARE) // MEMORY_PER_SOURCE_BYTE)

    def refusal(self, needed: int, exact: bool = True) -> ClassTooLarge:
        """The one-line error for a class of ``needed`` bytes of source (or more) past the
        budget."""
        said = "available" if self.measured else "assumed (the machine does not say how much)"
        return ClassTooLarge(
            f"the class holds {needed:,} bytes of source{'' if exact else ' or more'}, "
            f"more than this machine can check at once ({self.memory / 2**30:.1f} GB of "
            f"memory {said}, half kept free, at about {MEMORY_PER_SOURCE_BYTE} bytes of "
            f"memory per byte of source: {self.source_bytes:,} bytes); nothing was checked"
        )


@dataclass(slots=True)
class SourceBudget:
    """The bytes of source a run may still read (shared by every ROOT and the base code)."""

    left: int = field(default_factory=lambda: Machine.here().source_bytes)
    total: int = -1  # -1: as ``left`` starts
    # What has read it, as its warning names it.
    scope: str = RUN
    # Bytes asked for past the budget (an archive cut short counts as one).
    over: int = 0

    def __post_init__(self) -> None:
        if self.total < 0:
            self.total = self.left

    @classmethod
    def for_block(cls, submissions: int) -> SourceBudget:
        """The budget of one block of ``submissions`` on a cluster (``--dask-partition``)."""
        return cls(
            BLOCK_SOURCE_BYTES,
            scope=f"this block of {submissions:,} submissions (--dask-partition)",
        )

    @property
    def spent(self) -> bool:
        return self.left <= 0

    def spend(self, size: int) -> None:
        """Count ``size`` bytes read."""
        self.over += max(0, size - self.left)
        self.left = max(0, self.left - size)

    def message(self) -> str:
        return (
            f"{self.scope} has read its budget of {self.total:,} bytes of source "
            f"(about {MEMORY_PER_SOURCE_BYTE} bytes of memory each); not read"
        )


def share(sizes: Sequence[int]) -> int:
    """The bytes one submission may read, given the bytes each submission of the class holds.

    From the class alone, so the same class cuts the same files on any machine.
    """
    held = sorted(size for size in sizes if size > 0)
    median = held[len(held) // 2] if held else 0
    return max(SUBMISSION_BYTES, SHARE_OF_MEDIAN * median)


def over_share(limit: int, files: int) -> str:
    """The warning for a submission cut at ``limit``, its ``share``, with ``files`` not read."""
    return (
        f"holds more source than one submission's share of the class ({limit:,} bytes: the "
        f"larger of {SUBMISSION_BYTES:,} and {SHARE_OF_MEDIAN} times the median submission); "
        f"{files:,} file(s) not read"
    )
