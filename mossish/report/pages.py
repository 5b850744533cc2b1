"""Where the HTML report goes by default, and how many pair pages it gets.

Every pair at or above the threshold gets a page, but at least the top
MIN_PAGES (so a class with no suspicious pair still shows its closest ones side
by side) and at most MAX_PAGES (a class linked by shared idioms must not
produce a report too big to open or share).  Kept apart from the HTML writer
so that the command line can name them without loading Jinja2.
"""

DEFAULT_OUT = "mossish-report"
MIN_PAGES = 20
MAX_PAGES = 500
