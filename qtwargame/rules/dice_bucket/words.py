"""A game's words for the shared core, as templates.

The catalogue (``qtwargame.i18n.extract``) finds a message where a game's own
``T = Texts("game")`` is called on a literal, so each game writes its templates
(``T("{unit} is reduced")``, without parameters) and the core fills them in with
:func:`fill`: the message is exactly the one the game made before (same context, text and
parameters), so logs and the prompts hashed with saved games stay as they were."""

from __future__ import annotations

from dataclasses import dataclass

from qtwargame.engine.text import Msg


def fill(template: Msg, **params) -> Msg:
    return Msg(template.context, template.text, params)


@dataclass(frozen=True)
class LossWords:
    """Steps and eliminations (DR 7.2, 5.1; RV 8.51, 5.2)."""

    gone_for_good_text: Msg
    eliminated_text: Msg
    reduced_text: Msg

    def gone_for_good(self, unit):
        return fill(self.gone_for_good_text, unit=unit)

    def eliminated(self, unit):
        return fill(self.eliminated_text, unit=unit)

    def reduced(self, unit):
        return fill(self.reduced_text, unit=unit)


@dataclass(frozen=True)
class WeatherWords:
    """The weather die and the historical weather (DR 8.1, 8.2; RV 13.0, 14.7)."""

    purpose_text: Msg
    die_text: Msg
    historical_text: Msg

    def purpose(self):
        return fill(self.purpose_text)

    def die(self, die, weather):
        return fill(self.die_text, die=die, weather=weather)

    def historical(self, weather):
        return fill(self.historical_text, weather=weather)


@dataclass(frozen=True)
class SupplyWords:
    """The line that names the units out of supply and where they stand (DR 5.1, RV 5.2):
    the count, then each hex with the units in it ("3 Soviet units are out of supply:
    4th Army, 10th Army in Bialystok (3304); 3rd Tank Corps in 3405"). ``line_text`` has
    ``n``, ``side`` and ``where``; ``place_text`` ``units`` and ``city`` (a hex's printed
    number, shown as its city's name with the number where there is a city);
    ``then_text`` ``first`` and ``rest``, between one hex and the next."""

    line_text: Msg
    place_text: Msg
    then_text: Msg

    def out_of_supply(self, side: str, groups: list[tuple[str, list[str]]]) -> Msg:
        places = [fill(self.place_text, units=tuple(uids), city=label) for label, uids in groups]
        where = places[-1]
        for place in reversed(places[:-1]):
            where = fill(self.then_text, first=place, rest=where)
        return fill(self.line_text, n=sum(len(uids) for _, uids in groups), side=side,
                    where=where)
