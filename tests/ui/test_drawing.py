"""Counters, NATO symbols, the board layers and localized names."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from qtwargame.engine.game import Game
from qtwargame.engine.text import Msg
from qtwargame.ui import nato
from qtwargame.ui.board_scene import BoardScene
from qtwargame.ui.counter_painter import CounterLook, designation, look_for, paint_counter, value_text
from qtwargame.ui.names import Names


def test_values_print_combat_values_first_then_movement():
    assert value_text({"movement": 3, "attack": 4, "defense": 5}) == "4-5-3"
    assert value_text({"combat": 6, "cadre": 3, "mp": 4}) == "6-3-4"
    assert value_text({"strength": 2, "_hidden": 9}) == "2"


def test_short_designations_come_from_the_english_name():
    assert designation("1st Infantry") == "1"
    assert designation("XXIV Panzer Corps 24") == "24"
    assert designation("Guards") == ""


def test_symbol_names_expand_to_their_nato_marks():
    assert nato.marks("infantry") == ["infantry"]
    assert nato.marks("mechanized") == ["armor", "infantry"]
    assert nato.marks("tank+guards") == ["armor", "guards"]
    assert nato.marks("paratroops") == ["infantry", "wings"]
    assert nato.marks("marine") == ["infantry", "anchor"]
    assert nato.marks("zeppelin") == ["zeppelin"]


def _paint(look: CounterLook) -> QImage:
    img = QImage(64, 64, QImage.Format.Format_ARGB32)
    img.fill(QColor(255, 255, 255))
    p = QPainter(img)
    paint_counter(p, QRectF(4, 4, 56, 56), look)
    p.end()
    return img


def test_every_kind_of_counter_paints_and_reduced_steps_look_different(qapp):
    base = dict(unit="u", symbol="infantry", fill="#9db8e8", ink="#000000", steps=2, values="4-4-3",
                number="1")
    full = _paint(CounterLook(kind="unit", step=0, **base))
    reduced = _paint(CounterLook(kind="unit", step=1, **base))
    assert full != reduced
    assert full.pixelColor(32, 8) == QColor("#9db8e8") or full.pixelColor(12, 40) == QColor("#9db8e8")
    for kind in ("leader", "fleet", "marker", "supply"):
        assert not _paint(CounterLook(kind=kind, step=0, **base)).isNull()
    oos = _paint(CounterLook(kind="unit", step=0, out_of_supply=True, **base))
    assert oos != full
    for symbol in ("armor", "cavalry", "artillery", "mountain", "airborne", "naval", "shock",
                   "guards_armor", "headquarters", "engineer", "antitank", "ski", "motorized",
                   "something_new"):
        assert not _paint(CounterLook(kind="unit", step=0, **{**base, "symbol": symbol})).isNull()


def test_the_board_draws_every_unit_on_the_map_with_its_scenario_look(qapp, river_crossing):
    game = Game(river_crossing)
    state, _ = game.new_state(1)
    scene = BoardScene(game, Names(game, "en"))
    scene.set_state(state)
    on_map = {u for u, x in state.units.items() if x.hex is not None}
    shown = {u for u, item in scene.counters.items() if item.isVisible()}
    assert shown == on_map
    look = scene.counters["red_inf_2"].look
    assert look == look_for(game, "red_inf_2", 0)
    assert (look.fill, look.values, look.symbol) == ("#e8a090", "3-4-3", "infantry")
    img = QImage(400, 300, QImage.Format.Format_ARGB32)
    p = QPainter(img)
    scene.render(p)
    p.end()
    assert scene.hex_at(scene.layout.center(game.hex("0705"))) == game.hex("0705")
    assert scene.counter_at(scene.counters["red_inf_2"].scenePos()) == "red_inf_2"


def test_messages_name_units_sides_and_places_in_the_chosen_language(qapp, river_crossing):
    game = Game(river_crossing)
    en, ja = Names(game, "en"), Names(game, "ja")
    assert ja.unit("blue_arm_1") == "第1機甲師団" and en.unit("blue_arm_1") == "1st Armoured"
    assert ja.side("red") == "赤軍" and ja.name("ostburg") == "オストブルク"
    msg = Msg("nowhere", "{who} ({side}) attacks with {units} in {terrain}: {inner}",
              {"who": "red_inf_1", "side": "red", "units": "blue_inf_1, blue_arm_1",
               "terrain": "forest", "inner": Msg("nowhere", "{n} left", {"n": 3})})
    assert en.render(msg) == "1st Rifles (Red) attacks with 1st Infantry, 2nd Infantry in Forest: 3 left" \
        .replace("2nd Infantry", "1st Armoured")
    assert ja.render(msg).startswith("第1狙撃師団 (赤軍) attacks with 第1歩兵師団")


def test_a_counter_s_look_and_tooltip_follow_its_step_hex_supply_and_language(qapp, river_crossing):
    """The board makes each counter's look and tooltip once for what they show (the unit's
    step, hex and supply, the language) and keeps them: a counter whose unit lost a step,
    moved or ran out of supply is drawn and described anew, and one seen again as before
    is drawn as before."""
    game = Game(river_crossing)
    state, _ = game.new_state(1)
    scene = BoardScene(game, Names(game, "en"))
    scene.set_state(state)
    item = scene.counters["red_inf_2"]
    full = item.look
    assert "steps left: 2 of 2" in item.toolTip()
    u = state.units["red_inf_2"]
    hit = state.copy()
    hit.units["red_inf_2"] = dataclasses.replace(u, step=1)
    scene.set_state(hit)
    assert item.look == look_for(game, "red_inf_2", 1) and item.look.values == "1-2-3"
    assert "steps left: 1 of 2" in item.toolTip()
    moved = hit.copy()
    there = next(h for h in game.board.terrain if h != u.hex and not hit.units_at(h))
    moved.units["red_inf_2"] = dataclasses.replace(hit.units["red_inf_2"], hex=there)
    scene.set_state(moved)
    assert item.look == look_for(game, "red_inf_2", 1)
    assert f"Hex {game.label(there)}" in item.toolTip() and "Out of supply" not in item.toolTip()
    scene.set_state(moved, {"red_inf_2": False})
    assert item.look == look_for(game, "red_inf_2", 1, out_of_supply=True)
    assert f"Hex {game.label(there)}" in item.toolTip() and "Out of supply" in item.toolTip()
    scene.set_state(state)
    assert item.look == full and item.toolTip() == scene.tooltip("red_inf_2")
    assert f"Hex {game.label(u.hex)}" in item.toolTip() and "Out of supply" not in item.toolTip()
    scene.set_language(Names(game, "ja"))
    scene.set_state(state)
    assert item.toolTip().startswith("<b>第2")
