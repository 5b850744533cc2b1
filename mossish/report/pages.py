"""Where the HTML report goes by default, and how many highlighted pair pages it gets.

Every pair can be opened side by side in the report's viewer (compare.html),
which draws it from compact data. The most similar DEFAULT_PAGES pairs also
get a page of their own, syntax-highlighted; more of those make the report
slower to write and heavier to share.  Kept apart from the HTML writer so that
the command line can name them without loading Jinja2.
"""

DEFAULT_OUT = "mossish-report"
DEFAULT_PAGES = 20
