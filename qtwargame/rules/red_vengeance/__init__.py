"""Red Vengeance (Avalanche Press; rulebook ``shared/seeds/002_…``): the last year of the
Eastern Front, June 1944 to April 1945.

The rule modules here are pure functions over the scenario's ``rules_data`` and plain
records, one documented function per rule: ``schedule`` (4.0, 6.5, 6.6, 10.2, 10.3, 12.1,
13.0, 14.7), ``combat`` (8.43-9.2, 13.0, 14.8), ``leaders`` (11.21-11.26), ``hitler``
(11.27), ``minors`` (5.3, 11.3, 11.4, 14.1), ``baltic`` (12.22), ``losses`` (8.5, 8.6,
11.1) and ``victory`` (15.0).
The ruleset that ties them to the engine is not registered yet (issue 12, stage 3).
"""
