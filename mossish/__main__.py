"""``python -m mossish``: the same as the ``mossish`` command."""

from mossish.cli.main import main

raise SystemExit(main())
