"""Counts read right at one: a template's count field ``{n:# unit|# units}`` takes its first
form for 1 and its second for any other value (``engine.text.format_text``), in the
engine's messages, in the log's plain text and in the play window's Japanese, which writes
the count without forms."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import PlayCard
from qtwargame.engine.game import Game
from qtwargame.engine.text import Msg, Texts, format_text
from qtwargame.logtext import PlainNames
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS
from tests.program_messages import program_messages

RIVER = SCENARIOS / "river_crossing.json"
ARRIVE = "{n:# reinforcement arrives|# reinforcements arrive}"




@pytest.mark.parametrize(("n", "text"), [
    (1, "1 reinforcement arrives"), (2, "2 reinforcements arrive"),
    (0, "0 reinforcements arrive"), ("1", "1 reinforcement arrives"),
    ("0.5", "0.5 reinforcements arrive"), (True, "True reinforcements arrive"),
])
def test_a_count_field_takes_the_first_form_for_one_and_the_second_otherwise(n, text):
    assert format_text(ARRIVE, n=n) == text


def test_count_fields_mix_with_plain_and_nested_fields():
    template = "{city} falls: {n:# {nation} unit leaves|# {nation} units leave}; {m:.1f} left"
    assert format_text(template, city="Bucharest", n=1, nation="Romanian", m=2) == (
        "Bucharest falls: 1 Romanian unit leaves; 2.0 left")
    assert format_text(template, city="Sofia", n=3, nation="Bulgarian", m=0.25) == (
        "Sofia falls: 3 Bulgarian units leave; 0.2 left")
    assert format_text("no forms: {a} | {b}", a=1, b=2) == "no forms: 1 | 2"


def test_a_count_field_with_other_than_two_forms_is_refused():
    with pytest.raises(ValueError, match="two forms"):
        format_text("{n:# a|# b|# c}", n=1)


def test_a_message_reads_its_count_forms_and_a_translation_may_drop_them():
    msg = Texts("test")(ARRIVE, n=1)
    assert str(msg) == "1 reinforcement arrives"
    assert msg.format(lambda ctx, text: "増援{n}個が到着") == "増援1個が到着"
    # A translation that does not fit its parameters falls back to the English forms.
    assert msg.format(lambda ctx, text: "{missing}") == "1 reinforcement arrives"


def test_the_plain_log_text_reads_counts_of_one_in_the_singular():
    names = PlainNames(Game(load_scenario(RIVER), {}))
    assert names.render(Msg("classic", "{n:# unit|# units} still to set up (C2)", {"n": 1})) == (
        "1 unit still to set up (C2)")
    assert names.render(Msg("classic", "{n:# unit|# units} still to set up (C2)", {"n": 4})) == (
        "4 units still to set up (C2)")


@pytest.mark.slow  # reads program_messages(): left to the full run, as its partner below
def test_every_count_field_in_the_program_has_one_and_other_forms_that_show_the_number():
    """Each form shows the number (``#``) or, for one, may spell it out; none is empty."""
    import string

    fields = []
    for m in program_messages():
        for _lit, name, spec, _conv in string.Formatter().parse(m.source):
            if spec and "|" in spec:
                fields.append((m.context, m.source, name, spec))
    assert len(fields) >= 60
    assert ("defiant_russia", "Take {n:# hit|# hits}", "n", "# hit|# hits") in fields
    assert ("EditorCommands", "Fill {n:# hex|# hexes} with {terrain}", "n", "# hex|# hexes") in fields
    bad = [f for f in fields if len(f[3].split("|")) != 2
           or not all(form.strip() for form in f[3].split("|")) or "#" not in f[3].split("|")[1]]
    assert not bad


def test_blitzkrieg_log_names_the_use_a_card_is_played_for(qapp):
    """The engine's card-play line names the icon as a noun: "for activation", never "for
    activate" (7.1), in English and in Japanese."""
    from qtwargame.i18n import translator
    from qtwargame.ui.names import Names

    game = Game(load_scenario(SCENARIOS / "blitzkrieg_moscow_2.json"), {})
    play = PlayCard("german", "g_air2", "ger_3pza", "activate").describe()
    cancel = PlayCard("german", "g_air2", "", "cancel").describe()
    assert Names(game).render(play) == "The German player plays Air Support for activation"
    assert Names(game).render(cancel) == "The German player plays Air Support for cancellation"
    try:
        assert translator.install("ja") == "ja"
        ja = Names(game, "ja")
        assert "活性化" in ja.render(play) and "activat" not in ja.render(play)
    finally:
        translator.install("en")


def test_blitzkrieg_result_reads_as_a_sum_in_japanese(qapp):
    """4.0's result line, "10 VP (cities 9 + tanks 2 − losses 1)", in Japanese."""
    from qtwargame.i18n import translator
    from qtwargame.rules.blitzkrieg_moscow.model import T
    from qtwargame.ui.names import Names

    game = Game(load_scenario(SCENARIOS / "blitzkrieg_moscow_2.json"), {})
    msg = T("{vp} VP (cities {c} + tanks {t} − losses {p})", vp=10, c=9, t=2, p=1)
    try:
        assert translator.install("ja") == "ja"
        assert Names(game, "ja").render(msg) == "10 VP(都市9 + 戦車2 − 損失1)"
    finally:
        translator.install("en")


def test_japanese_reads_a_count_of_one_without_english_forms(qapp):
    from qtwargame.i18n import translator
    from qtwargame.ui.names import Names

    game = Game(load_scenario(SCENARIOS / "defiant_russia.json"), {})
    msg = Msg("defiant_russia", "Take {n:# hit|# hits}", {"n": 1})
    try:
        assert translator.install("ja") == "ja"
        text = Names(game, "ja").render(msg)
    finally:
        translator.install("en")
    assert "1" in text and "hit" not in text and "#" not in text
    assert Names(game).render(msg) == "Take 1 hit"


def test_a_reworded_prompt_keeps_its_recorded_words_in_saves_and_hashes():
    """Defiant Russia's loss prompt gained count forms after saves had recorded "Take {n}
    hits" in their states: a state still writes (and hashes) the recorded words, and reads
    the current ones, so a save stopped at that decision replays to its hash and reads "Take
    1 hit" (tests/test_golden_saves.py replays one)."""
    from dataclasses import replace

    from qtwargame.engine.state import Decision, state_from_json, state_to_json
    from qtwargame.rules.defiant_russia.resolution import _MESSAGES

    game = Game(load_scenario(SCENARIOS / "defiant_russia.json"), {})
    state, _ = game.new_state(3)
    prompt = _MESSAGES.take_hits_prompt(1)
    asked = replace(state, pending=Decision("losses", "axis", prompt, {"left": 1}))
    data = state_to_json(asked, game.label)
    assert data["pending"]["prompt"]["text"] == "Take {n} hits"
    back = state_from_json(data, game.hex)
    assert back.pending.prompt == prompt and str(back.pending.prompt) == "Take 1 hit"
    recorded = replace(asked, pending=Decision("losses", "axis",
                                               Msg("defiant_russia", "Take {n} hits", {"n": 1}),
                                               {"left": 1}))
    assert game.hash(asked) == game.hash(recorded)


@pytest.mark.slow  # the extraction shared with the test above: whichever runs first pays it
def test_the_editor_says_one_hex_falls_off_the_map_with_what_stands_on_it():
    sources = {(m.context, m.source) for m in program_messages()}
    (template,) = [s for c, s in sources if c == "ResizeMapDialog" and "falls off" in s]
    assert format_text(template, n=1) == "1 hex falls off the map, with what stands on it."
    assert format_text(template, n=18) == "18 hexes fall off the map, with what stands on them."
