"""Declaring an attack in one go: click your units to choose the attackers, click an enemy
hex to choose the target (a target clicked first brings every unit that can usefully
attack it), Shift-click further enemy hexes to attack them together, click a supporting
unit of yours (a fleet) to add it, set the air points in the combat panel. The combat
panel previews the whole declaration (``Game.preview``) before anything is rolled;
Resolve submits it: the ``Attack`` itself where the rules list whole declarations, else
its ``Game.declaration_steps`` all or nothing (``submit_all``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.text import format_text
from qtwargame.ui.combat_panel import futile_text
from qtwargame.ui.palette import TARGET
from qtwargame.ui.tools.tool import Tool

#: The most air points the panel offers to try (the rules say how many are allowed).
AIR_LIMIT = 9


class AttackTool(Tool):
    def __init__(self, view) -> None:
        super().__init__(view)
        self.attackers: set[str] = set()
        self.target: Hex | None = None
        self.also: list[Hex] = []
        self.support: set[str] = set()
        self.air = 0

    def hint(self) -> str:
        if self.controller.game.ruleset.declares_before_resolving:
            return self.tr("Click attackers, then an enemy hex outlined in red; Declare "
                           "attack. Then close and resolve the combats.")
        return self.tr("Click attackers, then an enemy hex outlined in red (Shift-click adds "
                       "hexes). Check the odds, then Resolve attack.")

    # -- what the player has put together --------------------------------------------------
    def declaration(self) -> Attack | None:
        """The whole attack as the player has built it, or None."""
        if self.target is None or not self.attackers:
            return None
        c = self.controller
        return Attack(c.state.active, tuple(sorted(self.attackers)), self.target,
                      tuple(self.also), self.air, tuple(sorted(self.support)))

    def builds_steps(self) -> bool:
        """True when the rules build declarations step by step (further hexes, air points
        and support are then possible)."""
        d = self.declaration()
        if d is None:
            return False
        steps = self.controller.game.declaration_steps(self.controller.state, d)
        return len(steps) > 1 or self.controller.legal().attack(self.attackers, self.target) is None

    def air_possible(self) -> int:
        """How many air points the rules would accept on this declaration (0 if none):
        its steps are tried on copies of the state, one point more each time."""
        d = self.declaration()
        if d is None:
            return 0
        c = self.controller
        game, state = c.game, c.state
        # Rules that list whole declarations with their air points (Shin Barbarossa 10.4.5,
        # 14.1: one Axis air unit a combat): the most their listed attacks commit.
        listed = [a.air for a in c.legal().attacks if self._same(a, d, air=False)]
        if any(listed):
            return max(listed)
        probe = game.declaration_steps(state, Attack(d.side, d.attackers, d.target, d.also, 1,
                                                     d.support))
        if not any(isinstance(a, Choose) and a.option == Opt.AIR for a in probe):
            return 0
        best = 0
        for k in range(1, AIR_LIMIT + 1):
            steps = game.declaration_steps(state, Attack(d.side, d.attackers, d.target, d.also,
                                                         k, d.support))
            s = state
            try:
                for a in steps:
                    if isinstance(a, Choose) and a.option == Opt.RESOLVE:
                        break
                    s, _ = game.apply(s, a)
            except IllegalAction:
                break
            best = k
        return best

    def deactivate(self) -> None:
        super().deactivate()
        if getattr(self.view, "propose_owed", False):
            # a decision or the end of the attacks takes over: "Proposed: ..." no longer
            # holds (the chain goes on, with its own words, when the tool comes back)
            self.status("")

    # -- drawing ----------------------------------------------------------------------------
    def refresh(self) -> None:
        if getattr(self.view, "propose_owed", False) and not self.attackers and self.target is None:
            if self.proposal() is not None:
                self.propose()
                return
            # the chain of proposals is over: its last "Proposed: ..." no longer holds
            self.view.propose_owed = False
            self.status("")
        legal = self.controller.legal()
        targets = legal.attack_targets()
        if self.target not in targets:
            self.target, self.also = None, []
        eligible = legal.eligible_attackers()
        self.attackers &= eligible
        if self.target is not None:
            self.attackers &= legal.attackers_of(self.target)
        outlines = {u: "actionable" for u in eligible}
        outlines.update({u: "attacker" for u in self.attackers | self.support})
        self.scene.set_outlines(outlines)
        self.scene.highlights.set_outlines({h: TARGET for h in targets})
        fills = {h: ("", TARGET) for h in [self.target, *self.also] if h is not None}
        self.scene.highlights.set_fills(fills)
        self._announce()

    def _announce(self) -> None:
        self.view.attackChanged.emit(tuple(sorted(self.attackers)), self.target)

    # -- the mouse ----------------------------------------------------------------------------
    def press(self, ev) -> bool:
        if ev.button != Qt.MouseButton.LeftButton:
            return False
        c = self.controller
        legal = c.legal()
        shift = bool(ev.modifiers & Qt.KeyboardModifier.ShiftModifier)
        if ev.unit is not None and ev.unit in legal.eligible_attackers() and not shift:
            # A click on a stack takes all its units that may attack (or drops them all
            # when all are chosen); Ctrl-click, or a click on the spread-out stack, one.
            # The spread-out stack is the counter's own hex: its row of counters reaches
            # over the hexes beside it, where the pointer is.
            spread = self.scene.expanded
            one = (bool(ev.modifiers & Qt.KeyboardModifier.ControlModifier)
                   or (spread is not None and ev.unit in self.scene.stack(spread)))
            if one:
                self.toggle(ev.unit)
            else:
                self.toggle_stack(ev.unit)
            return True
        if ev.unit is not None and self._may_support(ev.unit):
            self.toggle_support(ev.unit)
            return True
        if ev.hex is not None and shift and self.target is not None and ev.hex != self.target:
            self.toggle_also(ev.hex)
            return True
        if ev.hex is not None and ev.hex in legal.attack_targets():
            self.choose_target(ev.hex)
            return True
        if ev.unit is not None and not shift and ev.unit in c.game.units:
            self._say_why_not(ev.unit)  # the press still pans the map
        return False

    def _say_why_not(self, uid: str) -> None:
        """The status line for a press on a unit of the side to act that cannot attack now:
        the rules' reason where an attack on every enemy hex next to it is refused for the
        same one ("… has attacked already this phase"), that no enemy is next to it, else
        that it cannot attack now (session 93: such a click said nothing at all)."""
        c = self.controller
        game, state = c.game, c.state
        if (state is None or state.pending is not None or c.names is None
                or game.side_of(state, uid) != state.to_act):
            return
        u = state.units[uid]
        if u.hex is None or game.units[uid].kind != "unit":
            return
        side = state.to_act
        enemy = [n for n in game.board.neighbors(u.hex)
                 if any(game.side_of(state, o) not in (None, side) for o in state.units_at(n))]
        name = c.names.unit(uid)
        if not enemy:
            self.status(self.tr("{unit} cannot attack now: no enemy unit is next to it.")
                        .format(unit=name))
            return
        why = self.one_reason(Attack(side, (uid,), n) for n in enemy)
        self.status(self.tr("Cannot attack: {why}").format(why=why) if why
                    else self.tr("{unit} cannot attack now.").format(unit=name))

    def _may_support(self, uid: str) -> bool:
        """A unit of the attacking side that is no attacker (a fleet, artillery)."""
        c = self.controller
        if self.target is None or uid in c.legal().eligible_attackers():
            return False
        d = c.game.units.get(uid)
        return (d is not None and d.kind != "unit" and d.kind != "leader"
                and c.game.side_of(c.state, uid) == c.state.active)

    def toggle(self, unit: str) -> None:
        if unit in self.attackers:
            self.attackers.discard(unit)
        else:
            self.attackers.add(unit)
            if self.target is not None and unit not in self.controller.legal().attackers_of(
                    self.target):
                self.target, self.also = None, []
        self.refresh()

    def toggle_stack(self, unit: str) -> None:
        """``unit`` with the units stacked with it that may attack: all chosen if any of
        them was not, else all dropped."""
        c = self.controller
        eligible = c.legal().eligible_attackers()
        h = c.state.units[unit].hex
        stack = {u for u in c.state.units_at(h) if u in eligible} | {unit}
        if stack <= self.attackers:
            self.attackers -= stack
        else:
            self.attackers |= stack
            if self.target is not None and not stack <= c.legal().attackers_of(self.target):
                self.target, self.also = None, []
        self.refresh()

    def toggle_support(self, unit: str) -> None:
        self.support ^= {unit}
        self.refresh()

    def toggle_also(self, h: Hex) -> None:
        if h in self.also:
            self.also.remove(h)
        else:
            self.also.append(h)
        self.refresh()

    def set_air(self, n: int) -> None:
        self.air = max(0, int(n))
        self._announce()

    def choose_target(self, h: Hex) -> None:
        """Aim at ``h``. Attackers already chosen that can reach it stay; if none, every
        unit that can usefully attack it is chosen: the largest listed declaration, or
        (where the rules list one-unit openings) every combat unit that may attack it,
        never a leader or another unit of no strength on its own."""
        legal = self.controller.legal()
        game, state = self.controller.game, self.controller.state
        self.target, self.also = h, []
        possible = legal.attackers_of(h)
        chosen = self.attackers & possible
        if not chosen:
            best = legal.largest_attack(h)
            chosen = set(best.attackers) if best is not None else set()
            if len(chosen) <= 1:
                strong = {u for u in possible if game.units[u].kind == "unit"
                          and any(v > 0 for k, v in game.units[u].steps[state.units[u].step].items()
                                  if not k.startswith("_"))}
                chosen = strong or chosen
        self.attackers = chosen
        self.refresh()

    # -- resolving ---------------------------------------------------------------------------
    def action(self) -> Attack | None:
        """The attack the player has put together, as the engine lists it if it does."""
        d = self.declaration()
        if d is None:
            return None
        found = next((a for a in self.controller.legal().attacks if self._same(a, d)), None)
        return found if found is not None else d

    @staticmethod
    def _same(a: Attack, d: Attack, air: bool = True) -> bool:
        """True if the listed attack ``a`` is the declaration ``d`` (attackers and support
        in any order; ``air`` False: whatever air points each commits)."""
        return (a.target == d.target and set(a.attackers) == set(d.attackers)
                and tuple(a.also) == tuple(d.also) and set(a.support) == set(d.support)
                and (not air or a.air == d.air) and not a.leader_hexes)

    def resolve(self) -> bool:
        action = self.action()
        if action is None:
            self.status(self.tr("Choose attackers and a target first."))
            return False
        c = self.controller
        steps = c.game.declaration_steps(c.state, action)
        if action in c.legal().attacks and (len(steps) == 1 or not self._closes(steps)):
            # The rules list it whole, or it needs more than the player put together (a
            # hex it must also attack): its opening asks the rest in the Decision panel.
            ok = c.submit(action)
        else:
            # A whole declaration the rules build step by step, resolved at once: Resolve
            # is one click, never a second "Complete the attack" step.
            ok = c.submit_all(steps)
        if ok:
            self.attackers, self.target, self.also, self.support, self.air = set(), None, [], set(), 0
            if self.view.propose_owed and self.view.tool is self:
                self.refresh()  # the next owed attack (the state change came before the clearing)
        return ok

    def _closes(self, steps) -> bool:
        """True if ``steps`` (a declaration's opening, its answers, then resolve) are legal
        one after the other, tried on copies of the state up to the resolve."""
        game, s = self.controller.game, self.controller.state
        try:
            for a in steps[:-1]:
                s, _ = game.apply(s, a)
        except IllegalAction:
            return False
        return steps[-1] in game.legal_actions(s)

    def cancel(self) -> None:
        if self.view.propose_owed:
            # Clear ends the chain of proposals: its "Proposed: ..." no longer holds (it
            # stayed in the status bar through the next attacks, made by hand)
            self.status("")
        self.view.propose_owed = False
        self.attackers, self.target, self.also, self.support, self.air = set(), None, [], set(), 0
        self.refresh()

    # -- owed attacks ---------------------------------------------------------------------------
    def owed_units(self) -> set[str]:
        return owed_units(self.controller)

    def owed_targets(self) -> set[Hex]:
        return owed_targets(self.controller)

    def owes(self) -> bool:
        """True when an attack is still owed (by a unit or on a hex)."""
        return bool(self.owed_units() or self.owed_targets())

    def proposal(self) -> Attack | None:
        """The next owed attack the program proposes: the enemy hex the most owing units
        can attack together (the weakest defence on a tie), with all of those units; where
        the duty is on hexes, :meth:`target_proposal`."""
        owed = self.owed_units()
        if not owed:
            return self.target_proposal()
        best = _next_owed(self.controller, owed)
        return self.completed(best) if best is not None else None

    def target_proposal(self) -> Attack | None:
        """The next attack on an owed hex: the hex the fewest free units can attack first
        (its attackers are the scarcest; the weakest defence, then the label, on a tie),
        by the whole declaration the rules list against it with the fewest further hexes
        (the best odds), then the most units. The rules list only declarations that leave
        every other owed hex a free attacker (Shin Barbarossa 10.2; one unit against
        several stacks where it must, 10.3.5), so each proposal leaves the next possible."""
        owed = self.owed_targets()
        if not owed:
            return None
        c = self.controller
        legal, game, state = c.legal(), c.game, c.state
        best, best_key = None, None
        for h in sorted(owed, key=game.label):
            whole = [a for a in legal.attacks if a.target == h and not a.air
                     and not a.support and not a.leader_hexes]
            if not whole:
                continue
            d = min(whole, key=lambda a: (len(a.also), -len(a.attackers), sorted(a.attackers)))
            d = Attack(d.side, tuple(sorted(d.attackers)), h, tuple(d.also))
            pv = game.preview(state, d)
            key = (len(legal.attackers_of(h)), pv.defense_strength if pv is not None else 0,
                   game.label(h))
            if best_key is None or key < best_key:
                best, best_key = d, key
        return best

    def completed(self, d: Attack) -> Attack:
        """``d`` with the further hexes the rules require before it can be resolved (Red
        Vengeance 8.41: an attacker takes on every enemy hex next to it), as the rules
        offer them while the declaration is built; ``d`` itself if it is complete or if
        more than hexes is missing."""
        c = self.controller
        game = c.game
        steps = game.declaration_steps(c.state, d)
        if len(steps) == 1 or self._closes(steps):
            return d
        s = c.state
        also = list(d.also)
        try:
            for a in steps[:-1]:
                s, _ = game.apply(s, a)
            for _ in range(len(game.board.hexes)):
                legal = game.legal_actions(s)
                if steps[-1] in legal:
                    break
                more = [a for a in legal if isinstance(a, Choose) and a.option == Opt.TARGET]
                if not more:
                    return d
                for a in more:
                    also.extend(a.hexes)
                    s, _ = game.apply(s, a)
        except IllegalAction:
            return d
        whole = Attack(d.side, d.attackers, d.target, tuple(also), d.air, d.support)
        return whole if self._closes(game.declaration_steps(c.state, whole)) else d

    def propose(self) -> bool:
        """Put the next owed attack together (the player adjusts it, then Resolve); after
        each Resolve the next one is proposed, until none is owed or the player clears."""
        d = self.proposal()
        if d is None:
            self.view.propose_owed = False
            self.status(self.tr("No attack is owed now."))
            return False
        self.view.propose_owed = True
        s = self.controller.state
        self.view.propose_owed_in = (s.turn, s.phase)
        self.attackers, self.target, self.also, self.support, self.air = (
            set(d.attackers), d.target, list(d.also), set(), 0)
        self.refresh()
        # into view, whether asked by the button or made after the last one resolved: the
        # next owed attack may be across the map (Finland after Romania)
        self.view.show_hexes([self.target, *self.also])
        units, hexes = owed_left(self.controller)
        left = owed_words(units, hexes)
        if owes_only(self.controller, d):
            said = (self.tr("Proposed: the last owed attack. Adjust it, then Declare.")
                    if self.controller.game.ruleset.declares_before_resolving else
                    self.tr("Proposed: the last owed attack. Adjust it, then Resolve."))
        elif self.controller.game.ruleset.declares_before_resolving:
            # Declared now, resolved once the declarations are closed (Shin Barbarossa 10.3).
            said = self.tr("Proposed: an owed attack ({left}). Adjust it, then Declare.").format(
                left=left)
        else:
            said = self.tr("Proposed: an owed attack ({left}). Adjust it, then Resolve.").format(
                left=left)
        # an owed attack that can only cost the attackers says so (Shin Barbarossa 10.3.6)
        c = self.controller
        declared = self.declaration()
        futile = futile_text(c.names, c.game.preview(c.state, declared), declared.side) if (
            c.names is not None and declared is not None) else ""
        # (Japanese sets no space after its full stop)
        self.status(futile + ("" if futile[-1:] in "。？！」）" else " ") + said if futile else said)
        return True


# -- owed attacks, for the tool and for the phase bar's count -----------------------------------
def owed_units(c) -> set[str]:
    """The units the rules say must still attack before the phase may end (the end-phase
    blockers that name a unit, e.g. Defiant Russia 7.0), among those that may attack."""
    game, state = c.game, c.state
    if state is None or state.pending is not None or c.legal().end_phase is not None:
        return set()
    named = {b.params.get("unit") for b in game.ruleset.end_phase_blockers(game, state)}
    return named & c.legal().eligible_attackers()


def owed_targets(c) -> set[Hex]:
    """The enemy hexes the rules say must still be attacked before the phase may end
    (``Ruleset.owed_targets``: Shin Barbarossa 10.2), among those that may be attacked."""
    game, state = c.game, c.state
    if state is None or state.pending is not None or c.legal().end_phase is not None:
        return set()
    return set(game.ruleset.owed_targets(game, state)) & c.legal().attack_targets()


def _next_owed(c, owed: set[str]) -> Attack | None:
    """The attack the proposals make next for the units in ``owed``: on the enemy hex the
    most of them can attack together (the weakest defence, then the label, on a tie), by
    all of those that can. Only the hexes tied for the most are previewed."""
    legal, game, state = c.legal(), c.game, c.state
    most, tied = 0, []
    for h in legal.attack_targets():
        n = len(owed & legal.attackers_of(h))
        if n > most:
            most, tied = n, [h]
        elif n == most and n:
            tied.append(h)
    best, best_key = None, None
    for h in tied:
        d = Attack(state.active, tuple(sorted(owed & legal.attackers_of(h))), h)
        pv = game.preview(state, d) if len(tied) > 1 else None
        key = (pv.defense_strength if pv is not None else 0, game.label(h))
        if best_key is None or key < best_key:
            best, best_key = d, key
    return best


def next_owed_units(c) -> set[str]:
    """The owing units the proposals take next (Propose the Next Owed Attack's attackers,
    the board as it is); none where no unit owes an attack."""
    owed = owed_units(c)
    d = _next_owed(c, owed) if owed else None
    return set(d.attackers) if d is not None else set()


def owed_left(c) -> tuple[int, int]:
    """How many units still owe an attack and how many enemy hexes are still owed one, as
    the phase bar's tooltip names them (the end-phase blockers: Defiant Russia 7.0, Red
    Vengeance 8.1; the owed hexes of ``Ruleset.owed_targets``, Shin Barbarossa 10.2);
    (0, 0) where none is owed. Facts of the board, not an estimate: each attack takes its
    attackers off the count (session 94: the count of attacks still to make, the proposals'
    choice made one after another, read 2, then 3 after an attack that eliminated a
    defender two owing units had shared)."""
    units, targets = owed_units(c), owed_targets(c)
    if not units and not targets:
        return 0, 0
    return len(units), len(_owed_hex_labels(c, targets))


def _owed_hex_labels(c, targets: set[Hex]) -> set[str]:
    """The labels of the hexes owed an attack: ``targets`` and those the end-phase
    blockers name (Red Vengeance 8.1, Defiant Russia's strict obligation 7.0)."""
    game, state = c.game, c.state
    named = {str(b.params["hex"]) for b in game.ruleset.end_phase_blockers(game, state)
             if "hex" in b.params}
    return named | {game.label(h) for h in targets}


def owes_only(c, d: Attack) -> bool:
    """True when ``d`` is made by every unit that still owes an attack and takes on every
    hex still owed one: with it made, nothing more is owed (the board as it is)."""
    units, targets = owed_units(c), owed_targets(c)
    hexes = _owed_hex_labels(c, targets) if units or targets else set()
    game = c.game
    return units <= set(d.attackers) and hexes <= {game.label(h) for h in (d.target, *d.also)}


def owed_said(c) -> str:
    """:func:`owed_words` for the board as it is; "" where no attack is owed."""
    units, hexes = owed_left(c)
    return owed_words(units, hexes) if units or hexes else ""


def owed_words(units: int, hexes: int) -> str:
    """What is still owed, in words: "3 units still to attack", "2 hexes still to be
    attacked", or both."""
    translate = QCoreApplication.translate
    if units and hexes:
        return format_text(translate("AttackTool", "{n:# unit|# units} still to attack, "
                                     "{m:# hex|# hexes} to be attacked"), n=units, m=hexes)
    if hexes:
        return format_text(translate("AttackTool", "{n:# hex still to be attacked|"
                                     "# hexes still to be attacked}"), n=hexes)
    return format_text(translate("AttackTool", "{n:# unit still to attack|# units still to attack}"),
                       n=units)
