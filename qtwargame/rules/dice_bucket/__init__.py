"""The dice-bucket core shared by Defiant Russia and Red Vengeance (issue 12, point 1).

Both games roll one die per strength point, turn hits into step losses or retreats, and
move units through zones of control with one-hex minimum moves and exploitation phases.
What they share lives here, free of either game's specials; each game supplies hooks where
the rulebooks differ:

- ``snapshot``: the per-state view (who is where, by integer hex; zones of control; what
  blocks a side), with the game's own zone function and cache key; answers kept per
  snapshot (``Snap.once``) or for the game (``remember``);
- ``zoc``: the six hexes around a ground unit, minus hexes it could not enter and across
  cut hexsides;
- ``movement``: the movement search (Dijkstra over integer hexes, one-hex minimum, ZOC
  stops, armor ZOC-to-ZOC at +1 MP), with hooks for closed hexes, hexside costs and
  special crossings; a search's moves (``searched_moves``) and the per-unit move memo
  (the enemy signature a hook; ``stack_signature`` by hex and units);
- ``retreat``: retreat paths (away from the start, toward a goal, around enemy ZOC,
  stacking at the end) and advance after combat;
- ``resolution``: the combat procedure after the roll (more hits first, attacker first on
  a tie; the first hit a step; retreats absorbing hits; maximum loss; advance), begun by
  ``Procedure.begin`` once the game has rolled, with hooks for interruptions, per-side
  epilogues and extra retreaters;
- ``dispatch``: a ruleset's ``apply``: the attack declared and answered, the procedure's
  questions answered, every other action handed to the game; the flags a phase's end clears;
- ``losses``: a step lost, a unit eliminated (for good when out of supply);
- ``sequence``: phase ids read back into side and kind, a side's phases with their stacking
  checks, and the step to the next phase passing over exploitation phases not played;
- ``weather``: the turn's weather from a historical schedule or a die on a table;
- ``tables``: the per-game tables the core reads (``BoardTables``; each game's ``Tables``
  adds its own) and a board's hexes as integers (``index_board``);
- ``grid``: breadth-first distances and reach (``flood``: DR's rail lines, RV's supply
  paths), the integer-hex index and setup codes' hexes;
- ``questions``: the board questions and the declaration in progress, mixed into each
  ruleset;
- ``words``: a game's messages as templates in its own context, filled in by the core.

A game's messages stay in its own module (its ``Texts`` context), handed to the core as
templates (``words``) or callables, so logs, prompts and saved games read exactly as before.
"""
