"""The combat procedure after the dice (DR 7.2-7.3; RV 8.5-8.7): each side's losses and
retreats in order (more hits first, the attacker first on a tie), the first hit always a
step, the rest taken as steps or avoided by retreating (the defender one hex a hit, the
attacker one hex for the last hit), every unit eliminated when the hits exceed its steps,
then the advance into an emptied hex (never after the attacker retreated).

The progress is kept in ``state.data["combat"]`` so that every choice in it is an
ordinary decision (``TakeLoss``, ``Choose(RETREAT)``, ``Retreat``, ``Advance``) and a saved
game replays it exactly. A game hands :class:`Procedure` its own :class:`Pieces`: its
snapshot, loss and movement functions, interruptions (DR: leaders and fleets displaced),
what follows a side's losses (DR: leaders' death rolls), extra retreaters (DR: the Black
Sea Fleet), and its messages and rule numbers (``Texts``), so its logs read as before.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from qtwargame.engine.actions import Advance, Choose, Opt, Retreat, TakeLoss
from qtwargame.engine.records import CombatRecord
from qtwargame.engine.state import ON_MAP, Decision
from qtwargame.engine.text import Msg
from qtwargame.rules.dice_bucket.words import fill


def resolution_order(side: str, enemy: str, on_attacker: int, on_defender: int) -> list[str]:
    """The side with more hits takes them first; on a tie the attacker (DR 7.25, RV 8.54)."""
    return [side, enemy] if on_attacker >= on_defender else [enemy, side]


def set_flag(state, uid: str, flag: str, on: bool) -> None:
    """``uid`` with ``flag`` set or cleared (at the roll: out of supply, DR 7.13, RV 8.45;
    attacked, DR 7.0, RV 8.42)."""
    u = state.units[uid]
    state.units[uid] = u.with_flag(flag) if on else u.without_flag(flag)


def new_combat(side: str, enemy: str, attackers: list[str], defenders: list[str], targets: list[str],
               start: dict[str, int], on_attacker: int, on_defender: int) -> dict:
    """The procedure's state for a combat just rolled."""
    return {
        "side": side, "enemy": enemy, "attackers": attackers, "defenders": defenders,
        "targets": targets, "start": start, "hits": {side: on_attacker, enemy: on_defender},
        "order": resolution_order(side, enemy, on_attacker, on_defender), "at": 0,
        "stage": "losses", "left": None, "taken": 0, "retreat": {side: 0, enemy: 0}, "queue": [],
        "eliminated": {side: [], enemy: []}, "advanced": [],
    }


@dataclass(frozen=True)
class CombatTexts:
    """A game's words for the procedure: each a template made by the game's own ``Texts``
    (``T("Take {n} hits")``, so the catalogue finds it in the game's context) without its
    parameters; the procedure fills them in (:mod:`dice_bucket.words`).

    ``stops_short`` (RV 8.65, units stopped short) holds six templates: cannot retreat,
    after one hex, after ``k`` hexes, each losing one step and then ``n`` steps.
    ``rolled_text`` (DR 7.11, RV 8.43) says what the dice of an attack did: ``targets``,
    the dice ``ad`` and ``dd`` of each side, the hits ``hd`` on the defender and ``ha`` on
    the attacker."""

    take_hits: Msg
    retreat_prompt: Msg
    advance_prompt: Msg
    max_loss_text: Msg
    cannot_retreat_text: Msg
    retreats_one: Msg
    retreats_many: Msg
    combat_over_text: Msg
    stops_short_texts: tuple[Msg, ...] = ()
    rolled_text: Msg | None = None

    def take_hits_prompt(self, n):
        return fill(self.take_hits, n=n)

    def retreat_unit_prompt(self, unit, n):
        return fill(self.retreat_prompt, unit=unit, n=n)

    def advance(self):
        return fill(self.advance_prompt)

    def max_loss(self, n):
        return fill(self.max_loss_text, n=n)

    def cannot_retreat(self, unit):
        return fill(self.cannot_retreat_text, unit=unit)

    def retreats_instead(self, side, n):
        if n == 1:
            return fill(self.retreats_one, side=side)
        return fill(self.retreats_many, side=side, n=n)

    def stops_short(self, unit, hexes, steps):
        by = self.stops_short_texts
        row = 0 if hexes == 0 else 2 if hexes == 1 else 4
        return fill(by[row] if steps == 1 else by[row + 1], unit=unit, k=hexes, n=steps)

    def combat_over(self, hexes):
        return fill(self.combat_over_text, hexes=hexes)

    def rolled(self, targets, ad, dd, hd, ha):
        assert self.rolled_text is not None, "a game that rolls through the core names rolled_text"
        return fill(self.rolled_text, targets=targets, ad=ad, dd=dd, hd=hd, ha=ha)


