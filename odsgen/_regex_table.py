"""The programs of the regular expressions odsgen's tools compile in a
typical run, for `odsgen/regex_programs.py`.

Written by `python -m odsgen.tools.regex_table`; do not edit.
"""

# The Python (minor version, `_sre.MAGIC`) whose `re` compiled them.
PYTHON = (3, 11)
MAGIC = 20220615

# (pattern, flags asked for, flags compiled, words of its program, groups
# less one, group index)
PATTERNS: tuple[tuple, ...] = (
    ("\x00([ors])([0-9]+)\x01", 0, 32, 41, 2, {}),
    (
        '\n    (?:[ \\t\\r\\n]+|;[^\\n]*)*\n    (?:\n      (?P<body>\\{(?=\\n))\n    | (?P<punct>[=,()\\[\\]{}<>*|])\n    | (?P<local>%(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n    | (?P<keyword>[a-zA-Z_][a-zA-Z0-9_.]*)(?![-$a-zA-Z0-9._]*:|")\n    | (?P<hexfloat>0x[KLMHR]?[0-9a-fA-F]+)\n    | (?P<float>[-+]?[0-9]+\\.[0-9]*(?:[eE][-+]?[0-9]+)?)\n    | (?P<int>[-+]?[0-9]+)(?![-$a-zA-Z._0-9]*:)\n    | (?P<label>(?:[-a-zA-Z$._0-9]+|"[^"]*"):)\n    | (?P<global>@(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n    | (?P<metavar>!(?:[-a-zA-Z$._0-9\\\\]+))\n    | (?P<attrgrp>\\#[0-9]+)\n    | (?P<comdat>\\$(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n    | (?P<cstring>c"[^"]*")\n    | (?P<string>"[^"]*")\n    | (?P<dots>\\.\\.\\.)\n    | (?P<bang>[!:])\n    | (?P<end>\\Z)\n    )\n    ',
        64,
        96,
        626,
        17,
        {
            "body": 1,
            "punct": 2,
            "local": 3,
            "keyword": 4,
            "hexfloat": 5,
            "float": 6,
            "int": 7,
            "label": 8,
            "global": 9,
            "metavar": 10,
            "attrgrp": 11,
            "comdat": 12,
            "cstring": 13,
            "string": 14,
            "dots": 15,
            "bang": 16,
            "end": 17,
        },
    ),
    (
        '\n    (?:[ \\t\\r\\n]+|;[^\\n]*)*\n    (?:\n      (?P<punct>[=,()\\[\\]{}<>*|])\n    | (?P<local>%(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n    | (?P<keyword>[a-zA-Z_][a-zA-Z0-9_.]*)(?![-$a-zA-Z0-9._]*:|")\n    | (?P<hexfloat>0x[KLMHR]?[0-9a-fA-F]+)\n    | (?P<float>[-+]?[0-9]+\\.[0-9]*(?:[eE][-+]?[0-9]+)?)\n    | (?P<int>[-+]?[0-9]+)(?![-$a-zA-Z._0-9]*:)\n    | (?P<label>(?:[-a-zA-Z$._0-9]+|"[^"]*"):)\n    | (?P<global>@(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n    | (?P<metavar>!(?:[-a-zA-Z$._0-9\\\\]+))\n    | (?P<attrgrp>\\#[0-9]+)\n    | (?P<comdat>\\$(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n    | (?P<cstring>c"[^"]*")\n    | (?P<string>"[^"]*")\n    | (?P<dots>\\.\\.\\.)\n    | (?P<bang>[!:])\n    | (?P<end>\\Z)\n    )\n    ',
        64,
        96,
        611,
        16,
        {
            "punct": 1,
            "local": 2,
            "keyword": 3,
            "hexfloat": 4,
            "float": 5,
            "int": 6,
            "label": 7,
            "global": 8,
            "metavar": 9,
            "attrgrp": 10,
            "comdat": 11,
            "cstring": 12,
            "string": 13,
            "dots": 14,
            "bang": 15,
            "end": 16,
        },
    ),
    ("   |  \\]", 0, 32, 23, 0, {}),
    (
        "  (%([-a-zA-Z$._0-9]+) = (add|sub|mul|and|or|xor|shl|lshr|ashr|udiv|sdiv|urem|srem)((?: nuw| nsw| exact)*) ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)), ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison))((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        1320,
        8,
        {},
    ),
    (
        "  (%([-a-zA-Z$._0-9]+) = (zext|sext|trunc|ptrtoint|inttoptr|bitcast|uitofp|sitofp|fptoui|fptosi) ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)) to ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**)((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        1923,
        7,
        {},
    ),
    (
        "  (%([-a-zA-Z$._0-9]+) = alloca ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**), align ([0-9]+)((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        912,
        5,
        {},
    ),
    (
        "  (%([-a-zA-Z$._0-9]+) = getelementptr( inbounds)? ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**), ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ([%@][-a-zA-Z$._0-9]+)((?:, i(?:32|64) (?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison))+)((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        1873,
        8,
        {},
    ),
    (
        "  (%([-a-zA-Z$._0-9]+) = icmp (eq|ne|ugt|uge|ult|ule|sgt|sge|slt|sle) ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)), ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison))((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        1245,
        7,
        {},
    ),
    (
        "  (%([-a-zA-Z$._0-9]+) = insertelement ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)), ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)), ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison))((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        2819,
        9,
        {},
    ),
    (
        "  (%([-a-zA-Z$._0-9]+) = load ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**), ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ([%@][-a-zA-Z$._0-9]+), align ([0-9]+)((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        1696,
        7,
        {},
    ),
    (
        "  (%([-a-zA-Z$._0-9]+) = phi ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:\\[ (?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison), %[-a-zA-Z$._0-9]+ \\])(?:, (?:\\[ (?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison), %[-a-zA-Z$._0-9]+ \\]))*)((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        1212,
        5,
        {},
    ),
    (
        "  (%([-a-zA-Z$._0-9]+) = select i1 ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)), ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)), ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison))((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        2055,
        8,
        {},
    ),
    (
        "  ((?:%([-a-zA-Z$._0-9]+) = )?((?:tail )?call)(?: fastcc)?(?: (?:noundef|zeroext|signext|nonnull|noalias|nocapture|readonly|writeonly|immarg|align [0-9]+|dereferenceable(?:_or_null)?\\([0-9]+\\)))* ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**|void) @([-a-zA-Z$._0-9]+)\\(((?:(?:(?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**(?: (?:noundef|zeroext|signext|nonnull|noalias|nocapture|readonly|writeonly|immarg|align [0-9]+|dereferenceable(?:_or_null)?\\([0-9]+\\)))* (?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison))(?:, (?:(?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**(?: (?:noundef|zeroext|signext|nonnull|noalias|nocapture|readonly|writeonly|immarg|align [0-9]+|dereferenceable(?:_or_null)?\\([0-9]+\\)))* (?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)))*)?)\\)(?: \\#([0-9]+))?((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        3564,
        8,
        {},
    ),
    (
        '  (?:%[-a-zA-Z$._0-9]+ = )?(?:tail )?(br i|[a-z]+)|([-a-zA-Z$._0-9]+|"[^"]*"):[ \\t]*(?:;[^\\n]*)?(?=\\n)|([ \\t]*(?:;[^\\n]*)?)(?=\\n)',
        0,
        32,
        207,
        3,
        {},
    ),
    (
        "  (br i1 %([-a-zA-Z$._0-9]+), label %([-a-zA-Z$._0-9]+), label %([-a-zA-Z$._0-9]+)((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        209,
        5,
        {},
    ),
    (
        "  (br label %([-a-zA-Z$._0-9]+)((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        143,
        3,
        {},
    ),
    (
        "  (ret (?:void|((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)))((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        1004,
        4,
        {},
    ),
    (
        "  (store ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)), ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ([%@][-a-zA-Z$._0-9]+), align ([0-9]+)((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        1815,
        7,
        {},
    ),
    (
        "  (switch ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)), label %([-a-zA-Z$._0-9]+) \\[((?:\\n    (?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\** -?[0-9]+, label %[-a-zA-Z$._0-9]+)*)\\n  \\]((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        1875,
        6,
        {},
    ),
    (
        "  (unreachable((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)",
        0,
        32,
        126,
        2,
        {},
    ),
    ("  [^ \\t\\]\\n]|[^ \\t\\n\\]]", 0, 32, 44, 0, {}),
    (
        '"(?:[^"\\\\\\n\\v\\f]|\\\\[^\\n])*"|(?<=[ (\\[{,=<-])([0-9]+)(?= : )',
        256,
        256,
        89,
        1,
        {},
    ),
    (
        '"(?:[^"\\\\\\n\\v\\f]|\\\\[^\\n])*"|([%^])(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)',
        256,
        256,
        107,
        1,
        {},
    ),
    ('"(?:[^"\\\\]|\\\\.)*"', 16, 48, 38, 0, {}),
    (
        '"(?:[^"\\\\]|\\\\.)*"(?:="(?:[^"\\\\]|\\\\.)*")?|[^ "(]+(?:\\([^)]*\\))?',
        0,
        32,
        111,
        0,
        {},
    ),
    (
        '"([a-zA-Z_][a-zA-Z0-9_$.]*)"\\(((?:%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?:#[0-9]+)?(?:, (?=%))?)*)\\)(\\[\\^[a-zA-Z0-9_$.\\-]+(?:, \\^[a-zA-Z0-9_$.\\-]+)*\\])?( \\{[^\\n]*\\} : \\([^\\n]*| : \\([^\\n]*)$',
        264,
        264,
        258,
        4,
        {},
    ),
    (
        '"[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*',
        0,
        32,
        92,
        0,
        {},
    ),
    ('"[^"]*"|!(\\d+)\\b|#(\\d+)\\b', 0, 32, 68, 2, {}),
    (
        "%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?::[0-9]+)?(?:, %(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?::[0-9]+)?)* =",
        256,
        256,
        159,
        0,
        {},
    ),
    ("(![A-Za-z_.][\\w.]*) (!\\d+)", 0, 32, 58, 2, {}),
    (
        "(%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))(?:#([0-9]+))?",
        256,
        256,
        86,
        2,
        {},
    ),
    (
        '(%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))(?::([0-9]+))? = (?=([\\"a-zA-Z_]))',
        256,
        256,
        112,
        3,
        {},
    ),
    (
        "((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**)(?: (?:noundef|zeroext|signext|nonnull|noalias|nocapture|readonly|writeonly|immarg|align [0-9]+|dereferenceable(?:_or_null)?\\([0-9]+\\)))* ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison))",
        0,
        32,
        1161,
        2,
        {},
    ),
    (
        '((?:[<(\\[{][^<>()\\[\\]{}"\\0-]*(?:(?:->?|"[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*")[^<>()\\[\\]{}"\\0-]*)*+)++)|((?:[>)\\]}][^<>()\\[\\]{}"\\0-]*(?:(?:->?|"[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*")[^<>()\\[\\]{}"\\0-]*)*+)++)',
        0,
        32,
        340,
        2,
        {},
    ),
    ("(?: ![A-Za-z_.][\\w.]* !\\d+)+$", 0, 32, 55, 0, {}),
    (
        '(?:(%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))(?::([0-9]+))? = )?"([a-zA-Z_][a-zA-Z0-9_$.]*)"\\(((?:%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?:#[0-9]+)?(?:, (?=%))?)*)\\)(\\[\\^[a-zA-Z0-9_$.\\-]+(?:, \\^[a-zA-Z0-9_$.\\-]+)*\\])?( \\{[^\\n]*\\} : \\([^\\n]*| : \\([^\\n]*)$\\n?([ \\t]*)',
        264,
        264,
        364,
        7,
        {},
    ),
    ("(?:, ![A-Za-z_.][\\w.]* !\\d+)+$", 0, 32, 57, 0, {}),
    ("(?:[ \\t\\n\\r\\0]+|//[^\\n\\r]*)*", 0, 32, 53, 0, {}),
    ("(?:[0-9a-fA-F]{2})*", 0, 32, 28, 0, {}),
    (
        '(?P<string>"(?<== ")[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*")(?=[,}])|(?P<symbol>@(?<== @)(?:[a-zA-Z_][a-zA-Z0-9_$.]*|"[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*"))(?=[,}])|"[^"\\\\\\n\\v\\f]*+(?:\\\\[^\\n][^"\\\\\\n\\v\\f]*+)*+"|(?P<type>!(?<== !)[a-zA-Z_][a-zA-Z0-9_$]*\\.[a-zA-Z0-9_$.]*<[^<>"\\n\\-]*+(?:<[^<>"\\n\\-]*+>[^<>"\\n\\-]*+)*+>)(?=[,}])|(?P<integer>[0-9](?<=[ (\\[{,=<-][0-9])[0-9]*)(?= : )',
        256,
        256,
        524,
        4,
        {"string": 1, "symbol": 2, "type": 3, "integer": 4},
    ),
    (
        '(?P<symbol>@(?<== @)[a-zA-Z_][a-zA-Z0-9_$.]*)(?=[,}])|(?P<type>!(?<== !)[a-zA-Z_][a-zA-Z0-9_$]*\\.[a-zA-Z0-9_$.]*<[^<>"\\n\\-]*+(?:<[^<>"\\n\\-]*+>[^<>"\\n\\-]*+)*+>)(?=[,}])|(?P<integer>[0-9](?<=[ (\\[{,=<-][0-9])[0-9]*)(?= : )',
        256,
        256,
        268,
        3,
        {"symbol": 1, "type": 2, "integer": 3},
    ),
    ("([%^](?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))", 256, 256, 70, 1, {}),
    ("([-+]?)([0-9]+)(?:\\.([0-9]*))?(?:[eE]([-+]?)([0-9]+))?", 0, 32, 102, 5, {}),
    ("([0-9](?<=[ (\\[{,=<-][0-9])[0-9]*)(?= : )", 256, 256, 63, 1, {}),
    ('([>)\\]}])|->|"(?:[^"\\\\]|\\\\.)*"', 16, 48, 65, 1, {}),
    ("([a-zA-Z_][a-zA-Z0-9_$.]*) = ", 256, 256, 55, 1, {}),
    (", !([-a-zA-Z$._0-9]+) !([0-9]+)", 0, 32, 60, 2, {}),
    ("-?[0-9]+\\.[0-9]*(?:[eE][-+]?[0-9]+)?", 0, 32, 72, 0, {}),
    ("0x[0-9A-Fa-f]+", 0, 32, 33, 0, {}),
    ("0x[0-9a-fA-F]+", 0, 32, 33, 0, {}),
    ("[ !#-\\[\\]-~]*", 0, 32, 23, 0, {}),
    ("[ \\t\\r\\n\\0]*+(?://[^\\n]*+[ \\t\\r\\n\\0]*+)*+", 0, 32, 56, 0, {}),
    (
        '[ \\t\\r\\n\\0]*+(?://[^\\n]*+[ \\t\\r\\n\\0]*+)*+(?:(?P<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)|(?P<percent>%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<caret>\\^(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<string>\\"(?:[^\\"\\\\\\n\\v\\f]|\\\\[^\\n])*\\")|(?P<float>[0-9]+\\.[0-9]*(?:[eE][-+]?[0-9]+)?)|(?P<integer>0x[0-9a-fA-F]+|[0-9]+)|(?P<punct>->|::|\\.\\.\\.|\\{-#|#-\\}|[()\\[\\]{}<>=:,?*+\\-|])|(?P<hash>#(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<bang>!(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<at>@(?:[a-zA-Z_][a-zA-Z0-9_$.]*|\\"(?:[^\\"\\\\\\n\\v\\f]|\\\\[^\\n])*\\"))|(?P<eof>\\Z))',
        256,
        256,
        630,
        11,
        {
            "bare": 1,
            "percent": 2,
            "caret": 3,
            "string": 4,
            "float": 5,
            "integer": 6,
            "punct": 7,
            "hash": 8,
            "bang": 9,
            "at": 10,
            "eof": 11,
        },
    ),
    ("[0-9]+", 0, 32, 17, 0, {}),
    ("[0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*", 0, 32, 54, 0, {}),
    ('[<>()\\[\\]{}"\\0]|->', 0, 32, 30, 0, {}),
    ("[>)\\]}]", 0, 32, 28, 0, {}),
    ("[A-Za-z0-9_$.]*", 0, 32, 23, 0, {}),
    ("[A-Za-z_][A-Za-z0-9_$.]*", 0, 32, 45, 0, {}),
    (
        '[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*',
        0,
        32,
        86,
        0,
        {},
    ),
    ("[^<>()\\[\\]{}]+", 0, 32, 24, 0, {}),
    ("[a-zA-Z_][a-zA-Z0-9_$.]*", 0, 32, 45, 0, {}),
    (
        "\\(((?:%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?:#[0-9]+)?(?:, (?=%))?)*)\\)",
        256,
        256,
        106,
        1,
        {},
    ),
    ("\\.[0-9]*(?:[eE][-+]?[0-9]+)?", 0, 32, 58, 0, {}),
    (
        "\\[ ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)), %([-a-zA-Z$._0-9]+) \\]",
        0,
        32,
        181,
        2,
        {},
    ),
    (
        '\\[(?:[\\w ,:.@$+\\-]|"[^"\\\\\\n]*")*(?:\\[(?:[\\w ,:.@$+\\-]|"[^"\\\\\\n]*")*\\](?:[\\w ,:.@$+\\-]|"[^"\\\\\\n]*")*)*\\]',
        256,
        256,
        170,
        0,
        {},
    ),
    ('\\\\(?:([\\\\\\"nt])|([0-9a-fA-F]{2})|(.))', 16, 48, 65, 3, {}),
    ("\\^(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)", 256, 256, 60, 0, {}),
    (
        "\\^(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?::|\\([^)]*\\):)",
        256,
        256,
        83,
        0,
        {},
    ),
    (
        "\\n    ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) (-?[0-9]+), label %([-a-zA-Z$._0-9]+)",
        0,
        32,
        845,
        3,
        {},
    ),
    ('\\s*!([A-Za-z_][A-Za-z0-9_$]*)\\.([A-Za-z_]\\w*)<"([^"]*)"', 0, 32, 96, 3, {}),
    ("^!([A-Za-z_][A-Za-z0-9_$]*)[ \\t]*=", 8, 40, 57, 1, {}),
    ("^\\s+(?:tail |musttail |notail )?call void @llvm\\.dbg\\.", 0, 32, 116, 0, {}),
    ("^attributes #(\\d+) = \\{ ?(.*?) ?\\}$", 8, 40, 82, 2, {}),
)

