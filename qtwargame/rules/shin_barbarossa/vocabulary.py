"""The unit flags and region kinds the Shin Barbarossa rules read (``engine.vocabulary``):
flags read from the unit (``leaders``, ``deploy``, ``reinforcement``) and tags read with
``UnitDef.has``, which a unit's type may give instead (``facts``, ``battle``, ``moves``,
``words``). No region is read by its kind (``rules_data`` names them by id)."""

from qtwargame.engine.vocabulary import Term
from qtwargame.rules.shin_barbarossa.texts import T

UNIT_FLAGS: tuple[Term, ...] = (
    Term("leader_slot", T("Leader counter"), T("A face-down leader counter on the map; which "
                                                "leader it is stays secret until turned."),
         "11.1"),
    Term("leader_identity", T("Leader identity"), T("One of the Soviet leaders dealt face down "
                                                     "into the counters."), "11.2"),
    Term("setup_leader", T("Set-up leader"), T("A leader dealt at set-up onto the front "
                                                "armies; the others start in the pool."),
         "2.1.3"),
    Term("no_ability", T("No ability"), T("A leader printed '*': no ability; turned, it goes "
                                           "back to the pool."), "11.2.5"),
    Term("no_rebuild", T("Never rebuilt"), T("Leaders may not restore or revive this unit's "
                                              "steps."), "11.5"),
    Term("panzer", T("Panzer"), T("A German panzer corps: overrun, second movement, ZOC "
                                   "exceptions and the loss counts."), "7.1.7"),
    Term("militia", T("Militia"), T("Raised by its city's trigger and kept within reach of "
                                     "its city."), "17.3"),
    Term("mechanized", T("Mechanized"), T("Moves on the mechanized column of the terrain "
                                           "chart."), "8.1.2"),
    Term("tank", T("Tank"), T("A Soviet tank unit: the mechanized column of the terrain "
                               "chart."), "8.1.2"),
    Term("air", T("Air unit"), T("An air unit: left out of the reinforcements list (a count "
                                  "in the status instead)."), "5.1.1"),
)
REGION_KINDS: tuple[Term, ...] = ()
