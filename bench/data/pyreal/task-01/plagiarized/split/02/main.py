from spiral import ClockwiseSpiral


def demo():
    data = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    ClockwiseSpiral(data).run()
    print("as a list:", ClockwiseSpiral(data, sink=lambda _: None).collect())


if __name__ == "__main__":
    demo()
