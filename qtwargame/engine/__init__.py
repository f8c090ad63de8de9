"""The rules-agnostic core: hexes, board, pieces, state, actions, dice, phases, log,
saved games and per-side views. Pure Python; nothing here imports Qt."""
