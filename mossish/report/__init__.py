"""Views of an ``Analysis``: JSON (and its schema), CSV, the terminal summary, CI files, HTML.

Views only read the result; none of them changes it.
"""
