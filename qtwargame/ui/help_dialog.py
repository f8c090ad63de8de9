"""Help ▸ How to Play: the play window, and each game's rules in brief with how to do
each thing in the program.

The pages are HTML files in ``resources/help``: ``<topic>.<lang>.html``, where the topic
is ``window`` or a ruleset id (``classic``, ``defiant_russia``…). A page missing in the
reader's language is shown in English. They are the program's own summaries; the
rulebooks remain the authority (``docs/rules`` cites them rule by rule).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
)

from qtwargame.engine.ruleset import get_ruleset, ruleset_ids
from qtwargame.scenario.catalog import resources_dir
from qtwargame.ui.names import translate
from qtwargame.ui.screen_fit import resize_within_screen

WINDOW_TOPIC = "window"


def help_dir() -> Path:
    return resources_dir() / "help"


def help_dirs() -> list[Path]:
    """The program's own help folder, then each folder a plugin offers through the
    ``qtwargame.help`` entry point group (docs/plugins.md)."""
    from qtwargame.scenario.catalog import HELP_GROUP, plugin_dirs

    return [help_dir(), *plugin_dirs(HELP_GROUP)]


def help_path(topic: str, lang: str = "en") -> Path | None:
    """The page for ``topic`` in ``lang``, else in English, else None."""
    dirs = help_dirs()
    for code in (lang, "en"):
        for d in dirs:
            path = d / f"{topic}.{code}.html"
            if path.is_file():
                return path
    return None


def topics() -> list[str]:
    """The play window first, then every registered ruleset that has a page."""
    return [WINDOW_TOPIC] + [rid for rid in ruleset_ids() if help_path(rid) is not None]


class HelpDialog(QDialog):
    def __init__(self, lang: str = "en", topic: str | None = None, parent=None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.setWindowTitle(self.tr("How to Play"))
        outer = QVBoxLayout(self)
        body = QHBoxLayout()
        outer.addLayout(body, 1)
        self.list = QListWidget()
        self.list.setMaximumWidth(230)
        body.addWidget(self.list)
        self.page = QTextBrowser()
        self.page.setOpenExternalLinks(True)
        body.addWidget(self.page, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.topics = topics()
        for t in self.topics:
            item = QListWidgetItem(self.topic_title(t))
            item.setData(Qt.ItemDataRole.UserRole, t)
            self.list.addItem(item)
        self.list.currentRowChanged.connect(self._show_row)
        self.show_topic(topic if topic in self.topics else WINDOW_TOPIC)
        resize_within_screen(self, 980, 720)

    def topic_title(self, topic: str) -> str:
        if topic == WINDOW_TOPIC:
            return self.tr("The play window")
        try:
            title = get_ruleset(topic).title
        except KeyError:
            return topic
        return translate(title.context, title.text)

    def show_topic(self, topic: str) -> None:
        self.list.setCurrentRow(self.topics.index(topic))
        self._show_row(self.list.currentRow())

    def current_topic(self) -> str:
        return self.topics[self.list.currentRow()]

    def _show_row(self, row: int) -> None:
        if not 0 <= row < len(self.topics):
            return
        path = help_path(self.topics[row], self.lang)
        if path is None:
            self.page.setPlainText(self.tr("There is no help page for this game yet."))
            return
        self.page.setSearchPaths([str(path.parent)])
        self.page.setHtml(path.read_text(encoding="utf-8"))
