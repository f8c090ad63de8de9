"""Shin Barbarossa (真・バルバロッサ作戦, Game Journal, 2001; rules 2nd edition 2002):
June 1941 to the spring of 1942 in ten four-week turns, odds combat on two results tables,
hidden Soviet leaders, German supply centers and overrun.

The rules are pure functions, each citing its rule and tested with the rulebook's worked
examples; ``ruleset.ShinBarbarossaRuleset`` plays them through the engine
(``docs/rules/shin_barbarossa.md`` maps every rule to its code and tests).
"""
