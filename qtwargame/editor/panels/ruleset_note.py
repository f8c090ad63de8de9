"""A note over a part of the scenario that its ruleset does not read ("Not used by the
Classic hex-and-counter rules"), so that a designer never fills in weather, cards or
victory tags that do nothing in play. The ruleset says which parts it reads
(``Ruleset.data_used``, :data:`qtwargame.engine.ruleset.DATA_SECTIONS`); the note follows
the scenario's ruleset as it changes. Asking loads the rulesets, so a note stays hidden
until ``refresh`` (the editor window refreshes its notes after its first frame)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel

from qtwargame.editor.translate import translate
from qtwargame.engine.ruleset import get_ruleset


def ruleset_reads(ruleset_id: str, section: str) -> bool:
    """Whether the ruleset named reads ``section`` (an unknown ruleset: assume it does)."""
    try:
        return get_ruleset(ruleset_id).reads(section)
    except KeyError:
        return True


def ruleset_name(ruleset_id: str) -> str:
    """The ruleset's name in the editor's language (one this program does not have: its id)."""
    try:
        return get_ruleset(ruleset_id).title.format(translate)
    except KeyError:
        return ruleset_id


class RulesetNote(QLabel):
    #: after each refresh: whether the ruleset reads the section
    refreshed = Signal(bool)

    def __init__(self, doc, section: str, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.section = section
        self.ready = False  # refreshed once: whether the ruleset reads the section is known
        self.setWordWrap(True)
        self.setStyleSheet("color: #9a5b00; font-style: italic")
        doc.partChanged.connect(self._part_changed)
        self.setVisible(False)

    def _part_changed(self, path: str) -> None:
        if path == "ruleset":
            self.refresh()

    def refresh(self) -> None:
        rid = self.doc.scenario.ruleset
        unused = not ruleset_reads(rid, self.section)
        if unused and self.section == "tables":
            # the play window shows them all the same: say what the rules read instead
            self.setText(self.tr("Tables: the {rules} rules do not read these; the players see "
                                 "them in the Results Tables panel, and the rules play what "
                                 "the Rules Data tab holds. A change here changes only what "
                                 "the players read.").format(rules=ruleset_name(rid)))
        elif unused and self.section == "cards":
            # nothing to fill in: the panel offers no card to add (session 93: a card added
            # to Red Vengeance read "not used", and the play-test showed an empty Cards panel)
            if self.doc.scenario.cards:
                self.setText(self.tr("The {rules} rules play no cards: these cards have no "
                                     "effect in play. Delete them, or choose a ruleset that "
                                     "plays cards.").format(rules=ruleset_name(rid)))
            else:
                self.setText(self.tr("The {rules} rules play no cards: this scenario has none "
                                     "to set. The rulesets that play cards offer them here.")
                             .format(rules=ruleset_name(rid)))
        elif unused:
            self.setText(self.tr("{part}: not used by the {rules} rules; what is set here has "
                                 "no effect in play.").format(
                part=part_title(self.section), rules=ruleset_name(rid)))
        self.setVisible(unused)
        self.ready = True
        self.refreshed.emit(not unused)


def part_title(section: str) -> str:
    return {
        "weather": translate("RulesetNote", "Weather"),
        "cards": translate("RulesetNote", "Cards"),
        "options": translate("RulesetNote", "Optional rules"),
        "city_tags": translate("RulesetNote", "City tags"),
        "turn_data": translate("RulesetNote", "Per-turn data"),
        "tables": translate("RulesetNote", "Tables"),
        "features": translate("RulesetNote", "Hexside features"),
    }.get(section, section)
