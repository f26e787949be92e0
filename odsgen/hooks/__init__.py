"""The hand-written part of each dialect of this repository, one package a
dialect, named by the `hooks:` of its dialect record (see docs/records.md)."""
