"""The unit flags and region kinds the Defiant Russia rules read (``engine.vocabulary``).

None: the rules tell units apart by their side, nationality, type and kind (``units``),
and name the regions they read by id in ``rules_data`` (``regions``, the edges, the
neutral regions). A flag in a Defiant Russia scenario changes nothing in play."""

from qtwargame.engine.vocabulary import Term

UNIT_FLAGS: tuple[Term, ...] = ()
REGION_KINDS: tuple[Term, ...] = ()
