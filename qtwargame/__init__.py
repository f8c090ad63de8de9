"""qtwargame: hex-and-counter wargames with every rule enforced."""

__version__ = "0.1.0"
