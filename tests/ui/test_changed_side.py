"""A unit that changed side shows it (issue 10, item 2); decision prompts in the singular
where the stored prompt says "1 hits" (issue 11, item 2)."""

from qtwargame.engine.game import Game
from qtwargame.engine.state import Decision
from qtwargame.engine.text import Texts
from qtwargame.rules.classic.ruleset import ClassicRuleset
from qtwargame.ui.counter_painter import look_for
from tests.builder import ScenarioBuilder
from tests.rules.defiant_russia.builder import DRBuilder

T = Texts("defiant_russia")


class Defecting(ClassicRuleset):
    def unit_side(self, game, state, uid):
        return "blue" if uid in state.data.get("defected", ()) else game.units[uid].side


def test_a_defected_unit_is_framed_in_its_new_sides_colour():
    b = ScenarioBuilder(cols=4, rows=4).unit("r1", "red", at="0404", attack=2, defense=2, movement=2)
    game = Game(b.scenario(), ruleset=Defecting())
    state, _ = game.new_state(1)
    assert look_for(game, "r1", 0, state=state).changed_side is None
    state.data["defected"] = ["r1"]
    blue = next(s.color for s in game.scenario.sides if s.id == "blue")
    assert look_for(game, "r1", 0, state=state).changed_side == blue
    assert look_for(game, "r1", 0).changed_side is None  # without a state: as printed


def test_7_2_one_hit_is_asked_in_the_singular_without_changing_the_saved_prompt():
    """Saves recorded the prompts as "Take {n} hits" and "Retreat {unit} {n} hexes": a state
    read from one asks for one hit or one hex in the singular, and writes (and hashes) the
    recorded words again."""
    from qtwargame.engine.state import state_from_json, state_to_json

    game = DRBuilder().unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)).game()
    state, _ = game.new_state(1)

    def loaded(kind, prompt, data):
        s = state.copy()
        s.pending = Decision(kind, "soviet", prompt, data)
        return state_from_json(state_to_json(s, game.label), game.hex)

    one = loaded("losses", T("Take {n} hits", n=1), {"left": 1})
    assert game.prompt(one).format() == "Take 1 hit"
    assert state_to_json(one, game.label)["pending"]["prompt"]["text"] == "Take {n} hits"
    assert game.prompt(loaded("losses", T("Take {n} hits", n=2), {"left": 2})).format() == "Take 2 hits"
    retreat = loaded("retreat", T("Retreat {unit} {n} hexes", unit="s1", n=1), {"unit": "s1"})
    assert game.prompt(retreat).format() == "Retreat s1 1 hex"
