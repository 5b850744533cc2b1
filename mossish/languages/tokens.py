"""The token table (pure): one file's tokens as columns, and the filters' type.

The normaliser (``normalize.py``) builds a ``Tokens`` table from Pygments'
stream and passes it through its filters, each ``Tokens -> Tokens``; passes
of their own (``unused.py``) read and return the same table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from mossish.model import I64, U8, Bool

# (start offset, end offset, kind, text): one row of a token table, the kind
# being ``token_class`` of the Pygments token type.
RawToken = tuple[int, int, str, str]

# What a Pygments token type is to the normaliser (``token_class``), kept per
# token as an index into this tuple.
KINDS = ("code", "comment", "doc", "text", "name", "string", "number", "error")
CODE, COMMENT, DOC, TEXT, NAME, STRING_KIND, NUMBER_KIND, ERROR = range(len(KINDS))

Texts = npt.NDArray[np.object_]


@dataclass(frozen=True, slots=True)
class Tokens:
    """One file's tokens as columns: character offsets, kinds and texts.

    Filters read and return whole columns (NumPy masks over all tokens at
    once), so the normaliser's own cost stays small beside Pygments' lexing.
    ``kinds`` index ``KINDS``; ``texts`` is an object array of ``str``.
    """

    starts: I64
    ends: I64
    kinds: U8
    texts: Texts

    def __len__(self) -> int:
        return int(self.kinds.shape[0])

    def where(self, keep: Bool) -> Tokens:
        """The tokens at which ``keep`` is true, in order."""
        return Tokens(self.starts[keep], self.ends[keep], self.kinds[keep], self.texts[keep])

    def rows(self) -> list[RawToken]:
        """One ``(start, end, kind, text)`` tuple per token (for tests and tools)."""
        kinds = [KINDS[k] for k in self.kinds.tolist()]
        return list(
            zip(self.starts.tolist(), self.ends.tolist(), kinds, self.texts.tolist(), strict=True)
        )


TokenFilter = Callable[[Tokens], Tokens]
