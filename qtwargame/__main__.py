import sys

from qtwargame.cli import main

# Guarded: worker processes started with "spawn" (the tournament's, on macOS and Windows)
# import the main module again, and must not run the command a second time.
if __name__ == "__main__":
    sys.exit(main())
