"""The editor's tools, one object each (Tiled's ``AbstractTool``): activate, deactivate,
mouse handlers and a preview of what a click will do."""
