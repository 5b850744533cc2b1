"""Normalize stage (pure), for prose: written reports, READMEs, essays.

Code is normalised by its lexer; prose has no lexer worth the name, so it
is cut into words: case is folded (Unicode ``casefold`` after NFKC, so full-
width letters and ligatures read as their plain forms), punctuation and
white space are dropped, and

* scripts that put spaces between words (Latin, Cyrillic, Greek, Arabic,
  Devanagari...) give one token per word, combining marks kept with their
  letter;
* Chinese, Japanese and Korean, and Thai, Lao, Khmer and Myanmar, which do
  not (or not reliably), give one token per character: no word segmenter is
  needed, and a copied sentence is still a long run of equal tokens.

Each token keeps its character offsets, so fragments map back to the text
exactly as for code.  Prose has a language family of its own, so a README
is only ever compared with other prose, never with code.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterator

# Scripts written without spaces between words: one token per character.
_CHARACTER_SCRIPTS = (
    "\u0e00-\u0eff"  # Thai, Lao
    "\u1000-\u109f"  # Myanmar
    "\u1100-\u11ff"  # Hangul Jamo
    "\u1780-\u17ff"  # Khmer
    "\u2e80-\u2fdf"  # CJK radicals, Kangxi radicals
    "\u3005-\u3007"  # iteration mark, closing mark, ideographic zero
    "\u3040-\u30ff"  # Hiragana, Katakana
    "\u3130-\u318f"  # Hangul compatibility Jamo
    "\u31f0-\u31ff"  # Katakana phonetic extensions
    "\u3400-\u4dbf"  # CJK extension A
    "\u4e00-\u9fff"  # CJK unified ideographs
    "\ua960-\ua97f"  # Hangul Jamo extended A
    "\uac00-\ud7ff"  # Hangul syllables, Jamo extended B
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\uff66-\uffdc"  # half-width Katakana and Hangul
    "\U00020000-\U0003134f"  # CJK extensions B-G
)


@functools.cache
def _marks() -> str:
    """A character-class body of the combining marks in the Basic Multilingual Plane.

    Python's ``\\w`` leaves out combining marks (Mn, Mc, Me), which would cut
    words of Devanagari, Thai or decomposed Latin in pieces.
    """
    ranges: list[tuple[int, int]] = []
    for code in range(0x300, 0x10000):
        if unicodedata.category(chr(code)).startswith("M"):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    return "".join(
        re.escape(chr(lo)) if lo == hi else f"{re.escape(chr(lo))}-{re.escape(chr(hi))}"
        for lo, hi in ranges
    )


@functools.cache
def _token_pattern() -> re.Pattern[str]:
    # A character of a spaceless script, or a run of word characters (letters,
    # digits; not "_", and not those scripts) with their combining marks.
    chars = f"[{_CHARACTER_SCRIPTS}]"
    word = f"(?:[^\\W_{_CHARACTER_SCRIPTS}]|[{_marks()}])+"
    return re.compile(f"{chars}[{_marks()}]*|{word}")


def fold(word: str) -> str:
    """A word as compared: compatibility forms unified, case folded."""
    return unicodedata.normalize("NFKC", word).casefold()


def prose_tokens(text: str) -> Iterator[tuple[int, int, str]]:
    """``(start, end, folded word)`` for each word (or CJK character) of ``text``."""
    for match in _token_pattern().finditer(text):
        yield match.start(), match.end(), fold(match.group())


# A .txt file is often data (numbers, a test input) rather than prose: it is
# compared as prose only when most of its tokens hold a letter.  Every student
# handing in the same input file would otherwise "share" it.
MIN_LETTER_SHARE = 0.5


def looks_like_prose(text: str) -> bool:
    """True when at least half of the tokens of ``text`` contain a letter."""
    total = letters = 0
    for _, _, word in prose_tokens(text[:65536]):
        total += 1
        letters += any(ch.isalpha() for ch in word)
    return total > 0 and letters >= MIN_LETTER_SHARE * total
