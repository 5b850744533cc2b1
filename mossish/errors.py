"""User-facing errors, each carrying the exit code the CLI returns for it.

A user mistake (missing folder, bad flag value) is one of these: the CLI
prints its message on one line and exits with its code, never a traceback.
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_THRESHOLD = 1  # a pair crossed --fail-above
EXIT_USAGE = 2
# --fail-above found no pair over the limit, but a submission was not fully
# checked (a file named as code could not be read, or nothing in it compared).
EXIT_UNCHECKED = 3


class MossishError(Exception):
    """Base of the errors shown to the user as one line."""

    exit_code = EXIT_USAGE

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class UsageError(MossishError):
    """The command line or the settings are wrong (exit code 2)."""

    exit_code = EXIT_USAGE


class SettingError(UsageError):
    """A setting's value is wrong: named as the library names it (``threshold``).

    ``flag_message`` names it by its command-line flag (``--threshold``), for
    the CLI, where the user set it that way.
    """

    def __init__(self, setting: str, flag: str, rest: str, sep: str = " ") -> None:
        super().__init__(f"{setting}{sep}{rest}")
        self.setting = setting
        self.flag_message = f"{flag}{sep}{rest}"


class InputError(MossishError):
    """An input the user named cannot be used at all (exit code 2).

    Problems inside an input (one unreadable file) are warnings, not errors.
    """

    exit_code = EXIT_USAGE


class OutputError(MossishError):
    """An output cannot be written where the user asked (exit code 2)."""

    exit_code = EXIT_USAGE


EXIT_BUSY = 75  # sysexits' EX_TEMPFAIL: another process holds the file; try again


class BusyError(MossishError):
    """A file mossish needs is held by another writer past the wait (exit code 75)."""

    exit_code = EXIT_BUSY


class ClassTooLarge(MossishError):
    """The class holds more source than this machine can check at once (exit code 3).

    Refused at the start, before any work: the gate's "not fully checked"
    code, since nothing of the class was checked; a Dask cluster reads it by
    blocks.
    """

    exit_code = EXIT_UNCHECKED
