"""Issue 48 and 50, "opens at once": starting the play window or the editor imports nothing
their first frame does not need (``docs/performance.md``, "Opening both windows" and
"Opening at once, fourth round")."""

import subprocess
import sys

#: Modules that must wait until something asks for them: the terrain shapes' geometry, plots,
#: the benchmark's graphs, the network stack, the rules of games not opened, the computer
#: players, the tournaments, the editor's panels behind the Problems tab and its Definitions
#: and Victory tabs, and the translation catalogue reader with its XML parser (English needs
#: no catalogue).
NOT_AT_START = ("shapely", "numpy", "matplotlib", "dask", "networkx", "urllib.request",
                "http.client", "ssl", "qtwargame.rules", "qtwargame.ai", "qtwargame.tournament",
                "qtwargame.editor.panels.card_editor", "qtwargame.editor.panels.crt_editor",
                "qtwargame.editor.panels.rules_data_panel", "qtwargame.editor.panels.turns_panel",
                "qtwargame.editor.panels.lists_panel", "qtwargame.editor.panels.victory_panel",
                "qtwargame.i18n.ts_catalog", "xml.etree")


def test_starting_either_window_imports_nothing_its_first_frame_does_not_need():
    code = (
        "import sys\n"
        "import qtwargame.ui.app, qtwargame.editor.app\n"
        "from qtwargame.i18n import translator\n"
        "translator.install('en')\n"
        f"early = sorted(m for m in sys.modules if m.startswith({NOT_AT_START!r}))\n"
        "print(','.join(early))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
