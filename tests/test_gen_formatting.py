"""Piecewise, cached black formatting of generated modules gives black's output."""

from __future__ import annotations

import black

from odsgen.gen.render import formatting
from odsgen.gen.render.jinja import BLACK_MODE

SOURCE = '''"""doc"""
import os
x = 1
class A:
    def f(self): return os.sep



@staticmethod
def g(a,b): return a+b
# a comment before h
def h(): pass
class B(A): pass
def k(): ...
def k2(): ...
y = [1,
  2,]
async def m(): await h()
'''


def test_pieces_format_as_the_whole_module(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ODSGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(formatting, "_MEMO", {})
    expected = black.format_str(SOURCE, mode=BLACK_MODE)
    assert formatting.format_module(SOURCE, BLACK_MODE) == expected
    assert any((tmp_path / "black").iterdir())
    monkeypatch.setattr(formatting, "_MEMO", {})  # now from the disk cache
    assert formatting.format_module(SOURCE, BLACK_MODE) == expected


def test_invalid_python_reports_as_black_does(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ODSGEN_CACHE_DIR", str(tmp_path))
    try:
        formatting.format_module("def f(:\n", BLACK_MODE)
    except black.InvalidInput as error:
        assert "1:6" in str(error)
    else:
        raise AssertionError("no error")
