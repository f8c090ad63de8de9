"""The editor's dialogs: new map, city, region."""
