"""The programs of the regular expressions odsgen's tools compile in a
typical run, for `odsgen/regex_programs.py`.

Written by `python -m odsgen.tools.regex_table`; do not edit.
"""

# The Python (exact version, `_sre.MAGIC`) whose `re` compiled them.
PYTHON = (3, 11, 7)
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
    (" : ", 0, 32, 20, 0, {}),
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
            "(?:%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*)(?:#["
            "0-9]+)?(?:, (?=%))?)*"
        ),
        256,
        256,
        94,
        0,
        {},
    ),
    (
        (
            "(?:(%(?>(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))"
            ')(?::([0-9]++)|) = |)"([a-zA-Z_][a-zA-Z0-9_$.]*+)"'
            "\\(([^()\\n]*+)\\)(?:(\\[\\^[a-zA-Z0-9_$.\\-]++(?:, \\^[a"
            "-zA-Z0-9_$.\\-]++)*+\\])|)( [{:][^\\n]*+)$\\n?([ \\t]*+"
            ")"
        ),
        264,
        264,
        269,
        7,
        {},
    ),
    ("(?:, ![A-Za-z_.][\\w.]* !\\d+)+$", 0, 32, 57, 0, {}),
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
            "-]*+)*+>)(?=[,}])|(?P<array>a(?<== a)rray<i(?:8|16"
            "|32|64)(?:: -?[0-9]{1,20}(?:, -?[0-9]{1,20})*+)?>)"
            "(?=[,}])|(?P<integer>[0-9](?<=[ (\\[{,=<-][0-9])[0-"
            "9]*)(?= : )"
        ),
        256,
        256,
        650,
        5,
        {"string": 1, "symbol": 2, "type": 3, "array": 4, "integer": 5},
    ),
    ("([%^](?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))", 256, 256, 70, 1, {}),
    (("([-+]?)([0-9]+)(?:\\.([0-9]*))?(?:[eE]([-+]?)([0-9]" "+))?"), 0, 32, 102, 5, {}),
    ("([0-9](?<=[ (\\[{,=<-][0-9])[0-9]*)(?= : )", 256, 256, 63, 1, {}),
    ('([>)\\]}])|->|"(?:[^"\\\\]|\\\\.)*"', 16, 48, 65, 1, {}),
    ("([a-zA-Z_][a-zA-Z0-9_$.]*) = ", 256, 256, 55, 1, {}),
    (", !([-a-zA-Z$._0-9]+) !([0-9]+)", 0, 32, 60, 2, {}),
    ("-?[0-9]+\\.[0-9]*(?:[eE][-+]?[0-9]+)?", 0, 32, 72, 0, {}),
    ("0x[0-9a-fA-F]+", 0, 32, 33, 0, {}),
    ("<([1-9][0-9]{0,8}|0) x ([\\w.$]+)>", 0, 32, 69, 2, {}),
    ("<([\\w.$]+) \\(([\\w.$, ]*)\\)>", 0, 32, 61, 2, {}),
    ('= [@"!a]', 0, 32, 28, 0, {}),
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
    ('[<>()\\[\\]{}"\\0]|->', 0, 32, 30, 0, {}),
    ("[>)\\]}]", 0, 32, 28, 0, {}),
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
    (
        (
            "\\(((?:[\\w.$!]+, )*[\\w.$!]+)?\\) -> (?:([\\w.$!]+)(?!"
            "[\\w.$<])|\\(((?:[\\w.$!]+, )*[\\w.$!]+)?\\))"
        ),
        0,
        32,
        187,
        3,
        {},
    ),
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
    b"x\xda\xed][o\x1cGv\xae\xb9p\x86Cr8\x9c!\xc5\x91"
    b'e]\x86\x94)S\xb1DI\xb6"\xc8\\Y\xcb,b\x04\xd9\xcd'
    b"f7H\xe0 \x91\xbd\tu\xb1%\x80&\x15\x91\x92\xb5^\xd8\x06"
    b"\x16\t\xf2\x94\x87\x00A6/\xfb\x9a\xecK\x82\xe4-O\xf9\x07A"
    b"^\x82<g\x7f\xc1b\x81 /\x01V\xe9\x16\xcf1\xbf9\xac\xea"
    b"\xcb\xb0)\rG\xdf\x00\xcd\xe6\xf4TWW\x9d:\xf5\xd5\xb9\xd5\xe9"
    b"i\xe7\xdcxt\x94\xa2\xa3\x1a\x1d\xcf\xa2OI\xbe\xebgF\xcem"
    b"97\xa3\xa3.\xd7\xb7\xa2c>:\x1eE\xc76\x94+\xc9\xb9\x1c"
    b"\x1d\xc7\xa3cB\xae\xc5\xf5\xc7\xf7\x8f\xc9}\x97\xa3\xe3]\xb9O\xef"
    b"\xa9H\xdd\xda\x8eii\x9b~\xe2:\xba\xd1y\t\xbe\xc7\xed\x99\x93"
    b"g\xcd\x98gMFG#.x\xae\xbf_\xbeO\xfc{K\x9e9"
    b"%u}C\xea\xad\xc1\xf3\xe6\xa0O-\xe9g\xfc\xe9\x08mZ@"
    b"\xaf\xb8\x8e\x1fI\x1f\xc6\xe0\xda\x04\xf4Y\xeb\xb9\x16U4\x0b\xb4\xeb"
    b"k\x7f\xfc\xe9\xba\x87\xd1\xdf\xe5\xe8\xb8\xeek\xbf\xd2/\xae\xeblT"
    b"\xc1E\xb9V\x95g.I\xfb\xa6\xe5\xfbb\xa0o\x8b\xd2&-\xd3"
    b"\x92\xf1J\xa5q\xfc\xdb\x9f>\xab\xfc\xea\xd9\xb3\xbf\xfc\xd5\xee\xb0\x04"
    b"i\\\x866\x8f\xc9\xb5\xff\x8d~|_\xae\xd5|\xfd\x8f>Iu"
    b"\x1f\x07~\xf5\xb5\xcd\xad\xa5\xb7\xad-4\x8a\xdb\xd4\x93\xebu\xe9\x7f"
    b"Z\xfdY\xfa\x1e\xdf\xbf*\xfd\xd5\xe7 \x9d\xcb\x86N\xffR\xda\x1b"
    b"\xc7q){Y\xceOM\x9bJ\x01\x9a\xb9w\xab\x89<\x9f6\xa6"
    b"\xd1\xd5\xca\x97\xd1\xdf/\x13\xeahK\xf9\xb8\xcd\x7f\x1e]\xf8]\xb9"
    b"6!\xf5O\x9a6\xd6\xe4\x99\x17\xe5\xfc\x96iOV\xcc\x88\xef]"
    b"\x81{\\\x86{b\xfcX\x08\xb4\xe7\x9e\x9c\xdf\x07\x9e:\xac\xb6w"
    b"\x84F\x93:\xff\xa3\x8b\xbf.\xd7\xa6\x0e\xf9\xd9m\xa9O\x7fw\x05"
    b"\xf3\xb7\xf2o\t\xf8wZx\xbeH\x1c\x99\x19\x10\xcf\xca\x80\xc5\xab"
    b"\xd2\xbe\x96\x1c\xff\xe9\xf6\xda<#\xc7\xda\x90b\xa7\xb6\xfb\x1f\xa2\xe3"
    b"\x84|\xef\xc8s\x16\xb2?\xf3'i\x988+\xcf\xf9+\xe9K["
    b"\xceq\xddg\x07\xe0\xbdcR\xdf\x0f\x81\xd6\xf3R\xdf\x1bCJ\xeb"
    b"\xae\\\xfb\x1d\xa0\x81>\xe7N\xce\xb6\xc6\xf7\xbe&\xf5]\x07,8"
    b"1@=\xafK=\xe7dN\xc7\xd7N\x026\xdas\xfc\xfb)\xb9"
    b"\xe75\xa1s|\xed\xb4\xc1\x98\x05\x98\x1fJ\x833r\x9f\xd2\xb2-"
    b"\xebdM\xc6\xac-\xf7\xd9\xb5\xec(\xcaq\xb3F\xee\xcd+\x8b\x95"
    b"<\xb2Xy\xc8e\xb1\x8aG\x16\xab\xbeDYllHe\xb1\xda"
    b"\x90\xcbbu\x8f,6NY,U\x16kxd\xb1\x89\x17 \x8b"
    b"M\xbe`Ylj\xc8e\xb1\xa6G\x16\x9b\x1erY\xac\xe5\x91\xc5"
    b"f\x0eA\x16k{d\xb1\xce\x01d\xb1Y\x8f,67\xe4\xb2\xd8"
    b"1\x8f,6\x7f\x00Y\xac\xeb\x91\xc5\x8e\x1f@\xa6CY\xecD\x8a"
    b",\xf6\xbaG\x16;\x99A\x16;\xe5\x91\xc5N\x1bY\xecL@\x16"
    b"S\xfe\xa8\xc8Q\x96\xa3\x07k\xad\xf6\xad\x07gl\x93^\xff\xc8\xd4"
    b"=\x05\xbc\x15\xd3\xaab\xea^\x82\xf2\xce\xf3\x0c\xb4\x9d-\x19[\xe2"
    b"A\xf9\x08m\x8c\xfa\xcc\xf7\xcc\xb3\xabB\xbf\x86\\_\x97\xf3]8"
    b"\xb7d\xcd\xd72\xdbr~,\xe7\xdbRf\x0b\xca|j\xcalH"
    b"\x99\x8f=\xcf\xda4\xcf\xfa\xc8\xd8]g\xc4\xee\x1a\xff\xf6\x01\xdc\xff"
    b"4P\xe6\xbb\x9e\xb6\xde7\xed\xf8M\xa1\xa7^\xf3\x95\xd5\xfa\xde\x85"
    b"\xb2\xeb)eW\xa0\xeccC\xcb\x07r~\xa2\xb22\x94\xddN)"
    b"{\xdcS\xef##;|*e\x9b\x9ezCe\xadmR\xe5\xbd"
    b"\xae\xcck\xc5\x00\xe5\x19\xe4\x95M\xd3\x9e\xcf\xa0\xad\xb6\xcc\xb6)\xa3"
    b"\xed\xc46=54Vl\xdb\xf1\xe8,m\xe0\x91\x1e\xc8|\xf1\xb5"
    b"\xfb\xa5\xdd\xf3\xf7\xa1\x8c\xd24\xcfz\xd1\x92\xf9\xa2}y\x08\xed\xc1"
    b"1\xbf\n}\xf9\xd8\xf0\xd4\x96\xe9\x93\xf6\xe5M\x90#\xee\x9a\xb28"
    b"\xaf\xb0\xae{@\xdfy\xc0\x8c\xa2\xd7\x9c\xf8\xffc\xa5\xbdq\xb91"
    b"\x80l\xdc3c\xda\xe3X\x0c4\x16q]7\xe5\xda?G\xc7?"
    b"\x81\x9f\x85t\x1d\x9c\xae1\xbe\xfd\x81\xc1\xb7\x0b\xa4\xe9\x81h\xda1"
    b"s\xff\x0b\x0f\xae|\x15\xdd\xf4Ei\xf7\xf7[\x05\xe2\n\xb1\x9eX"
    b"O\xac']\x89\xf5\xc3\x81\xf5\xaa+\xe35kW\x88\xcb\xfc\x9a\xf1"
    b"\xa9\xa3<?\x016\xf0\xa2\xfb\xb1\x01\xf5\xae\x15X\xef\x07b\xaf\xc1"
    b"\xbe\x96\xc0vZ\x1a\x80\xbf~\x03\xf4\xb9M\x8f^\x8dz\xed5("
    b"\xbbct\xbf\xc7\x86G\xde\xf2\xf0\xe4z@'\xd6{N\xc3=\x8f"
    b"=\xfa;\xeas\x1fC|P\xcb\xcc\x8f-\xa3\xe7n\x9b\xeb\x9b\x1e"
    b"\xfdT\xfbu\xc1\xf0\xc9\x14\xf9\x84|\x02|\xd2\x04\x1bz\x8c\xfdo"
    b"'`\xbf\xda\x1b\x9bb?\x98\x97\xbe}.\xff\xc74\xfd\xe3\x82\xfd"
    b"\x14=c'\xcf\xeb\xb7i\x81\xcf5\x14kg\xed\x93\xf3G\xdc>"
    b"\xa9\xbc\xfay\xc0f\xb4\x03~\x82I\x0fO\xfa\xca\xfe\x18x44"
    b"\x076\xc1\x16\xd5\x92\xeb\xb3\tk=~\xb7\xbc\xbbi\x9e\x7f\x1b\xea"
    b"\xf2\x95\xf1\xd5\x15\x92/\xbe\x07>\x98\xdb\xa6\xce\x1dcO\xb36L"
    b"m\xcfM\x98\x7f\x8f\x03ul\x19\x1cx(\xf7\\\x82{\xb7s\xde"
    b"\xdb\x83{?\x0e\xf4s\xcb\xd3.\x8b\x19i\xf7n\x9b{\xad\xed\x13"
    b'\xf9\xaeF["\xf5K\xea\x97\xa4+\xf5K\xda\x129f\xc4zb'
    b"=\xe9J\xac?2\xb6\xc4Pl\x00mD\xb4\x11Y[\xb3OW"
    b"\xb46h\xea\x81\x94\r(\x1b\x90\xae\x94\r\xa8\x07r\xcc\x88\xf5\xc4"
    b"zb=\xb1~\xf8\xf5\xc0I\x88\x11\x18E_ps\x00_\xf0k"
    b"G\xd0\x17\xec\xd3'-\xaf[\xff\xa6\xf5!S\x87\xe3\xba\xceu\x9d"
    b"t\xe5\xbaN\x1d\x8ecF\xac'\xd6\x13\xeb\x89\xf5\xc3\xaf\xc3\x8dy"
    b"\xe2\xbe}\xfa\x80\xfa\x7f>1\xbe$\x8c\xe9\xcb\x9b/\xa2\x0e\xfe\xc3"
    b"Q\xd4\x1f\x1b\x03\xe8\x8fKGT\x7f\xfc\xc4\xf8\x14w\xcc\xf7\r\xb7"
    b"\x7f\x8f<~\xb7\xb1\xb9\xbe9\xdd\x15\xfd\x1a\xdbU5\xed\xb0\xb1\xbe"
    b"\xb7\x03s\xd8\xfaB\xb7a>t\x18\xafJ\xb9\x87r\x0f\xe9J\xb9"
    b"\x87:.\xc7\x8cXO\xac']\x89\xf5G>^\xf5\x82cN+"
    b"b=\xb1\x9et%\xd6S\xae\xe7\x98\x11\xeb\x89\xf5\xa4+\xb1~\x94"
    b"rZa^\xe9%\xb7\xb7o\xcc\x15\xe8\x0b\xb1q\x8f?\x85:}"
    b"~\xab\x07\xc23\xca7\xef\xc8\xf9m\xe9o\x03~\xbb&\xe7\xab\x1e"
    b"\xfa(\xefq\x9f\x1d\xf7\xd9\xd9\x18U\xe6c:\xda\xf9\x98p\xec\xef"
    b"\x18\x1f\xe9\xc3@\xccm\xdd\xf0\xd7\x9f\t\xbd~\x0f~\xdb4\xfc\xfa"
    b"m\xc0\xcd\xc7\xc6w\xbb\x03\xf3+TF\xeb\xb9\xee)\xb3a\xea\xb9"
    b"\x94PF\xeb9\xe7\xf6\xe7\x93\xb7\xed9\x95PF\xeb\x99\xf3\x94\xb1"
    b"\xed\x99L(s\xcf1o\x11u\x08\xea\x10\xd4!\xa8C\xd0^D"
    b"{\x11\xb1\x9eXO\xba\x12\xeb\x99\xb7\x88\xf6\x94W-o\xd1\x05\xc7"
    b"\\\xf9\xe4\x93\xe4\\\xf9\xdc\xf7>\x1a\xfb\x16\xec~\x01\x9b\xd7\xfcQ"
    b"A\xfb\x19\xac\xed\x8e6$\xea\x15\xd4+HW\xea\x15\xb4!q\xcc"
    b"\x88\xf5\xc4zb=\xb1\xfe\xe8\xec\x97\xb7>a\xda\x06h\x1b\xe0^"
    b"\x13\xca\x02\x94\x05(\x0bP\x16\xa0\xdeG\xbd\x8fXO\xac']\x89"
    b"\xf5|\x7f:\xf5>\xbe?\x9dz\x1fe\x01\xca\x02\xa4+e\x01\xea"
    b"}\x1c3b=\xb1\x9eXO\xac\x1f~\xbd\xafi\xe4\xf9i\xea}"
    b"\xd4\xfb@\xef\xd3\xbafF4\x16\xb8=@,\xf0\xe9#\x1a\x0b\x1c"
    b"\xc2\xbe\xbb\x8c\xe1\xa5\x9cG9\x8ft\xa5\x9cG\x9d\x9ecF\xac'"
    b"\xd6\x93\xae\xc4\xfa\x91z\xe7\x15\xf3;\x11\xeb\x89\xf5\xa4+\xb1\x9er"
    b"=\xc7\x8cXO\xac']\x89\xf5G?\xbf\xd3\x8b\xc8\x07\xee\xcb\x1b"
    b"4\xc8;t'\\\xfew\xe82\x17\xcd~\xffS\xf7\x88\xfa\x9ft"
    b"\xee\xdf7\xfcB\xbf\x13e\x16\xca,\xa4+e\x16\xea\xa7\x1c3b"
    b"=\xb1\x9et%\xd6\x8fF\xee\x18]'\xf8~'\xc6\x96Z\xfe\xb2"
    b"\xba{Q\xfc\x80u~$\xf8\xf1\xb3\x14\xbb\x01y\x94<\xfa2y"
    b"\xb4\x036>\xb5\xed\x8d\xa2\xbd\xab\xf1\n\xc5[\xdb\\\xcb6\xa7\xf2"
    b"\x1d\xb7?\x872\xf2\xe7\x95\x80}\x8c\xd8Dlb\x9c\x0fuk\xea"
    b"\xd6\xd4\xad\xa9[\xd3\x8eJ;*\xb1\x9eXO\xba\x12\xeb\xf9\x1e7"
    b"\xea}|\x8f\x1b\xf5>\xca\x02\x94\x05HW\xca\x02\xd4\xfb8f\xc4"
    b"zb=\xb1\x9eX?\xfcz\xdf\xa4\xf3\xe7V\xa6\xdeG\xbd\x0f\xf7"
    b"\x8aL\x8fhl@+Gl\xc0\x04\xfc\x1f\xd7_6\xb1\x01\xbev"
    b"aL@\xd7S\xeeE\xc7\x08t\xc0\xaf\xdf\x95\xb1\xc2\xf6\xec\x18\x9e"
    b"|`x\xb3\x078t'\xc0\xbf\x1b\xe0+\xeeB\xff-m,\xff"
    b"o\x9b6\xdc\x81sG\xea\xaa\x97\xfa\xf9\xaf\x07\xf1+8/\xb6r"
    b"\xce\x97_B\x1d\x9f;\xff\xfb\xaa\xb7\xcc\xf5\xa7f\xed\xf8o\xa8c"
    b"\xdb%\xefO\x0b\xd5\xf1\x1f\t}\xd9\xcc\x88G\xff\x96PGh\xff"
    b"\x1c\x8eA\\\xc7?\n\xa6\xfa\xea\xb0\xe3n\xd7\xdf\xc7\x86n\x8ac"
    b"\x7f\x17\x1d\xb3\x9e\xdf|y\x01m\x9f\xb5\xbd?\x94\xba\xfe\x02\xda\xf7"
    b"\x99\xa9\xf3\x81\xf3\xbf_<\xad\xce\x87\x80\x99Z\xc7\xa7\xe6\xbcn\x9e"
    b"\xf5\x89\xdc\x13_?\xe1\xf2\xefQ\xcc\xbb.\xfdVt\xbc\x1f\xe0\xe5"
    b"G\x1e\xdeN\xfa}\xd3\x8c\xa7\x1d\x0b\x9f\x9c\xd3\x951\xc4\xf9\xfc'"
    b"\x86\xbe\x8f\xcc\xf5$~U,Y\x1e@\x07:\x9f \x1faL\xca"
    b"/\xcb\xb4QRo\xa5\xdeJ\xbaRo\xa5\x8d\x92cF\xac'\xd6"
    b"\x93\xae\xc4\xfa\xa3`\xa3l\t}\xd4\xbe\xf6$`\xcb\xba\xeb\xc2\xef"
    b"\r\xef\x81\xcdQc[\x8a\xceS\xb3\x0c\xf1\x101_\x95\x1b{\xe5"
    b"\xa8{p=\xe2zD\xbar=\xa2\xee\xc11#\xd6\x13\xebIW"
    b"b\xfd\xf0\xeb\x1e\xf47\xd2\xdfH\x7f#\xfd\x8dY\xfc\x8d\x8c\x99b"
    b"\xcc\x94\xae\xeb?\xae&\xaf\xeb\xb4\x05Q?\xa0~@\xbaR?\xa0"
    b"-\x88cF\xac'\xd6\x13\xeb\x89\xf5\xb4\x05\xd1\x16D[\x10mA"
    b"\xb4\x05\xd1\x164\x1a\xb6\xa0\x0e\xec\xb7\x9a\x04\xbe\xe9\n\xdd|2\xea"
    b"Y\xb7\xb7\x0f3\xef{\xab\x9a\xf0<\xee\xd7\xdb\xfd\xddA\x9b\xe3\x86"
    b"\xfd\xbe\xdb\xbf?/\xa6\xd3I\xd3\xce\xc3\xc8\xb9l\xf7\xe1\x1dd\xff"
    b"\x9d\xee\xa9\xab\x03o\xdd6s\xa7\x07u(/O\xa7\xd0]\xc7\xdf"
    b"'S\xb5\xe1Z\x1c\x87\xf7]\xb7\xb7w1n\xc7\\\x81\x98\xa4m"
    b"\x8d\xcf\x8b\x1e\xd9lN\xae\x97\xa0\x8cm\xab\xee\x83\\\x95\xfb'\r"
    b"\xff\xd6\x0c\x9d\x1a\xd0\x86\xae\xccA\x1c\x9bo\x04\xda1\x01<\x1a\xe2"
    b"\xc9\x96\xcc\xfd7\xdd\xde\xfe\xcb\x17\xd5&\xdd\x8b\x99\xd4\xb62\xd4\xab"
    b"<\x82y\xb0\x1b\xae\x7f\xaf\xebm\xe1\xb3\x9e\xf0\xd7\x15\xe7\xcf\x8f\x1d"
    b"\xfa?)ov\x12\x1f\xdb\x1c\xd5\x87\xbd\x87\xd6\xe2\xe5F@N\xb9"
    b"\xe7\x99\xa7\xd8\xb6j\x81m\x1b+\xb8m\xb5\x02\xdb\xc6\\\xf2{s"
    b"\xe8\xb4\xfc\xdf\x94\xfa\xa7\x12\xe6\xd0\x86\xf4\xfd\xb6\x8c\xd7F\xc6\xf9\xe4"
    b"\n\x9a[\x83\xf2N\xd1s\x0e\xf7\xa6\x8f\x1a\xef\x8c\xe5\xe0\x9d\x8e\xfc"
    b"?!\xf5\xd7\x0c\xef<\x92\xb1\xd9q\xfd9\x05\x92\xdamy\xc1\xea"
    b"d;F\x87\xc9\x1as\xffU4p_T\xfae\x01\xfa8i\xf7"
    b"\xa6\xdd\x9bt\xa5\xdd\x9b>N\x8e\x19\xb1\x9eXO\xac'\xd6\x0f\x7f"
    b">\xc0\x8a\xe3\xfb\xbf\xe8\xcfH~\xff\x97\xbdV\x1bQ}\xbd\x9eC"
    b"_\x9f\x97\xffOJ\xfd\xe3F_\xdf\x16^\xd8\x02\xdd\xbd\x97\xc1\x9e"
    b"\x93\xa4\xbf\xdb|y[\x01\xbd\xbe\xe7\xa8\x9bS^\xa3\xbcF\xbaR"
    b"^\xa3n\xce1#\xd6\x13\xebIWb=us\xea\xe6|77"
    b"\xe74e\x01\xca\x02\xa4+e\x01\xea}\x1c3b=\xb1\x9eXO"
    b"\x9a\x0e\xfb\xbb\xb9q\xaf\xc0\x12\xe8i\xce\x15\x9f\xdb\xd8\xfa\xf1\xf2\xec"
    b"1\xd4\x9c\xc8y\xf72M\xba\xbd}P\xa3\xe8[l\xe6\xf0-\xea"
    b"^\x8cS\x81\xbd\x18\xb1n\xf8\x99\x8cC<G\xe2=\x95\xf73\xf8"
    b"\x17\xf3\xf8\x18?s\xfe\xfd\xad\xba\x7f\xf3>}\x8d\x94C(\x87\x90"
    b"\xae\x94C\xa8sr\xcc\x88\xf5\xc4z\xd2\x95XO_#}\x8d\xaf"
    b"\x8c\xafq\x98\xf6\xa0\xe33n9\xb3'\xbd\xd2\xcf\xf7\x13\x1e\x1d\xd8"
    b"\x9e\xa9\xcbR\xbe\xa1|C\xbaR\xbe\xa1.\xcb1#\xd6\x13\xebI"
    b"Wb\xfd\xf0\xeb\xb2\x98\xeb\xb4\x08\x1d\xb0(\x9d\xa7\x08\xbau\x8c\x9f"
    b"6\xa4\xc7|\xe4\xfa\xdfM;j\xbe\xd4\xc9\x1c\xbe\xd4\x9e\xeb\xcf\xc9"
    b"\xd54\xbe\xd4\xc7\xa2\xef\xea\x1e\xcdu\xf0\xa7j~\xae\r\xf9-\xcd"
    b"\xb7\xea\xfb$\xf9Z\xad\x0e\x1f\xcaSl}\xaeI9s\xd5\x17;"
    b"\x8a\xe3^q\xf9s\x81\x96\xe4>\xcdWi\xc7\xa3)1\x07\xc7\xb4"
    b"?\xb5\xaf\xc7\xb8\x17\x1a\xd3\x16\xe0\xd6\xa0\xf7\xdb\xfc\x8bS\xd2N{"
    b"\xc4\x95\xac\x9a\xca,=W\xe1\xbb\xaf\xff\x9a\x0bU\xe3F\x16]\x7f"
    b"\x0eT\xfd\xdd\xdb\x9f\x93_\xd75\x93\xd4\x9f\x06\xac\x7f\x1f\n\xad'"
    b"\x02X\xaf\xb9;W\x84'\xab\xf2]\xe7)\xf2V\xe9\xcasv\x18"
    b"\x97#h\x03r\x03\xc4\x9c(\x1f5<s\xd5\xd2\xd47fJ\xe3"
    b"\xf2\x10\xd3xMdA\xa5\x91/\x8e\xe8\x07`\xe7\xd3\xf7\x97O\x0f"
    b" \xbf,\xc2\x9c\xea\xc7\x07\xe7\x92\xf0\xa1\x08|\xb1\xba\x88\x1d\xabq"
    b"\xf9_\xc7J\xb1b\x11\xc6^\xc7l\xde\x8c\xd9\xa4\xf4\xa9\xee\xf6\xf2"
    b"\xc0/\xc28\xe83\xc7\x81\xb6\x1f\xca\xfc\r\x8dM\xd2<\xfd\xd6!"
    b"\xb5\xa7\x9c\xd0\x9e\xae\xe02\xe2\xcb{/\xa1\x1d\x1d\x90YUnj"
    b"\x1b\x1e\xec\x9b;1O\xa6,\xca\x9aKw\xda\xf4o\xd9\xf9s\xe9"
    b"\x9ew\xfdy\xdf;)<\xd5H\xe1)\x9c{\xc8\xd7\xf1\xe7@\xf3"
    b"b-\x9b}\xbcd\xc6f\xd9\xc8\t\x1f\x189ai\x040\xa0\x0b"
    b"\xf5i\xff\xcf\x0e w\xf8rv\xa3\x1ce\xe5\x90%\xb8\xb7c|"
    b"k\x9a\x0b~\xd5\x8cO\x15\xfc\x16\x8a\xc7E\xe8\x0b\xf1\xb3N\xa4\xc8"
    b"\x80E=\xabct\x8f1\xe8\x7f\xcd\xe8\xc8\xa7\xc0\x1e\x91\x94\xcbZ"
    b"\xf5\xc1\xd0\xba\x9c4\x871\xd7u\x07\xf4\xf2A\xeeG?X]\xca"
    b"\xd6<8PJ\xc1\x81\xe3\x80\x05^,\xcb \x07\xe8\xb8\xde0\xe3"
    b"\xfa\xa1\xb4\xad\xe5\x99{_\xd7\xb96\x13\x94-\xe6]\x7f>\xf7\xb2"
    b"\x1c\xfb1\xebY\xe5\xcb\xe8\xef\x97\t\xed\xb3\xbaz\x11}\xee\x18z"
    b"Wa-\x9f\x97\xb5\xeb\xac\x94W\xec\xca\x9bK\xfe\x02\xacc\x0bF"
    b"\xael\x98\xf9Q\x95vLx\xb0\xb6\x06rY\x17\xea<\xeb\xfas"
    b"(g\xad\xb3b\xea\x0c\xadCU\xc3\x7fK\x06\x97F\x11\xd3W\x07"
    b'\xc4\xf4\xef\xa4\xe0"\xe9\xd5\xbf\x8e\xd9\xf7ZX\xde\x1b\x03\xdes '
    b"K\xa2\xbdc\xc1\x87'k\xe94\xf1\xbd3a\x1c\xe6\xf8J@\xde"
    b"\xc1\xd8t\xb4;\xe4\x99wI\xfa\x83\x839\xd6\x1e\xb1\xb9\xd6\x86\xb5"
    b"f\xce#G!\x8e\xe5\xd1\xb9+\x1e,\xf7\xf1\xcf\xabH\xd7\xd5\x02"
    b"\xe8\x1az\xffL\xcc\xe3\xb3\xd0\x86j@NH\xea\x8b\xcau>;"
    b"\x9b\xae=\xf8\x9e\x1a\xc6\xcf\xd0\xa7J\x9f*\xe9J\x9f*\xe3g8"
    b"f\xc4zb=\xb1\x9eX?\xfc{A\xf8\xfek\xbe\xff\x9a\xef\xbf"
    b"\xe6\xfb\xaf\x9d\xcb\xf6\xfek\xcc\xff\xc0\xfdb\xdc/fm\xa7\xbe\x18"
    b"\x87\xbf\x07\xdb^\x1c#\xf3\xd3\x84\xf1\x8c~\x98I\x8a\x01J\xf31"
    b"=\xf7\x8d\x9c}\xae\x9a,\xcb\xe1\xe5\x89\x93n\xef]\xc8\xda\xce)"
    b"\xe0\x07\x1f\x9f\xdc\x84\xb1\xff\xa3\xe8\xf8C\xfa\xfb\n\xf3\xf7\xf9\xde\xf3"
    b"\\\xd4X\x97\x8c\xbc\x13?\xe3g\xc0\x97\xe5,|Y~\x0eG\xbd"
    b"P\xac\x1f\xf9\x92|y\x10\xbe\xac\xa4\xc4\x1d\xd6\xe4Y]X\xafP"
    b"V\x7fQ>7_lo\x16\x1f[G\xea\x1d\xf3\xf4\xcdA\xdf\x18"
    b"\x9ftx\xf1I\x96\xeeu\xc0\x98[\x1e\xff\xdb\xebn7\xae\xfc\xa8"
    b"\xd3\xbfd\xe2]\xe7<>\xb8S\x03\xf8\xe0ZR\xa6\xe2\xd1\xc3}"
    b"~\xb9\xa4\xf2\x8b\t\xbe\xba\xb4\xd8\xc1S\x05\xc5\x0e\x8e\x05b\x07k"
    b"\xf2\x8c\xa6y\xc68\xe8\x8a\x13B\xabe\xd1\x1f\xb0\xde:\xe8\x15u"
    b"\xa0\xfb\xb8'\x16\xeeT\x01\xf2\xfe\xc9\x8c\xb1pE<\xabdb\xe1"
    b"\x1a\t\xe3\xac\xfbtp?B\xcd\xd8\x1bWaLCqj\xba/"
    b"Fc\xd3|2\x01\x96\x9d\x92\xfa|8\x8f4i\x98qk&`"
    b"F\x8cE\x97\xcc:\x14\xdasr\x94\xd7\xa39\xf8^\x84\x9c\xd2I"
    b"\xd1\x95\x1e\x1a\x1c^t{\xfb\x16*\x1eL\xc1\x18s\xcaz\xc5\xc8"
    b"z\xb8_Dy\x06\xe7\xcb\x05\xb0\xbfb\x9b\xe6\xa2F\xfd\xc4\xc4!"
    b"\xade\x18\xbf5X\x9bz\xee\xe5\xc4\x8eSwx1\xba\x83\xca\x0e"
    b"yy+\xf6\xdf^\x85:O\x15\xd4\xcex\xad|\xcd36\xba\xde"
    b"\x14\xf5\x1c\x1b\x7f\xfb\xdb\xd1\x85\xbfv\xfd1\xf1\x0b\x19\xe6\xca\x82\xf3"
    b"\xef\x1d;\xf0\x1cq\xd9\xf65\xae\x144\xdf\xd4\xef\x9bJ\xdf\x88 "
    b"\xd5\xdes]\xd2\xa5\x8d\xe3[f\x1c\x8b\xac_\xed\x0cE\xd5\x87u"
    b"\xaa\xec\x99wN\xfc\xab\xcck\xdcw\xb0\x9e\x81\x87\xd6\xe1\xf9\x8f\xcc"
    b'y\x1d|\x17JC\xb5\x87\xd6AF\xbe\xee\xf6b\xbeU\xbe\xbd"'
    b"\xe7k`W\xd5\xdf\xde\x91\xf3\xdbn\xff\xfe\xbekr\xbe\xea\xd1\x1b"
    b"\xafz\xe2\x06\xf3\xee{\x9f\x13z\x86\xf4\x19\x1f\x06\\8\x84\xe7 "
    b".\xde\x04\xdd \xef\xb8\xaf\n\xfd1_\xba\xef\x99U\xe1K\xdf\xba"
    b"\x90\xb6\xd74\xa9\x1f\xc7\xa1\xbdYt\xc5\x86;\xd8\xdeS\xbd\xbfl"
    b'\xec"v?\xa7\xa5\x9f-3*\xf1\xb4!\xf9\xb9\xed\xd1!J\x86'
    b"&\x17\xe5\xfc\x96\xc76p\x90x\\_\x8c\xef\n\xacoyyf"
    b"\x0cl>\xe7\x03}Q\x7f\xce\xfb@\x9f\xda\x80\xfd\xaf\xc3|\xca\xdb"
    b"\xff\x86\xf3\xef\xd9\xd1\xfb\xed}\xed\x9496,\xf36\xcf\x9e\xf1$"
    b"\x9dn\xd6%\xec\x0bM\xf1+\xa0\xcfb\x19\xd6\x8c\x8b&v)\x96"
    b"\x8b\xce\xb8\x17\xbf\xb7\xd9\x87WJ\x07\x8d\x13\xcf*\xa3\r\xcb\xdeY"
    b"\x9f\xed\x0es7\x94\xc0\x0e\xa2\xb9\x1b.H\xb9\x05Sw\xc8.\xd2"
    b"6m?h^\xccR\xe0\x19\x83\xe2Y(\xefA\x91\xb9vVr"
    b"\xceI\xbbo=\t\x0b\xf3b`^[\xbc\xd2G\xef\xa9\xc8}\xaa"
    b"\x87^\x96\x18$\xe4\x83\xcb\x10\x9b\x946\xeeY\xf4V\xbb\xafFy"
    b"R\x7f\xbb\x01\xcf\xbe\x01<W\xf7\xc8jW\xa0\x8f8&\xe3)\x98"
    b"\xda2r\xf1\xe5\xc0\x9a\x1d\x8aYE\x1em\x1az\x8c{\xec~\xf1"
    b"\xf9\r\x0f\xbf\xa2\x1f\x14iR\xcbH\x93\x83<\xdf\xf6o\xd9\xf4\xab"
    b"c\xf8\xbb\t\xe3\xdcN\xd0\x94\xf4\xd9\xbe\xbe\x9e\xf7\xf4\x19y\xb1\x02"
    b"6\x91\xf7\xcc\xe2b\xb1\xcd\xf2\x9e\xeew.'\xf0\x9e\xcf^\x9a\x86"
    b"\xc3\xff\xf7\xec\xf9\xe7\x17\xd1\xf1U\x1aO\xdb\xba\x93|\x1c\xa5s\xe9"
    b"\xb9\x9aT\xcf9c\xf4\x9cKR\xef\xa5\x14\x9b{\x11\xcf\x7f\x15\xfa"
    b"W\x97\xf91\x0cky\x8cC'\xca\xbbx\x856\xd9Q\xd9[\xa8"
    b"r\xd9\xcfK{}\xac\x82\xce7\n}\x1c\xd3x\x9d\xd2.\xe6\xa1"
    b"\xadg\x18\xf2.\xb5\xc1\x8e\x1d\xef\xb3\xf9\xd6\x80z\xd4Q\x97\x87\xd0"
    b"\xf7\xf9^i\x17o\xd4\xdfY\x07\xde(Z\x06R;\xdb |\x8e"
    b"|6)\xd7\xa6K\xbbq\x9d\xea7\xad'\xe8\\\xef\xc0o\xabp"
    b"\xd6\xfc\x12\r#7\xe0\xb9%1 \r\xe3\xff\xbd\x08\xf1!-\xf1"
    b"c7\xe0\x1a\x96\xd1\xf8\xffv\xc0\x8f\xe2\xbe\xe9\xfeG\xc4\x91\xeb!"
    b"~G\x1a4\xe5\xda\xbf\xbb=<\x99\x86g\x8f\x02\x9e\xb4\xe4\xf8\x1b"
    b"\xe8\xe3\x0c\xe8L\xa3\xd0G\xedg\x1cW\xf1}\xf9\xde\x01_\xe3\xcb"
    b"\xf63\xbe\xe9\x86/w\x1e\xd2oV\xaei\xdf\xdaRG\r\xecd"
    b"\xc7Rl\x1f%c\xfbH\xe3\x83\x97\xc17\xda\x1f\x9f\xed\xaa\x1c\xf0"
    b"\xcf>\xb7\x89U\x92c\x1b\xed\x18X\xdcL\xa2Y)\x87m,\xaf"
    b"--d\xa3\xcb\x92w\xceU\xb2\xc5s&\xf1@\xda\xfcz\x19\xf3"
    b"1-g\xe22\xe8\x8c\xcb \xd73V\xf3\xf0s\xc9\xe1~\x9c4"
    b"[\x8f\x1d\xa7\xae\xf8\x15Q'\xd2\xfe\x9d0:{\xc7\xf4\x0b\xed\x13"
    b"\x9d\xb5\xec\xf6\t\xdb\xc7\x0e\xd8?\x8a\xa8\xbfm|\x88\xe7\x8d\xdd\x05"
    b"q\x06\xf70^\xf0\xd8c\x8ajOE\xc6\x11\xf5\xddf\xdf\x1c\x0c"
    b"\xafU\xb6>\xddS\xf4\xcd\x94q\xac\x8e\xc08\x8e\x99q\xf4\xad\x0b"
    b"\x13\xae?\xe7\xa6\xda\xb3ny\xecY\xb7\xdc\xfe\xbc\xdb\xdc\xa3\xc6="
    b"j\xd6\x06\xed\xcb\xfd\x86\xd8P\x84/\xa6\xe2\xf6\xe7\xe8O[go"
    b"\x19^\xd6\xf8Z\x94\x89\xdb\x1e|i?u\xd5R\xc2\xbc\xab\x82L"
    b"\xf6\xba\xc4yd\x8e\xef\xabf\x8b\xed\xf2\xc9\xd1\xba\x06>02\xc2"
    b"\xa8\xf4M\xc7u\x14\xfa\xd2I\xe1\xd3\n\xc8\x8a\x1f\x02\x9fj\x0cg"
    b"\x92\x7f;-\x96\xb3md\xc0\xe3\x9e\xf9x\x90\xd8N\xb4\x93NH"
    b"\xbft\r\xad\x18\x1bc\xd6<\xe2?\x00\x1a\x8c\x82\x9d\xd5\xf6\xb72"
    b"\xe2\xfdE\x7f\xa5\xda\xeb0op\xd6\\\xe1x\xbf\xa5\xa5\xae#\xb3"
    b"r\xff\x98<s\x02\x14\xd4\xa0\xa2\xea\x92\xdf\xf9\xd2\x0b\xc8:\xcc\xc1"
    b"\xc7\xbcL\xcc\xcbD\xba\xa6\xd97\x98\x97\x899\xf8\x88\xf5\xc4zb"
    b'=\xb1\x9e4\x1d\x8e\x1c|\xbex\xc8"l\x80h\x8f*\xe2\xdd\x96'
    b"\xb8\x9f\xa1\x08[\x99o\xffu\x1dl\xda\r\xa3\xf7\xe9^\xee)C"
    b"\x9b\x85\xc3\x8c9s\xf9b\xb0W`\x1c\x07iK\xa8\xcf\xa1X\xd0"
    b"\x1bn\x7f\x0e\x89\xa4\xf7\xa0\xd8\\\x0fI~\xd1,\xf4\xb76 \xc4"
    b"\x93<\xefR\x89\xe7\xcc\x7f\x89M\x1d\xe3\xf5|\xd8\x12c\xdb\x15\x13"
    b"\xaf\x14z\x96\xe5\x15\x9b\x13\xf1\xae\xb1uo\x9b\xe7\xdaws\xde3"
    b"\xfe\xd0j\xce\xbe\x8e\xb9\xfe\xf7\x8d\xa1\x8d\xeao\x053\xdb\xe0\x9f\xaf"
    b"\x9bq\xfe\x91\x94=\x07\xbf}a\xd6\xd13\xa1\x98\xa0\x99t\xdf\xfd"
    b"\x0c\xd80\x9eJ{\xc7anU\x03\xbe+\xfb\xee\xa4\x96`\xca\xac"
    b"\xeb\xcf\xf7\xf1\xc4\xd0\xf9N\xc0\x7fp\xcf\xc4\x95}\x0f\xe2[&r"
    b"\xd2\\\xe3\xbbn\x8a\xefB\xe3\xbb\xd0o\xad~\xaeiS\xa7\xaeq"
    b"o\x08\xc6^\x949\xee\xa3\x01\xd2.\xcf\xfb\x88|qX\xb3\xd0\xdf"
    b"\xe9\x94\xfeZlh\xb9\xe4|Rj\xe3\xab\r!\x86\x86r\x80\x84"
    b"r\x95\xd8\xf7\xd4h\x1f\x8fA\x1f]\x0e\x8c\xe8B\xc0\x9c\xe2[\xd3"
    b"`\xd0\xba\xf1A\xe1Z\xa9{\xb5t\x8f\xd5\xa7Fv\xd96ue"
    b"\xads\xd6\x85\xf3\xcff\xad\xc3\xca1\xa1\xb9g\xd7\xfe'\x01\xdf\xdb"
    b"]\xb7?\x97\x85\xaf\x9e'\x86\x16+\xe6~\x95=>\x81\xdf\xedx"
    b"v<<\xbb\x1e\xa0\xa5\xcdY{\xdb\x8c\x81\xcda\xbbm\xfaq\xd6"
    b"\r\xfeN\xb0\xd0\x1e2\xdf{\xf0\xb0<\xeeA=\x01\xf1!\xea\xfb"
    b"\xc6u?\xa9\x0e]\x0f\xf0\xddu\xff\x0f\x8a$\xc9\xa4"
)
