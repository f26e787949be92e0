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
            "(?:(%(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))(?:"
            ':([0-9]+))? = )?"([a-zA-Z_][a-zA-Z0-9_$.]*)"\\(([^('
            ")\\n]*)\\)(\\[\\^[a-zA-Z0-9_$.\\-]+(?:, \\^[a-zA-Z0-9_$."
            "\\-]+)*\\])?( \\{[^\\n]*\\} : \\([^\\n]*| : \\([^\\n]*)$\\n?"
            "([ \\t]*)"
        ),
        264,
        264,
        290,
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
    b"x\xda\xed][o\x1cGv\xae\xb9p\x863\xe4p8C\x8a#"
    b"\xcb\xba\x0c%S\xa6c\x89\xb2lE\x90\xb9\xb6\xc2,b\x04\xb9l"
    b"v\x83$\x0e\x12\xd9\x9bP\x17[\x02hR\x11)Y\xeb\x85m`"
    b"\x91 Oy\x08\x10d\xf3\xb2\xaf\xc9\xbe$H\xde\xf2\x94\x7f\x10\xe4"
    b"%\xc8s\xf2\x0b\x82\x05\x82\xbc\x04X\xa5[:\xc7\xf3\xcdaU_"
    b"\x86Mi8\xfa\x06h6\xa7\xa7\xba\xba\xea\xd4\xa9\xaf\xce\xadN\xcf"
    b"9\xe7\xa6\xa3\xa3\x14\x1d\xd5\xe8x\x12}J\xf2]?\xf3r\xee\xc8"
    b"\xb9\x15\x1du\xb9\xbe\x13\x1dK\xd1\xf1 :v\xa1\\I\xce\xe5\xe8"
    b"8\x1e\x1dM\xb9\x16\xd7\x1f\xdf?%\xf7\xbd\x15\x1d\xef\xca}zO"
    b"E\xea\xd6v\xccI\xdb\xf4\x13\xd7\xd1\x8b\xce+\xf0=n\xcf\xa2<"
    b"k\xde<k&:\x1aq\xc1\xf3\xc3\xfd\xf2}\xe2\xdf\xdb\xf2\xccY"
    b"\xa9\xeb[Ro\r\x9e\xb7\x08}jK?\xe3OWh\xd3\x06z"
    b"\xc5u\xfcP\xfa0\x05\xd7\x9a\xd0g\xad\xe7jT\xd1\x02\xd0n\xa8"
    b"\xfd\xf1\xa7\xe7\xeeG\x7fW\xa3\xe3\x9a\xaf\xfdJ\xbf\xb8\xaesQ\x05"
    b'\x17\xe5ZU\x9e\xb9"\xed\x9b\x93\xefg\x03};+m\xd22m'
    b"\x19\xafT\x1a\xc7\xbf\xfd\xf1\x93\xca\xcf\x9f<\xf9\xf3\x9f?\x1b\x96 "
    b"\x8d\xcb\xd0\xe6)\xb9\xf6\xbf\xd1\x8f\x1f\xc8\xb5\x9a\xaf\xff\xd1'\xa9\xee"
    b"\xe3\xc0\xaf\xbe\xb6\xb9\x8d\xf4\xb6u\x84Fq\x9b\xfar\xbd.\xfdO"
    b"\xab?K\xdf\xe3\xfb\xd7\xa5\xbf\xfa\x1c\xa4s\xd9\xd0\xe9\x9fJ\x83q"
    b"\x9c\x96\xb2o\xc9\xf9\xb1iS)@3\xf7n5\x91\xe7\xd3\xc64"
    b"\xbaZ\xf9*\xfa\xfbUB\x1d\x1d)\x1f\xb7\xf9O\xa3\x0b\xbf%\xd7"
    b"\x9aR\xff\x8cicM\x9eyQ\xceo\x9a\xf6d\xc5\x8c\xf8\xde5"
    b"\xb8\xc7e\xb8'\xc6\x8f\xe5@{\xee\xc8\xf9\x03\xe0\xa9\xc3j{W"
    b"h4\xa3\xf3?\xba\xf8\x8brm\xf6\x90\x9f\xdd\x91\xfa\xf4wW0"
    b"\x7f+\xff\x96\x80\x7f\xe7\x84\xe7\x8b\xc4\x91\xf9\x11\xf1\xac\x0cX\xbc."
    b"\xedk\xcb\xf1\xefn\xd0\xe6y96\xc6\x14;\xb5\xdd\x7f\x17\x1d'"
    b"\xe4{W\x9e\xb3\x9c\xfd\x99?N\xc3\xc4\x05y\xce_H_:r"
    b"\x8e\xeb>7\x02\xef\x1d\x93\xfa~\x00\xb4^\x92\xfa^\x1bSZ\xf7"
    b"\xe4\xdao\x02\r\xf49\xb7r\xb65\xbe\xf7\x15\xa9\xef\x1a`\xc1\x89"
    b"\x11\xeayU\xea9/s:\xbev\x12\xb0\xd1\x9e\xe3\xdfO\xc9="
    b"\xaf\x08\x9d\xe3k\xa7\r\xc6,\xc3\xfcP\x1a\x9c\x91\xfb\x94\x96\x1dY"
    b"'k2f\x1d\xb9\xcf\xaeeGQ\x8e[0ro^Y\xac\xe4"
    b"\x91\xc5\xcac.\x8bU<\xb2X\xf5\x05\xcabSc*\x8b\xd5\xc6"
    b"\\\x16\xab{d\xb1i\xcab\xa9\xb2X\xc3#\x8b5\x9f\x83,6"
    b"\xf3\x9ce\xb1\xd91\x97\xc5Z\x1eYln\xcce\xb1\xb6G\x16\x9b"
    b"?\x04Y\xac\xe3\x91\xc5\xba\x07\x90\xc5\x16<\xb2\xd8\xe2\x98\xcbb\xc7"
    b"<\xb2\xd8\xd2\x01d\xb1\x9eG\x16;~\x00\x99\x0ee\xb1\x13)\xb2"
    b"\xd8\xab\x1eY\xecd\x06Y\xec\x94G\x16;md\xb13\x01YL"
    b'\xf9\xa3"GY\x8e>\xac\xb5\xda\xb7>\x9c\xb1Mz\xfdcS\xf7'
    b",\xf0VL\xab\x8a\xa9{\x05\xca;\xcf3\xd0v\xb6bl\x89\x07"
    b"\xe5#\xb41\xea3\xdf7\xcf\xae\n\xfd\x1ar}S\xce\xb7\xe1\xdc"
    b"\x965_\xcb\xec\xca\xf9\xa1\x9coJ\x99\x1d(\xf3\x99)\xb3%e"
    b">\xf1<k\xdb<\xebccw\x9d\x17\xbbk\xfc\xdb\x87p\xff\xe3"
    b"@\x99\xefx\xdaz\xd7\xb4\xe3W\x84\x9ez\xcdWV\xeb{\x17\xca"
    b"n\xa6\x94]\x83\xb2\x0f\r-\xef\xc9\xf9\x91\xca\xcaPv7\xa5\xec"
    b"qO\xbd\x0f\x8c\xec\xf0\x99\x94my\xea\r\x95\xb5\xb6I\x95\xf7z"
    b"2\xaf\x15\x03\x94g\x90W\xb6M{>\x87\xb6\xda2\xbb\xa6\x8c\xb6"
    b"\x13\xdb\xf4\xd8\xd0X\xb1m\xcf\xa3\xb3t\x80G\xfa \xf3\xc5\xd7\xee"
    b"\x96\x9e\x9d\xbf\x07e\x94\xa6y\xd6\x8b\xb6\xcc\x17\xed\xcb}h\x0f\x8e"
    b"\xf9\x15\xe8\xcb'\x86\xa7vL\x9f\xb4/\xaf\x83\x1cq\xdb\x94\xc5y"
    b"\x85u\xdd\x01\xfa.\x01f\x14\xbd\xe6\xc4\xff\x1f+\r\xc6\xe5\xbd\x11"
    b"d\xe3\xbe\x19\xd3>\xc7b\xa4\xb1\x88\xeb\xba.\xd7\xfe1:\xfe\x01"
    b"\xfc,\xa4\xeb\xe8t\x8d\xf1\xedw\r\xbe] M\x0fD\xd3\xae\x99"
    b"\xfb_zp\xe5\xeb\xe8\xa6/K\xcf~\xbfQ \xae\x10\xeb\x89\xf5"
    b"\xc4z\xd2\x95X?\x1eX\xaf\xba2^\xb3v\x85\xb8\xcc/\x18\x9f"
    b":\xca\xf3M\xb0\x81\x17\xdd\x8f-\xa8w\xa3\xc0z?\x14{\r\xf6"
    b"\xb5\x04\xb6\xd3\xd2\x08\xfc\xf5\xcb\xa0\xcfm{\xf4j\xd4k\xafB\xd9"
    b"=\xa3\xfb=4<\xf2\xa6\x87'7\x03:\xb1\xdes\x1a\xeey\xe8"
    b"\xd1\xdfQ\x9f\xfb\x04\xe2\x83\xdaf~\xec\x18=w\xd7\\\xdf\xf6\xe8"
    b"\xa7\xda\xaf\x0b\x86Of\xc9'\xe4\x13\xe0\x93\x16\xd8\xd0c\xec\x7f;"
    b"\x01\xfb\xd5\xde\xd8\x12\xfb\xc1\x92\xf4\xed\x0b\xf9?\xa6\xe9\x1f\x16\xec\xa7"
    b"\xe8\x1b;y^\xbfM\x1b|\xae\xa1X;k\x9f\\:\xe2\xf6I"
    b"\xe5\xd5/\x026\xa3=\xf0\x13\xccxx\xd2W\xf6G\xc0\xa3\xa19"
    b"\xb0\r\xb6\xa8\xb6\\_HX\xeb\xf1\xbb\xe5\xddm\xf3\xfc\x9bP\x97"
    b"\xaf\x8c\xaf\xae\x90|\xf1]\xf0\xc1\xdc4u\xee\x19{\x9a\xb5aj"
    b"{\xae\xc3\xfc{\x18\xa8c\xc7\xe0\xc0}\xb9\xe7\x12\xdc\xbb\x9b\xf3\xde"
    b">\xdc\xfbI\xa0\x9f;\x9evY\xccH\xbbw\xd7\xdckm\x9f\xc8"
    b"w5\xda\x12\xa9_R\xbf$]\xa9_\xd2\x96\xc81#\xd6\x13\xeb"
    b"IWb\xfd\x91\xb1%\x86b\x03h#\xa2\x8d\xc8\xda\x9a}\xba\xa2"
    b"\xb5AS\x0f\xa4l@\xd9\x80t\xa5l@=\x90cF\xac'\xd6"
    b"\x13\xeb\x89\xf5\xe3\xaf\x07\xce@\x8c\xc0$\xfa\x82[#\xf8\x82_9"
    b"\x82\xbe`\x9f>iy\xdd\xfa7\xad\x0f\x99:\x1c\xd7u\xae\xeb\xa4"
    b"+\xd7u\xeap\x1c3b=\xb1\x9eXO\xac\x1f\x7f\x1dn\xca\x13"
    b"\xf7\xed\xd3\x07\xd4\xff\xf3\xa9\xf1%aL_\xde|\x11u\xf0\x1fN"
    b"\xa2\xfe\xd8\x18A\x7f\\9\xa2\xfa\xe3\xa7\xc6\xa7\xb8g\xbeo\xb9\xfd"
    b"{\xe4\xf1\xbb\x8d\xcd\xf5\xcd\xe9\x9e\xe8\xd7\xd8\xae\xaai\x87\x8d\xf5\xbd"
    b"\x19\x98\xc3\xd6\x17\xba\x0b\xf3\xa1\xcbxU\xca=\x94{HW\xca="
    b"\xd4q9f\xc4zb=\xe9J\xac?\xf2\xf1\xaa\x17\x1csZ\x11"
    b"\xeb\x89\xf5\xa4+\xb1\x9er=\xc7\x8cXO\xac']\x89\xf5\x93\x94"
    b"\xd3\n\xf3J\xaf\xb8\xc1\xbe1W\xa0/\xc4\xc6=\xfe\x04\xea\xf4\xf9"
    b"\xad\xee\t\xcf(\xdf\xbc#\xe7\xb7\xa5\xbf\r\xf8\xed\xaa\x9c\xafx\xe8"
    b"\xa3\xbc\xc7}v\xdcggcT\x99\x8f\xe9h\xe7c\xc2\xb1\xbfe"
    b'|\xa4\xf7\x031\xb7u\xc3_\x7f"\xf4\xfam\xf8m\xdb\xf0\xeb\xaf'
    b"\x03n>4\xbe\xdb=\x98_\xa12Z\xcf5O\x99-S\xcf\xa5"
    b"\x842Z\xcfy\xb7?\x9f\xbcm\xcf\xa9\x842Z\xcf\xa2\xa7\x8cm"
    b'\xcfLB\x99;\x8ey\x8b\xa8CP\x87\xa0\x0eA\x1d\x82\xf6"\xda'
    b"\x8b\x88\xf5\xc4z\xd2\x95X\xcf\xbcE\xb4\xa7\xbcly\x8b.8\xe6"
    b"\xca'\x9f$\xe7\xca\xe7\xbe\xf7\xc9\xd8\xb7`\xf7\x0b\xd8\xbc\xe6\x0f\n"
    b"\xda\xcf`mw\xb4!Q\xaf\xa0^A\xbaR\xaf\xa0\r\x89cF"
    b"\xac'\xd6\x13\xeb\x89\xf5Gg\xbf\xbc\xf5\t\xd36@\xdb\x00\xf7\x9a"
    b"P\x16\xa0,@Y\x80\xb2\x00\xf5>\xea}\xc4zb=\xe9J\xac"
    b"\xe7\xfb\xd3\xa9\xf7\xf1\xfd\xe9\xd4\xfb(\x0bP\x16 ])\x0bP\xef"
    b"\xe3\x98\x11\xeb\x89\xf5\xc4zb\xfd\xf8\xeb}-#\xcf\xcfQ\xef\xa3"
    b"\xde\x07z\x9f\xd65?\xa1\xb1\xc0\x9d\x11b\x81O\x1f\xd1X\xe0\x10"
    b"\xf6\xddf\x0c/\xe5<\xcay\xa4+\xe5<\xea\xf4\x1c3b=\xb1"
    b"\x9et%\xd6O\xd4;\xaf\x98\xdf\x89XO\xac']\x89\xf5\x94\xeb"
    b"9f\xc4zb=\xe9J\xac?\xfa\xf9\x9d\x9eG>p_\xde\xa0"
    b"Q\xde\xa1\xdbt\xf9\xdf\xa1\xcb\\4\xfb\xfdO\xbd#\xea\x7f\xd2\xb9"
    b"\x7f\xd7\xf0\x0b\xfdN\x94Y(\xb3\x90\xae\x94Y\xa8\x9fr\xcc\x88\xf5"
    b"\xc4z\xd2\x95X?\x19\xb9ct\x9d\xe0\xfb\x9d\x18[j\xf9\xcb\xea"
    b"\xeeE\xf1\x03\xd6\xf9\xb1\xe0\xc7OS\xec\x06\xe4Q\xf2\xe8\x8b\xe4\xd1"
    b".\xd8\xf8\xd4\xb67\x89\xf6\xae\xc6K\x14oms-\xdb\x9c\xca\xb7"
    b"\xdc\xfe\x1c\xca\xc8\x9f\x97\x03\xf61b\x13\xb1\x89q>\xd4\xad\xa9["
    b"S\xb7\xa6nM;*\xed\xa8\xc4zb=\xe9J\xac\xe7{\xdc\xa8"
    b"\xf7\xf1=n\xd4\xfb(\x0bP\x16 ])\x0bP\xef\xe3\x98\x11\xeb"
    b"\x89\xf5\xc4zb\xfd\xf8\xeb}3\xce\x9f[\x99z\x1f\xf5>\xdc+"
    b"27\xa1\xb1\x01\xed\x1c\xb1\x01M\xf8?\xae\xbflb\x03|\xed\xc2"
    b"\x98\x80\x9e\xa7\xdc\xf3\x8e\x11\xe8\x82_\xbf'c\x85\xed\xd93<y"
    b"\xcf\xf0f\x1fp\xe8V\x80\x7f\xb7\xc0W\xdc\x83\xfe[\xdaX\xfe\xdf"
    b"5m\xb8\x05\xe7\xae\xd4U/\r\xf3_\x1f\xe2Wp^\xec\xe4\x9c"
    b"/?\x83:\xbep\xfe\xf7U\xef\x98\xeb\x8f\xcd\xda\xf1\x9fP\xc7\xae"
    b"K\xde\x9f\x16\xaa\xe3\xdf\x12\xfa\xb2\x9d\x11\x8f\xfe%\xa1\x8e\xd0\xfe9"
    b"\x1c\x83\xb8\x8e\xbf\x17L\xf5\xd5a\xc7\xdd\xae\xbf\x0f\r\xdd\x14\xc7\xfe"
    b"&:\x16<\xbf\xf9\xf2\x02\xda>k{\x7f u\xfd\x19\xb4\xefs"
    b"S\xe7=\xe7\x7f\xbfxZ\x9d\xf7\x013\xb5\x8e\xcf\xccy\xd3<\xeb"
    b"S\xb9'\xbe~\xc2\xe5\xdf\xa3\x98w]\xfa\xd5\xe8\xf8 \xc0\xcb\x0f"
    b"<\xbc\x9d\xf4\xfb\xb6\x19O;\x16>9\xa7'c\x88\xf3\xf9\x8f\x0c"
    b"}\x1f\x98\xebI\xfc\xaaX\xb2:\x82\x0e\xf4F\x82|\x841)?"
    b"+\xd3FI\xbd\x95z+\xe9J\xbd\x956J\x8e\x19\xb1\x9eXO"
    b"\xba\x12\xeb\x8f\x82\x8d\xb2-\xf4Q\xfb\xda\xa3\x80-\xeb\xb6\x0b\xbf7"
    b"\xbc\x0f6G\x8dm):O\xcd*\xc4C\xc4|Un\x0c\xcaQ"
    b"\xf7\xe0z\xc4\xf5\x88t\xe5zD\xdd\x83cF\xac'\xd6\x93\xae\xc4"
    b"\xfa\xf1\xd7=\xe8o\xa4\xbf\x91\xfeF\xfa\x1b\xb3\xf8\x1b\x193\xc5\x98"
    b")]\xd7\x7fTM^\xd7i\x0b\xa2~@\xfd\x80t\xa5~@["
    b"\x10\xc7\x8cXO\xac'\xd6\x13\xebi\x0b\xa2-\x88\xb6 \xda\x82h"
    b"\x0b\xa2-h2lA]\xd8o5\x03|\xd3\x13\xba\xf9d\xd4s"
    b"n\xb0\x0f3\xef{\xabZ\xf0<\xee\xd7{\xf6\xbb\x836\xc7\r\xfb"
    b"\x1d\xb7\x7f\x7f^L\xa7\x93\xa6\x9d\x87\x91s\xd9\xee\xc3;\xc8\xfe;"
    b"\xddSW\x07\xde\xbai\xe6N\x1f\xeaP^\x9eK\xa1\xbb\x8e\xbfO"
    b"\xa6\xea\xc0\xb58\x0e\xef;n\xb0w1n\xc7b\x81\x98\xa4m\x8d"
    b"\xcfg=\xb2\xd9\xa2\\/A\x19\xdbV\xdd\x07\xb9.\xf7\xcf\x18\xfe"
    b"\xad\x19:5\xa0\r=\x99\x8386\xdf\n\xb4\xa3\t<\x1a\xe2\xc9"
    b"\xb6\xcc\xfd\xd7\xdd`\xff\xe5\xf3j\x93\xee\xc5Lj[\x19\xeaU\x1e"
    b"\xc1<\xd8\r7\xbc\xd7\xf5\xa6\xf0Y_\xf8\xeb\xb2\xf3\xe7\xc7\x0e\xfd"
    b"\x9f\x947;\x89\x8fm\x8e\xea\xc3\xdeCk\xf1r+ \xa7\xdc\xf1"
    b"\xccSl[\xb5\xc0\xb6M\x15\xdc\xb6Z\x81mc.\xf9\xc1\x1c:"
    b"-\xff\xb7\xa4\xfe\xd9\x849\xb4%}\xbf)\xe3\xb5\x95q>\xb9\x82"
    b"\xe6\xd6\xa8\xbcS\xf4\x9c\xc3\xbd\xe9\x93\xc6;S9x\xa7+\xff7"
    b"\xa5\xfe\x9a\xe1\x9d\x0726{n8\xa7@R\xbb-/X\x9dl"
    b"\xcf\xe80Yc\xee\xbf\x8e\x06\xee\xcb\xca\xb0,@\x1f'\xed\xde\xb4"
    b"{\x93\xae\xb4{\xd3\xc7\xc91#\xd6\x13\xeb\x89\xf5\xc4\xfa\xf1\xcf\x07"
    b"Xq|\xff\x17\xfd\x19\xc9\xef\xff\xb2\xd7j\x13\xaa\xaf\xd7s\xe8\xeb"
    b"K\xf2\xffI\xa9\x7f\xda\xe8\xeb\xbb\xc2\x0b;\xa0\xbb\xf73\xd8s\x92"
    b"\xf4w\x9b/o'\xa0\xd7\xf7\x1dus\xcak\x94\xd7HW\xcak"
    b"\xd4\xcd9f\xc4zb=\xe9J\xac\xa7nN\xdd\x9c\xef\xe6\xe6\x9c"
    b"\xa6,@Y\x80t\xa5,@\xbd\x8fcF\xac'\xd6\x13\xebI\xd3"
    b"q\x7f77\xee\x15X\x01=\xcd\xb9\xe2s\x1b[?^\x9e=\x86"
    b"\x9a\x139\xef^\xa6\x197\xd8\x075\x89\xbe\xc5V\x0e\xdf\xa2\xee\xc5"
    b"8\x15\xd8\x8b\x11\xeb\x86\x9f\xcb8\xc4s$\xdeSy7\x83\x7f1"
    b"\x8f\x8f\xf1s\xe7\xdf\xdf\xaa\xfb7\xef\xd2\xd7H9\x84r\x08\xe9J"
    b"9\x84:'\xc7\x8cXO\xac']\x89\xf5\xf45\xd2\xd7\xf8\xd2\xf8"
    b"\x1a\xc7i\x0f:>\xe3\x863{\xd2+\xc3|\xdf\xf4\xe8\xc0\xf6L"
    b"]\x96\xf2\r\xe5\x1b\xd2\x95\xf2\ruY\x8e\x19\xb1\x9eXO\xba\x12"
    b"\xeb\xc7_\x97\xc5\\\xa7E\xe8\x80E\xe9<E\xd0\xadk\xfc\xb4!"
    b"=\xe6c7\xfcn\xdaI\xf3\xa5\xce\xe4\xf0\xa5\xf6\xddpN\xae\x96"
    b"\xf1\xa5>\x14}W\xf7hn\x82?U\xf3sm\xc9oi\xbeU"
    b"\xdf'\xc9\xd7ju\xf8P\x9eb\xebsM\xca\x99\xab\xbe\xd8I\x1c"
    b"\xf7\x8a\xcb\x9f\x0b\xb4$\xf7i\xbeJ;\x1e-\x8998\xa6\xfd\xa9"
    b"}3\xc6\xfd\xd0\x98\xb6\x01\xb7F\xbd\xdf\xe6_\x9c\x95v\xda#\xae"
    b"d\xddTf\xe9\xb9\x0e\xdf}\xfd\xd7\\\xa8\x1a7r\xd6\r\xe7@"
    b"\xd5\xdf\xbd\xfd9\xf9M]\xf3I\xfdi\xc0\xfa\xf7\x91\xd0\xba\x19\xc0"
    b"z\xcd\xdd\xb9&<Y\x95\xef:O\x91\xb7J\x97\x9f\xb2\xc3\xb4\x1c"
    b"A\x1b\x90\x1b!\xe6D\xf9\xa8\xe1\x99\xab\x96\xa6\xbe1S\x1a\x97\xc7"
    b'\x98\xc6\x1b"\x0b*\x8d|qD\xdf\x07;\x9f\xbe\xbf|n\x04\xf9'
    b"\xe5,\xcc\xa9a|p.\t\x1f\x8a\xc0\x17\xab\x8b\xd8\xb1\x9a\x96\xff"
    b"u\xac\x14+\xce\xc2\xd8\xeb\x98-\x991\x9b\x91>\xd5\xdd \x0f\xfc"
    b"Y\x18\x07}\xe64\xd0\xf6#\x99\xbf\xa1\xb1I\x9a\xa7\xdf>\xa4\xf6"
    b"\x94\x13\xda\xd3\x13\\F|y\xff\x05\xb4\xa3\x0b2\xab\xcaM\x1d\xc3"
    b"\x83Cs'\xe6\xc9\x94EYs\xe9\xce\x99\xfe\xad:\x7f.\xdd7"
    b"\xdcp\xde\xf7n\nO5Rx\n\xe7\x1e\xf2u\xfc9\xd0\xbc\xd8"
    b"\xc8f\x1f/\x99\xb1Y5r\xc2\x87FNX\x99\x00\x0c\xe8A}"
    b"\xda\xffs#\xc8\x1d\xbe\x9c\xdd(GY9d\x05\xee\xed\x1a\xdf\x9a"
    b"\xe6\x82_7\xe3S\x05\xbf\x85\xe2q\x11\xfaB\xfc\xac\x13)2`"
    b"Q\xcf\xea\x1a\xddc\n\xfa_3:\xf2)\xb0G$\xe5\xb2V}"
    b"0\xb4.'\xcda\xccu\xdd\x05\xbd|\x94\xfb\xd1\x0fV\x97\xb25"
    b"\x0f\x0e\x94Rp\xe08`\x81\x17\xcb2\xc8\x01:\xae\xef\x99q\xfd"
    b"H\xda\xd6\xf6\xcc\xbdo\xea\xdc\x98\x0f\xca\x16Kn8\x9f{Y\x8e"
    b"\xfd\x98\xf5\xa4\xf2U\xf4\xf7\xab\x84\xf6Y]\xbd\x88>w\r\xbd\xab"
    b"\xb0\x96/\xc9\xdauN\xca+v\xe5\xcd%\x7f\x01\xd6\xb1e#W"
    b"6\xcc\xfc\xa8J;\x9a\x1e\xac\xad\x81\\\xd6\x83:\xcf\xb9\xe1\x1c\xca"
    b"Y\xeb\xac\x98:C\xebP\xd5\xf0\xdf\x8a\xc1\xa5I\xc4\xf4\xf5\x111"
    b"\xfd7Rp\x91\xf4\x1a^\xc7\xec{-,\xefM\x01\xef9\x90%"
    b"\xd1\xde\xb1\xec\xc3\x93\x8dt\x9a\xf8\xde\x990\rs|- \xef`"
    b"l:\xda\x1d\xf2\xcc\xbb$\xfd\xc1\xc1\x1c\xebL\xd8\\\xeb\xc0Z\xb3"
    b"\xe8\x91\xa3\x10\xc7\xf2\xe8\xdc\x15\x0f\x96\xfb\xf8\xe7e\xa4\xebz\x01t"
    b"\r\xbd\x7f&\xe6\xf1\x05hC5 '$\xf5E\xe5:\x9f\x9dM"
    b"\xd7\x1e|O\r\xe3g\xe8S\xa5O\x95t\xa5O\x95\xf13\x1c3"
    b"b=\xb1\x9eXO\xac\x1f\xff\xbd |\xff5\xdf\x7f\xcd\xf7_\xf3"
    b"\xfd\xd7\xcee{\xff5\xe6\x7f\xe0~1\xee\x17\xb3\xb6S_\x8c\xc3"
    b"\xdf\x82m/\x8e\x91\xf9I\xc2xF?\xcc'\xc5\x00\xa5\xf9\x98\x9e"
    b"\xfaF\xce=UMV\xe5\xf0\xf2\xc4I7x\x17\xb2\xb6s\x16\xf8"
    b"\xc1\xc7'\xd7a\xec\xff :~\x9f\xfe\xbe\xc2\xfc}\xbe\xf7<\x17"
    b"5\xd6%#\xef\xc4\xcf\xf8)\xf0e9\x0b_\x96\x9f\xc2Q?\x14"
    b"\xebG\xbe$_\x1e\x84/+)q\x875yV\x0f\xd6+\x94\xd5"
    b"\x9f\x97\xcf\xcd\x17\xdb\x9b\xc5\xc7\xd6\x95z\xa7<}s\xd07\xc6'"
    b"\x1d^|\x92\xa5{\x03\xe8\xfe{\x9e\x18[\xfa\xe1\x0e\xe6\x87\xeb\x9a"
    b"\xb8\xc0\xea\x0b\x8c\x0b\x9c\n\xc4\x05\xea\xde\xfc\x96y\xc64\xe8\x81M"
    b"\xa1\xc1\xaa\xe8\x06Xo=%\xdemz\x02\xe3\xdd\x1a\x10\xef\xd6\x9c"
    b"\xa0x\xb7\x19\x88w\xf3\xc9\x19M\x18\xd7\xd9\x84\xb5\x03\xdb\xd00\xfc"
    b"\xd0\xf2\xe0P\x1dp\xe8\x92Y\xdbB\xfbX\x8e\xf2\x1a\xb7\x08\xdf\x8b"
    b"\x90}\xba)\xfa\xd7}\x83\xe9g\xdd`/D\xc5\x83[\x18\xb7N"
    b"\xf9\xb1\x18\xf9\x11\xf7\xa0(\xcf\xe0|\xb9\x00\x98\x80mZ\x8c\x1a\xf5"
    b"c\x13\xdb\xb4\x91a\xfc6\xdc`\x7fG\xff\x05\xad;\xd4G\x9e\x8f"
    b">\xa2\xb2H^\xde\x8a}\xc2W\xa0\xceS\x05\xb53\xd6a_\xf1"
    b"\x8c\x8d\xae=E=\xc7\xc6\xf4\xfeZt\xe1/\xddp\x9c\xfdr\x86"
    b"\xb9\xb2\xec\xfc\xfb\xd1\x0e<G\\\xb6\xbd\x92k\x05\xcd7\xf5%\xa7"
    b'\xd27"H\xb5\xffT?ui\xe3\xf8\xa6\x19\xc7"\xebW\xdbE'
    b"Q\xf5a\x9d*\xf3\xe6\x9d\x13\xff,\xf3\x1a\xf72lf\xe0\xa1M"
    b"x\xfe\x03s\xde\x04\x7f\x88\xd2Pm\xacu\x90\xcd\xaf\xb9A\x1c\xb9"
    b"\xca\xd5\x97\xe5|\x15l\xb5\xfa\xdb;r~\xdb\xed\xdf3xU\xce"
    b"W<\xba\xe8\x15\x8f\x0e\x94w/\xfd\xa2\xd03\xa4\x1f\xf90\xe0\xc2"
    b"!<\x07q\xf1:\xe8$y\xc7}]\xe8\x8f9\xd8}\xcf\xac\n"
    b"_\xfa\xd6\x85\xb4\xfd\xabI\xfd8\x0e\xed\xcd\xa2{6\xdc\xc1\xf6\xb3"
    b"\xea\xfdeck\xb1{D-\xfdl\x99I\xb1\r\x84\xe4\xe7\x8eG"
    b"\x87(\x19\x9a\\\x94\xf3\x9bf\x8cJ\x07\xb4-\xf8\xec\x15k\xb0\xbe"
    b"\xe5\xe5\x99)\xb0#\xbd\x11\xe8\x8b\xfa\x88>\x00\xfa\xd4F\xec\x7f\x1d"
    b"\xe6S\xde\xfe7\x9c\x7f\x1f\x90\xdeo\xef\xeb\xa4\xcc\xb1q\x99\xb7y"
    b"\xf6\xa1'\xe9t\x0b.a\xafi\x8a\xaf\x02\xfd \xab\xb0f\\4"
    b"\xf1P\xb1\\t\xc6=\xff\xfd\xd2>\xbcR:h\xecyV\x19m"
    b"\\\xf6\xe3\xfa\xec\x83\x98\x0f\xa2\x04v\x10\xcd\x07qA\xca-\x9b\xba"
    b"Cv\x91\x8ei\xfbAsm\x96\x02\xcf\x18\x15\xcfB\xb9\x14\x8a\xcc"
    b"\xdf\xb3\x96sN\xda\xbd\xf0IX\x98\x17\x03\xf3\xda\xf7\x95>zO"
    b"E\xeeS=\xf4-\x89kB>x\x0b\xe2\x9d\xd2\xc6=\x8b\xde\xea"
    b"kC\x05t\xe1\xf7\r\xa8X\x9e\xb6\xcf\xd4\xbd\xb3\xe5\x84g\xfa\xec"
    b"di\xf3\xef\xff\x9e<\xfd\xfcwt|\x9d\xd6\x17[\xf7\xa9\x84\xba"
    b"K\xe7\xd3\xf3\xfe\xa8|{\xc6\xc8\xb7\x97\xa4\xdeK\xa2\xd3\x84\xec\xae"
    b"E<\xffe\xe8_\x0cN\xaf\x8d\t\x86\xc7k\xd2\x89\xf2\xb39\x8b"
    b"\xb6\xb8I\xf1\x8f\xe9z\xfc_\xa5A\x1f\xab \xebOB\x1f\xa74"
    b"\xf6\xa3\xf4L\xfeE\x1d\x7f\x1cr\xf8t\xc0~\x19\xef\xd9\xf8\xf6\x88"
    b"\xf2\xf3Q_\x07U\xfe\x7f\x1a\xe7]z\x867\xeak\xab\x03o\x14"
    b"\xbd\xf6\xa9}e\x14>\xb7~\xb4\xf8\xda\\\xe9Y\x8c\xa0\xfa\xcb\xea"
    b"\t\xb2\xf6;\xf0\xdb:\x9c5WA\x03\xc6\xd5\x9e\xdb\x12O\xd0p"
    b"\xc3{\x17.B\xacA[\xfc\xa5\r\xb8\x86e4\x96\xbc\x13\xb0\x9f"
    b"\xbb_r\xff#\xea\xc2\xb5\x10\xbf#\rZr\xed_\xdd\x00O\xe6"
    b"\xe0\xd9\x93\x80'm9\xfe\n\xfa8\x0f\xb2\xf2$\xf4Q\xfb\x19\xfb"
    b"\xef\xbf'\xdf\xbb\xe0cz\xd1\xfe\xa5\xd7\xdd\xf8\xe5aC\xfa-\xc8"
    b"5\xed[G\xea\xa8\x81}\xe4X\x8a\xce[2:o\x1a\x1f\xbc\x08"
    b"\xbe\xd1\xfe\xf8l\x16\xe5\x80_\xee\xa9-\xa4\x92\x1c'g\xc7\xc0\xe2"
    b'f\x12\xcdJ9l"ym(!\xdbL\x96\x1cf\xae\x92-6'
    b"0\x89\x07\xd2\xe6\xd7\x8b\x98\x8fi\xf9\xf7VAg\\\x05\xb9\x9eq"
    b"\x7f\x87\x9f\x97\x0c\xf7vX\x1d\xbfa\xec\x0c7<:\xfe\r\xb7?"
    b'\xaf-\xf7\x80p\x0f\x883\xfc\xe5\xcb\xad\x846\xc3"\xec\x92\x15\xb7'
    b"?\x07v\x1a\xf6\xdc0\xbc\xac\xb1f('\xa8\xdc\xda\x826u\x1e"
    b"\xbbj\xc8^1\r\xf8\x1f\xd3\xe3U\xf1yf\x8eu\xa9f\x8bs"
    b"\xf0\xc9\x16\x8a\x0b\xf7\x0cnNJ\xdft\\'\xa1/\xdd\x14>\xad"
    b"\xc0\xfa\xf9\x11\xf0\xa9\xc63%\xf9z\xd2\xe2\x9a:f]<\xee\x99"
    b"\x8f\x07\x89sB\xdbQS\xfa\xa5\xb6\xa3\x8a\xb1\xbbd\xcd\xd3\xfb}"
    b"\xa0\xc1$\xd8\x9el\x7f+\x13\xde_\x8ciQ\x1b\x06\xc6)g\xcd"
    b"\xc5\x8b\xf7[Z\xea:\xb2 \xf7O\xc93\x9b \xb4\x07\x85w\x97"
    b"\xfcN\x85~@\xd6a\x8e+\xe6=a\xde\x13\xd25M\xe7c\xde"
    b'\x13\xe6\xb8"\xd6\x13\xeb\x89\xf5\xc4z\xd2t<r\\\xd9\xfc5E'
    b"\xd9\x00\xd1\x1eU\xd4\xfb\xb2\xab\x05\xda\xca|{\x11\xeb\xe0\xabh\x18"
    b"\xbdO\xf75\xce\x1a\xda,\x1ff\x1c\x8e\xcb\x17\x8f\xb8\x06\xe38J"
    b"[B}\x9e\x0b\x8c\xeb{n\xff>\xee\xa4\xf7\x0c\xd8\xfd\xd6I\xbe"
    b"\xa2,\xf4\xb76 \xc4\x93<\xef*\x88\xe7\xcc\x7f\x88M\x1dc\x98"
    b"|\xd8\x12c\xdbe\x13\xc3\x11z\x96\xe5\x15\x9bs\xec\xb6\xb1u\xef"
    b"\x9a\xe7\xdaw\xdf\xdd1>\xa2j\xce\xbeN\xb9\xe1\xf7\xf9\xa0\x8d\xea"
    b"\xaf\x053;\xe0\xb3\xac\x9bq\xfe\xa1\x94=\x0f\xbf}i\xd6\xd13"
    b"\xa18\x89\xf9t\x7f\xe6<\xd80\x1eK{\xa7an\xf9\xf8\xd1\xf7"
    b"n\x92\xb6`\xca\x82\x1b\xdek\xff\xc8\xd0\xf9V\xc0\x7fp\xc7\xc4\xda"
    b"|\x17|\xfe\xcd\x9c4\xd7\x98\x97\xeb\xe2\xbb\xd0\x98\x17\xf4\xe5u\xa5"
    b"\xce9S\xa7\xaeq\xaf\t\xc6^\x949\xee\xa3\x01\xd2.\xcf\xfb>"
    b"|\xb1)\x0b\xd0\xdf\xb9\x94\xfeZlh\xbb\xe4|-j\xe3\xab\x8d"
    b"!\x86\xe6\xdd\xb7o\xdf\x03\xa1}<\x06}t90\xa2\x07AD"
    b"\x8ao-\x83A\x9b\xc6\x07\x85k\xa5\xee[\xd0\xfd\x06\x9f\x19\xd9e"
    b"\xd7\xd4\x95\xb5\xce\x05\x17\xce\xef\x98\xb5\x0e+\xc7\x84\xe6\x9e]\xfb\x1f"
    b"\x05|o\xb7\xdd\xfe}\xdd\xbez\x1e\x19Z\xac\x99\xfbU\xf6\xf8\x14"
    b"~\xb7\xe3\xd9\xf5\xf0\xecf\x80\x966'\xe4M3\x066G\xe4\xae"
    b"\xe9\xc797\xfa;wB\xfb)|y7\xb0<\xee\xc7:\x01>"
    b"s\xf5}\xe3\xba\x9fT\x87\xae\x07\xf8n\xa8\xff\x07(\xda\x8e\x11"
)
