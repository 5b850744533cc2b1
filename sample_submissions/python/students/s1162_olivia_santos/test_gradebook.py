# pytest tests for gradebook.py   (run: python -m pytest)
import pytest

import gradebook


@pytest.fixture
def csv_file(tmp_path):
    path = tmp_path / "scores.csv"
    path.write_text(
        "name,hw1,hw2,hw3,exam\n"
        "weight,1,1,1,7\n"
        "Kim,100,0,50,80\n"
        "Lee,90,90,90,90\n"
    )
    return path


def test_load_scores(csv_file):
    assignments, weights, scores = gradebook.load_scores(csv_file)
    assert assignments == ["hw1", "hw2", "hw3", "exam"]
    assert weights["exam"] == 7
    assert scores["Kim"]["hw2"] == 0


def test_missing_weight_row(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("name,hw1\nKim,100\n")
    with pytest.raises(ValueError):
        gradebook.load_scores(path)


def test_score_out_of_range(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("name,hw1\nweight,1\nKim,101\n")
    with pytest.raises(ValueError, match="between 0 and 100"):
        gradebook.load_scores(path)


def test_weights_are_normalised(csv_file):
    _, weights, scores = gradebook.load_scores(csv_file)
    assert gradebook.weighted_average(scores["Lee"], weights) == pytest.approx(90)


def test_drop_lowest(csv_file):
    _, weights, scores = gradebook.load_scores(csv_file)
    # hw2 is dropped, hw1 and hw3 get 1.5 each
    expected = (1.5 * 100 + 1.5 * 50 + 7 * 80) / 10
    assert gradebook.weighted_average(scores["Kim"], weights, True) == pytest.approx(expected)


def test_rank_students_ties():
    ranked = gradebook.rank_students({"b": 70, "a": 70, "c": 99})
    assert ranked == [("c", 99), ("a", 70), ("b", 70)]


def test_stats_nobody_submitted():
    stats = gradebook.assignment_stats({"x": {"hw1": None}}, "hw1")
    assert stats == {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}


def test_histogram_scaled():
    text = gradebook.histogram(["A"] * 100 + ["B"] * 10)
    first, second = text.splitlines()[:2]
    assert first == "A | " + "*" * 50 + " (100)"
    assert second == "B | " + "*" * 5 + " (10)"


def test_histogram_lines():
    text = gradebook.histogram(["F", "F", "D"])
    assert text.splitlines() == [
        "A |  (0)",
        "B |  (0)",
