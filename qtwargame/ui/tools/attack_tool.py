"""Declaring an attack: click your units to choose the attackers, click an enemy hex to
choose the target. The combat panel shows the preview (odds and shifts, or expected hits)
before anything is rolled; Resolve submits the ``Attack``."""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtwargame.engine.actions import Attack
from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.palette import TARGET
from qtwargame.ui.tools.tool import Tool


class AttackTool(Tool):
    def __init__(self, view) -> None:
        super().__init__(view)
        self.attackers: set[str] = set()
        self.target: Hex | None = None

    def hint(self) -> str:
        return self.tr("Click your units to choose attackers, then an enemy hex outlined in "
                       "red. Check the odds, then Resolve. End the phase when done.")

    def refresh(self) -> None:
        legal = self.controller.legal()
        targets = legal.attack_targets()
        if self.target not in targets:
            self.target = None
        eligible = legal.eligible_attackers()
        self.attackers &= eligible
        if self.target is not None:
            self.attackers &= legal.attackers_of(self.target)
        outlines = {u: "actionable" for u in eligible}
        outlines.update({u: "attacker" for u in self.attackers})
        self.scene.set_outlines(outlines)
        self.scene.highlights.set_outlines({h: TARGET for h in targets})
        fills = {self.target: ("", TARGET)} if self.target is not None else {}
        self.scene.highlights.set_fills(fills)
        self._announce()

    def _announce(self) -> None:
        self.view.attackChanged.emit(tuple(sorted(self.attackers)), self.target)

    def press(self, ev) -> bool:
        if ev.button != Qt.MouseButton.LeftButton:
            return False
        legal = self.controller.legal()
        if ev.unit is not None and ev.unit in legal.eligible_attackers():
            self.toggle(ev.unit)
            return True
        if ev.hex is not None and ev.hex in legal.attack_targets():
            self.choose_target(ev.hex)
            return True
        return False

    def toggle(self, unit: str) -> None:
        if unit in self.attackers:
            self.attackers.discard(unit)
        else:
            self.attackers.add(unit)
            if self.target is not None and unit not in self.controller.legal().attackers_of(
                    self.target):
                self.target = None
        self.refresh()

    def choose_target(self, h: Hex) -> None:
        legal = self.controller.legal()
        self.target = h
        possible = legal.attackers_of(h)
        chosen = self.attackers & possible
        if not chosen:
            best = legal.largest_attack(h)
            chosen = set(best.attackers) if best is not None else set()
        self.attackers = chosen
        self.refresh()

    def action(self) -> Attack | None:
        """The attack the player has put together, as the engine lists it if it does."""
        if self.target is None or not self.attackers:
            return None
        found = self.controller.legal().attack(self.attackers, self.target)
        if found is not None:
            return found
        return Attack(self.controller.state.active, tuple(sorted(self.attackers)), self.target)

    def resolve(self) -> bool:
        action = self.action()
        if action is None:
            self.status(self.tr("Choose attackers and a target first."))
            return False
        c = self.controller
        listed = c.legal().attack(self.attackers, self.target)
        if listed is not None:
            ok = c.submit(listed)
        else:  # several attackers where the rules build a declaration step by step
            ok = c.submit_all(c.game.declaration_steps(c.state, action))
        if ok:
            self.attackers, self.target = set(), None
        return ok

    def cancel(self) -> None:
        self.attackers, self.target = set(), None
        self.refresh()
