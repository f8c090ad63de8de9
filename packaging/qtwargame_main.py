"""Entry point of the standalone application built by PyInstaller."""

import sys

from qtwargame.cli import main

if __name__ == "__main__":
    sys.exit(main())
