"""``rules_data``: the ruleset's own part of the scenario (schedules of air points and
replacements, costs, special rules), edited as a JSON tree. The ruleset validates it;
its complaints appear in the validation panel and lead back here."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from qtwargame.editor.commands import SetPartCommand
from qtwargame.editor.panels.json_tree_editor import JsonTreeEditor
from qtwargame.editor.translate import translate


class RulesDataPanel(QWidget):
    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.caption = QLabel()
        self.tree = JsonTreeEditor()
        self.tree.edited.connect(self._edited)
        self.tree.bar.addWidget(self.caption)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.tree, 1)
        doc.partChanged.connect(lambda path: path in ("rules_data", "ruleset") and self.fill())
        doc.mapReset.connect(self.fill)
        self.retranslate()

    def retranslate(self) -> None:
        self.tree.retranslate()
        self.fill()

    def fill(self) -> None:
        self.caption.setText(self.tr("Data of the ruleset <b>{ruleset}</b>, checked by the ruleset "
                                     "(see the validation panel).").format(
            ruleset=self.doc.scenario.ruleset))
        self.tree.set_value(self.doc.scenario.rules_data)

    def _edited(self, value) -> None:
        self.doc.undo_stack.push(SetPartCommand(
            self.doc, "rules_data", value, translate("EditorCommands", "Edit rules data")))
