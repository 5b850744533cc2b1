"""``python -m mossish``: the same as the ``mossish`` command."""

from mossish.cli import main

raise SystemExit(main())
