"""The unit flags and region kinds the classic rules read (``engine.vocabulary``).

The classic rules read no unit flag and no region by its kind (a reinforcement's entry
region is named by its id): they know the general region kinds only."""

from qtwargame.engine.vocabulary import Term

UNIT_FLAGS: tuple[Term, ...] = ()
REGION_KINDS: tuple[Term, ...] = ()
