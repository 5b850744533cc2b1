"""Accounts whose balance is derived from an append-only ledger."""
import itertools

_ids = itertools.count(1)


class LedgerAccount:
    def __init__(self, owner, opening=0):
        self.id = next(_ids)
        self.owner = owner
        self._ledger = []
        if opening:
            self._post("opening", opening)

    def _post(self, memo, delta):
        self._ledger.append({"seq": len(self._ledger) + 1, "memo": memo, "delta": delta})

    @property
    def balance(self):
        return sum(entry["delta"] for entry in self._ledger)

    def credit(self, amount, memo="credit"):
        if not amount > 0:
            raise ValueError("credit must be > 0")
        self._post(memo, amount)

    def debit(self, amount, memo="debit"):
        if not amount > 0:
            raise ValueError("debit must be > 0")
        if amount > self.balance:
            raise RuntimeError(f"account {self.id} would be overdrawn")
        self._post(memo, -amount)

    def history(self):
        running = 0
        for entry in self._ledger:
            running += entry["delta"]
            yield entry["seq"], entry["memo"], entry["delta"], running


class InterestAccount(LedgerAccount):
    def __init__(self, owner, opening=0, annual_rate=0.04):
        super().__init__(owner, opening)
        self.annual_rate = annual_rate

    def compound(self, months):
        """Apply monthly compound interest for the given number of months."""
        before = self.balance
        after = before * (1 + self.annual_rate / 12) ** months
        gain = round(after - before, 2)
        if gain:
            self.credit(gain, f"interest x{months}")
        return gain


def move(src, dst, amount):
    src.debit(amount, f"to #{dst.id}")
    dst.credit(amount, f"from #{src.id}")


if __name__ == "__main__":
    a = LedgerAccount("Kim", 300)
    b = InterestAccount("Lee", 5000, 0.06)
    move(b, a, 250)
    print("compound gain:", b.compound(12))
    try:
        move(a, b, 10_000)
    except RuntimeError as exc:
        print("failed:", exc)
    for acct in (a, b):
        print(f"#{acct.id} {acct.owner}  balance={acct.balance:.2f}")
        for seq, memo, delta, running in acct.history():
            print(f"   {seq:>3} {memo:<14} {delta:>+10.2f} {running:>10.2f}")
