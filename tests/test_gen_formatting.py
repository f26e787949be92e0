"""Formatting generated modules: black's output, with black run only where needed."""

from __future__ import annotations

import black
import pytest

from odsgen.gen.render import formatting
from odsgen.gen.render.jinja import BLACK_MODE

# Laid out as the templates write code, but for what black has to do: blank
# lines between top-level definitions, long lines (a call, a def's header,
# an `if` header in a method, an `elif`), statements written on several
# lines by hand.
SOURCE = '''"""doc"""

from __future__ import annotations

import os

x = 1
class A:
    """A class."""

    KINDS = (
        "single",
        "variadic",
    )

    def f(self, first_argument: int, second_argument: int, third: int, fourth: int) -> int:
        """Long header, short body."""
        return os.sep

    def g(self, value: int) -> int:
        if value and self.f(value, value, value, value) and self.f(value, value, value, value) > 10000:
            return 1
        elif value and self.f(value, value, value, value) and self.f(value, value, value, value) > 9000:
            return 2
        return self.f(
            value, value,
            value, value)



def h(
    a: int,
    b: int,
) -> None:
    print(a, b, "a long string that makes the line longer than eighty-eight columns")
def k(): ...
'''


@pytest.fixture(autouse=True)
def fresh_cache(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ODSGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(formatting, "_MEMO", {})


def test_gives_blacks_output(tmp_path) -> None:
    expected = black.format_str(SOURCE, mode=BLACK_MODE)
    assert expected != SOURCE
    assert formatting.format_module(SOURCE, BLACK_MODE) == expected
    assert any((tmp_path / "black").iterdir())


def test_reuses_the_disk_cache(monkeypatch) -> None:
    expected = formatting.format_module(SOURCE, BLACK_MODE)
    monkeypatch.setattr(formatting, "_MEMO", {})

    def no_black(*args, **kwargs):
        raise AssertionError("black called")

    monkeypatch.setattr(formatting.black, "format_str", no_black)
    assert formatting.format_module(SOURCE, BLACK_MODE) == expected


def test_blacks_output_is_kept() -> None:
    source = black.format_str(SOURCE, mode=BLACK_MODE)
    assert formatting.format_module(source, BLACK_MODE) == source


def test_short_lines_and_one_item_a_line_skip_black(monkeypatch) -> None:
    source = (
        "class A:\n"
        "    KINDS = (\n"
        '        "single",\n'
        '        "variadic",\n'
        "    )\n"
        "\n"
        "    def get(\n"
        "        cls,\n"
        "        value: int,\n"
        "    ) -> A:\n"
        "        return A(value)\n"
    )
    assert black.format_str(source, mode=BLACK_MODE) == source
    monkeypatch.setattr(formatting.black, "format_str", None)
    assert formatting.format_module(source, BLACK_MODE) == source


def test_one_item_a_line_is_blacks_layout() -> None:
    lines = ["    x = (\n", "        f(a, b),\n", '        "c",\n', "    )\n"]
    assert formatting._one_item_a_line(lines)
    two_on_a_line = ["    x = (\n", "        a, b,\n", "        c,\n", "    )\n"]
    assert not formatting._one_item_a_line(two_on_a_line)
    magic_inside = ["    x = (\n", "        (a, b,),\n", "        c,\n", "    )\n"]
    assert not formatting._one_item_a_line(magic_inside)
    one_item = ["    x = (\n", "        a,\n", "    )\n"]
    assert not formatting._one_item_a_line(one_item)


def test_invalid_python_reports_as_black_does() -> None:
    try:
        formatting.format_module("def f(:\n", BLACK_MODE)
    except black.InvalidInput as error:
        assert "1:6" in str(error)
    else:
        raise AssertionError("no error")
