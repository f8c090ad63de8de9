"""Switching the interface language at run time retranslates the window, and unit and
place names follow it."""

from __future__ import annotations

from .conftest import place_everything, start


def test_switching_to_japanese_and_back_retranslates_everything(window, river):
    c = start(window, river)
    place_everything(c)
    assert window.menu_game.title() == "&Game"
    window.lang_actions["ja"].trigger()
    assert window.lang == "ja" and c.lang == "ja"
    assert window.menu_game.title() == "ゲーム(&G)"
    assert window.phase_bar.end.text() == "フェイズ終了"
    assert window.phase_bar.phase.text().startswith("青軍移動フェイズ")
    assert window.phase_bar.side.text() == "青軍の手番"
    assert window.docks["pool"].windowTitle() == "増援"
    # Unit and place names come from the scenario in Japanese, inside translated messages.
    assert "第1機甲師団" in window.scene.counters["blue_arm_1"].toolTip()
    assert window.scene.cities.lang == "ja"
    assert any("ゲーム開始: 渡河作戦" in t for t in window.log.visible_texts())
    uid = sorted(c.legal().moves)[0]
    c.submit(c.legal().moves[uid][0])
    moved = window.log.visible_texts()[-1]  # a normal move names no mode
    # the player's act, as the English "The Blue player moves ... to ...": "青軍が…を…へ移動"
    assert moved.startswith("青軍が") and moved.endswith("へ移動") and "通常" not in moved
    assert c.names.unit(uid) in window.log.visible_texts()[-1]

    window.lang_actions["en"].trigger()
    assert window.menu_game.title() == "&Game"
    assert window.phase_bar.phase.text().startswith("Blue movement")
    assert "1st Armoured" in window.scene.counters["blue_arm_1"].toolTip()


def test_illegal_action_reasons_are_translated(window, river):
    c = start(window, river)
    place_everything(c)
    window.set_language("ja")
    from qtwargame.engine.actions import Move

    uid = sorted(c.legal().moves)[0]
    c.submit(Move("blue", uid, (c.game.hex("1209"),)))
    name = c.names.unit(uid)
    assert window.status_text() == f"実行できません(C5): {name}はこのターン1209まで到達できません"
