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
        (
            "\n"
            "    (?:[ \\t\\r\\n]+|;[^\\n]*)*\n"
            "    (?:\n"
            "      (?P<body>\\{(?=\\n))\n"
            "    | (?P<punct>[=,()\\[\\]{}<>*|])\n"
            '    | (?P<local>%(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n'
            "    | (?P<keyword>[a-zA-Z_][a-zA-Z0-9_.]*)(?![-$a-"
            'zA-Z0-9._]*:|")\n'
            "    | (?P<hexfloat>0x[KLMHR]?[0-9a-fA-F]+)\n"
            "    | (?P<float>[-+]?[0-9]+\\.[0-9]*(?:[eE][-+]?[0-"
            "9]+)?)\n"
            "    | (?P<int>[-+]?[0-9]+)(?![-$a-zA-Z._0-9]*:)\n"
            '    | (?P<label>(?:[-a-zA-Z$._0-9]+|"[^"]*"):)\n'
            '    | (?P<global>@(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n'
            "    | (?P<metavar>!(?:[-a-zA-Z$._0-9\\\\]+))\n"
            "    | (?P<attrgrp>\\#[0-9]+)\n"
            '    | (?P<comdat>\\$(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n'
            '    | (?P<cstring>c"[^"]*")\n'
            '    | (?P<string>"[^"]*")\n'
            "    | (?P<dots>\\.\\.\\.)\n"
            "    | (?P<bang>[!:])\n"
            "    | (?P<end>\\Z)\n"
            "    )\n"
            "    "
        ),
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
        (
            "\n"
            "    (?:[ \\t\\r\\n]+|;[^\\n]*)*\n"
            "    (?:\n"
            "      (?P<punct>[=,()\\[\\]{}<>*|])\n"
            '    | (?P<local>%(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n'
            "    | (?P<keyword>[a-zA-Z_][a-zA-Z0-9_.]*)(?![-$a-"
            'zA-Z0-9._]*:|")\n'
            "    | (?P<hexfloat>0x[KLMHR]?[0-9a-fA-F]+)\n"
            "    | (?P<float>[-+]?[0-9]+\\.[0-9]*(?:[eE][-+]?[0-"
            "9]+)?)\n"
            "    | (?P<int>[-+]?[0-9]+)(?![-$a-zA-Z._0-9]*:)\n"
            '    | (?P<label>(?:[-a-zA-Z$._0-9]+|"[^"]*"):)\n'
            '    | (?P<global>@(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n'
            "    | (?P<metavar>!(?:[-a-zA-Z$._0-9\\\\]+))\n"
            "    | (?P<attrgrp>\\#[0-9]+)\n"
            '    | (?P<comdat>\\$(?:"[^"]*"|[-a-zA-Z$._0-9]+))\n'
            '    | (?P<cstring>c"[^"]*")\n'
            '    | (?P<string>"[^"]*")\n'
            "    | (?P<dots>\\.\\.\\.)\n"
            "    | (?P<bang>[!:])\n"
            "    | (?P<end>\\Z)\n"
            "    )\n"
            "    "
        ),
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
        (
            "  (%([-a-zA-Z$._0-9]+) = (add|sub|mul|and|or|xor|s"
            "hl|lshr|ashr|udiv|sdiv|urem|srem)((?: nuw| nsw| ex"
            "act)*) ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-"
            "Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%"
            "[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|"
            "%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double"
            "|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+"
            "|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:"
            "i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?"
            ":i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, ("
            "?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\}"
            ")\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-"
            "?[0-9]+|null|true|false|undef|poison)), ((?:%[-a-z"
            "A-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|f"
            "alse|undef|poison))((?:, ![a-zA-Z][-a-zA-Z$._0-9]*"
            " ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        1320,
        8,
        {},
    ),
    (
        (
            "  (%([-a-zA-Z$._0-9]+) = (zext|sext|trunc|ptrtoint"
            "|inttoptr|bitcast|uitofp|sitofp|fptoui|fptosi) ((?"
            ":(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)"
            "|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$."
            "_0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$"
            "._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z"
            "$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float"
            "|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|pt"
            "r|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|p"
            "tr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|"
            "ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ("
            "(?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|nu"
            "ll|true|false|undef|poison)) to ((?:(?:(?:i[0-9]+|"
            "ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i"
            "[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:"
            "i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?"
            ":i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})"
            "|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA"
            "-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|"
            "%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double"
            "|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|doubl"
            "e|%[-a-zA-Z$._0-9]+))* \\})\\])\\**)((?:, ![a-zA-Z][-"
            "a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        1923,
        7,
        {},
    ),
    (
        (
            "  (%([-a-zA-Z$._0-9]+) = alloca ((?:(?:(?:i[0-9]+|"
            "ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i"
            "[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:"
            "i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?"
            ":i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})"
            "|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA"
            "-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|"
            "%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double"
            "|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|doubl"
            "e|%[-a-zA-Z$._0-9]+))* \\})\\])\\**), align ([0-9]+)("
            "(?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        912,
        5,
        {},
    ),
    (
        (
            "  (%([-a-zA-Z$._0-9]+) = getelementptr( inbounds)?"
            " ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-"
            "9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA"
            "-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-z"
            "A-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-"
            "zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|f"
            "loat|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]"
            "+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9"
            "]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-"
            "9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\*"
            "*), ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$."
            "_0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a"
            "-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-"
            "a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%["
            "-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|pt"
            "r|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0"
            "-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i["
            "0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i"
            "[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\]"
            ")\\**) ([%@][-a-zA-Z$._0-9]+)((?:, i(?:32|64) (?:%["
            "-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|tr"
            "ue|false|undef|poison))+)((?:, ![a-zA-Z][-a-zA-Z$."
            "_0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        1873,
        8,
        {},
    ),
    (
        (
            "  (%([-a-zA-Z$._0-9]+) = icmp (eq|ne|ugt|uge|ult|u"
            "le|sgt|sge|slt|sle) ((?:(?:(?:i[0-9]+|ptr|float|do"
            "uble|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|f"
            "loat|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|"
            "float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr"
            "|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x "
            "(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|"
            "<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._"
            "0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$."
            "_0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$"
            "._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-z"
            "A-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poison)"
            "), ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]"
            "+|null|true|false|undef|poison))((?:, ![a-zA-Z][-a"
            "-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        1245,
        7,
        {},
    ),
    (
        (
            "  (%([-a-zA-Z$._0-9]+) = insertelement ((?:(?:(?:i"
            "[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+"
            " x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>"
            "|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)"
            "(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+"
            "))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|"
            "%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|"
            "double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float"
            "|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|floa"
            "t|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-"
            "zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|"
            "false|undef|poison)), ((?:(?:(?:i[0-9]+|ptr|float|"
            "double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr"
            "|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|pt"
            "r|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|p"
            "tr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ "
            "x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+"
            ")|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$"
            "._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z"
            "$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-"
            "Z$._0-9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a"
            "-zA-Z$._0-9]+|-?[0-9]+|null|true|false|undef|poiso"
            "n)), ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$"
            "._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-"
            "a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%["
            "-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%"
            "[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|p"
            "tr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i["
            "0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i"
            "[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:"
            "i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\"
            "])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?["
            "0-9]+|null|true|false|undef|poison))((?:, ![a-zA-Z"
            "][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        2819,
        9,
        {},
    ),
    (
        (
            "  (%([-a-zA-Z$._0-9]+) = load ((?:(?:(?:i[0-9]+|pt"
            "r|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0"
            "-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i["
            "0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i"
            "[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\"
            "[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z"
            "$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%["
            "-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%"
            "[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|"
            "%[-a-zA-Z$._0-9]+))* \\})\\])\\**), ((?:(?:(?:i[0-9]+"
            "|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:"
            "i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?"
            ":i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, ("
            "?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\}"
            ")|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-z"
            "A-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double"
            "|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|doubl"
            "e|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|doub"
            "le|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ([%@][-a-zA-Z$."
            "_0-9]+), align ([0-9]+)((?:, ![a-zA-Z][-a-zA-Z$._0"
            "-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        1696,
        7,
        {},
    ),
    (
        (
            "  (%([-a-zA-Z$._0-9]+) = phi ((?:(?:(?:i[0-9]+|ptr"
            "|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-"
            "9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0"
            "-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i["
            "0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\["
            "[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$"
            "._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-"
            "a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%["
            "-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%"
            "[-a-zA-Z$._0-9]+))* \\})\\])\\**) ((?:\\[ (?:%[-a-zA-Z"
            "$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|fals"
            "e|undef|poison), %[-a-zA-Z$._0-9]+ \\])(?:, (?:\\[ ("
            "?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|nul"
            "l|true|false|undef|poison), %[-a-zA-Z$._0-9]+ \\]))"
            "*)((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n"
            ")"
        ),
        0,
        32,
        1212,
        5,
        {},
    ),
    (
        (
            "  (%([-a-zA-Z$._0-9]+) = select i1 ((?:%[-a-zA-Z$."
            "_0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|false|"
            "undef|poison)), ((?:(?:(?:i[0-9]+|ptr|float|double"
            "|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float"
            "|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|floa"
            "t|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|flo"
            "at|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:("
            "?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-"
            "9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]"
            "+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9"
            "]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-"
            "9]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$"
            "._0-9]+|-?[0-9]+|null|true|false|undef|poison)), ("
            "(?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]"
            "+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z"
            "$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-"
            "Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA"
            "-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|flo"
            "at|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|"
            "ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+"
            "|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]"
            "+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**)"
            " ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|"
            "null|true|false|undef|poison))((?:, ![a-zA-Z][-a-z"
            "A-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        2055,
        8,
        {},
    ),
    (
        (
            "  ((?:%([-a-zA-Z$._0-9]+) = )?((?:tail )?call)(?: "
            "fastcc)?(?: (?:noundef|zeroext|signext|nonnull|noa"
            "lias|nocapture|readonly|writeonly|immarg|align [0-"
            "9]+|dereferenceable(?:_or_null)?\\([0-9]+\\)))* ((?:"
            "(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|"
            "<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._"
            "0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$."
            "_0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$"
            "._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|"
            "double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr"
            "|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|pt"
            "r|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|p"
            "tr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**|voi"
            "d) @([-a-zA-Z$._0-9]+)\\(((?:(?:(?:(?:(?:i[0-9]+|pt"
            "r|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0"
            "-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i["
            "0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i"
            "[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\"
            "[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z"
            "$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%["
            "-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%"
            "[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|"
            "%[-a-zA-Z$._0-9]+))* \\})\\])\\**(?: (?:noundef|zeroe"
            "xt|signext|nonnull|noalias|nocapture|readonly|writ"
            "eonly|immarg|align [0-9]+|dereferenceable(?:_or_nu"
            "ll)?\\([0-9]+\\)))* (?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$."
            "_0-9]+|-?[0-9]+|null|true|false|undef|poison))(?:,"
            " (?:(?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._"
            "0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-"
            "zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a"
            "-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-"
            "a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr"
            "|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-"
            "9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0"
            "-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i["
            "0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])"
            "\\**(?: (?:noundef|zeroext|signext|nonnull|noalias|"
            "nocapture|readonly|writeonly|immarg|align [0-9]+|d"
            "ereferenceable(?:_or_null)?\\([0-9]+\\)))* (?:%[-a-z"
            "A-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|f"
            "alse|undef|poison)))*)?)\\)(?: \\#([0-9]+))?((?:, !["
            "a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        3564,
        8,
        {},
    ),
    (
        (
            "  (?:%[-a-zA-Z$._0-9]+ = )?(?:tail )?(br i|[a-z]+)"
            '|([-a-zA-Z$._0-9]+|"[^"]*"):[ \\t]*(?:;[^\\n]*)?(?=\\'
            "n)|([ \\t]*(?:;[^\\n]*)?)(?=\\n)"
        ),
        0,
        32,
        207,
        3,
        {},
    ),
    (
        (
            "  (br i1 %([-a-zA-Z$._0-9]+), label %([-a-zA-Z$._0"
            "-9]+), label %([-a-zA-Z$._0-9]+)((?:, ![a-zA-Z][-a"
            "-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        209,
        5,
        {},
    ),
    (
        (
            "  (br label %([-a-zA-Z$._0-9]+)((?:, ![a-zA-Z][-a-"
            "zA-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        143,
        3,
        {},
    ),
    (
        (
            "  (ret (?:void|((?:(?:(?:i[0-9]+|ptr|float|double|"
            "%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|"
            "double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float"
            "|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|floa"
            "t|double|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?"
            ":i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9"
            "]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+"
            ")>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]"
            "+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9"
            "]+))* \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$."
            "_0-9]+|-?[0-9]+|null|true|false|undef|poison)))((?"
            ":, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        1004,
        4,
        {},
    ),
    (
        (
            "  (store ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-z"
            "A-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double"
            "|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|doubl"
            "e|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|doub"
            "le|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9"
            "]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x ("
            "?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ "
            "(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:,"
            " (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* "
            "\\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+"
            "|-?[0-9]+|null|true|false|undef|poison)), ((?:(?:("
            "?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-"
            "9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]"
            "+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9"
            "]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-"
            "9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|float|doub"
            "le|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|flo"
            "at|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|fl"
            "oat|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|f"
            "loat|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**) ([%@]["
            "-a-zA-Z$._0-9]+), align ([0-9]+)((?:, ![a-zA-Z][-a"
            "-zA-Z$._0-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        1815,
        7,
        {},
    ),
    (
        (
            "  (switch ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-"
            "zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|doubl"
            "e|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|doub"
            "le|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|dou"
            "ble|%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-"
            "9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x "
            "(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{"
            " (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:"
            ", (?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))*"
            " \\})\\])\\**) ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]"
            "+|-?[0-9]+|null|true|false|undef|poison)), label %"
            "([-a-zA-Z$._0-9]+) \\[((?:\\n    (?:(?:(?:i[0-9]+|pt"
            "r|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0"
            "-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i["
            "0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i"
            "[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})|\\"
            "[[0-9]+ x (?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z"
            "$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%["
            "-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%"
            "[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|"
            "%[-a-zA-Z$._0-9]+))* \\})\\])\\** -?[0-9]+, label %[-"
            "a-zA-Z$._0-9]+)*)\\n  \\]((?:, ![a-zA-Z][-a-zA-Z$._0"
            "-9]* ![0-9]+)*))(?=\\n)"
        ),
        0,
        32,
        1875,
        6,
        {},
    ),
    (
        ("  (unreachable((?:, ![a-zA-Z][-a-zA-Z$._0-9]* ![0-" "9]+)*))(?=\\n)"),
        0,
        32,
        126,
        2,
        {},
    ),
    ("  [^ \\t\\]\\n]|[^ \\t\\n\\]]", 0, 32, 44, 0, {}),
    (
        ('"(?:[^"\\\\\\n\\v\\f]|\\\\[^\\n])*"|(?<=[ (\\[{,=<-])([0-9]' "+)(?= : )"),
        256,
        256,
        89,
        1,
        {},
    ),
    (
        (
            '"(?:[^"\\\\\\n\\v\\f]|\\\\[^\\n])*"|([%^])(?:[0-9]+|[a-zA-'
            "Z_$.\\-][a-zA-Z0-9_$.\\-]*)"
        ),
        256,
        256,
        107,
        1,
        {},
    ),
    ('"(?:[^"\\\\]|\\\\.)*"', 16, 48, 38, 0, {}),
    (
        ('"(?:[^"\\\\]|\\\\.)*"(?:="(?:[^"\\\\]|\\\\.)*")?|[^ "(]+(?' ":\\([^)]*\\))?"),
        0,
        32,
        111,
        0,
        {},
    ),
    (
        (
            '"([a-zA-Z_][a-zA-Z0-9_$.]*)"\\(((?:%(?:[0-9]+|[a-zA'
            "-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?:#[0-9]+)?(?:, (?=%))?"
            ")*)\\)(\\[\\^[a-zA-Z0-9_$.\\-]+(?:, \\^[a-zA-Z0-9_$.\\-]"
            "+)*\\])?( \\{[^\\n]*\\} : \\([^\\n]*| : \\([^\\n]*)$"
        ),
        264,
        264,
        258,
        4,
        {},
    ),
    (
        (
            '"[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\'
            "\\n\\v\\f]*)*"
        ),
        0,
        32,
        92,
        0,
        {},
    ),
    ('"[^"]*"|!(\\d+)\\b|#(\\d+)\\b', 0, 32, 68, 2, {}),
    (
        (
            "%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?::[0-9"
            "]+)?(?:, %(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*"
            ")(?::[0-9]+)?)* ="
        ),
        256,
        256,
        159,
        0,
        {},
    ),
    ("(![A-Za-z_.][\\w.]*) (!\\d+)", 0, 32, 58, 2, {}),
    (
        ("(%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))(?:#([" "0-9]+))?"),
        256,
        256,
        86,
        2,
        {},
    ),
    (
        (
            "(%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))(?::(["
            '0-9]+))? = (?=([\\"a-zA-Z_]))'
        ),
        256,
        256,
        112,
        3,
        {},
    ),
    (
        (
            "((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9"
            "]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%[-a-zA-"
            "Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%[-a-zA"
            "-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|%[-a-z"
            "A-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|ptr|fl"
            "oat|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i[0-9]+"
            "|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]"
            "+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?:i[0-9"
            "]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})\\])\\**"
            ")(?: (?:noundef|zeroext|signext|nonnull|noalias|no"
            "capture|readonly|writeonly|immarg|align [0-9]+|der"
            "eferenceable(?:_or_null)?\\([0-9]+\\)))* ((?:%[-a-zA"
            "-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]+|null|true|fa"
            "lse|undef|poison))"
        ),
        0,
        32,
        1161,
        2,
        {},
    ),
    (
        (
            '((?:[<(\\[{][^<>()\\[\\]{}"\\0-]*(?:(?:->?|"[^"\\\\\\n\\v\\'
            'f]*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*"'
            ')[^<>()\\[\\]{}"\\0-]*)*+)++)|((?:[>)\\]}][^<>()\\[\\]{}'
            '"\\0-]*(?:(?:->?|"[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9'
            'a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*")[^<>()\\[\\]{}"\\0-]*)*+)'
            "++)"
        ),
        0,
        32,
        340,
        2,
        {},
    ),
    ("(?: ![A-Za-z_.][\\w.]* !\\d+)+$", 0, 32, 55, 0, {}),
    (
        (
            "(?:(%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))(?:"
            ':([0-9]+))? = )?"([a-zA-Z_][a-zA-Z0-9_$.]*)"\\(((?:'
            "%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?:#[0-9"
            "]+)?(?:, (?=%))?)*)\\)(\\[\\^[a-zA-Z0-9_$.\\-]+(?:, \\^"
            "[a-zA-Z0-9_$.\\-]+)*\\])?( \\{[^\\n]*\\} : \\([^\\n]*| : "
            "\\([^\\n]*)$\\n?([ \\t]*)"
        ),
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
        (
            '(?P<string>"(?<== ")[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|['
            '0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*")(?=[,}])|(?P<symbol'
            '>@(?<== @)(?:[a-zA-Z_][a-zA-Z0-9_$.]*|"[^"\\\\\\n\\v\\f'
            ']*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*")'
            ')(?=[,}])|"[^"\\\\\\n\\v\\f]*+(?:\\\\[^\\n][^"\\\\\\n\\v\\f]*+)'
            '*+"|(?P<type>!(?<== !)[a-zA-Z_][a-zA-Z0-9_$]*\\.[a-'
            'zA-Z0-9_$.]*<[^<>"\\n\\-]*+(?:<[^<>"\\n\\-]*+>[^<>"\\n\\'
            "-]*+)*+>)(?=[,}])|(?P<integer>[0-9](?<=[ (\\[{,=<-]"
            "[0-9])[0-9]*)(?= : )"
        ),
        256,
        256,
        524,
        4,
        {"string": 1, "symbol": 2, "type": 3, "integer": 4},
    ),
    (
        (
            "(?P<symbol>@(?<== @)[a-zA-Z_][a-zA-Z0-9_$.]*)(?=[,"
            "}])|(?P<type>!(?<== !)[a-zA-Z_][a-zA-Z0-9_$]*\\.[a-"
            'zA-Z0-9_$.]*<[^<>"\\n\\-]*+(?:<[^<>"\\n\\-]*+>[^<>"\\n\\'
            "-]*+)*+>)(?=[,}])|(?P<integer>[0-9](?<=[ (\\[{,=<-]"
            "[0-9])[0-9]*)(?= : )"
        ),
        256,
        256,
        268,
        3,
        {"symbol": 1, "type": 2, "integer": 3},
    ),
    ("([%^](?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))", 256, 256, 70, 1, {}),
    (("([-+]?)([0-9]+)(?:\\.([0-9]*))?(?:[eE]([-+]?)([0-9]" "+))?"), 0, 32, 102, 5, {}),
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
        (
            "[ \\t\\r\\n\\0]*+(?://[^\\n]*+[ \\t\\r\\n\\0]*+)*+(?:(?P<ba"
            "re>[a-zA-Z_][a-zA-Z0-9_$.]*)|(?P<percent>%(?:[0-9]"
            "+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<caret>\\^(?:"
            "[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<string"
            '>\\"(?:[^\\"\\\\\\n\\v\\f]|\\\\[^\\n])*\\")|(?P<float>[0-9]+\\'
            ".[0-9]*(?:[eE][-+]?[0-9]+)?)|(?P<integer>0x[0-9a-f"
            "A-F]+|[0-9]+)|(?P<punct>->|::|\\.\\.\\.|\\{-#|#-\\}|[()"
            "\\[\\]{}<>=:,?*+\\-|])|(?P<hash>#(?:[0-9]+|[a-zA-Z_$."
            "\\-][a-zA-Z0-9_$.\\-]*))|(?P<bang>!(?:[0-9]+|[a-zA-Z"
            "_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<at>@(?:[a-zA-Z_][a-z"
            'A-Z0-9_$.]*|\\"(?:[^\\"\\\\\\n\\v\\f]|\\\\[^\\n])*\\"))|(?P<e'
            "of>\\Z))"
        ),
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
    ("[-a-zA-Z$._][-a-zA-Z$._0-9]*\\Z", 0, 32, 47, 0, {}),
    ("[0-9]+", 0, 32, 17, 0, {}),
    ("[0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*", 0, 32, 54, 0, {}),
    ('[<>()\\[\\]{}"\\0]|->', 0, 32, 30, 0, {}),
    ("[>)\\]}]", 0, 32, 28, 0, {}),
    ("[A-Za-z0-9_$.]*", 0, 32, 23, 0, {}),
    ("[A-Za-z_][A-Za-z0-9_$.]*", 0, 32, 45, 0, {}),
    (
        (
            '[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\'
            "n\\v\\f]*)*"
        ),
        0,
        32,
        86,
        0,
        {},
    ),
    ("[^<>()\\[\\]{}]+", 0, 32, 24, 0, {}),
    ("[a-zA-Z_][a-zA-Z0-9_$.]*", 0, 32, 45, 0, {}),
    (
        (
            "\\(((?:%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?"
            ":#[0-9]+)?(?:, (?=%))?)*)\\)"
        ),
        256,
        256,
        106,
        1,
        {},
    ),
    ("\\.[0-9]*(?:[eE][-+]?[0-9]+)?", 0, 32, 58, 0, {}),
    (
        (
            "\\[ ((?:%[-a-zA-Z$._0-9]+|@[-a-zA-Z$._0-9]+|-?[0-9]"
            "+|null|true|false|undef|poison)), %([-a-zA-Z$._0-9"
            "]+) \\]"
        ),
        0,
        32,
        181,
        2,
        {},
    ),
    (
        (
            '\\[(?:[\\w ,:.@$+\\-]|"[^"\\\\\\n]*")*(?:\\[(?:[\\w ,:.@$+'
            '\\-]|"[^"\\\\\\n]*")*\\](?:[\\w ,:.@$+\\-]|"[^"\\\\\\n]*")*)'
            "*\\]"
        ),
        256,
        256,
        170,
        0,
        {},
    ),
    ('\\\\(?:([\\\\\\"nt])|([0-9a-fA-F]{2})|(.))', 16, 48, 65, 3, {}),
    ("\\^(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)", 256, 256, 60, 0, {}),
    (
        ("\\^(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?::|\\(" "[^)]*\\):)"),
        256,
        256,
        83,
        0,
        {},
    ),
    (
        (
            "\\n    ((?:(?:(?:i[0-9]+|ptr|float|double|%[-a-zA-Z"
            "$._0-9]+)|<[0-9]+ x (?:i[0-9]+|ptr|float|double|%["
            "-a-zA-Z$._0-9]+)>|\\{ (?:i[0-9]+|ptr|float|double|%"
            "[-a-zA-Z$._0-9]+)(?:, (?:i[0-9]+|ptr|float|double|"
            "%[-a-zA-Z$._0-9]+))* \\})|\\[[0-9]+ x (?:(?:i[0-9]+|"
            "ptr|float|double|%[-a-zA-Z$._0-9]+)|<[0-9]+ x (?:i"
            "[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)>|\\{ (?:"
            "i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+)(?:, (?"
            ":i[0-9]+|ptr|float|double|%[-a-zA-Z$._0-9]+))* \\})"
            "\\])\\**) (-?[0-9]+), label %([-a-zA-Z$._0-9]+)"
        ),
        0,
        32,
        845,
        3,
        {},
    ),
    (
        ('\\s*!([A-Za-z_][A-Za-z0-9_$]*)\\.([A-Za-z_]\\w*)<"([^' '"]*)"'),
        0,
        32,
        96,
        3,
        {},
    ),
    (
        (
            "\\s*(?:(i\\d+)|(ptr(?:\\s+addrspace\\((\\d+)\\))?)|(<\\{|"
            "\\}>|[<>{}\\[\\],]|x(?!\\w))|(vscale)|(\\d+)|(%[-\\w.$]+"
            '|%\\"[^\\"]*\\")|(\\w+))'
        ),
        0,
        32,
        249,
        8,
        {},
    ),
    ("^!([A-Za-z_][A-Za-z0-9_$]*)[ \\t]*=", 8, 40, 57, 1, {}),
    (
        ("^\\s+(?:tail |musttail |notail )?call void @llvm\\.d" "bg\\."),
        0,
        32,
        116,
        0,
        {},
    ),
    ("^attributes #(\\d+) = \\{ ?(.*?) ?\\}$", 8, 40, 82, 2, {}),
)

# The programs' 32-bit words, little-endian, one program after another in
# the order of PATTERNS, compressed by zlib.
PROGRAMS = (
    b"x\xda\xed]\xddo\\\xc7u\x9f\xfd\xe0.w\xc9\xe5r\x97\x14W"
    b"\x96%y)\x992]K\xb4\x9d\xa4\x86,;.\x1b\xc4\x08\xd0\xc4"
    b'M\x8a\xb6.Z\xdbi\xf5eK\x00M\xaa"%+\x0el\x03A'
    b"\x8b>\xe5!@\x91\xe4%\xafi^Z\xa4\xff@\xff\x81\xa2\xc8K"
    b"\x91\xe7\xe4/\x08\x02\x14})`\xf5^\xf1\x1c\xefo\x0fg\xee\xc7"
    b"\xf2\x8a\xdc]\xfd\x16\xb8\xbc\xdc\xbbs\xe7\xce\x9c9\xf3\x9b\xf35\xe7"
    b".8\xe7f\xa3\xa3\x14\x1d\xd5\xe8x\x18}J\xf2]?\x8br\xee"
    b"\xc8\xb9\x15\x1du\xb9\xbe\x13\x1d+\xd1q7:v\xa1\\I\xce\xe5"
    b"\xe88\x19\x1dM\xb9\x16\xd7\x1f\xdf?#\xf7\xbd\x14\x1d\xaf\xca}z"
    b"OE\xea\xd6v,H\xdb\xf4\x13\xd7\xd1\x8b\xcek\xf0=n\xcf\xb2"
    b"<k\xd1<k.:\x1aq\xc1\x0b\xc3\xfd\xf2}\xe2\xdf\xdb\xf2\xcc"
    b"y\xa9\xeb5\xa9\xb7\x06\xcf[\x86>\xb5\xa5\x9f\xf1\xa7+\xb4i\x03"
    b"\xbd\xe2:\xbe/}\x98\x81kM\xe8\xb3\xd6\xf3JT\xd1\x12\xd0n"
    b"\xa8\xfd\xf1\xa7\xe7\xeeD\x7f\xd7\xa3\xe3\xb2\xaf\xfdJ\xbf\xb8\xae\xf3Q"
    b"\x05\x97\xe4ZU\x9e\xb9&\xed[\x90\xef\xe7\x02};'m\xd22"
    b"m\x19\xafT\x1a\xc7\xbf\xfd\xdd\xc3\xca\xe7\x0f\x1f\xfe\xd3\xe7\xfb\xc3\x12"
    b"\xa4q\x19\xda<#\xd7\xfe7\xfa\xf1M\xb9V\xf3\xf5?\xfa$\xd5"
    b"}\x12\xf8\xd5\xd76\xb7\x99\xde\xb6\x8e\xd0(nS_\xae\xd7\xa5\xff"
    b"i\xf5g\xe9{|\xff\x15\xe9\xaf>\x07\xe9\\6t\xfa\xf7\xd2`"
    b"\x1cg\xa5\xecKr~`\xdaT\n\xd0\xcc\xbdZM\xe4\xf9\xb41"
    b"\x8d\xaeV>\x8d\xfe~\x9aPGG\xca\xc7m\xfe\x87\xe8\xc2\x9f\xca"
    b"\xb5\xa6\xd4?g\xdaX\x93g^\x92\xf3\x0b\xa6=Y1#\xbew"
    b"\x03\xeeq\x19\xee\x89\xf1c5\xd0\x9e\x9br~\x13x\xeaq\xb5\xbd"
    b"+4\x9a\xd3\xf9\x1f]\xfcC\xb96\xff\x98\x9f\xdd\x91\xfa\xf4wW"
    b"0\x7f+\xff\x96\x80\x7f\x17\x84\xe7\x8b\xc4\x91\xc5\x11\xf1\xac\x0cX|"
    b"E\xda\xd7\x96\xe3\xbf\xdd\xa0\xcd\x8brl\x8e)vj\xbb\xff%:"
    b"N\xc9\xf7\xae<g5\xfb3\x7f\x92\x86\x89K\xf2\x9c\x1fJ_:"
    b"r\x8e\xeb>?\x02\xef\x9d\x90\xfa\xbe\x07\xb4^\x91\xfa\x9e\x1dSZ"
    b"\xf7\xe4\xda\xb7\x80\x06\xfa\x9c\xeb9\xdb\x1a\xdf\xfb\x94\xd4w\x19\xb0\xe0"
    b"\xd4\x08\xf5<-\xf5\\\x909\x1d_;\r\xd8h\xcf\xf1\xefg\xe4"
    b"\x9e\xa7\x84\xce\xf1\xb5\xb3\x06cVa~(\r\x9e\x91\xfb\x94\x96\x1d"
    b"Y'k2f\x1d\xb9\xcf\xaee\x93(\xc7-\x19\xb97\xaf,V"
    b"\xf2\xc8b\xe51\x97\xc5*\x1eY\xacz\x8c\xb2\xd8\xcc\x98\xcab\xb5"
    b"1\x97\xc5\xea\x1eYl\x96\xb2X\xaa,\xd6\xf0\xc8b\xcd#\x90\xc5"
    b"\xe6\x8eX\x16\x9b\x1fsY\xac\xe5\x91\xc5\x16\xc6\\\x16k{d\xb1"
    b"\xc5\xc7 \x8bu<\xb2X\xf7\x10\xb2\xd8\x92G\x16[\x1esY\xec"
    b"\x84G\x16[9\x84,\xd6\xf3\xc8b'\x0f!\xd3\xa1,v*E"
    b"\x16{\xda#\x8b\x9d\xce \x8b\x9d\xf1\xc8bg\x8d,\xf6L@\x16"
    b"S\xfe\xa8\xc8Q\x96\xa3\x0fk\xad\xf6\xad\x0fgl\x93^\x7f\xcf\xd4"
    b"=\x0f\xbc\x15\xd3\xaab\xea^\x83\xf2\xce\xf3\x0c\xb4\x9d\xad\x19[\xe2"
    b"a\xf9\x08m\x8c\xfa\xcc\xaf\x9agW\x85~\r\xb9~U\xce7\xe0"
    b"\xdc\x965_\xcb\xec\xca\xf9\x9e\x9c\xafI\x99\x1d(\xf3\xa1)\xb3%"
    b"e\xde\xf7<k\xdb<\xeb=cw]\x14\xbbk\xfc\xdb\xdbp\xff"
    b"\x83@\x99\xb7<m\xbde\xda\xf1u\xa1\xa7^\xf3\x95\xd5\xfa^\x85"
    b"\xb2WS\xcan@\xd9{\x86\x96\xb7\xe5|_ee(\xbb\x9bR"
    b"\xf6\xa4\xa7\xde\xbbFv\xf8P\xca\xb6<\xf5\x86\xcaZ\xdb\xa4\xca{"
    b"=\x99\xd7\x8a\x01\xca3\xc8+\xdb\xa6=\x1fA[m\x99]SF"
    b"\xdb\x89mz`h\xac\xd8\xb6\xe7\xd1Y:\xc0#}\x90\xf9\xe2k"
    b"\xb7J\xfb\xe7\xef@\x19\xa5i\x9e\xf5\xa2-\xf3E\xfbr\x07\xda\x83"
    b"c\xfe\x15\xe8\xcb\xfb\x86\xa7vL\x9f\xb4/\xcf\x81\x1cq\xc3\x94\xc5"
    b"y\x85u\xdd\x04\xfa\xae\x00f\x14\xbd\xe6\xc4\xff\x9f(\r\xc6\xe5\xf5"
    b"\x11d\xe3\xbe\x19\xd3>\xc7b\xa4\xb1\x88\xebzC\xae\xfd2:\xfe"
    b"\r\xfc,\xa4\xeb\xe8t\x8d\xf1\xed/\x0c\xbe]$M\x0fE\xd3\xae"
    b"\x99\xfb\x9fxp\xe5\xb3\xe8\xa6OJ\xfb\xbf\xbfS \xae\x10\xeb\x89"
    b"\xf5\xc4z\xd2\x95X?\x1eX\xaf\xba2^\xb3v\x85\xb8\xcc\x1f\x18"
    b"\x9f:\xca\xf3M\xb0\x81\x17\xdd\x8f-\xa8w\xb3\xc0z\xdf\x16{\r"
    b"\xf6\xb5\x04\xb6\xd3\xd2\x08\xfc\xf5\xc7\xa0\xcfm{\xf4j\xd4k_\x81"
    b"\xb2{F\xf7\xbbgx\xe4\x05\x0fO^\r\xe8\xc4z\xcfY\xb8\xe7"
    b"\x9eG\x7fG}\xee}\x88\x0fj\x9b\xf9\xb1c\xf4\xdc]s}\xdb"
    b"\xa3\x9fj\xbf.\x1a>\x99'\x9f\x90O\x80OZ`C\x8f\xb1\xff"
    b"K\t\xd8\xaf\xf6\xc6\x96\xd8\x0fV\xa4o\x1f\xcb\xff1M\xff\xa6`"
    b"?E\xdf\xd8\xc9\xf3\xfam\xda\xe0s\r\xc5\xdaY\xfb\xe4\xca\x84\xdb"
    b"'\x95W?\x0e\xd8\x8c\xf6\xc0O0\xe7\xe1I_\xd9\x1f\x00\x8f\x86"
    b"\xe6\xc06\xd8\xa2\xdar})a\xad\xc7\xef\x96w\xb7\xcd\xf3\xafA"
    b"]\xbe2\xbe\xbaB\xf2\xc5\xb7\xc1\x07s\xcd\xd4\xb9g\xeci\xd6\x86"
    b"\xa9\xedy\x03\xe6\xdf\xbd@\x1d;\x06\x07\xee\xc8=/\xc2\xbd\xbb9"
    b"\xef\xed\xc3\xbd\xef\x07\xfa\xb9\xe3i\x97\xc5\x8c\xb4{w\xcd\xbd\xd6\xf6"
    b"\x89|W\xa3-\x91\xfa%\xf5K\xd2\x95\xfa%m\x89\x1c3b="
    b"\xb1\x9et%\xd6O\x8c-1\x14\x1b@\x1b\x11mD\xd6\xd6\xec\xd3"
    b"\x15\xad\r\x9az e\x03\xca\x06\xa4+e\x03\xea\x81\x1c3b="
    b"\xb1\x9eXO\xac\x1f\x7f=p\x0eb\x04\xa6\xd1\x17\xdc\x1a\xc1\x17\xfc"
    b"\xd4\x04\xfa\x82}\xfa\xa4\xe5u\xeb\xdf\xb4>d\xeap\\\xd7\xb9\xae"
    b"\x93\xae\\\xd7\xa9\xc3q\xcc\x88\xf5\xc4zb=\xb1~\xfcu\xb8\x19"
    b"O\xdc\xb7O\x1fP\xff\xcf\x07\xc6\x97\x841}y\xf3E\xd4\xc1\x7f"
    b"8\x8d\xfacc\x04\xfdqmB\xf5\xc7\x0f\x8cOq\xcf|\xdfr"
    b"\x07\xf7\xc8\xe3w\x1b\x9b\xeb\x9b\xd3=\xd1\xaf\xb1]U\xd3\x0e\x1b\xeb"
    b"{-0\x87\xad/t\x17\xe6C\x97\xf1\xaa\x94{(\xf7\x90\xae\x94"
    b"{\xa8\xe3r\xcc\x88\xf5\xc4z\xd2\x95X?\xf1\xf1\xaa\x17\x1dsZ"
    b"\x11\xeb\x89\xf5\xa4+\xb1\x9er=\xc7\x8cXO\xac']\x89\xf5\xd3"
    b"\x94\xd3\n\xf3J\xaf\xb9\xc1\xbe1W\xa0/\xc4\xc6=\xfe\x0c\xea\xf4"
    b"\xf9\xadn\x0b\xcf(\xdf|Y\xce_\x92\xfe6\xe0\xb7W\xe4\xfc\x15"
    b"\x0f}\x94\xf7\xb8\xcf\x8e\xfb\xecl\x8c*\xf31Mv>&\x1c\xfb"
    b"\xeb\xc6Gz'\x10s[7\xfc\xf5\xf7B\xaf?\x83\xdf\xb6\r\xbf"
    b"\xfe\t\xe0\xe6=\xe3\xbb\xdd\x83\xf9\x15*\xa3\xf5\\\xf6\x94\xd92\xf5"
    b"\xbc\x98PF\xeb\xb9\xe0\x0e\xe6\x93\xb7\xed9\x93PF\xebY\xf6\x94"
    b"\xb1\xed\x99K(s\xd31o\x11u\x08\xea\x10\xd4!\xa8C\xd0^"
    b"D{\x11\xb1\x9eXO\xba\x12\xeb\x99\xb7\x88\xf6\x94'-o\xd1E"
    b"\xc7\\\xf9\xe4\x93\xe4\\\xf9\xdc\xf7>\x1d\xfb\x16\xec~\x01\x9b\xd7\xfc"
    b"nA\xfb\x19\xac\xed\x8e6$\xea\x15\xd4+HW\xea\x15\xb4!q"
    b"\xcc\x88\xf5\xc4zb=\xb1~r\xf6\xcb[\x9f0m\x03\xb4\rp"
    b"\xaf\te\x01\xca\x02\x94\x05(\x0bP\xef\xa3\xdeG\xac'\xd6\x93\xae"
    b"\xc4z\xbe?\x9dz\x1f\xdf\x9fN\xbd\x8f\xb2\x00e\x01\xd2\x95\xb2\x00"
    b"\xf5>\x8e\x19\xb1\x9eXO\xac'\xd6\x8f\xbf\xde\xd72\xf2\xfc\x02\xf5"
    b">\xea}\xa0\xf7i]\x8bS\x1a\x0b\xdc\x19!\x16\xf8\xec\x84\xc6\x02"
    b"\x87\xb0\xef\x06cx)\xe7Q\xce#])\xe7Q\xa7\xe7\x98\x11\xeb"
    b"\x89\xf5\xa4+\xb1~\xaa\xdey\xc5\xfcN\xc4zb=\xe9J\xac\xa7"
    b"\\\xcf1#\xd6\x13\xebIWb\xfd\xe4\xe7w:\x8a|\xe0\xbe\xbc"
    b"A\xa3\xbcC\xb7\xe9\xf2\xbfC\x97\xb9h\x0e\xfa\x9fz\x13\xea\x7f\xd2"
    b"\xb9\x7f\xcb\xf0\x0b\xfdN\x94Y(\xb3\x90\xae\x94Y\xa8\x9fr\xcc\x88"
    b"\xf5\xc4z\xd2\x95X?\x1d\xb9ct\x9d\xe0\xfb\x9d\x18[j\xf9\xcb"
    b"\xea\xeeE\xf1\x03\xd6\xf9\x9e\xe0\xc7/R\xec\x06\xe4Q\xf2\xe8q\xf2"
    b"h\x17l|j\xdb\x9bF{W\xe3\t\x8a\xb7\xb6\xb9\x96mN\xe5"
    b"\xeb\xee`\x0ee\xe4\xcf\x97\x03\xf61b\x13\xb1\x89q>\xd4\xad\xa9"
    b"[S\xb7\xa6nM;*\xed\xa8\xc4zb=\xe9J\xac\xe7{\xdc"
    b"\xa8\xf7\xf1=n\xd4\xfb(\x0bP\x16 ])\x0bP\xef\xe3\x98\x11"
    b"\xeb\x89\xf5\xc4zb\xfd\xf8\xeb}s\xce\x9f[\x99z\x1f\xf5>\xdc"
    b"+\xb20\xa5\xb1\x01\xed\x1c\xb1\x01M\xf8?\xae\xbflb\x03|\xed"
    b"\xc2\x98\x80\x9e\xa7\xdcQ\xc7\x08t\xc1\xaf\xdf\x93\xb1\xc2\xf6\xec\x19\x9e"
    b"\xbcmx\xb3\x0f8t=\xc0\xbf[\xe0+\xeeA\xff-m,\xff"
    b"\xef\x9a6\\\x87sW\xea\xaa\x97\x86\xf9\xaf\x0f\xf1+8/vr"
    b"\xce\x97\xdfC\x1d\x1f;\xff\xfb\xaaw\xcc\xf5\x07f\xed\xf8\r\xd4\xb1"
    b"\xeb\x92\xf7\xa7\x85\xea\xf8UB_\xb63\xe2\xd1\x7f$\xd4\x11\xda?"
    b"\x87c\x10\xd7\xf1\xaf\x82\xa9\xbe:\xec\xb8\xdb\xf5\xf7\x9e\xa1\x9b\xe2\xd8"
    b"O\xa3c\xc9\xf3\x9b//\xa0\xed\xb3\xb6\xf7{R\xd7?B\xfb>"
    b"2u\xdev\xfe\xf7\x8b\xa7\xd5y\x070S\xeb\xf8\xd0\x9c\xaf\x9ag"
    b"} \xf7\xc4\xd7O\xb9\xfc{\x14\xf3\xaeK\xdf\x88\x8e7\x03\xbc|"
    b"\xd7\xc3\xdbI\xbfo\x9b\xf1\xb4c\xe1\x93sz2\x868\x9f\xff\xd6"
    b"\xd0\xf7\xae\xb9\x9e\xc4\xaf\x8a%\xeb#\xe8@\xcf'\xc8G\x18\x93\xf2"
    b"\xfb2m\x94\xd4[\xa9\xb7\x92\xae\xd4[i\xa3\xe4\x98\x11\xeb\x89\xf5"
    b"\xa4+\xb1~\x12l\x94m\xa1\x8f\xda\xd7\xee\x07lY7\\\xf8\xbd"
    b'\xe1}\xb09jlK\xd1yj\xd6!\x1e"\xe6\xabrcP\x8e'
    b"\xba\x07\xd7#\xaeG\xa4+\xd7#\xea\x1e\x1c3b=\xb1\x9et%"
    b"\xd6\x8f\xbf\xeeA\x7f#\xfd\x8d\xf47\xd2\xdf\x98\xc5\xdf\xc8\x98)\xc6"
    b"L\xe9\xba\xfe\x83j\xf2\xbaN[\x10\xf5\x03\xea\x07\xa4+\xf5\x03\xda"
    b"\x828f\xc4zb=\xb1\x9eXO[\x10mA\xb4\x05\xd1\x16D"
    b"[\x10mA\xd3a\x0b\xea\xc2~\xab9\xe0\x9b\x9e\xd0\xcd'\xa3\x9e"
    b"w\x83}\x98y\xdf[\xd5\x82\xe7q\xbf\xde\xfe\xef\x0e\xda\x1c7\xec"
    b"\xcf\xdd\xc1\xfdy1\x9dN\x9bv>\x8e\x9c\xcbv\x1f\xdea\xf6\xdf"
    b"\xe9\x9e\xba:\xf0\xd653w\xfaP\x87\xf2\xf2B\n\xddu\xfc}"
    b"2U\x07\xae\xc5qxo\xb9\xc1\xde\xc5\xb8\x1d\xcb\x05b\x92\xb65"
    b">\x9f\xf3\xc8f\xcbr\xbd\x04el[u\x1f\xe4\x15\xb9\x7f\xce\xf0"
    b"o\xcd\xd0\xa9\x01m\xe8\xc9\x1c\xc4\xb1y-\xd0\x8e&\xf0h\x88'"
    b"\xdb2\xf7\x9fs\x83\xfd\x97G\xd5&\xdd\x8b\x99\xd4\xb62\xd4\xab<"
    b"\x82y\xb0\x1bnx\xaf\xeb5\xe1\xb3\xbe\xf0\xd7\xcb\xce\x9f\x1f;\xf4"
    b"\x7fR\xde\xec$>\xb69\xaa\x1f\xf7\x1eZ\x8b\x97[\x019\xe5\xa6"
    b"g\x9eb\xdb\xaa\x05\xb6m\xa6\xe0\xb6\xd5\nl\x1bs\xc9\x0f\xe6\xd0"
    b"Y\xf9\xbf%\xf5\xcf'\xcc\xa1-\xe9\xfb5\x19\xaf\xad\x8c\xf3\xc9\x15"
    b"4\xb7F\xe5\x9d\xa2\xe7\x1c\xeeM\x9f6\xde\x99\xc9\xc1;]\xf9\xbf"
    b")\xf5\xd7\x0c\xef\xdc\x95\xb1\xd9s\xc39\x05\x92\xdamy\xc1\xead"
    b"{F\x87\xc9\x1as\xffY4p\x9fT\x86e\x01\xfa8i\xf7\xa6"
    b"\xdd\x9bt\xa5\xdd\x9b>N\x8e\x19\xb1\x9eXO\xac'\xd6\x8f\x7f>"
    b"\xc0\x8a\xe3\xfb\xbf\xe8\xcfH~\xff\x97\xbdV\x9bR}\xbd\x9eC_"
    b"_\x91\xffOK\xfd\xb3F_\xdf\x15^\xd8\x01\xdd\xbd\x9f\xc1\x9e\x93"
    b"\xa4\xbf\xdb|y;\x01\xbd\xbe\xef\xa8\x9bS^\xa3\xbcF\xbaR^"
    b"\xa3n\xce1#\xd6\x13\xebIWb=us\xea\xe6|77\xe7"
    b"4e\x01\xca\x02\xa4+e\x01\xea}\x1c3b=\xb1\x9eXO\x9a"
    b"\x8e\xfb\xbb\xb9q\xaf\xc0\x1a\xe8i\xce\x15\x9f\xdb\xd8\xfa\xf1\xf2\xec1"
    b"\xd4\x9c\xc8y\xf72\xcd\xb9\xc1>\xa8i\xf4-\xb6r\xf8\x16u/"
    b"\xc6\x99\xc0^\x8cX7\xfcH\xc6!\x9e#\xf1\x9e\xca[\x19\xfc\x8b"
    b"y|\x8c\x1f9\xff\xfeV\xdd\xbfy\x8b\xbeF\xca!\x94CHW"
    b"\xca!\xd499f\xc4zb=\xe9J\xac\xa7\xaf\x91\xbe\xc6'\xc6"
    b"\xd78N{\xd0\xf1\x19\xef8\xb3'\xbd2\xcc\xf7M\x8f\x0el\xcf"
    b"\xd4e)\xdfP\xbe!])\xdfP\x97\xe5\x98\x11\xeb\x89\xf5\xa4+"
    b"\xb1~\xfcuY\xccuZ\x84\x0eX\x94\xceS\x04\xdd\xba\xc6O\x1b"
    b"\xd2c\xdes\xc3\xef\xa6\x9d6_\xea\\\x0e_j\xdf\r\xe7\xe4j"
    b"\x19_\xea=\xd1wu\x8f\xe6U\xf0\xa7j~\xae-\xf9-\xcd\xb7"
    b"\xea\xfb$\xf9Z\xad\x0e\x1f\xcaSl}\xaeI9s\xd5\x17;\x8d"
    b"\xe3^q\xf9s\x81\x96\xe4>\xcdWi\xc7\xa3%1\x07'\xb4?"
    b"\xb5/\xc6\xb8\x1f\x1a\xd36\xe0\xd6\xa8\xf7\xdb\xfc\x8b\xd8^\xcd]\xaa"
    b"q\x1e\xe7\xdcp\xceR\xfd\xdd\xfb\xfc\xd3_\xd4\xb5\x98\xf4\xfc\x06\xac"
    b"W\xef\nm\x9a\x01l\xd6\\\x9b\x1b\xc2CU\xf9\xae\xf3\ny\xa1"
    b"\xf4\xf2\xa3\xe1\x9b\x95#h\xb3q#\xc4\x88\xe8\xb87<s\xeb\n"
    b"|/\xa5\xd0\xb8<\xc64\xde\x14\xd9Mi\xe4\x8b\xfb\xf9.\xd8\xe5"
    b"\xf4}\xe3\x0b#\xc8\x1b\xe7`\x0e\x0c\xcfg\xe7\x92\xe6s\x11x`"
    b"u\x07;V\xb3\xf2\xbf\x8e\x95\xce\xeds0\xf6:f+f\xcc\xe6"
    b'\xa4Ou7\xc8\xdb~\x0e\xc6A\x9f9\x0b\xb4}Wp"46'
    b"I\xf3\xf4k\x8f\xa9=\xe5\x84\xf6\xf4\x04G\x11_\xbfz\x0c\xed\xe8"
    b"\x82\x8c\xa9rN\xc7\xf0\xe0\xd0\xdc\x89y2e\x11\xd5\xdc\xb7\x0b\xa6"
    b"\x7f\xeb\xce\x9f\xfb\xf6y7\x9c\xa7\xbd\x9b\xc2S\x8d\x14\x9e\xc2\xb9\x87"
    b"|\x1d\x7f\x0e5/6\xb3\xd9\xb3Kfl\xd6\xcd\xba\xfe\xb6Y\xd7"
    b"\xd7\xa6\x00\x03zP\x9f\xf6\xff\xfc\x08r\x82/\xc76\xca=Vn"
    b"X\x83{\xbb\xc6\x17\xa6\xb9\xdb\xaf\x98\xf1\xa9\x82\x9fA\xf1\xb8\x08\xf9"
    b">~\xd6\xa9\x14\x99\xad\xa8gu\x8d\xae0\x03\xfd\xaf\x19\x9d\xf6\x0c"
    b"\xd8\x0f\x92rO\xab\xfe\x16Z\x97\x93\xe60\xe6\xa6\xee\x82\x1e=\xca"
    b"\xfd\xe8\xb7\xaaK\xd9\x9a\x07\x07J)8p\x12\xb0\xc0\x8be\x19\xe4"
    b"\x00\x1d\xd7\xd7\xcd\xb8\xbe+mk{\xe6\xde\x17un.\x06e\x8b"
    b"\x157\x9c\x7f\xbd,\xc7A\xcczX\xf94\xfa\xfbiB\xfb\xacn"
    b"]D\x9f\xbb\x86\xdeUX\xcbWd\xed:/\xe5\x15\xbb\xf2\xe6~"
    b"\xbf\x08\xeb\xd8\xaa\x91+\x1bf~T\xa5\x1dM\x0f\xd6\xd6@.\xeb"
    b"A\x9d\xe7\xddp\xce\xe3\xacuVL\x9d\xa1u\xa8j\xf8o\xcd\xe0"
    b"\xd24b\xfa\x95\x111\xfd\x9b)\xb8Hz\r\xafc\xf6=\x14\x96"
    b"\xf7f\x80\xf7\x1c\xc8\x92h\x9fX\xf5\xe1\xc9f:M|\xef8\x98"
    b"\x859\xbe\x11\x90w0\x96\x1c\xed\x04y\xe6]\x92\xfe\xe0`\x8eu"
    b"\xa6l\xaeu`\xadY\xf6\xc8Q\x88cyt\xee\x8a\x07\xcb}\xfc"
    b"\xf3$\xd2\xf5J\x01t\r\xbd/&\xe6\xf1%hC5 '$"
    b"\xf5E\xe5:\x9f]L\xd7\x1e|\xaf\x0c\xe3]\xe8\x03\xa5\x0f\x94t"
    b"\xa5\x0f\x94\xf1.\x1c3b=\xb1\x9eXO\xac\x1f\xff\xbd\x1b|_"
    b"5\xdfW\xcd\xf7U\xf3}\xd5\xcee{_5\xe6k\xe0\xfe.\xee"
    b"\xef\xb2\xb6S_\x8c\xc3\xcf\xc1\xb6\x17\xc7\xc8\xfc,a<\xa3\x1f\x16"
    b"\x93b\x80\xd2|L\x8f|#\xe7\x1f\xa9&\xebrxy\xe2\xb4\x1b"
    b"\xbc\xbbX\xdb9\x0f\xfc\xe0\xe3\x937`\xec\xff::\xfe\x8a\xfe\xbe"
    b"\xc2\xfc}\xbe\xf72\x175\xd6%#\xef\xc4\xcf\xf8\x05\xf0e9\x0b"
    b"_\x96\x1f\xc1Q?\x14\x9bG\xbe$_\x1e\x86/+)q\x875"
    b"yV\x0f\xd6+\x94\xd5\x8f\xca\xe7\xe6\x8b\xc5\xcd\xe2c\xebJ\xbd3"
    b"\x9e\xbe5\xa0o\x7f\xe9\x89\xf5\xa4?\xe8p\xfe\xa0\xae\x89O\xab\x1e"
    b"c|\xdaL >\xad\xc6\xf8\xb4#\x89O\xab\xa7\xc4\xa7\xcdNa"
    b"|Z\x03\xfa\xdf\x9c\xa2\xf8\xb49\x88O\xf3\xc9\x05M\x18\xd7\xf9\x04"
    b'\xac\xc764\x0c?\xb4<x]\x07\xbc~\xd1\xacE\xa1}"\x93'
    b"\xb6&9\xb3\xde\xa2<\xb6\x9c\xc2\xa7\xa5\x0b\xe9{}JF\x06Z"
    b"\x14Z\xea\xf9\xa4\x8c\x19\xd2\x00c\xaf\x95\x8f[\t\xb6\xc2\xa4>-"
    b'\xc3\xf7"\xe4\xafn\x8a\x0ex\xc7\xac\xe7\xe7\xdc`?F\xc5\xb3f'
    b'a\xec<e\xd8bdX\xdc\x07\xa3\xf3\x001\xe0"\xe0\x1c\xb6\xe9'
    b"\xc7\xd1??1\xf1U\x9b\x19\xc6o\xd3\r\xf6\x98\xf4\x8fI\xe6\xa0"
    b"Nt4:\x91\xca\xa1yy\xeb\xa1\xf8i\xb4\xce3\x05\xb53\xd6"
    b"\xa3\x9f\xf2\x8c\x8d\xae\xa7E=\xc7\xc6\x15\xffgt\xfc\xc8\r\xc7\xfa"
    b"\xaff\x98+\xab\xce\xbf'\xee\xd0s\xc4e\xdb_\xb9Q\xd0|S"
    b"\x7fv*}#\x82T\xfb\x8ftd\x976\x8e/\x98q,\xb2~"
    b"\xb5\x9f\x14U\x1f\xd6\xa9\xfaN\xde9\x11\xcb\x85\x97A/\n\xe9\x05"
    b"Ui\x9f\x0f\x1f\xd2\xf6R&\xe9\x1a'\xa1\xbdY\xf4\xcf\xba+f"
    b"o%\xca\x0b\xaf\x19y!\xcfzs\x9c{\xaf\xf2\x8e5\xe2E\x99"
    b"x\xf1\xc4\xe3E\xe5\x90xQ\x9d\x00\xbc\x989$^4\xdc\xf0\x9e"
    b"\xa0\xd0\xfefK?[fZ\xec\x89!\x1c\xedx\xf4\xe9\x92\xa1\xc9"
    b"%9\xbf\xe0\xc1\xb2\xc3\xd8#}6\xce\r\xe0\xd1QxFm`"
    b"\xcf\x07\xfa\xa2\xfe\xcd7\x81>\xb5\x11\xfb_\x07{X\xde\xfe7\x9c"
    b"\x7f\x0f\x9b\xdeo\xef\xeb\xa4\xcc\xb1q\x99\xb7yr($\xad\xedK"
    b".a\x9ft\x8a\x9f\r}x\xeb`\xcf\xbcdb\xf9\xe2\xf5\xf1\x19"
    b"w\xf4{\xfd}x\xa5t\xd0}\x13Y\xd7\xeaq\xd9K\xee\xf3)"
    b"h\xdf\xe6A\xc7\x8f\x9fU\x11\xfa\\\x94r\xab\xa6\xee\x90\x8d\xb0c"
    b'\xda~\xd8\xbc\xae\xa5\xc03F\xc5\xb3P\x1e\x90"sEm\xe4\x9c'
    b"\x936\x8fC\x12\x16\xe6\xc5\xc0\xbc\xbe\t\xa5\x8f\xdeS\x91\xfb\xd4~"
    b"\xf1\x92\xc4\xe4!\x1f\xbc\x04\xb1zi\xe3\x9e\xc5\xde1Nm\xb06"
    b"\xd7\xb49\xf9\x7f\x0f\x1f}~\x17\x1d\x9f\xe5\xad\xfbLB\xddYm"
    b"\xd1\xa7\x05/QnF{\xf4\x99\x04\xbfD\x11\xcf\x7f\x12\xfa\x17\x03"
    b"\xd6\xb3c\x82\xeb\xf1:u\xaa\xbc?\x8fQ\xf7\x9c\x16?\xbb\xae\xd1"
    b"\xbf-\r\xfaX\x05\xf9\x7f\x1a\xfa8\xa3\xb1L\xa5}\x99\x18\xf3o"
    b"\x8cCN\xaa\x0e\xd8\xc2\xe3=H_\x1bQ\xa6\x9e\xf4\xb5Qu\x82"
    b"G\xfb\x16J\xfbx\xa3\xbe\xe8:\xf0F\xd1k\x91\xc6v\x8e\xc2\xe7"
    b"\xd6\xcf\x1c_[(\xed\xc7\xbc\xaa?\xb9\x9e \x7f\x7f\x19~\xbb\x02"
    b"g\xcd\xbd\xd1\x80q\xb5\xe7\xb6\xc4G4\xdc\xf0^\x9cK\x10;\xd1"
    b"\x96x\x82\x06\\\xc32\xba7\xa2\x13\xf0\xc5\xb8?r\xff#*\xc4"
    b"\xe5\x10\xbf#\rZr\xed\xbf\xdc\x00O\x16\xe0\xd9\xd3\x80'm9"
    b"\xfe\x19\xfa\xb8\x08\xf2\xf34\xf4Q\xfb\x19\xc7\xb7|G\xbew\xc1~"
    b"|\xdc\xbe\xca\xe7\xdc\xf8\xe5\x15D\xfa-\xc95\xed[G\xea\xa8\x81"
    b"\xcd\xe4D\x8a\x1e\\2zp\x1a\x1f\x1c\x07\xdfh\x7fBv\x8c<"
    b"s \xc9\x162\xc9\xf3\xc9\xd7\xafr\xc0\xff\xfd\xc8vTI\x8e\x89"
    b"\xb5\xfci\xd7\x94$~*\xe5\xb0!\xe5\xb59\x8d\xaa\xd3e\x99\xf3"
    b"is#\rw\x8e\x03\xa7\x92\xe8\xc1\xb8\x8a\xc3\xe7<\xf3aMZ"
    b"^LW\xc9\x16o>\xa9\xbc\x16\xca\xe9\xba\x0e\xb6\x9cu\x18\x0b\xc6"
    b"\x12?\xfeXb\xdc/\x98\x96\x1fq\x03\xea\x9a&;g\xc3\xd8\x18"
    b"\xdf1\x8b\x08\xc6R\xf7\x81?\xb9\x7f\x92\xfb'\x9d\x99G\xbe\xbc\x84"
    b"\xe8\xb3(\xc2/Rq\x07\xdf\xf7\x90\x86\xb1\xef\x18^\xd6\xb8o\xd4"
    b"ITGnA\x9b:\x0f\\5d\x1b\x9d\x85u.\xa6\xc7\xd3n"
    b"?^/s\x8cf5\xdb\xba\xea\xd3c\x14\xffn\x9b\xf5aZ\xfa"
    b"\xa6\xe3:\r}\xe9\xa6\xf0i\x05\xd6\x9bw\x81OU^L\xf25"
    b"\xa7\xc9\x8d\x1d\xb3\xfe\x9f\xf4\xcc\xc7\xc3\xc8\x91h\xa7nJ\xbf\xd4N"
    b"]16\xde\xac9\xee\xbf\x0b4\x98\x06;\xb7\xedoe\xca\xfb["
    b"w\x83=rj/\xc5=CY\xf3\xd8\xe3\xfd\x96\x96\xba\x8e,\xc9"
    b"\xfd3\xf2\xcc&(\xc1Ae\xd8%\xbf?\xa8\x1f\x90u\x98\x1f\x92"
    b"9\xc3\x983\x8ctM\xd3m\x993\x8c\xf9!\x89\xf5\xc4zb="
    b"\xb1\x9e4\x1d\x8f\xfc\x906\xf7[Q6@\xb4G\x15\xf1\x9eT\xdc"
    b"[P\x84\xad\xcc\x97\x17\xa0\x0e>\x99\x86\xd1\xfb4\xc7\xc0\xbc\xa1\xcd"
    b"\xea\xe3\x8c\xf9s\xf9\xe2\xa17`\x1cGiK\xa8\xcf\x0b\x81q}"
    b"\xdd\x1d\xcc=\x93\xf4\x8e\x1e\x9b#&\xc9'\x96\x85\xfe\xd6\x06\x84x"
    b"\x92\xe7=?\xf1\x9c\xf9\xb5\xd8\xd41^\xd2\x87-1\xb6\xbdl|"
    b"\x0c\xa1gY^\xb1\xf9:o\x18[\xf7\xaey\xae}\xcf\xebM\xe3"
    b"\x0b\xab\xe6\xec\xeb\x8c\x1b~\x17\x1e\xda\xa8~,\x98\xd9\x81\xf8\x88\xba"
    b"\x19\xe7\xefK\xd9\x0b\xf0\xdb'f\x1d}&\x14\x93\xb5\x98\x1e\x1f\xb0"
    b"\x086\x8c\x07\xd2\xdeY\x98[>~\xf4\xbd\xd7\xab-\x98\xb2\xe4\x86"
    b"\xf3\xde\xdc7t\xbe\x1e\xf0\x1f\xdc4q}\xdf\x86\xf8\xa2fN\x9a"
    b"k|\xdd\x1b\xe2\xbb\xd0\xf8:\xf4Yv\xa5\xce\x05S\xa7\xaeq\xcf"
    b"\n\xc6^\x929\xee\xa3\x01\xd2.\xcf\xbb\xb2|qpK\xd0\xdf\x85"
    b"\x94\xfeZlh\xa7\xc4\x91\xa8\x8d\xaf6\x86\x18\x9a7\x87\x8e}\x87"
    b"\x92\xf6\xf1\x04\xf4\xd1\xe5\xc0\x88\x1e\x04,*\xbe\xb5\x0c\x06]5>"
    b"(\\+u\xdf\x94\xeew\xfa\xd0\xc8.\xbb\xa6\xae\xacu.\xb9p"
    b"n\xe4\xacuX9&4\xf7\xec\xda\x7f?\xe0{\xbb\xe1\x0e\xee\x0f"
    b"\xf7\xd5s\xdf\xd0b\xc3\xdc\xaf\xb2\xc7\x07\xf0\xbb\x1d\xcf\xae\x87g\xaf"
    b"\x06hi\xf3)_3c`\xf3+\xef\x9a~\x9cw\xa3\xbf\xaf."
    b"\xb4\x9f\xcb\x97\x03\x0b\xcb\xe3~\xd0S\x10\x1b\xa0\xbeo\\\xf7\x93\xea"
    b"\xd0\xf5\x00\xdf\xab\xf8\xffTy`\xb0"
)
