# Sort student records by grade with shell sort, then look up by grade.

students = [
    ("Nora", 78), ("Ali", 92), ("Ben", 65), ("Chen", 78), ("Dave", 55),
    ("Eva", 88), ("Finn", 92), ("Gita", 70), ("Hugo", 61), ("Ines", 83),
]


def shell_sort(records, key):
    gap = len(records) // 2
    while gap > 0:
        for i in range(gap, len(records)):
            item = records[i]
            j = i
            while j >= gap and key(records[j - gap]) > key(item):
                records[j] = records[j - gap]
                j -= gap
            records[j] = item
        gap //= 2


def lower_bound(records, value, key):
    lo, hi = 0, len(records)
    while lo < hi:
        mid = (lo + hi) // 2
        if key(records[mid]) < value:
            lo = mid + 1
        else:
            hi = mid
    return lo


def with_grade(records, grade, key):
    """All records with exactly this grade (records must be sorted by key)."""
    first = lower_bound(records, grade, key)
    last = lower_bound(records, grade + 1, key)
    return records[first:last]


grade_of = lambda rec: rec[1]
shell_sort(students, grade_of)
for name, grade in students:
    print(f"{name:<6}{grade:>4}")

for g in (92, 78, 60):
    found = with_grade(students, g, grade_of)
    names = ", ".join(n for n, _ in found) or "nobody"
    print(f"grade {g}: {names}")
passed = len(students) - lower_bound(students, 60, grade_of)
print(passed, "of", len(students), "students passed (>= 60)")