@dataclass(frozen=True)
class Pieces:
    """A game's parts of the procedure.

    ``snap(game, state)`` its snapshot; ``texts`` its messages (:class:`CombatTexts`);
    ``rules`` its rule
    numbers (max_loss, no_retreat, defender_retreat, attacker_retreat, over);
    ``eliminate(ctx, uid, rule)``; ``lose_step(ctx, uid) -> eliminated``;
    ``relocate(ctx, uid, path, retreat)``; ``can_retreat(snap, uids, n)``;
    ``retreat_paths(snap, uid, n)``; ``advance_options(snap, attackers, targets)``; and
    optionally ``interrupted(ctx)`` (a question of its own to answer first),
    ``hits_per_step(game, uid)`` (RV 11.1: two for a shock army; a hit too few for any
    survivor's step is ignored), ``retreat_lengths(snap, uids, n) -> {uid: hexes}`` (RV
    8.65 read per unit: how far each unit can go of the ``n`` hexes asked; a unit that
    stops short loses a step for every hex it could not retreat, and one that cannot move
    at all stays; by default, DR, every unit goes the whole way or none retreats),
    ``retreats_at_all(snap, uids, n) -> bool`` (with ``retreat_lengths``: whether any of
    ``uids`` can retreat at least one of ``n`` hexes, the same answer as
    ``any(k >= 1 for k in retreat_lengths(snap, uids, n).values())``, which it stands for
    when not given; a game gives it when it can answer without the full lengths),
    ``after_losses(ctx, side, eliminated, start)`` and ``extra_retreaters(ctx, alive)``
    (pieces that are not ground units but retreat with them)."""

    snap: Callable
    texts: Any
    rules: dict[str, str]
    eliminate: Callable
    lose_step: Callable
    relocate: Callable
    can_retreat: Callable
    retreat_paths: Callable
    advance_options: Callable
    interrupted: Callable = field(default=lambda ctx: False)
    hits_per_step: Callable = field(default=lambda game, uid: 1)
    retreat_lengths: Callable[..., dict[str, int]] | None = None
    retreats_at_all: Callable[..., bool] | None = None
    retreat_ok: Callable[..., bool] | None = None
    retreat_count: Callable[..., int] | None = None
    after_losses: Callable = field(default=lambda ctx, side, eliminated, start: None)
    extra_retreaters: Callable = field(default=lambda ctx, alive: [])


