"""Issue 48 and 50, "opens at once": starting the play window or the editor imports nothing
their first frame does not need (``docs/performance.md``, "Opening both windows")."""

import os
import subprocess
import sys

#: Modules that must wait until something asks for them: the terrain shapes' geometry, plots,
#: the benchmark's graphs, the network stack, the rules of games not opened, the computer
#: players, the tournaments, the editor's panels behind the Problems tab and its Definitions
#: and Victory tabs.
NOT_AT_START = ("shapely", "numpy", "matplotlib", "dask", "networkx", "urllib.request",
                "http.client", "ssl", "qtwargame.rules", "qtwargame.ai", "qtwargame.tournament",
                "qtwargame.editor.panels.card_editor", "qtwargame.editor.panels.crt_editor",
                "qtwargame.editor.panels.rules_data_panel", "qtwargame.editor.panels.turns_panel",
                "qtwargame.editor.panels.lists_panel", "qtwargame.editor.panels.victory_panel")


def test_starting_either_window_imports_nothing_its_first_frame_does_not_need():
    code = (
        "import sys\n"
        "import qtwargame.ui.app, qtwargame.editor.app\n"
        f"early = sorted(m for m in sys.modules if m.startswith({NOT_AT_START!r}))\n"
        "print(','.join(early))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_an_english_start_reads_no_translation_catalogue():
    """English needs no catalogue: the ``.ts`` reader and its XML parser wait for another
    language (docs/performance.md, "Opening at once, fourth round")."""
    code = (
        "import sys\n"
        "import qtwargame.ui.app, qtwargame.editor.app\n"
        "from qtwargame.i18n import translator\n"
        "from qtwargame.ui.app import application\n"
        "translator.install('en', application())\n"
        "print(','.join(sorted(m for m in sys.modules if m.startswith(('qtwargame.i18n.ts_catalog', "
        "'xml.etree')))))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=env)
    assert out.stdout.strip() == ""
