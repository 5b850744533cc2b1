from solution import Solution

if __name__ == "__main__":
    assert Solution().canFinish(2, [[1, 0], [0, 1]]) is False
    print(Solution().canFinish(2, [[1, 0]]))
