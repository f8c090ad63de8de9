"""The unit flags and region kinds the Red Vengeance rules read (``engine.vocabulary``):
``units.unit_info`` reads ``guards``, ``ss`` and a leader's ``leader_<name>``; no region is
read by its kind (``rules_data`` names them by id)."""

from qtwargame.engine.text import Texts
from qtwargame.engine.vocabulary import Term

T = Texts("red_vengeance")

UNIT_FLAGS: tuple[Term, ...] = (
    Term("guards", T("Guards"), T("A Soviet guards unit: exploits as guards do (the "
                                  "scenario's guards allowance)."), "6.6"),
    Term("ss", T("SS"), T("Counts as an SS unit though of another nationality: Dietrich's "
                          "company, Hitler's bonus in Berlin, SS stacking and events."), "11.24"),
    Term("leader_zhukov", T("Leader: Zhukov"), T("This leader is Zhukov: his bonus, moves and "
                                                  "Berlin limit from the scenario's leaders."),
         "11.25"),
    Term("leader_konev", T("Leader: Konev"), T("This leader is Konev: his bonus, moves and "
                                                "Berlin limit from the scenario's leaders."),
         "11.25"),
    Term("leader_tito", T("Leader: Tito"), T("This leader is Tito: his bonus and moves, and he "
                                              "rejoins Yugoslav units."), "11.26"),
    Term("leader_dietrich", T("Leader: Dietrich"), T("This leader is Dietrich: his bonus, and "
                                                      "he stays with an SS unit."), "11.24"),
)
REGION_KINDS: tuple[Term, ...] = ()
