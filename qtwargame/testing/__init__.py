"""Checks any ruleset can run on its own scenarios: the cache audit (``cache_audit``)."""
