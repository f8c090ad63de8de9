"""Blitzkrieg to Moscow 2: the combat results table and the twelve logistics cards, designed.

The rulebook names the CRT's results (11.3.6), its lowest column (1:1; 1:2 and below fail,
11.3.5) and shows some entries in the play example (7:1 is always DE, 5:1 with a 6 is
DR, 4:1 with a 3 is DE, 2:1 with a 5 is no effect, 2:1 with a 3 is DR against a city):
the rest is designed in the style of the game's era and checked against every example
(tests/rules/blitzkrieg_moscow/test_play_example.py). The cards: 7.0, 7.1 and the play
example name most of them and their icons; the set is completed to six a side, and each
card's provenance says which part is the rulebook's.
"""

TABLES = [
    {
        "id": "crt",
        "name": {"en": "Combat results table", "ja": "戦闘結果表"},
        "columns": ["1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1"],
        "rows": {
            "1": ["DL", "DL", "DE", "DE", "DE", "DE", "DE"],
            "2": ["DR", "DR", "DL", "DE", "DE", "DE", "DE"],
            "3": ["—", "DR", "DR", "DL", "DE", "DE", "DE"],
            "4": ["—", "—", "DR", "DR", "DL", "DE", "DE"],
            "5": ["—", "—", "—", "DR", "DR", "DE", "DE"],
            "6": ["—", "—", "—", "—", "DR", "DL", "DE"],
        },
        "notes": {
            "en": "Odds below 1:1 fail (11.3.5); beyond 7:1 read 7:1, which is always DE. DR: "
            "defenders retreat 2. DL: worn and retreat 2. DE: eliminated.",
            "ja": "1:1未満は攻撃失敗(11.3.5)。7:1を超える戦闘比は7:1(常にDE)。DR:防御側2ヘクス退却。"
                  "DL:損耗して2ヘクス退却。DE:壊滅。",
        },
    }
]


def _replacements(card_id: str, provenance: str) -> dict:
    """The German Replacements card; the deck holds two, told apart by id and provenance."""
    return {
        "id": card_id,
        "side": "german",
        "name": {"en": "Replacements", "ja": "補充"},
        "icons": [
            {"type": "reinforcement", "points": 1},
            {"type": "tank_action", "count": 1},
            {"type": "rail", "count": 1},
        ],
        "text": {
            "en": "Rebuild one eliminated unit, worn (two cards for a surrendered one); or one tank "
            "action; or one rail move.",
            "ja": "除去されたユニット1個を損耗状態で再建(降伏したユニットは2枚)。"
                  "または戦車アクション1回。または鉄道移動1回。",
        },
        "provenance": provenance,
    }


