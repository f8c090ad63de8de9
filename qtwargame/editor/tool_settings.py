"""What the tools share: the terrain being painted, the brush sizes (one for the terrain
tools, one for the region tool), the hexside feature, the kind of link, the region being
painted, the victory points stamped, where a dropped unit sets up, the layers a stamp
carries. Option widgets write here; tools read from here."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

#: What a stamp can carry (layer names of the Layers panel), and what it carries unless the
#: designer ticks more: region membership stays where the regions were drawn (a stamp of
#: forest must not grow a setup area), unless asked for.
STAMP_LAYERS = ("terrain", "hexsides", "cities", "links", "regions", "units")
STAMP_DEFAULT = frozenset({"terrain", "hexsides", "cities", "links", "units"})


class ToolSettings(QObject):
    changed = Signal(str)  # the name of the setting

    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        sc = doc.scenario
        self.terrain = sc.terrain[0].id if sc.terrain else ""
        self.radius = 0  # the terrain brush and the eraser
        self.region_radius = 0  # the region tool
        self.feature = sc.features[0].id if sc.features else ""
        self.link_kind = "rail"
        self.link_grade = 1  # 1 first class, 2 second class (LinkSpec.grade)
        self.region = sc.map.regions[0].id if sc.map.regions else ""
        self.vp = 1
        self.tags = ""
        self.place_mode = "hex"
        self.select_mode = "rect"  # or "lasso"
        self.stamp_layers = STAMP_DEFAULT

    def set(self, name: str, value) -> None:
        if getattr(self, name) != value:
            setattr(self, name, value)
            self.changed.emit(name)