# The programs' 32-bit words, little-endian, one program after another in
# the order of PATTERNS, compressed by zlib.
PROGRAMS = (
    b"x\xda\xed][o\\W\x15\xdes\xf1\x8c\xc7\xf6x<c\xc7\x93"
    b'\xa6I:Np\xeb\xd2\xc4\xbd\x00U\x9a\x96b*"$\xa0\\\x04'
    b"\x14A/\x90K\xdbDr\xed\x10;m(j+!\x10O< "
    b"!\xe0\xa5\xaf\xd0\x17\x10\xfc\x01\xfe\x00B\xbc\xf0\x03\xe0\x17\xa0J\x88"
    b"\x17\xa4\x86s\x92\xb5:\xdf,\xef}.\xe3\x13gf\xf2\x8dt|"
    b"<g\xf6\xd9g\xef\xb5\xd7\xfe\xf6\xba\xedu\xe6\x9ds\xd3\xd1Q\x8a"
    b"\x8ejt\xdc\x8c>%\xf9\xae\x9f\x059\xb7\xe5\xdc\x8c\x8e\xba\\\xdf"
    b"\x8e\x8e\xe5\xe8\xb8\x16\x1d;P\xae$\xe7rt\x1c\x8e\x8e\x19\xb9\x16"
    b"\xd7\x1f\xdf?%\xf7=\x16\x1dO\xc9}zOE\xea\xd6v\xccK"
    b"\xdb\xf4\x13\xd7\xd1\x8d\xce\xab\xf0=n\xcf\x92<k\xc1<k6:"
    b"\x1aq\xc1\x07\x07\xfb\xe5\xfb\xc4\xbf\xb7\xe4\x99sR\xd7\xd3Ro\r"
    b"\x9e\xb7\x04}jI?\xe3OGh\xd3\x02z\xc5u\xfcX\xfa0"
    b"\x05\xd7f\xa0\xcfZ\xcf\x93QE\x8b@\xbb\x81\xf6\xc7\x9f\xae\xbb\x1a"
    b"\xfd]\x8b\x8e3\xbe\xf6+\xfd\xe2\xbaNF\x15\x9c\x96kUy\xe6"
    b"\xaa\xb4o^\xbe\x9f\x08\xf4\xed\x84\xb4I\xcb\xb4d\xbcRi\x1c\xff"
    b"\xf6\x83\x9b\x95\x8fn\xde\xfc\xf9G\xb7\x87%H\xe32\xb4yJ\xae"
    b"\xfd7\xfa\xf1\x9c\\\xab\xf9\xfa\x1f}\x92\xea>\x0c\xfc\xeak\x9b\xdb"
    b"Ho[[h\x14\xb7\xa9'\xd7\xeb\xd2\xff\xb4\xfa\xb3\xf4=\xbe\xff"
    b"\xac\xf4W\x9f\x83t.\x1b:\xfd\xb9\xd4\x1f\xc7i)\xfb\x98\x9co"
    b"\x986\x95\x024sOU\x13y>mL\xa3\xab\x95w\xa3\xbf\xef"
    b"&\xd4\xd1\x96\xf2q\x9b\x7f\x1a]\xf8\xaa\\\x9b\x91\xfagM\x1bk"
    b"\xf2\xcc\xd3r~\xc4\xb4'+f\xc4\xf7\xae\xc3=.\xc3=1~"
    b"\xac\x04\xda\xf3\xaa\x9c\xcf\x01O\xdd\xa9\xb6w\x84F\xb3:\xff\xa3\x8b"
    b"\x9f\x91ksw\xf8\xd9m\xa9O\x7fw\x05\xf3\xb7\xf2o\t\xf8w"
    b"^x\xbeH\x1cY\x18\x12\xcf\xca\x80\xc5g\xa5}-9\xfe\xe1\xfa"
    b'm^\x90ccD\xb1S\xdb\xfd\xfb\xe88"\xdf;\xf2\x9c\x95\xec'
    b"\xcf\xfcM\x1a&.\xcas~!}i\xcb9\xae\xfb\xe4\x10\xbcw"
    b"H\xea\xfb\x11\xd0zY\xea\xfb\xc4\x88\xd2\xba+\xd7\xbe\x024\xd0\xe7"
    b"\\\xcc\xd9\xd6\xf8\xde\xfb\xa4\xbe3\x80\x05G\x86\xa8\xe7~\xa9\xe7A"
    b"\x99\xd3\xf1\xb5\xa3\x80\x8d\xf6\x1c\xff~L\xee\xb9O\xe8\x1c_;n"
    b"0f\x05\xe6\x87\xd2\xe0\x01\xb9Oi\xd9\x96u\xb2&c\xd6\x96\xfb"
    b"\xecZ6\x8er\xdc\xa2\x91{\xf3\xcab%\x8f,V\x1eqY\xac"
    b"\xe2\x91\xc5\xaawQ\x16\x9b\x1aQY\xac6\xe2\xb2X\xdd#\x8bM"
    b"S\x16K\x95\xc5\x1a\x1eYl\xe6\x00d\xb1\xd9\x03\x96\xc5\xe6F\\"
    b"\x16kzd\xb1\xf9\x11\x97\xc5Z\x1eYl\xe1\x0e\xc8bm\x8f,"
    b"\xd6\xd9\x87,\xb6\xe8\x91\xc5\x96F\\\x16;\xe4\x91\xc5\x96\xf7!\x8b"
    b"u=\xb2\xd8\xe1}\xc8t(\x8b\x1dI\x91\xc5\xee\xf7\xc8bG3"
    b"\xc8b\xc7<\xb2\xd8q#\x8b=\x10\x90\xc5\x94?*r\x94\xe5\xe8"
    b"\xc1Z\xab}\xeb\xc1\x19\xdb\xa4\xd7_6u\xcf\x01o\xc5\xb4\xaa\x98"
    b"\xbaW\xa1\xbc\xf3<\x03mg\xab\xc6\x96\xb8_>B\x1b\xa3>\xf3"
    b"\xb3\xe6\xd9U\xa1_C\xae\x9f\x97\xf3%8\xb7d\xcd\xd72;r"
    b"\xbe.\xe7\x0bRf\x1b\xca\xbca\xcalJ\x99\xd7<\xcf\xda2\xcf"
    b"z\xd9\xd8]\x17\xc4\xee\x1a\xff\xf6\x02\xdc\x7f#P\xe6yO[/"
    b"\x9bv|A\xe8\xa9\xd7|e\xb5\xbe\xa7\xa0\xec\xf9\x94\xb2\xebP\xf6"
    b"\xba\xa1\xe5\x159\xbf\xa9\xb22\x94\xddI){\xd8S\xef5#;"
    b"\xbc!e\x9b\x9ezCe\xadmR\xe5\xbd\xae\xcck\xc5\x00\xe5\x19"
    b"\xe4\x95-\xd3\x9e\xb7\xa0\xad\xb6\xcc\x8e)\xa3\xed\xc46\xdd04V"
    b"l\xdb\xf5\xe8,m\xe0\x91\x1e\xc8|\xf1\xb5\xcb\xa5\xdb\xe7\xafC\x19"
    b"\xa5i\x9e\xf5\xa2%\xf3E\xfbr\x15\xda\x83c\xfei\xe8\xcbk\x86"
    b"\xa7\xb6M\x9f\xb4/\x0f\x81\x1cq\xc9\x94\xc5y\x85u\xbd\n\xf4]"
    b"\x06\xcc(z\xcd\x89\xff?T\xea\x8f\xcb3C\xc8\xc6=3\xa6="
    b"\x8e\xc5Pc\x11\xd7\xf5\xac\\\xfbSt\xfc\x11\xfc,\xa4\xeb\xf0t"
    b"\x8d\xf1\xed[\x06\xdfN\x91\xa6\xfb\xa2i\xc7\xcc\xfdw<\xb8\xf2^"
    b"t\xd3;\xa5\xdb\xbf\xbfX \xae\x10\xeb\x89\xf5\xc4z\xd2\x95X?"
    b"\x1aX\xaf\xba2^\xb3v\x85\xb8\xcc'\x8dO\x1d\xe5\xf9\x19\xb0\x81"
    b"\x17\xdd\x8fM\xa8w\xa3\xc0z_\x10{\r\xf6\xb5\x04\xb6\xd3\xd2\x10"
    b"\xfc\xf5y\xd0\xe7\xb6<z5\xea\xb5OB\xd9]\xa3\xfb]7<"
    b"\xf2\x88\x87'\xcf\x07tb\xbd\xe78\xdcs\xdd\xa3\xbf\xa3>\xf7\x1a"
    b"\xc4\x07\xb5\xcc\xfc\xd86z\xee\x8e\xb9\xbe\xe5\xd1O\xb5_\xa7\x0c\x9f"
    b"\xcc\x91O\xc8'\xc0'M\xb0\xa1\xc7\xd8\xffD\x02\xf6\xab\xbd\xb1)"
    b"\xf6\x83e\xe9\xdb\xdb\xf2\x7fL\xd3\xef\x15\xec\xa7\xe8\x19;y^\xbf"
    b"M\x0b|\xae\xa1X;k\x9f\\\x1es\xfb\xa4\xf2\xea\xdb\x01\x9b\xd1"
    b".\xf8\tf=<\xe9+\xfb\x13\xe0\xd1\xd0\x1c\xd8\x02[TK\xae"
    b"/&\xac\xf5\xf8\xdd\xf2\xee\x96y\xfe\x05\xa8\xcbW\xc6WWH\xbe"
    b"\xf8\x1a\xf8`.\x98:w\x8d=\xcd\xda0\xb5=\xcf\xc2\xfc\xbb\x1e"
    b"\xa8c\xdb\xe0\xc0U\xb9\xe7Q\xb8w'\xe7\xbd=\xb8\xf7\xb5@?"
    b"\xb7=\xed\xb2\x98\x91v\xef\x8e\xb9\xd7\xda>\x91\xefj\xb4%R\xbf"
    b"\xa4~I\xbaR\xbf\xa4-\x91cF\xac'\xd6\x93\xae\xc4\xfa\xb1\xb1"
    b"%\x86b\x03h#\xa2\x8d\xc8\xda\x9a}\xba\xa2\xb5AS\x0f\xa4l"
    b"@\xd9\x80t\xa5l@=\x90cF\xac'\xd6\x13\xeb\x89\xf5\xa3\xaf"
    b"\x07\xceB\x8c\xc0$\xfa\x82\x9bC\xf8\x82\xef\x1bC_\xb0O\x9f\xb4"
    b"\xbcn\xfd\x9b\xd6\x87L\x1d\x8e\xeb:\xd7u\xd2\x95\xeb:u8\x8e"
    b"\x19\xb1\x9eXO\xac'\xd6\x8f\xbe\x0e7\xe5\x89\xfb\xf6\xe9\x03\xea\xff"
    b"y\xdd\xf8\x920\xa6/o\xbe\x88:\xf8\x0f'Q\x7fl\x0c\xa1?"
    b"\xae\x8e\xa9\xfe\xf8\xba\xf1)\xee\x9a\xef\x9bn\xef\x1ey\xfcncs"
    b"}s\xba+\xfa5\xb6\xabj\xdaac}/\x04\xe6\xb0\xf5\x85\xee"
    b"\xc0|\xe80^\x95r\x0f\xe5\x1e\xd2\x95r\x0fu\\\x8e\x19\xb1\x9e"
    b"XO\xba\x12\xeb\xc7>^\xf5\x94cN+b=\xb1\x9et%\xd6"
    b"S\xae\xe7\x98\x11\xeb\x89\xf5\xa4+\xb1~\x92rZa^\xe9U\xd7"
    b"\xdf7\xe6\n\xf4\x85\xd8\xb8\xc7\xf7\xa1N\x9f\xdf\xea\x8a\xf0\x8c\xf2\xcd"
    b"\xa7\xe4\xfc\x84\xf4\xb7\x01\xbf=)\xe7O{\xe8\xa3\xbc\xc7}v\xdc"
    b"ggcT\x99\x8fi\xbc\xf31\xe1\xd8_4>\xd2\xab\x81\x98\xdb"
    b"\xba\xe1\xaf\x1f\n\xbd\xbe\x01\xbfm\x19~\xfd\x12\xe0\xe6u\xe3\xbb\xdd"
    b"\x85\xf9\x15*\xa3\xf5\x9c\xf1\x94\xd94\xf5<\x9aPF\xeby\xd0\xed"
    b"\xcd'o\xdbs,\xa1\x8c\xd6\xb3\xe4)c\xdb3\x9bP\xe6U\xc7"
    b"\xbcE\xd4!\xa8CP\x87\xa0\x0eA{\x11\xedE\xc4zb=\xe9"
    b'J\xacg\xde"\xdaS\xee\xb5\xbcE\xa7\x1cs\xe5\x93O\x92s\xe5'
    b"s\xdf\xfbd\xec[\xb0\xfb\x05l^\xf3k\x05\xedg\xb0\xb6;\xda"
    b"\x90\xa8WP\xaf ]\xa9W\xd0\x86\xc41#\xd6\x13\xeb\x89\xf5\xc4"
    b"\xfa\xf1\xd9/o}\xc2\xb4\r\xd06\xc0\xbd&\x94\x05(\x0bP\x16"
    b"\xa0,@\xbd\x8fz\x1f\xb1\x9eXO\xba\x12\xeb\xf9\xfet\xea}|"
    b"\x7f:\xf5>\xca\x02\x94\x05HW\xca\x02\xd4\xfb8f\xc4zb="
    b"\xb1\x9eX?\xfaz_\xd3\xc8\xf3\xf3\xd4\xfb\xa8\xf7\x81\xde\xa7u-"
    b"Lh,p{\x88X\xe0\xe3c\x1a\x0b\x1c\xc2\xbeK\x8c\xe1\xa5\x9c"
    b"G9\x8ft\xa5\x9cG\x9d\x9ecF\xac'\xd6\x93\xae\xc4\xfa\x89z"
    b"\xe7\x15\xf3;\x11\xeb\x89\xf5\xa4+\xb1\x9er=\xc7\x8cXO\xac'"
    b"]\x89\xf5\xe3\x9f\xdf\xe9 \xf2\x81\xfb\xf2\x06\r\xf3\x0e\xdd\x19\x97\xff"
    b"\x1d\xba\xccE\xb3\xd7\xff\xd4\x1dS\xff\x93\xce\xfd\xcb\x86_\xe8w\xa2"
    b"\xccB\x99\x85t\xa5\xccB\xfd\x94cF\xac'\xd6\x93\xae\xc4\xfa\xc9"
    b"\xc8\x1d\xa3\xeb\x04\xdf\xef\xc4\xd8R\xcb_Vw/\x8a\x1f\xb0\xce\x97"
    b"\x05?>H\xb1\x1b\x90G\xc9\xa3w\x93G;`\xe3S\xdb\xde$"
    b"\xda\xbb\x1a\xf7P\xbc\xb5\xcd\xb5ls*_t{s(#\x7f>"
    b"\x1e\xb0\x8f\x11\x9b\x88M\x8c\xf3\xa1nM\xdd\x9a\xba5uk\xdaQ"
    b"iG%\xd6\x13\xebIWb=\xdf\xe3F\xbd\x8f\xefq\xa3\xdeG"
    b"Y\x80\xb2\x00\xe9JY\x80z\x1f\xc7\x8cXO\xac'\xd6\x13\xebG"
    b"_\xef\x9bu\xfe\xdc\xca\xd4\xfb\xa8\xf7\xe1^\x91\xf9\t\x8d\rh\xe5"
    b"\x88\r\x98\x81\xff\xe3\xfa\xcb&6\xc0\xd7.\x8c\t\xe8z\xca\x1dt"
    b"\x8c@\x07\xfc\xfa]\x19+l\xcf\xae\xe1\xc9+\x867{\x80C\x17"
    b"\x03\xfc\xbb\t\xbe\xe2.\xf4\xdf\xd2\xc6\xf2\xff\x8ei\xc3E8w\xa4"
    b"\xaezi\x90\xffz\x10\xbf\x82\xf3b;\xe7|\xf9\x10\xeax\xdb\xf9"
    b"\xdfW\xbdm\xae\xdf0k\xc7?\xa1\x8e\x1d\x97\xbc?-T\xc7\xdf"
    b"\x13\xfa\xb2\x95\x11\x8f\xfe\x92PGh\xff\x1c\x8eA\\\xc7\x1f\x04S"
    b"}u\xd8q\xb7\xeb\xefuC7\xc5\xb1\xdfF\xc7\xa2\xe77_^"
    b"@\xdbgm\xef\x8f\xa4\xae\x9fA\xfb\xde2u^q\xfe\xf7\x8b\xa7"
    b"\xd5y\x150S\xebx\xc3\x9c\xcf\x9bg\xbd.\xf7\xc4\xd7\x8f\xb8\xfc"
    b"{\x14\xf3\xaeK_\x8c\x8es\x01^\xbe\xe6\xe1\xed\xa4\xdf\xb7\xccx"
    b"\xda\xb1\xf0\xc99]\x19C\x9c\xcf\xdf7\xf4\xbdf\xae'\xf1\xabb"
    b"\xc9\xda\x10:\xd0\xc3\t\xf2\x11\xc6\xa4|X\xa6\x8d\x92z+\xf5V"
    b"\xd2\x95z+m\x94\x1c3b=\xb1\x9et%\xd6\x8f\x83\x8d\xb2%"
    b"\xf4Q\xfb\xda\x9b\x01[\xd6%\x17~ox\x0fl\x8e\x1a\xdbRt"
    b"\x9e\x9a5\x88\x87\x88\xf9\xaa\xdc\xe8\x97\xa3\xee\xc1\xf5\x88\xeb\x11\xe9\xca"
    b"\xf5\x88\xba\x07\xc7\x8cXO\xac']\x89\xf5\xa3\xaf{\xd0\xdfH\x7f"
    b"#\xfd\x8d\xf47f\xf172f\x8a1S\xba\xae\xff\xa4\x9a\xbc\xae"
    b"\xd3\x16D\xfd\x80\xfa\x01\xe9J\xfd\x80\xb6 \x8e\x19\xb1\x9eXO\xac"
    b"'\xd6\xd3\x16D[\x10mA\xb4\x05\xd1\x16D[\xd0d\xd8\x82:"
    b"\xb0\xdfj\x16\xf8\xa6+t\xf3\xc9\xa8']\x7f\x1ff\xde\xf7V5"
    b"\xe1y\xdc\xafw\xfbw\x07m\x8e\x1b\xf6M\xb7w\x7f^L\xa7\xa3"
    b'\xa6\x9dw"\xe7\xb2\xdd\x87\xb7\x9f\xfdw\xba\xa7\xae\x0e\xbcu\xc1\xcc'
    b"\x9d\x1e\xd4\xa1\xbc<\x9fBw\x1d\x7f\x9fL\xd5\x86kq\x1c\xde\xf3"
    b"\xae\xbfw1n\xc7R\x81\x98\xa4m\x8d\xcf'<\xb2\xd9\x92\\/"
    b"A\x19\xdbV\xdd\x07yV\xee\x9f5\xfc[3tj@\x1b\xba2"
    b"\x07ql\x9e\x0e\xb4c\x06x4\xc4\x93-\x99\xfb\x0f\xb9\xfe\xfe\xcb"
    b"\x83j\x93\xee\xc5Lj[\x19\xeaU\x1e\xc1<\xd8\r7\xb8\xd7\xf5"
    b"\x82\xf0YO\xf8\xebq\xe7\xcf\x8f\x1d\xfa?)ov\x12\x1f\xdb\x1c"
    b"\xd5wz\x0f\xad\xc5\xcb\xcd\x80\x9c\xf2\xaag\x9eb\xdb\xaa\x05\xb6m"
    b"\xaa\xe0\xb6\xd5\nl\x1bs\xc9\xf7\xe7\xd0q\xf9\xbf)\xf5\xcf%\xcc"
    b"\xa1M\xe9\xfb\x05\x19\xaf\xcd\x8c\xf3\xc9\x154\xb7\x86\xe5\x9d\xa2\xe7\x1c"
    b"\xeeM\x9f4\xde\x99\xca\xc1;\x1d\xf9\x7fF\xea\xaf\x19\xde\xb9&c"
    b"\xb3\xeb\x06s\n$\xb5\xdb\xf2\x82\xd5\xc9v\x8d\x0e\x935\xe6\xfe\xbd"
    b"h\xe0\xde\xa9\x0c\xca\x02\xf4q\xd2\xeeM\xbb7\xe9J\xbb7}\x9c"
    b"\x1c3b=\xb1\x9eXO\xac\x1f\xfd|\x80\x15\xc7\xf7\x7f\xd1\x9f\x91"
    b"\xfc\xfe/{\xad6\xa1\xfaz=\x87\xbe\xbe,\xff\x1f\x95\xfa\xa7\x8d"
    b"\xbe\xbe#\xbc\xb0\r\xba{/\x83='I\x7f\xb7\xf9\xf2\xb6\x03z"
    b"}\xcfQ7\xa7\xbcFy\x8dt\xa5\xbcF\xdd\x9ccF\xac'\xd6"
    b"\x93\xae\xc4z\xea\xe6\xd4\xcd\xf9nn\xcei\xca\x02\x94\x05HW\xca"
    b"\x02\xd4\xfb8f\xc4zb=\xb1\x9e4\x1d\xf5ws\xe3^\x81U"
    b"\xd0\xd3\x9c+>\xb7\xb1\xf5\xe3\xe5\xd9c\xa89\x91\xf3\xeee\x9au"
    b"\xfd}P\x93\xe8[l\xe6\xf0-\xea^\x8cc\x81\xbd\x18\xb1n\xf8"
    b"\x96\x8cC<G\xe2=\x95\x973\xf8\x17\xf3\xf8\x18\xdfr\xfe\xfd\xad"
    b"\xba\x7f\xf32}\x8d\x94C(\x87\x90\xae\x94C\xa8sr\xcc\x88\xf5"
    b"\xc4z\xd2\x95XO_#}\x8d\xf7\x8c\xafq\x94\xf6\xa0\xe33^"
    b"tfOze\x90\xefg<:\xb0=S\x97\xa5|C\xf9\x86t"
    b"\xa5|C]\x96cF\xac'\xd6\x93\xae\xc4\xfa\xd1\xd7e1\xd7i"
    b"\x11:`Q:O\x11t\xeb\x18?mH\x8fy\xd9\r\xbe\x9bv"
    b"\xd2|\xa9\xb39|\xa9=7\x98\x93\xabi|\xa9\xd7E\xdf\xd5="
    b"\x9a\xe7\xc1\x9f\xaa\xf9\xb96\xe5\xb74\xdf\xaa\xef\x93\xe4k\xb5:|"
    b"(O\xb1\xf5\xb9&\xe5\xccU_\xec$\x8e{\xc5\xe5\xcf\x05Z\x92"
    b"\xfb4_\xa5\x1d\x8f\xa6\xc4\x1c\x1c\xd2\xfe\xd4>\x1e\xe3^hL["
    b"\x80[\xc3\xdeo\xf3/b{5w\xa9\xc6y\x9cp\x839K\xf5"
    b"w\xef\xf3\x8f~\\\xd7B\xd2\xf3\x1b\xb0^\xbd$\xb4\x99\t`\xb3"
    b"\xe6\xda\\\x17\x1e\xaa\xcaw\x9dW\xc8\x0b\xa5\xc7o\r\xdf\xb4\x1cA"
    b'\x9b\x8d\x1b"FD\xc7\xbd\xe1\x99[g\xe1{)\x85\xc6\xe5\x11\xa6'
    b"\xf1\x86\xc8nJ#_\xdc\xcf+`\x97\xd3\xf7\x8d\xcf\x0f!o\x9c"
    b"\x80908\x9f\x9dK\x9a\xcfE\xe0\x81\xd5\x1d\xecXM\xcb\xff:"
    b"V:\xb7O\xc0\xd8\xeb\x98-\x9b1\x9b\x95>\xd5]?o\xfb\t"
    b"\x18\x07}\xe64\xd0\xf6%\xc1\x89\xd0\xd8$\xcd\xd3\xe7\xeeP{\xca"
    b'\t\xed\xe9\n\x8e"\xbe~\xf6.\xb4\xa3\x032\xa6\xca9m\xc3\x83'
    b"\x03s'\xe6\xc9\x94ETs\xdf\xce\x9b\xfe\xad9\x7f\xee\xdb\x87\xdd"
    b"`\x9e\xf6N\nO5Rx\n\xe7\x1e\xf2u\xfc\xd9\xd7\xbc\xd8\xc8"
    b"f\xcf.\x99\xb1Y3\xeb\xfa\x0bf]_\x9d\x00\x0c\xe8B}\xda"
    b"\xff\x93C\xc8\t\xbe\x1c\xdb(\xf7X\xb9a\x15\xee\xed\x18_\x98\xe6"
    b'n?k\xc6\xa7\n~\x06\xc5\xe3"\xe4\xfb\xf8YGRd\xb6\xa2'
    b"\x9e\xd51\xba\xc2\x14\xf4\xbfft\xdac`?H\xca=\xad\xfa["
    b"h]N\x9a\xc3\x98\x9b\xba\x03z\xf40\xf7\xa3\xdf\xaa.ek\x1e"
    b"\x1c(\xa5\xe0\xc0a\xc0\x02/\x96e\x90\x03t\\\x9f1\xe3\xfa\x92"
    b"\xb4\xad\xe5\x99{\x1f\xd7\xb9\xb1\x10\x94-\x96\xdd`\xfe\xf5\xb2\x1c{"
    b"1\xebf\xe5\xdd\xe8\xef\xbb\t\xed\xb3\xbau\x11}\xee\x18zWa"
    b"-_\x96\xb5\xeb\xa4\x94W\xec\xca\x9b\xfb\xfd\x14\xacc+F\xael"
    b"\x98\xf9Q\x95v\xccx\xb0\xb6\x06rY\x17\xea<\xe9\x06s\x1eg"
    b"\xad\xb3b\xea\x0c\xadCU\xc3\x7f\xab\x06\x97&\x11\xd3\xcf\x0e\x89\xe9"
    b"_N\xc1E\xd2kp\x1d\xb3\xef\xa1\xb0\xbc7\x05\xbc\xe7@\x96D"
    b"\xfb\xc4\x8a\x0fO6\xd2i\xe2{\xc7\xc14\xcc\xf1\xf5\x80\xbc\x83\xb1"
    b"\xe4h'\xc83\xef\x92\xf4\x07\x07s\xac=as\xad\rk\xcd\x92"
    b"G\x8eB\x1c\xcb\xa3sW<X\xee\xe3\x9f{\x91\xaeg\x0b\xa0k"
    b"\xe8}11\x8f/B\x1b\xaa\x019!\xa9/*\xd7\xf9\xecb\xba"
    b"\xf6\xe0{e\x18\xefB\x1f(}\xa0\xa4+}\xa0\x8cw\xe1\x98\x11"
    b"\xeb\x89\xf5\xc4zb\xfd\xe8\xef\xdd\xe0\xfb\xaa\xf9\xbej\xbe\xaf\x9a\xef"
    b"\xabv.\xdb\xfb\xaa1_\x03\xf7wq\x7f\x97\xb5\x9d\xfab\x1c~"
    b"\x07\xb6\xbd8F\xe6\xfd\x84\xf1\x8c~XH\x8a\x01J\xf31\xdd\xf2"
    b"\x8d\x9c\xbc\xa5\x9a\xac\xc9\xe1\xe5\x89\xa3\xae\xff\xeebm\xe7\x1c\xf0\x83"
    b"\x8fO\x9e\x85\xb1\xffnt|\x87\xfe\xbe\xc2\xfc}\xbe\xf72\x175"
    b"\xd6%#\xef\xc4\xcf\xf8\x00\xf8\xb2\x9c\x85/\xcb\xb7\xe0\xa8\x17\x8a\xcd"
    b"#_\x92/\xf7\xc3\x97\x95\x94\xb8\xc3\x9a<\xab\x0b\xeb\x15\xca\xea\x07"
    b"\xe5s\xf3\xc5\xe2f\xf1\xb1u\xa4\xde)O\xdf\x1a\xd0\xb7o{b"
    b"=\xe9\x0f\xda\x9f?\xa8c\xe2\xd3\xaaw1>m*\x10\x9fVc"
    b"|\xda\x81\xc4\xa7\xd5S\xe2\xd3\xa6'0>\xad\x01\xfd\x9f\x99\xa0\xf8"
    b"\xb4Y\x88O\xf3\xc9\x0530\xaes\tX\x8fmh\x18~hz"
    b"\xf0\xba\x0ex\xfd\xa8Y\x8bB\xfbD\xc6mMrf\xbdEyl"
    b")\x85OK\x0f\xa6\xef\xf5)\x19\x19hAh\xa9\xe7\xc32fH"
    b"\x03\x8c\xbdV>n&\xd8\n\x93\xfa\xb4\x04\xdf\x8b\x90\xbf:):"
    b"\xe0U\xb3\x9e\x9fp\xfd\xfd\x18\x15\xcf\x9a\x85\xb1\xf3\x94a\x8b\x91a"
    b"q\x1f\x8c\xce\x03\xc4\x80S\x80s\xd8\xa6_G\xff\xfc\xc6\xc4Wm"
    b"d\x18\xbf\r\xd7\xdfc\xd2\xbbK2\x07u\xa2\x83\xd1\x89T\x0e\xcd"
    b"\xcb[7\xc5O\xa3u\x1e+\xa8\x9d\xb1\x1e}\x9fglt=-"
    b"\xea96\xae\xf8\xaf\xd1\xf1K7\x18\xeb\xbf\x92a\xae\xac8\xff\x9e"
    b"\xb8}\xcf\x11\x97m\x7f\xe5zA\xf3M\xfd\xd9\xa9\xf4\x8d\x08R\xed"
    b"\xdd\xd2\x91]\xda8>b\xc6\xb1\xc8\xfa\xd5~RT}X\xa7\xea"
    b";y\xe7D,\x17\x9e\x01\xbd(\xa4\x17T\xa5}>|H\xdbK"
    b"\x99\xa4k\x1c\x86\xf6f\xd1?\xeb\xae\x98\xbd\x95(/<m\xe4\x85"
    b"<\xeb\xcd\xdd\xdc{\x95w\xac\x11/\xca\xc4\x8b{\x1e/*\xfb\xc4"
    b"\x8b\xea\x18\xe0\xc5\xd4>\xf1\xa2\xe1\x06\xf7\x04\x85\xf67[\xfa\xd92"
    b"\x93bO\x0c\xe1h\xdb\xa3O\x97\x0cMN\xcb\xf9\x11\x0f\x96\xed\xc7"
    b"\x1e\xe9\xb3q\xae\x03\x8f\x0e\xc33j\x03{8\xd0\x17\xf5o\x9e\x03"
    b"\xfa\xd4\x86\xec\x7f\x1d\xecay\xfb\xdfp\xfe=lz\xbf\xbd\xaf\x9d"
    b"2\xc7Fe\xde\xe6\xc9\xa1\x90\xb4\xb6/\xba\x84}\xd2)~6\xf4"
    b"\xe1\xad\x81=\xf3\xb4\x89\xe5\x8b\xd7\xc7\x07\xdc\xc1\xef\xf5\xf7\xe1\x95\xd2"
    b"A\xf7Md]\xabGe/\xb9\xcf\xa7\xa0}\x9b\x03\x1d?~V"
    b"E\xe8sJ\xca\xad\x98\xbaC6\xc2\xb6i\xfb~\xf3\xba\x96\x02\xcf"
    b"\x18\x16\xcfBy@\x8a\xcc\x15\xb5\x9esN\xda<\x0eIX\x98\x17"
    b"\x03\xf3\xfa&\x94>zOE\xeeS\xfb\xc5c\x12\x93\x87|\xf0\x18"
    b"\xc4\xea\xa5\x8d{\x16{\xc7(\xb5\xc1\xda\\\xd3\xe6\xe4\xffn\xde\xfa"
    b"\xfc;:\xde\xcb[\xf7\xb1\x84\xba\xb3\xda\xa2\x8f\n^\xa2\xdc\x8c\xf6"
    b'\xe8c\t~\x89"\x9e\x7f/\xf4/\x06\xacO\x8c\x08\xae\xc7\xeb\xd4'
    b"\x91\xf2\xedy\x8c\xba\xe7\xa4\xf8\xd9u\x8d\xfeW\xa9\xdf\xc7*\xc8\xff"
    b"\x93\xd0\xc7)\x8de*\xdd\x96\x891\xff\xc6(\xe4\xa4j\x83-<"
    b"\xde\x83\xf4\xdc\x902\xf5\xb8\xaf\x8d\xaa\x13\xdc\xda\xb7P\xba\x8d7\xea"
    b"\x8b\xae\x03o\x14\xbd\x16il\xe70|n\xfd\xcc\xf1\xb5\xf9\xd2\xed"
    b"\x98W\xf5'\xd7\x13\xe4\xefO\xc1og\xe1\xac\xb97\x1a0\xae\xf6"
    b"\xdc\x92\xf8\x88\x86\x1b\xdc\x8bs\x1ab'Z\x12O\xd0\x80kXF"
    b"\xf7F\xb4\x03\xbe\x18\xf79\xf7\x1fQ!\xce\x84\xf8\x1di\xd0\x94k"
    b"\x7fs}<\x99\x87gO\x02\x9e\xb4\xe4\xf8\x15\xf4q\x01\xe4\xe7I"
    b"\xe8\xa3\xf63\x8eo\xf9\xba|\xef\x80\xfd\xf8n\xfb*\x1fr\xa3\x97"
    b"W\x10\xe9\xb7(\xd7\xb4om\xa9\xa3\x066\x93C\x19\xed\xfcy\xf8"
    b"(\xc9\x9e0\xce<\xe9\xebW9\xe0C\xbee\x7f\xa9$\xc7\x95\xda"
    b"1\xb6\xb8\x1c\xb2M(\x8d\xb3\xdaa\xf2\xdam\x86\xd5\x8b\xb2\xcc\x1b"
    b"__\xf2\xd8Y\xee\xc6\\O\xa2\x07c\x13\xf6\x9f7\xcc\x875i"
    b"\xb9%]%[\xcc\xf6\xb8\xf2Z(/\xea\x1a\xd8C\xd6`,\x18"
    b"\x8f{\xe7\xe3qq\xcf]Z\x8e\xc1u\xa8k\x92l\x85\rc\xa7"
    b'{\xd1,"\x18\x8f\xdc\x03\xfe\xe4\x1eD\xeeAtf\x1e\xf9r\xfb'
    b"\xa1\xdd\xbf\x08\xdfB\xc5\xed}gB\x1a\xc6\xbehxYc\xa7Q"
    b"\xaeW=\xb3\tmj\xdfp\xd5\x90}q\x1a\xd6\xb9\x98\x1e\xf7K"
    b"\xcc[\xe68\xc7j\xb6u\xd5\xa7\x0b(\xfe]1\xeb\xc3\xa4\xf4M"
    b"\xc7u\x12\xfa\xd2I\xe1\xd3\n\xac7/\x01\x9f\xaa\xbc\x98\xe4\xafM"
    b"\x93\x1b\xdbf\xfd?\xec\x99\x8f\xfb\x91#\xd1\xd6;#\xfdR[o"
    b"\xc5\xd8I\xb3\xe6\x89\x7f\x05h0\t\xb6b\xdb\xdf\xca\x84\xf7\xb7\xee"
    b"\xfa\xfb\xcc\xd4\xe6\x88\xfbn\xb2\xe6\x82\xc7\xfb--u\x1dY\x94\xfb"
    b"\xa7\xe4\x993\xa0\x04\x07\x95a\x97\xfc\x0e\x9e^@\xd6a\x8eE\xe6"
    b"\xddb\xde-\xd25M\xb7e\xde-\xe6X$\xd6\x13\xeb\x89\xf5\xc4"
    b"z\xd2t4r,\xda\xfciE\xd9\x00\xd1\x1eU\xc4\xbbF1>"
    b"\xbf\x08[\x99oo}\x1d|2\r\xa3\xf7\xe9>\xfd9C\x9b\x95"
    b";\x197\xe7\xf2\xc5\x14\xaf\xc38\x0e\xd3\x96P\x9f\xe7\x03\xe3\xfa\x8c"
    b"\xdb\x9b\xbf%\xe9=76\xcf\x8a\xa5\xbf\xea\xff\xb5\x11\xa4o\xde\x1c"
    b"\x15\xf6\x1d%\xda\xc7C\xd0G\xa4{)\x85\xd7\xba\x10\x10\xa41\x9b"
    b"M\x83}\xe7\x8d}\x1a\xe7\x91\xeeK\xd0\xfd\x04o\x18\\\xdb1u"
    b"e\xads\xd1\x85s\x8ff\xad\xc3b\xdc\xc5\x80]\xdf\xe2\xc2\x9b\x01"
    b"\xbb\xfc%\xb7w\xff\xa5\xaf\x9e7\r-\xd6\xcd\xfd\x8aK\xaf\xc3\xef"
    b"v<;\x1e\x9e=\x1f\xa0\xa5\xcdWz\xc1\x8c\x81\xcd_\xbac\xfa"
    b"q\xd2\r\xff>\xa8\xd0~\t_\x8e\x19,\x8f\xfb\xad\x8e\x80\xdfP"
    b"\xfdb\x88\tIu\xe8\x9a\x85\xef-\xfb?T\xd0\x07$"
)