CARDS = [
    {
        "id": "g_air1",
        "side": "german",
        "name": {"en": "Air Support", "ja": "航空支援"},
        "icons": [
            {"type": "combat_shift", "value": 1, "city_only": False},
            {"type": "rail", "count": 1},
        ],
        "text": {
            "en": "One column in the German favour in any combat; or one rail move.",
            "ja": "戦闘比を1シフト有利に修整。または鉄道移動1回。",
        },
        "provenance": "reconstructed: Name and combat shift: play example (two Air Support cards used). "
        "Rail icon reconstructed.",
    },
    {
        "id": "g_air2",
        "side": "german",
        "name": {"en": "Air Support", "ja": "航空支援"},
        "icons": [{"type": "combat_shift", "value": 1, "city_only": False}, {"type": "activate"}],
        "text": {
            "en": "One column in the German favour in any combat; or activate a worn unit.",
            "ja": "戦闘比を1シフト有利に修整。または損耗ユニット1個を活性化。",
        },
        "provenance": "reconstructed: Name and combat shift: play example. Activate icon reconstructed.",
    },
    {
        "id": "g_tactical",
        "side": "german",
        "name": {"en": "Tactical Superiority", "ja": "戦術的優位"},
        "icons": [{"type": "reroll", "whose": "own"}, {"type": "activate"}],
        "text": {
            "en": "Reroll a combat die the German rolled; or activate a worn unit.",
            "ja": "ドイツ軍が振った戦闘ダイスを振り直す。または損耗ユニット1個を活性化。",
        },
        "provenance": "reconstructed: 7.1 and play example: rerolls the German combat die. Activate icon "
        "reconstructed.",
    },
    {
        "id": "g_blitz",
        "side": "german",
        "name": {"en": "Blitzkrieg", "ja": "電撃戦"},
        "icons": [{"type": "tank_action", "count": 2}],
        "text": {
            "en": "Breakthrough: two tanks both move or both attack.",
            "ja": "突破フェイズ:戦車2個が共に移動、または共に攻撃。",
        },
        "provenance": "rulebook: 12.2 and play example: tank action x2; no combat icon (play example "
        "combat 4).",
    },
    _replacements("g_repl1", "reconstructed: 6.2.2 reinforcement; play example uses a "
                  "Replacements card for a tank action. Rail icon reconstructed."),
    _replacements("g_repl2", "reconstructed: Second Replacements card left in hand in the play "
                  "example. Rail icon reconstructed."),
    {
        "id": "s_street",
        "side": "soviet",
        "name": {"en": "Street Fighting", "ja": "市街戦"},
        "icons": [{"type": "combat_shift", "value": 1, "city_only": True}, {"type": "activate"}],
        "text": {
            "en": "One column in the Soviet favour in a combat for a city hex; or activate a worn "
            "unit.",
            "ja": "都市ヘクスの戦闘で戦闘比を1シフト有利に修整。または損耗ユニット1個を活性化。",
        },
        "provenance": "reconstructed: 7.1: combat shift only for Soviet units defending in or attacking "
        "a city. Activate icon reconstructed.",
    },
    {
        "id": "s_t34",
        "side": "soviet",
        "name": {"en": "T-34 Shock", "ja": "T-34ショック"},
        "icons": [
            {"type": "reinforcement", "points": 1, "branch": "tank"},
            {"type": "tank_action", "count": 1},
        ],
        "text": {
            "en": "Rebuild one eliminated tank unit, active; or one tank action (the tank picture "
            "is missing by misprint).",
            "ja": "除去された戦車ユニット1個を活性状態で再建。"
                  "または戦車アクション1回(誤植で戦車の絵がない)。",
        },
        "provenance": "rulebook: 6.2.3: rebuilds one eliminated Soviet tank unit active; 7.1 note: tank "
        "action icon missing by misprint but valid.",
    },
    {
        "id": "s_partisans",
        "side": "soviet",
        "name": {"en": "Partisans", "ja": "パルチザン"},
        "icons": [{"type": "reroll", "whose": "opponent"}],
        "text": {
            "en": "The German must reroll a combat die he rolled.",
            "ja": "ドイツ軍に戦闘ダイスを振り直させる。",
        },
        "provenance": "reconstructed: 7.1: forces the German to reroll a combat die. Single icon "
        "reconstructed.",
    },
    {
        "id": "s_reinf",
        "side": "soviet",
        "name": {"en": "Reinforcements", "ja": "増援"},
        "icons": [
            {"type": "reinforcement", "points": 4, "branch": "infantry"},
            {"type": "rail", "count": 1},
            {"type": "hero_city"},
        ],
        "text": {
            "en": "Rebuild up to four eliminated infantry, active (a surrendered one counts two); "
            "or one rail move; or discard it to name the hero city (once per game).",
            "ja": "除去された歩兵を4個まで活性状態で再建(降伏したユニットは2個分)。または鉄道移動1回。"
                  "または捨てて英雄都市を指定(1ゲーム1回)。",
        },
        "provenance": "reconstructed: 6.2.3: up to 4 eliminated infantry (2 if surrendered); 14.1: "
        "discard to name a hero city. Rail icon reconstructed.",
    },
    {
        "id": "s_hitler",
        "side": "soviet",
        "name": {"en": "Hitler's Order", "ja": "ヒトラー命令"},
        "icons": [{"type": "cancel"}],
        "text": {
            "en": "Cancel a card the German has just played.",
            "ja": "ドイツ軍が直前に使用したカードを無効にする。",
        },
        "provenance": "rulebook: 7.1: cancels a card the German has just used.",
    },
    {
        "id": "s_stavka",
        "side": "soviet",
        "name": {"en": "Stavka Reserve", "ja": "スタフカ予備"},
        "icons": [
            {"type": "rail", "count": 1},
            {"type": "activate"},
            {"type": "tank_action", "count": 1},
        ],
        "text": {
            "en": "One rail move; or activate a worn unit; or one tank action.",
            "ja": "鉄道移動1回。または損耗ユニット1個を活性化。または戦車アクション1回。",
        },
        "provenance": "reconstructed: Sixth Soviet card is not named in the rulebook; name and icons "
        "reconstructed.",
    },
]

# The turn track's logistics cards per turn (2.1.4; turn 1 gives the Germans all six, the
# play example): designed.
CARDS_PER_TURN = {
    1: {"german": 6, "soviet": 2},
    2: {"german": 5, "soviet": 3},
    3: {"german": 3, "soviet": 4},
    4: {"german": 3, "soviet": 5},
    5: {"german": 3, "soviet": 5},
    6: {"german": 4, "soviet": 4},
}
