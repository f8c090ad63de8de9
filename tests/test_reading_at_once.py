"""Reading a scenario for the first frame (issue 48 item 5, issue 50 item 9): the checks
made cheaper keep their exact answers (docs/performance.md, "Opening at once, fourth
round")."""

from __future__ import annotations

from qtwargame.scenario.validate import all_duplicate_ids


def test_duplicate_ids_are_named_with_their_whole_path_wherever_they_are():
    data = {"units": [{"id": "a"}, {"id": "b"}, {"id": "a"}],
            "rules_data": {"weird key": {"x-y": [[{"code": 1}, {"code": 1}]]},
                           "ok": [{"id": "c"}, {"id": "d"}]}}
    found = [(p.path, p.message) for p in all_duplicate_ids(data, "$.doc")]
    assert found == [
        ("$.doc.units[0].id", "duplicate id 'a'"),
        ("$.doc.units[2].id", "duplicate id 'a'"),
        ("$.doc.rules_data['weird key']['x-y'][0][0].code", "duplicate id 1"),
        ("$.doc.rules_data['weird key']['x-y'][0][1].code", "duplicate id 1"),
    ]
