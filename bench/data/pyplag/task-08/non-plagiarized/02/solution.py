class Date:
    """Proleptic Gregorian date built on the Julian Day Number."""

    NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

    def __init__(self, year, month, day):
        if not Date.valid(year, month, day):
            raise ValueError(f"invalid date {year}-{month}-{day}")
        self.year, self.month, self.day = year, month, day

    @staticmethod
    def leap(y):
        return (y % 4 == 0 and y % 100 != 0) or y % 400 == 0

    @staticmethod
    def month_length(y, m):
        return [31, 29 if Date.leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]

    @staticmethod
    def valid(y, m, d):
        return 1 <= m <= 12 and 1 <= d <= Date.month_length(y, m)

    def jdn(self):
        a = (14 - self.month) // 12
        y = self.year + 4800 - a
        m = self.month + 12 * a - 3
        return self.day + (153 * m + 2) // 5 + 365 * y + y // 4 - y // 100 + y // 400 - 32045

    @classmethod
    def from_jdn(cls, j):
        a = j + 32044
        b = (4 * a + 3) // 146097
        c = a - 146097 * b // 4
        d = (4 * c + 3) // 1461
        e = c - 1461 * d // 4
        m = (5 * e + 2) // 153
        day = e - (153 * m + 2) // 5 + 1
        month = m + 3 - 12 * (m // 10)
        year = 100 * b + d - 4800 + m // 10
        return cls(year, month, day)

    def weekday(self):
        return Date.NAMES[self.jdn() % 7]

    def __sub__(self, other):
        if isinstance(other, Date):
            return self.jdn() - other.jdn()
        return Date.from_jdn(self.jdn() - other)

    def __add__(self, days):
        return Date.from_jdn(self.jdn() + days)

    def __lt__(self, other):
        return self.jdn() < other.jdn()

    def __eq__(self, other):
        return isinstance(other, Date) and self.jdn() == other.jdn()

    def __repr__(self):
        return f"{self.year:04d}-{self.month:02d}-{self.day:02d}"


if __name__ == "__main__":
    moon = Date(1969, 7, 20)
    today = Date(2024, 2, 29)
    print(moon, moon.weekday())
    print(today, today.weekday(), "leap year:", Date.leap(today.year))
    print("days since the moon landing:", today - moon)
    print("1000 days later:", today + 1000, (today + 1000).weekday())
    print(sorted([today, moon, Date(2000, 1, 1)]))
