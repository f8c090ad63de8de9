"""Scenario files: pydantic models, validation, migrations and file I/O (no Qt)."""
