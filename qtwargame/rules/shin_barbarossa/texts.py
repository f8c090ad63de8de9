"""The translation context of Shin Barbarossa's messages."""

from qtwargame.engine.text import Texts

T = Texts("shin_barbarossa")
