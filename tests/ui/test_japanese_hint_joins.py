"""The phase bar's Japanese instruction sets no space after a full stop (session 91, Red
Vengeance by hand: 「ユニットは配置済みです。配置エリア内の…動かすこともできます。 配置した
ユニットを…」, two sentences joined as English joins them)."""

from __future__ import annotations

from tests.ui import bundled

from .conftest import start


def test_the_japanese_setup_hint_sets_no_space_after_a_full_stop(window):
    window.set_language("ja")
    start(window, bundled.scenario("red_vengeance"))
    hint = window.phase_bar.hint.toolTip()
    # (one sentence since session 93: the setup tool's own drag sentence is no longer joined)
    assert hint == ("ユニットは配置済みです。配置エリア内の強調表示されたヘクスへドラッグして"
                    "動かすか、フェイズを終了してください。")


def test_the_japanese_hint_joined_to_the_tools_sets_no_space_after_a_full_stop(window):
    # Defiant Russia's set-up: the waiting units' sentence, then the setup tool's own
    window.set_language("ja")
    start(window, bundled.scenario("defiant_russia"))
    hint = window.phase_bar.hint.toolTip()
    assert hint.startswith("配置待ちのユニットがあります。「増援」パネルから強調表示されたヘクスへ"
                           "ドラッグしてください。")
    assert len(hint.split("。")) > 2  # two sentences at least, joined
    assert "。 " not in hint and "？ " not in hint
