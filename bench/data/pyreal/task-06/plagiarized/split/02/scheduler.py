from cycle_finder import CycleFinder
from digraph import Digraph


class CourseScheduler:
    def can_finish(self, num_courses, prerequisites):
        graph = Digraph.from_pairs(num_courses, prerequisites)
        return not CycleFinder(graph).has_cycle()


if __name__ == "__main__":
    scheduler = CourseScheduler()
    print(scheduler.can_finish(2, [[1, 0]]))
    print(scheduler.can_finish(2, [[1, 0], [0, 1]]))
