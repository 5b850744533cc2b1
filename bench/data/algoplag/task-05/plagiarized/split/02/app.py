"""Command line front end: read numbers, sort them, print them."""
from helpers import parse_numbers
from sorting import merge_sort


def run():
    raw = input("Enter numbers separated by commas:\n")
    numbers = parse_numbers(raw)
    if not numbers:
        print("nothing to sort")
        return
    print(merge_sort(numbers))


if __name__ == "__main__":
    run()
