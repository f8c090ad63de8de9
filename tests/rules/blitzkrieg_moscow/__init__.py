"""Blitzkrieg to Moscow 2: rule tests named by rule number, and the play example."""
