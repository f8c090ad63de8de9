"""Red Vengeance (Avalanche Press; rulebook ``shared/seeds/002_…``): the last year of the
Eastern Front, June 1944 to April 1945, on the dice-bucket core shared with Defiant
Russia (``qtwargame.rules.dice_bucket``).

Pure rule functions over the scenario's ``rules_data``: ``schedule`` (4.0, 6.5, 6.6, 10.2,
10.3, 12.1, 13.0, 14.7), ``combat`` (8.43-9.2, 13.0, 14.8), ``leaders`` (11.21-11.26),
``hitler`` (11.27), ``minors`` (5.3, 11.3, 11.4, 14.1), ``baltic`` (12.22), ``losses``
(8.5, 8.6, 11.1) and ``victory`` (15.0). On the board: ``units``, ``tables``, ``snapshot``,
``supply``, ``movement``, ``moves``, ``stacking``, ``declare``, ``odds``, ``resolution``,
``losses_board``, ``organization``, ``events``, ``endgame``, ``sequence``; ``ruleset``
answers the engine. docs/rules/red_vengeance.md maps every rule to its code and tests.
"""

from qtwargame.rules.red_vengeance.ruleset import RedVengeanceRuleset

__all__ = ["RedVengeanceRuleset"]
