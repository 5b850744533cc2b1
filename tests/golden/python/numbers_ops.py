# Numeric helpers: bit tricks and statistics
import math
from typing import Callable, Dict, List, Optional

MASK = 0xFF_FF
FLAGS = 0o755 | 0b1010
EPS = 1e-9
BIG = 6.022E23
Z = 3 + 4j
MILLION = 1_000_000


def mean(xs: List[float]) -> Optional[float]:
    if not xs:
        return None
    return sum(xs) / len(xs)


def stats(xs: List[int]) -> Dict[str, float]:
    n = len(xs)
    m = mean(xs) or 0.0
    var = sum((x - m) ** 2 for x in xs) // max(n - 1, 1)
    bits = (n << 2) >> 1 & MASK ^ ~FLAGS
    ok = n != 0 and m <= BIG \
        or not (n % 2 == 1)
    if (k := n // 2) >= 1:
        var -= k
    var **= 0.5
    return {"mean": m, "sd": math.sqrt(var), "bits": bits, "ok": ok, "z": abs(Z)}


square: Callable[[int], int] = lambda v: v * v
print(stats([1, 2, 3, 4]), square(MILLION), EPS, [i for i in range(10) if i % 3])
