"""The JSON Schema of scenario files, exported to ``docs/scenario.schema.json``.

Regenerate with ``python -m qtwargame.scenario.schema``; a test fails when the file in
``docs/`` is not what the models produce.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from qtwargame.scenario.models import Scenario

SCHEMA_PATH = Path(__file__).resolve().parents[2] / "docs" / "scenario.schema.json"


def schema_text() -> str:
    schema = Scenario.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "qtwargame scenario"
    return json.dumps(schema, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def main() -> int:
    SCHEMA_PATH.write_text(schema_text(), encoding="utf-8")
    print(f"wrote {SCHEMA_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
