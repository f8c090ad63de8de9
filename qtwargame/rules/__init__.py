"""Rules packages, one per game. Importing this package registers every built-in ruleset."""

from qtwargame.rules import blitzkrieg_moscow, classic, defiant_russia  # noqa: F401
