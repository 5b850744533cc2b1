from interval import Interval
from merging import merge, merge_intervals, print_intervals

if __name__ == "__main__":
    print_intervals(merge([Interval(1, 3), Interval(2, 6), Interval(8, 10)]))
    print(merge_intervals([[1, 3], [2, 6], [8, 10], [15, 18]]))
