"""
WordCounter class for lab 5.
Author: (student)
"""


class WordCounter:
    IGNORE = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
              "that", "this", "for", "on", "with", "as", "was", "are", "be"}

    def __init__(self, ignore_case=True):
        self.ignore_case = ignore_case
        self.freq = {}
        self.n_words = 0

    def _normalise(self, token):
        chars = [ch for ch in token if ch.isalnum() or ch == "-"]
        token = "".join(chars).strip("-")
        if self.ignore_case:
            token = token.lower()
        return token

    def add_line(self, line):
        for token in line.split():
            token = self._normalise(token)
            if not token or token.lower() in self.IGNORE:
                continue
            self.freq[token] = self.freq.get(token, 0) + 1
            self.n_words += 1

    def add_file(self, path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                self.add_line(line)

    def most_common(self, n):
        ranked = sorted(self.freq, key=self.freq.get, reverse=True)
        return [(w, self.freq[w]) for w in ranked[:n]]

    def unique(self):
        return len(self.freq)

    def __str__(self):
        return f"WordCounter({self.n_words} words, {self.unique()} unique)"


if __name__ == "__main__":
    name = input("File to analyse: ").strip()
    wc = WordCounter()
    try:
        wc.add_file(name)
    except OSError as err:
        print("Cannot read file:", err)
    else:
        print(wc)
        howmany = input("How many words to show? [10] ").strip()
        howmany = int(howmany) if howmany.isdigit() else 10
        rank = 1
        for word, count in wc.most_common(howmany):
            print(rank, word, count, sep="\t")
            rank += 1
