"""Templates and static assets of the HTML report (installed as ``mossish.templates``).

Jinja2 renders them with autoescape on (see ``mossish/html/writer.py``).
"""
