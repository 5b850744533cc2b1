import re
import unittest

RUN = re.compile(r"(.)\1*", re.DOTALL)
PAIR = re.compile(r"(\d+)(\D)")


def encode(text: str) -> str:
    if any(c.isdigit() for c in text):
        raise ValueError("digits cannot be encoded")
    return RUN.sub(lambda m: f"{len(m.group(0))}{m.group(1)}", text)


def decode(code: str) -> str:
    if not re.fullmatch(r"(\d+\D)*", code):
        raise ValueError("malformed code")
    return PAIR.sub(lambda m: m.group(2) * int(m.group(1)), code)


class RLETests(unittest.TestCase):
    def test_simple(self):
        self.assertEqual(encode("AAABBC"), "3A2B1C")

    def test_empty(self):
        self.assertEqual(encode(""), "")
        self.assertEqual(decode(""), "")

    def test_roundtrip(self):
        for s in ["x", "xy", "xxxxxxxxxxxxxxxx", "a b  c   d", "line\nbreak\n\n"]:
            self.assertEqual(decode(encode(s)), s)

    def test_long_runs(self):
        self.assertEqual(encode("z" * 123), "123z")
        self.assertEqual(decode("12q"), "q" * 12)

    def test_errors(self):
        with self.assertRaises(ValueError):
            encode("abc123")
        with self.assertRaises(ValueError):
            decode("3A2")


if __name__ == "__main__":
    unittest.main()
