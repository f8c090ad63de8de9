"""Entry point of the standalone application built by PyInstaller."""

import multiprocessing
import sys

import qtwargame.ui  # noqa: F401  (PySide6 6.12 on Python 3.11: keep None alive before any Qt call)
from qtwargame.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the tournament's worker processes (spawn)
    sys.exit(main())
