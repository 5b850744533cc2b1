"""Run-length codec that works for *any* text, digits included.

Format: every run is written as <count><char>; if the char is a digit or the
escape character itself it is preceded by a backslash, e.g. "111" -> "3\\1".
"""


class RLECodec:
    ESC = "\\"

    def __init__(self, max_run=None):
        self.max_run = max_run

    def _emit(self, ch, n):
        if self.ESC == ch or ch.isdigit():
            ch = self.ESC + ch
        return f"{n}{ch}"

    def encode(self, text):
        parts = []
        i = 0
        while i < len(text):
            j = i
            while j < len(text) and text[j] == text[i] and (self.max_run is None or j - i < self.max_run):
                j += 1
            parts.append(self._emit(text[i], j - i))
            i = j
        return "".join(parts)

    def decode(self, data):
        out = []
        pos = 0
        while pos < len(data):
            start = pos
            while pos < len(data) and data[pos].isdigit():
                pos += 1
            if start == pos:
                raise ValueError(f"count expected at position {pos}")
            count = int(data[start:pos])
            if pos < len(data) and data[pos] == self.ESC:
                pos += 1
            if pos >= len(data):
                raise ValueError("unexpected end of data")
            out.append(data[pos] * count)
            pos += 1
        return "".join(out)


if __name__ == "__main__":
    codec = RLECodec(max_run=9)
    for sample in ["2000 apples", "\\\\\\", "zzzzzzzzzzzzzzz", "phone: 555-1111"]:
        packed = codec.encode(sample)
        print(f"{sample!r} -> {packed!r} -> {codec.decode(packed)!r}")
