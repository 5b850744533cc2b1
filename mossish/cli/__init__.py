"""The command line: argument parsing, progress and exit codes; no analysis of its own."""
