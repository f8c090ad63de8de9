"""The editor's panels: order of battle, properties of every part of a scenario, the
validation list."""
