"""Counters, NATO symbols, the board layers and localized names."""

from __future__ import annotations

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
