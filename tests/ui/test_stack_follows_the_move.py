"""After a move the Stack panel shows the moved unit in its new hex (session 91 by hand at
1,366 x 768: it kept the hex the unit had left, empty or the others)."""

from __future__ import annotations

from .conftest import drag, hex_point, place_everything, start, unit_point


def test_the_stack_panel_follows_the_moved_unit(window, river):
    c = start(window, river)
    place_everything(c)
    legal = c.legal()
    uid = sorted(legal.moves)[0]
    dests = legal.destinations(uid, "normal")
    home = c.state.units[uid].hex
    target = max(dests, key=lambda h: len(dests[h].path))
    drag(window, unit_point(window, uid), hex_point(window, target))
    assert c.state.units[uid].hex == target != home
    panel = window.inspector
    assert panel.hex == target
    shown = [panel.list.item(i).data(256) for i in range(panel.list.count())]
    assert uid in shown
    assert window.scene.highlights.selected == target
