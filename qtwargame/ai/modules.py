"""Where a ruleset's computer-player knowledge lives: its evaluation module.

:func:`rules_module` finds, for a game's ruleset, the module a plugin declares in the
``qtwargame.evaluations`` entry point group, else the ``evaluation`` module beside the
ruleset's module (``qtwargame/rules/<game>/evaluation.py``), else None. It is found by name
at run time, so ``qtwargame.ai`` never imports a rules package. Both the evaluation
(:mod:`qtwargame.ai.evaluation`) and the declared weights (:mod:`qtwargame.ai.weights`)
ask it.
"""

from __future__ import annotations

import importlib
from typing import Any

from qtwargame.engine.game import Game

#: ruleset id -> its evaluation module (or None), found once.
_MODULES: dict[str, Any] = {}


#: The entry-point group through which a plugin names its evaluation module
#: (``"my_game = my_package.evaluation"``, keyed by ruleset id; docs/plugins.md).
ENTRY_POINT_GROUP = "qtwargame.evaluations"


def rules_module(game: Game) -> Any | None:
    """The module a plugin declares for the ruleset in the ``qtwargame.evaluations`` entry
    point group, else the ``evaluation`` module of the ruleset's package, else None."""
    rid = game.ruleset.id
    if rid in _MODULES:
        return _MODULES[rid]
    from importlib.metadata import entry_points

    declared = [ep for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.name == rid]
    if declared:
        _MODULES[rid] = declared[0].load()
        return _MODULES[rid]
    pkg = type(game.ruleset).__module__.rpartition(".")[0]
    mod = None
    if pkg:
        try:
            mod = importlib.import_module(pkg + ".evaluation")
        except ModuleNotFoundError as e:
            if e.name != pkg + ".evaluation":
                raise
    _MODULES[rid] = mod
    return mod


__all__ = ["ENTRY_POINT_GROUP", "rules_module"]
