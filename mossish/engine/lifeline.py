"""Worker processes (I/O): a lexing worker ends when the process that started it is gone.

``kill -9`` of a check gives its workers no signal: they would wait on their
job queue for ever, each holding its share of the class.  A worker watches
its parent from a small thread and leaves as soon as it has been re-parented.
"""

from __future__ import annotations

import os
import threading
import time

# How often a worker looks for its parent: short enough that nothing lingers,
# long enough to cost nothing.
POLL_SECONDS = 0.5


def watch_parent(poll: float = POLL_SECONDS) -> None:
    """Start a daemon thread that ends this process when its parent dies."""
    parent = os.getppid()

    def watch() -> None:
        while True:
            if os.getppid() != parent:
                os._exit(1)  # no clean-up to run: the parent that wanted the results is gone
            time.sleep(poll)

    threading.Thread(target=watch, name="mossish-lifeline", daemon=True).start()
