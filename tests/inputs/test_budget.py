"""The run's source budget (from the machine) and one submission's share (from the class)."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from helpers import write_tree
from mossish.cli.main import main
from mossish.errors import EXIT_UNCHECKED, ClassTooLarge
from mossish.inputs import budget
from mossish.inputs.budget import Machine, share
from mossish.inputs.discover import discover, plan
from mossish.model import SourceFile
from mossish.settings import Settings

CODE = "def f(x):\n    return x + 1\n"
GIB = 2**30


def _memory(monkeypatch: pytest.MonkeyPatch, available: int | None) -> None:
    monkeypatch.setattr(budget, "available_memory", lambda: available)


def test_the_machine_s_memory_is_its_meminfo_or_its_cgroup_s_limit_whichever_is_less(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    meminfo = tmp_path / "meminfo"
    meminfo.write_text("MemTotal:       24000000 kB\nMemAvailable:   20000000 kB\n")
    limit, usage = tmp_path / "memory.max", tmp_path / "memory.current"
    monkeypatch.setattr(budget, "MEMINFO", str(meminfo))
    monkeypatch.setattr(budget, "CGROUP_FILES", ((str(limit), str(usage)),))
    assert budget.available_memory() == 20_000_000 * 1024  # no cgroup
    limit.write_text("max\n")
    usage.write_text("1000\n")
    assert budget.available_memory() == 20_000_000 * 1024  # a cgroup without a limit
    limit.write_text(f"{4 * GIB}\n")
    usage.write_text(f"{GIB}\n")
    assert budget.available_memory() == 3 * GIB  # a container's limit, less what it uses
    monkeypatch.setattr(budget, "MEMINFO", str(tmp_path / "absent"))
    monkeypatch.setattr(budget, "CGROUP_FILES", ())
    assert budget.available_memory() is None


def test_the_run_s_budget_is_half_the_memory_available_over_the_cost_of_a_byte(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _memory(monkeypatch, 8 * GIB)
    assert Machine.here() == Machine(8 * GIB, True, 4 * GIB // budget.MEMORY_PER_SOURCE_BYTE)
    _memory(monkeypatch, None)  # the machine does not say: a laptop's figure is assumed
    assert Machine.here() == Machine(
        budget.FALLBACK_MEMORY_BYTES, False, budget.FALLBACK_MEMORY_BYTES // 2 // 40
    )


def test_one_submission_s_share_is_the_larger_of_a_floor_and_a_multiple_of_the_median() -> None:
    floor = budget.SUBMISSION_BYTES
    assert share([]) == floor
    assert share([0, 5_000, 6_000, 7_000]) == floor  # empty submissions do not count
    big = floor  # a class of large projects: its median decides
    assert share([big, big, 2 * big]) == budget.SHARE_OF_MEDIAN * big


def _class(root: Path) -> None:
    write_tree(root, {f"s{n}/main.py": CODE.replace("1", str(n)) * 3 for n in range(5)})
    write_tree(root, {"s2/extra.py": CODE * 4})
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w") as archive:
        archive.writestr("zed/main.py", CODE * 2)
    (root / "zed.zip").write_bytes(packed.getvalue())


def _needed(root: Path) -> int:
    return plan([str(root)], Settings()).needed


@hypothesis_settings(max_examples=30, deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])  # fmt: skip
@given(memory=st.integers(min_value=0, max_value=4 * GIB))
def test_the_machine_never_changes_what_a_class_reads_only_whether_it_runs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, memory: int
) -> None:
    root = tmp_path / "c"
    if not root.exists():
        _class(root)
    _memory(monkeypatch, GIB)
    whole = discover([str(root)], Settings())
    needed = _needed(root)
    _memory(monkeypatch, memory)
    fits = memory * budget.MEMORY_SHARE // budget.MEMORY_PER_SOURCE_BYTE >= needed
    if fits:
        assert discover([str(root)], Settings()) == whole
    else:
        with pytest.raises(ClassTooLarge):
            discover([str(root)], Settings())


def test_a_class_past_the_machine_is_refused_before_any_file_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "c"
    _class(root)
    files = sum(1 for _ in root.rglob("*.py"))
    assert files == 6
    needed = _needed(root)
    # Just under what the class needs.
    monkeypatch.setattr(budget, "CLASS_SOURCE_BYTES", needed - 1)
    read: list[int] = []

    def on_read(files: Sequence[SourceFile]) -> None:
        read.append(len(files))

    with pytest.raises(ClassTooLarge) as refused:
        discover([str(root)], Settings(), on_read=on_read)
    assert read == []  # nothing was sent to be lexed, not even the (empty) base code
    assert refused.value.exit_code == EXIT_UNCHECKED
    assert f"the class holds {needed:,} bytes of source, more than" in refused.value.message
    monkeypatch.setattr(budget, "CLASS_SOURCE_BYTES", needed)
    assert len(discover([str(root)], Settings()).submissions) == 6
    # A cluster reads it by blocks, each with a budget of its own: never refused.
    monkeypatch.setattr(budget, "CLASS_SOURCE_BYTES", needed - 1)
    assert len(discover([str(root)], Settings(), block=2).submissions) == 6


def test_a_class_export_past_the_machine_is_refused_though_its_size_is_not_known(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    export = tmp_path / "export.zip"
    with zipfile.ZipFile(export, "w") as archive:
        for n in range(10):
            archive.writestr(f"s{n}/main.py", CODE * 10)
    monkeypatch.setattr(budget, "CLASS_SOURCE_BYTES", len(CODE) * 35)
    with pytest.raises(ClassTooLarge, match=r"bytes of source or more, more than"):
        discover([str(export)], Settings())


def test_a_submission_past_its_share_is_cut_and_named_the_rest_of_the_class_read_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(budget, "SUBMISSION_BYTES", 10 * len(CODE))
    monkeypatch.setattr(budget, "SHARE_OF_MEDIAN", 2)
    root = tmp_path / "c"
    write_tree(root, {f"s{n}/main.py": CODE for n in range(4)})
    write_tree(root, {f"big/m{n:02}.py": CODE * 3 for n in range(8)})
    write_tree(root, {"big/notes.md": "My own work.\n", "big/data.csv": "1,2\n"})
    found = discover([str(root)], Settings())
    by_name = {s.name: s for s in found.submissions}
    assert [len(by_name[f"s{n}"].files) for n in range(4)] == [1, 1, 1, 1]
    big = by_name["big"]
    # Files are read in order (files before folders, by name) while the share lasts.
    assert [f.path for f in big.files] == ["m00.py", "m01.py", "m02.py"]
    assert [s.path for s in big.skipped] == ["data.csv"]  # read before the share ran out
    assert big.unread == ("m03.py", "m04.py", "m05.py", "m06.py", "m07.py", "notes.md")
    (warning,) = [p for p in found.problems if "share of the class" in p.message]
    assert (warning.kind, warning.path, warning.submission) == ("too-large", "big", "big")
    assert warning.message.startswith(f"holds more source than one submission's share of the "
                                      f"class ({10 * len(CODE):,} bytes")  # fmt: skip
    assert warning.message.endswith("; 6 file(s) not read")


def test_a_refused_class_is_one_line_with_the_command_that_takes_it_and_exit_3(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    root = tmp_path / "c"
    _class(root)
    monkeypatch.setattr(budget, "CLASS_SOURCE_BYTES", 10)
    code = main(["check", str(root), "--no-report", "--cache", str(tmp_path / "cache")])
    err = capsys.readouterr().err
    assert code == EXIT_UNCHECKED
    assert err.count("\n") == 1 and err.startswith("mossish: error: the class holds ")
    assert err.endswith(
        f"nothing was checked; a Dask cluster reads it by blocks: "
        f"mossish check {root} --no-report --dask local\n"
    )
