import os
import tempfile
import unittest

import gradebook

SAMPLE = """name,hw1,hw2,midterm,final
weight,0.1,0.1,0.3,0.5
Ana,100,80,90,70
Bo,50,,60,100

Cy,90,90,90,90
"""


class GradebookTests(unittest.TestCase):

    def setUp(self):
        fd, self.path = tempfile.mkstemp(suffix=".csv")
        with os.fdopen(fd, "w") as f:
            f.write(SAMPLE)

    def tearDown(self):
        os.remove(self.path)

    def test_load(self):
        assignments, weights, scores = gradebook.load_scores(self.path)
        self.assertEqual(assignments, ["hw1", "hw2", "midterm", "final"])
        self.assertAlmostEqual(weights["final"], 0.5)
        self.assertIsNone(scores["Bo"]["hw2"])
        self.assertEqual(len(scores), 3)

    def test_bad_score(self):
        with open(self.path, "a") as f:
            f.write("Dee,10,20,abc,40\n")
        with self.assertRaises(ValueError):
            gradebook.load_scores(self.path)

    def test_average(self):
        _, weights, scores = gradebook.load_scores(self.path)
        self.assertAlmostEqual(gradebook.weighted_average(scores["Cy"], weights), 90)
        # missing hw2 counts as zero
        self.assertAlmostEqual(gradebook.weighted_average(scores["Bo"], weights), 73.0)

    def test_drop_lowest(self):
        _, weights, scores = gradebook.load_scores(self.path)
        # Bo's hw2 (0) is dropped, hw1 gets weight 0.2
        self.assertAlmostEqual(
            gradebook.weighted_average(scores["Bo"], weights, drop_lowest=True), 78.0)

    def test_unnormalized_weights(self):
        avg = gradebook.weighted_average({"a": 100, "b": 50}, {"a": 1, "b": 1})
        self.assertAlmostEqual(avg, 75)

    def test_rank_ties(self):
        ranked = gradebook.rank_students({"Zed": 80, "Amy": 80, "Max": 95})
        self.assertEqual([n for n, _ in ranked], ["Max", "Amy", "Zed"])

    def test_stats(self):
        _, _, scores = gradebook.load_scores(self.path)
        s = gradebook.assignment_stats(scores, "hw2")
        self.assertEqual(s["median"], 85)
        self.assertEqual(s["min"], 80)
        self.assertAlmostEqual(s["stdev"], 5.0)

    def test_histogram(self):
        text = gradebook.histogram(["A", "A", "C"])
        self.assertEqual(text.splitlines()[0], "A | ** (2)")
        self.assertEqual(text.splitlines()[3], "D |  (0)")


if __name__ == "__main__":
    unittest.main()
