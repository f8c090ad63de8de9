import sys

from qtwargame.cli import main

sys.exit(main())
