"""Report view (I/O at the edge): an ``Analysis`` as a self-contained HTML report.

``write_report(analysis, "mossish-report")`` writes a folder of static pages
(overview, clusters, submissions, one page per selected pair) that opens
from ``file://`` with no network.  Four concerns, one module each (and their helpers):

* ``views``  - what each page shows, as named fields read from the result;
* ``code``   - Pygments highlighting, cut into lines with the regions marked;
* ``graphs`` - geometry of the histogram and the cluster graphs (networkx);
* ``writer`` - Jinja rendering (autoescape on), the atomic folder swap, and
  opening the report in a browser; ``fanout`` shares the pages out among
  processes and keeps the files that did not change.

The templates and static assets live in the repository's ``templates/``
folder, installed as the package ``mossish.templates``.
"""

from __future__ import annotations

from mossish.report.html.writer import (
    MARKER,
    check_destination,
    open_report,
    select_pairs,
    write_report,
)
from mossish.report.pages import DEFAULT_OUT, DEFAULT_PAGES

__all__ = [
    "DEFAULT_OUT",
    "DEFAULT_PAGES",
    "MARKER",
    "check_destination",
    "open_report",
    "select_pairs",
    "write_report",
]
