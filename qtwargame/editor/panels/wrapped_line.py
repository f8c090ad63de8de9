"""A one-line text that wraps: a card's text or a table's notes read whole in a field a few
lines tall, where a line edit showed a slice of them ("e German favour in any combat; or
one rail move."). It keeps a line edit's ways: ``text``/``setText``, ``editingFinished``
on Return or when it loses the focus (so ``EditorWindowBase.commit_typing`` commits it), Tab
moves on, and no line breaks go into the text."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QPlainTextEdit


class WrappedLine(QPlainTextEdit):
    editingFinished = Signal()

    def __init__(self, lines: int = 2, parent=None) -> None:
        super().__init__(parent)
        self.setTabChangesFocus(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        margins = self.contentsMargins()
        frame = 2 * self.frameWidth() + margins.top() + margins.bottom()
        padding = 2 * int(self.document().documentMargin())
        self.setFixedHeight(self.fontMetrics().lineSpacing() * lines + frame + padding)

    def text(self) -> str:
        return self.toPlainText()

    def setText(self, text: str) -> None:
        if text != self.toPlainText():
            self.setPlainText(text)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.editingFinished.emit()  # a line edit's Return: commit, no line break
            return
        super().keyPressEvent(event)

    def insertFromMimeData(self, source) -> None:
        # pasted lines join into one, as a line edit takes them
        if source.hasText():
            self.insertPlainText(" ".join(source.text().split()))
            return
        super().insertFromMimeData(source)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.editingFinished.emit()