class Procedure:
    """The procedure, run with one game's :class:`Pieces`."""

    def __init__(self, pieces: Pieces) -> None:
        self.p = pieces
        self.rules = pieces.rules

    def texts(self):
        return self.p.texts

    @staticmethod
    def is_ground(game, uid: str) -> bool:
        return game.cache.units[uid].ground

    def steps_left(self, ctx, uids: list[str]) -> int:
        """The hits it takes to eliminate every unit in ``uids`` (a step each, or what
        ``hits_per_step`` says)."""
        s = ctx.state
        return sum((ctx.game.units[u].step_count - s.units[u].step) * self.p.hits_per_step(ctx.game, u)
                   for u in uids if s.units[u].status == ON_MAP)

    # -- the roll -----------------------------------------------------------------------
    @staticmethod
    def mark(ctx, plan: dict, fought: list[str], attacked: list[str], out_of_supply) -> None:
        """Before the roll: supply judged again for the units ``fought`` (DR 7.13, RV 8.45),
        each unit ``attacked`` marked (it attacks once, DR 7.0, RV 8.42), the hexes noted
        as attacked this phase and the air points committed spent (DR 11.7, RV 12.1)."""
        s = ctx.state
        for u in fought:
            set_flag(s, u, "oos", u in out_of_supply)
        for u in attacked:
            set_flag(s, u, "attacked", True)
        s.data.setdefault("attacked_hexes", []).extend(plan["targets"])
        if plan.get("air"):
            air = s.data.setdefault("air", {})
            air[s.active] = air.get(s.active, 0) - plan["air"]

    def begin(self, ctx, snap, plan: dict, attackers: list[str], defenders: list[str],
              dice: tuple[list[int], list[int]], counts: tuple[int, int], hits: tuple[int, int],
              rule: str, **extra) -> None:
        """The dice of a declared attack are rolled (DR 7.11, RV 8.43): what they did goes on
        the log (``counts``: the dice each side rolled; ``hits``: the hits on the attacker,
        then on the defender), the combat is noted and recorded, still open, and the
        procedure starts (the side with more hits first, DR 7.25, RV 8.54) with ``extra``
        in its state (RV: the hits on Berlin, 11.27) and runs."""
        s = ctx.state
        side = s.active
        enemy = ctx.game.enemy(side)
        on_att, on_def = hits
        targets = plan["targets"]
        ctx.log(self.texts().rolled(", ".join(targets), counts[0], counts[1], on_def, on_att), rule=rule)
        start = {u: snap.pos[u] for u in attackers + defenders}
        s.notes["combat"] = {"dice": {side: dice[0], enemy: dice[1]}, "losses": [], "retreats": [],
                             "air": plan.get("air", 0)}
        ctx.record_combat(self.record(ctx, attackers, defenders, targets, {side: on_att, enemy: on_def},
                                      (), complete=False), on_last_line=True)
        s.data["combat"] = new_combat(side, enemy, attackers, defenders, targets, start, on_att, on_def)
        s.data["combat"].update(extra)
        self.run(ctx)

    # -- the record ---------------------------------------------------------------------
    def record(self, ctx, attackers, defenders, targets, hits, eliminated, complete) -> CombatRecord:
        """The combat as data: who fought where, the dice, the hits, and (once over) the
        steps each unit lost, where each retreated, and what was eliminated."""
        game = ctx.game
        note = ctx.state.notes.get("combat", {})
        side = game.cache.units[attackers[0]].side
        return CombatRecord(
            attacker_side=side, attackers=tuple(attackers), defenders=tuple(defenders),
            hexes=tuple(game.hex(x) for x in targets),
            dice={k: tuple(v) for k, v in note.get("dice", {}).items()}, hits=dict(hits),
            losses=tuple((u, n) for u, n in note.get("losses", [])),
            retreats=tuple((u, game.hex(h)) for u, h in note.get("retreats", [])),
            eliminated=tuple(eliminated), air=note.get("air", 0), complete=complete)

    def close(self, ctx, c: dict) -> None:
        """The combat is over: its complete record goes on the log."""
        eliminated = (c["eliminated"][c["side"]] + c["eliminated"][c["enemy"]]
                      + ctx.state.notes.get("combat", {}).get("eliminated", []))
        ctx.record_combat(self.record(ctx, c["attackers"], c["defenders"], c["targets"], c["hits"],
                                      eliminated, complete=True))
        ctx.log(self.texts().combat_over(", ".join(c["targets"])), rule=self.rules["over"])
        ctx.state.notes.pop("combat", None)
        ctx.state.data.pop("combat", None)

    @staticmethod
    def note(ctx, kind: str, entry) -> None:
        ctx.state.notes.setdefault("combat", {}).setdefault(kind, []).append(entry)

    # -- who --------------------------------------------------------------------------
    @staticmethod
    def participants(c: dict, side: str) -> list[str]:
        return c["attackers"] if side == c["side"] else c["defenders"]

    def survivors(self, state, c: dict, side: str) -> list[str]:
        return [u for u in self.participants(c, side) if state.units[u].status == ON_MAP]

    # -- the answers --------------------------------------------------------------------
    def loss_options(self, snap, c: dict) -> list:
        """The answers open to the side taking hits now: a step from any survivor; after
        the first step the defender may retreat one hex a remaining hit, the attacker one
        hex for its last one."""
        side = c["order"][c["at"]]
        alive = self.survivors(snap.state, c, side)
        left, taken = c["left"], c["taken"]
        opts: list = [TakeLoss(side, u) for u in alive if self.p.hits_per_step(snap.game, u) <= left]
        ground = [u for u in alive if self.is_ground(snap.game, u)]
        if taken >= 1 and left >= 1 and ground:
            if self.p.retreat_lengths is not None:
                n = left if side == c["enemy"] else 1
                if (side == c["enemy"] or left == 1) and self.retreats_at_all(snap, ground, n):
                    opts.append(Choose(side, Opt.RETREAT))
                return opts
            if side == c["enemy"] and self.p.can_retreat(snap, ground, left):
                opts.append(Choose(side, Opt.RETREAT))
            if side == c["side"] and left == 1 and self.p.can_retreat(snap, ground, 1):
                opts.append(Choose(side, Opt.RETREAT))
        return opts

    def retreats_at_all(self, snap, uids: list[str], n: int) -> bool:
        """Whether any of ``uids`` can retreat at least one of ``n`` hexes (RV 8.61, 8.65:
        then the side may choose to retreat)."""
        if self.p.retreats_at_all is not None:
            return self.p.retreats_at_all(snap, uids, n)
        lengths_of = self.p.retreat_lengths
        assert lengths_of is not None, "asked only of a game that retreats unit by unit"
        return any(k >= 1 for k in lengths_of(snap, uids, n).values())

    def retreat_allowed(self, snap, action) -> bool:
        """Whether a ``Retreat`` answers the retreat asked now: the unit whose turn it is,
        by any legal path (``retreat_ok``), not only the one of its outcome that
        :meth:`retreat_options` lists; without the hook, one of those listed."""
        c = snap.state.data.get("combat")
        if c is None or c["stage"] != "retreat" or not c["queue"]:
            return False
        if self.p.retreat_ok is None:
            return action in self.retreat_options(snap, c)
        side = c["order"][c["at"]]
        uid = c["queue"][0]
        if action.side != side or action.unit != uid:
            return False
        idx = snap.t.idx
        if any(h not in idx for h in action.path):
            return False
        n = c.get("retreat_by", {}).get(uid, c["retreat"][side])
        return self.p.retreat_ok(snap, uid, n, tuple(idx[h] for h in action.path))

    def retreat_options(self, snap, c: dict) -> list:
        side = c["order"][c["at"]]
        uid = c["queue"][0]
        n = c.get("retreat_by", {}).get(uid, c["retreat"][side])
        hexes = snap.t.hexes
        return [Retreat(side, uid, tuple([hexes[h] for h in p]))
                for p in self.p.retreat_paths(snap, uid, n)]

    def advance_choices(self, snap, c: dict) -> list:
        side = c["side"]
        t = snap.t
        alive = [u for u in self.survivors(snap.state, c, side) if u not in c["advanced"]]
        if not alive:
            return []
        targets = [t.idx[snap.game.hex(x)] for x in c["targets"]]
        return [Advance(side, u, t.hexes[h]) for u, h in self.p.advance_options(snap, alive, targets)]

    def answers(self, snap) -> list:
        """The legal answers to the combat decision pending in ``snap.state``; those the
        procedure found when it asked the decision (:meth:`ask`) when it asked it with
        this snapshot."""
        hit = snap.memo.get("combat_answers")
        if hit is not None:
            return list(hit)
        c = snap.state.data["combat"]
        if c["stage"] == "losses":
            return self.loss_options(snap, c)
        if c["stage"] == "retreat":
            return self.retreat_options(snap, c)
        if c["stage"] == "advance":
            return self.advance_answers(self.advance_choices(snap, c), c)
        return []

    @staticmethod
    def advance_answers(choices: list, c: dict) -> list:
        """8.7 (DR 7.3): the advances open, and stopping, when any is open."""
        return choices + [Choose(c["side"], Opt.STOP)] if choices else []

    @staticmethod
    def ask(ctx, snap, kind: str, side: str, prompt, data: dict, answers: list) -> None:
        """Ask the decision ``kind`` of ``side``, whose legal answers, found with ``snap``
        (made of the state as it is now), are ``answers``: they are kept in the snapshot's
        memo, and the snapshot in the game's memo as the one the last decision was asked
        with (:meth:`asked_with`)."""
        snap.memo["combat_answers"] = tuple(answers)
        ctx.game.cache.memo["combat_asked_with"] = snap
        ctx.state.pending = Decision(kind, side, prompt, data)

    @staticmethod
    def asked_with(game, state):
        """The snapshot the last decision of ``state`` was asked with (:meth:`ask`), or
        None when it was asked of another state. It is ``state``'s own snapshot only as
        long as nothing that a snapshot reads changed since: a game keeps it
        (``snapshot.keep_snap``) only where it knows that."""
        snap = game.cache.memo.get("combat_asked_with")
        return snap if snap is not None and snap.state is state else None

    # -- the procedure ------------------------------------------------------------------
    def finish_side(self, ctx, c: dict, side: str) -> None:
        self.p.after_losses(ctx, side, c["eliminated"][side], c["start"])
        if c["retreat"][side]:
            alive = self.survivors(ctx.state, c, side)
            by = c.get("retreat_by", {})
            c["queue"] = [u for u in alive if self.is_ground(ctx.game, u) and by.get(u, 1) > 0]
            c["queue"] += self.p.extra_retreaters(ctx, alive)
            c["stage"] = "retreat"
        else:
            c["at"] += 1
            c["stage"] = "losses"
            c["left"] = None

    def partial_retreat(self, ctx, c: dict) -> None:
        """RV 8.61, 8.65 read per unit: every survivor retreats the hexes asked (the
        defender one a remaining hit, the attacker one); a unit that meets enemy ZOC first
        stops there and loses a step for each hex short (a shock army one for every two);
        a unit that cannot move at all stays and takes them all."""
        s = ctx.state
        side = c["order"][c["at"]]
        alive = [u for u in self.survivors(s, c, side) if self.is_ground(ctx.game, u)]
        length = c["left"] if side == c["enemy"] else 1
        lengths_of = self.p.retreat_lengths
        assert lengths_of is not None, "run only for a game that retreats unit by unit"
        lengths = lengths_of(self.p.snap(ctx.game, s), alive, length)
        c["retreat"][side] = length
        short_of = {u: lengths[u] for u in alive if lengths[u] < length}
        if short_of:  # only the units that stop short are written down
            c.setdefault("retreat_by", {}).update(short_of)
        rule = self.rules["defender_retreat"] if side == c["enemy"] else self.rules["attacker_retreat"]
        ctx.log(self.texts().retreats_instead(side, length), rule=rule, as_act=True)
        for u in alive:
            short = (length - lengths[u]) // self.p.hits_per_step(ctx.game, u)
            if short <= 0:
                continue
            ctx.log(self.texts().stops_short(u, lengths[u], short), rule=self.rules["no_retreat"])
            for _ in range(short):
                self.note(ctx, "losses", [u, 1])
                if self.p.lose_step(ctx, u):
                    c["eliminated"][side].append(u)
                    break
        c["left"] = 0
        self.finish_side(ctx, c, side)

    def run(self, ctx) -> None:
        """Carry the combat procedure on until it needs a decision or is over."""
        s = ctx.state
        s.pending = None
        msg = self.texts()
        for _ in range(1000):
            if self.p.interrupted(ctx):
                return
            c = s.data.get("combat")
            if c is None:
                return
            if c["at"] >= 2 and c["stage"] != "advance":
                c["stage"] = "advance"
            # the snapshot of this round is made where it is first asked (a round that only
            # moves the procedure on asks none)
            if c["stage"] == "losses":
                side = c["order"][c["at"]]
                if c["left"] is None:
                    hits: int = c["hits"][side]
                    c["left"], c["taken"] = hits, 0
                    alive = self.survivors(s, c, side)
                    if hits > 0 and hits > self.steps_left(ctx, alive):
                        ctx.log(msg.max_loss(hits), rule=self.rules["max_loss"])
                        for u in alive:
                            self.p.eliminate(ctx, u, self.rules["max_loss"])
                            c["eliminated"][side].append(u)
                        c["left"] = 0
                alive = self.survivors(s, c, side)
                if c["left"] > 0 and alive and all(self.p.hits_per_step(ctx.game, u) > c["left"]
                                                   for u in alive):
                    c["left"] = 0  # RV 11.1: the odd hit on shock armies alone is ignored
                if c["left"] == 0 or not alive:
                    self.finish_side(ctx, c, side)
                    continue
                snap = self.p.snap(ctx.game, s)
                opts = self.loss_options(snap, c)
                if len(opts) == 1:
                    self.apply_answer(ctx, opts[0], auto=True)
                    continue
                self.ask(ctx, snap, "losses", side, msg.take_hits_prompt(c["left"]), {"left": c["left"]},
                         opts)
                return
            if c["stage"] == "retreat":
                side = c["order"][c["at"]]
                c["queue"] = [u for u in c["queue"] if s.units[u].status == ON_MAP]
                if not c["queue"]:
                    c["at"] += 1
                    c["stage"], c["left"] = "losses", None
                    continue
                snap = self.p.snap(ctx.game, s)
                opts = self.retreat_options(snap, c)
                uid = c["queue"][0]
                if not opts:
                    c["queue"].pop(0)
                    if self.is_ground(ctx.game, uid):
                        ctx.log(msg.cannot_retreat(uid), rule=self.rules["no_retreat"])
                        self.p.eliminate(ctx, uid, self.rules["no_retreat"])
                        self.note(ctx, "eliminated", uid)
                    continue
                n = c.get("retreat_by", {}).get(uid, c["retreat"][side])
                if len(opts) == 1 and (self.p.retreat_count is None
                                       or self.p.retreat_count(snap, uid, n) == 1):
                    self.apply_answer(ctx, opts[0], auto=True)
                    continue
                self.ask(ctx, snap, "retreat", side, msg.retreat_unit_prompt(uid, n), {"unit": uid}, opts)
                return
            if c["stage"] == "advance":
                if c["retreat"][c["side"]]:
                    self.close(ctx, c)
                    return
                snap = self.p.snap(ctx.game, s)
                choices = self.advance_choices(snap, c)
                if not choices:
                    self.close(ctx, c)
                    return
                self.ask(ctx, snap, "advance", c["side"], msg.advance(), {}, self.advance_answers(choices, c))
                return
        raise RuntimeError("combat procedure does not settle")

    def apply_answer(self, ctx, action, auto: bool = False) -> None:
        """Carry out one answer to the combat decision, then go on."""
        s = ctx.state
        c = s.data["combat"]
        t = ctx.game.cache
        if isinstance(action, TakeLoss):
            side = c["order"][c["at"]]
            self.note(ctx, "losses", [action.unit, 1])
            cost = self.p.hits_per_step(ctx.game, action.unit)
            if self.p.lose_step(ctx, action.unit):
                c["eliminated"][side].append(action.unit)
            # "8th Tank Corps is reduced" says what the chosen loss did: one line for both
            # (a loss taken without asking is no act's: the act is another answer, say a
            # retreat, and stays)
            if not auto:
                ctx.stand_for_act()
            c["left"] -= cost
            c["taken"] += 1
        elif (isinstance(action, Choose) and action.option == Opt.RETREAT
              and self.p.retreat_lengths is not None):
            self.partial_retreat(ctx, c)
        elif isinstance(action, Choose) and action.option == Opt.RETREAT:
            side = c["order"][c["at"]]
            length = c["left"]
            c["retreat"][side] = length
            rule = self.rules["defender_retreat"] if side == c["enemy"] else self.rules["attacker_retreat"]
            ctx.log(self.texts().retreats_instead(side, length), rule=rule, as_act=True)
            c["left"] = 0
            self.finish_side(ctx, c, side)
        elif isinstance(action, Retreat):
            c["queue"].pop(0)
            rule = self.rules["defender_retreat" if action.side == c["enemy"] else "attacker_retreat"]
            # the only way back, taken without asking: the log still says where to (session
            # 85: "retreats 1 hex instead", and no line named the hex); a chosen one is the
            # player's own line, with the rule as the automatic one has it (session 89: it
            # had none, beside the automatic lines' 8.62)
            ctx.log(ctx.game.describe(action), side=action.side, rule=rule, said_by_act=not auto)
            self.p.relocate(ctx, action.unit, [t.idx[h] for h in action.path], retreat=True)
            self.note(ctx, "retreats", [action.unit, ctx.game.label(action.path[-1])])
        elif isinstance(action, Advance):
            c["advanced"].append(action.unit)
            self.p.relocate(ctx, action.unit, [t.idx[action.hex]])
        elif isinstance(action, Choose) and action.option == Opt.STOP:
            self.close(ctx, c)
        if not auto:
            self.run(ctx)

