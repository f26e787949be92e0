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
            "(?:(%(?:[0-9]++|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*+))("
            '?::([0-9]++)|) = |)"([a-zA-Z_][a-zA-Z0-9_$.]*+)"\\('
            "([^()\\n]*+)\\)(?:(\\[\\^[a-zA-Z0-9_$.\\-]++(?:, \\^[a-z"
            "A-Z0-9_$.\\-]++)*+\\])|)( [{:][^\\n]*+)(?:\\n|)([ \\t]*"
            "+)"
        ),
        256,
        256,
        267,
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
    ("<(?:\\[(-?[0-9]++(?:, -?[0-9]++)*+)\\]|(-?[0-9]++))>", 256, 256, 97, 2, {}),
    ("<([1-9][0-9]{0,8}|0) x ([\\w.$]+)>", 0, 32, 69, 2, {}),
    ("<([\\w.$]+) \\(([\\w.$, ]*)\\)>", 0, 32, 61, 2, {}),
    (
        (
            '= (?:(?P<string>"[^"\\\\\\n\\v\\f]*(?:\\\\(?:["\\\\nt]|[0-9'
            'a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*")(?=[,}])|(?P<symbol>@('
            '?:[a-zA-Z_][a-zA-Z0-9_$.]*|"[^"\\\\\\n\\v\\f]*(?:\\\\(?:['
            '"\\\\nt]|[0-9a-fA-F]{2})[^"\\\\\\n\\v\\f]*)*"))(?=[,}])|('
            "?P<type>!(?<== !)[a-zA-Z_][a-zA-Z0-9_$]*\\.[a-zA-Z0"
            '-9_$.]*<[^<>"\\n\\-]*+(?:<[^<>"\\n\\-]*+>[^<>"\\n\\-]*+)'
            "*+>)(?=[,}])|(?P<array>a(?<== a)rray<i(?:8|16|32|6"
            "4)(?:: -?[0-9]{1,20}(?:, -?[0-9]{1,20})*+)?>)(?=[,"
            "}]))"
        ),
        256,
        256,
        532,
        4,
        {"string": 1, "symbol": 2, "type": 3, "array": 4},
    ),
    ('= [@"!a]', 0, 32, 28, 0, {}),
    ("[ !#-\\[\\]-~]*", 0, 32, 23, 0, {}),
    ("[ \\t\\r\\n\\0]*+(?://[^\\n]*+[ \\t\\r\\n\\0]*+)*+", 0, 32, 56, 0, {}),
    (
        (
            "[ \\t\\r\\n\\0]*+(?://[^\\n]*+[ \\t\\r\\n\\0]*+)*+(?:(?P<pu"
            "nct>->|\\.\\.\\.|\\{-#|#-\\}|[()\\[\\]{}<>=:,?*+\\-|])|(?P"
            "<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)|(?P<percent>%(?:[0"
            "-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<caret>\\^"
            "(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<str"
            'ing>"[^"\\\\\\n\\v\\f]*+(?:\\\\[^\\n][^"\\\\\\n\\v\\f]*+)*+")|('
            "?P<float>[0-9]+\\.[0-9]*(?:[eE][-+]?[0-9]+)?)|(?P<i"
            "nteger>0x[0-9a-fA-F]+|[0-9]+)|(?P<hash>#(?:[0-9]+|"
            "[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<bang>!(?:[0-9"
            "]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<at>@(?:[a-"
            'zA-Z_][a-zA-Z0-9_$.]*|"[^"\\\\\\n\\v\\f]*+(?:\\\\[^\\n][^"'
            '\\\\\\n\\v\\f]*+)*+"))|(?P<eof>\\Z))'
        ),
        256,
        256,
        653,
        11,
        {
            "punct": 1,
            "bare": 2,
            "percent": 3,
            "caret": 4,
            "string": 5,
            "float": 6,
            "integer": 7,
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
        (
            "\\n([ \\t]*+)(\\^[a-zA-Z0-9_$.\\-]++:)(?!:)[ \\t]*+(?:/"
            "/[^\\n]*+|)\\n([ \\t]*+)"
        ),
        256,
        256,
        108,
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
    b"x\xda\xed]Ko\\Gv\xae~\xb0\x9b\xddd\xb3\xd9M\x8a\x94"
    b"eQjR\xa6\x86\x8a)J\xf2(\x82\xcc\x915L\x10#\xc8\xc3"
    b"\x99\x04\t\x9c\x87\xecI\xa8\x87-\x05\xb2\xa8\x88\x94\xac\xf1\xc0v0"
    b"\xc8 \xabYd3\x93\xcdd\x13 \x99M\x82d\x97\xd5\xfc\x85l"
    b"\x82\xac\xb2\xc8?\x08\x06\x08\x92E\x80Q\xee\x95\xce1\xbf>\xac\xba"
    b"\x8f\xe6%\xd5l}\r\\^\xf6\xed{\xebV\x9d:\xf5\xd5y\xd5"
    b"\xa9)\xe7\xdcxt\x94\xa2\xa3\x1a\x1d\xcf\xa2OI\xbe\xebgZ\xce"
    b"\x1d9\xb7\xa2\xa3.\xd7\xb7\xa2c.:\x1eE\xc76\xdcW\x92s"
    b"9:\x8eGGS\xae\xc5\xe5\xc7\xcf\x8f\xc9s\x17\xa3\xe3myN"
    b"\x9f\xa9H\xd9Z\x8f)\xa9\x9b~\xe22\xe6\xa3\xf32|\x8f\xeb3"
    b"+\xef\x9a6\xef\x9a\x88\x8eF|\xe3\xd9\xfev\xf9>\xf1\xefmy"
    b"\xe7\xa4\x94\xf5\r)\xb7\x06\xef\x9b\x856\xb5\xa5\x9d\xf1\xa7+\xb4i"
    b"\x03\xbd\xe22\xbe+m\x18\x83kMh\xb3\x96s%*h\x06h"
    b"\xd7W\xff\xf83\xef\x1eF\x7fW\xa2\xe3\xaa\xaf\xfeJ\xbf\xb8\xac3"
    b"Q\x01\xe7\xe5ZU\xde\xb9,\xf5\x9b\x92\xefK\x81\xb6-I\x9d\xf4"
    b"\x9e\xb6\xf4W*\x8d\xe3\xdf\xfe\xe4Y\xe5\xe7\xcf\x9e\xfd\xe5\xcf_t"
    b"K\x90\xc6e\xa8\xf3\x98\\\xfb\x9f\xe8\xc7w\xe5Z\xcd\xd7\xfe\xe8\x93"
    b"T\xf6q\xe0W_\xdd\xdcFz\xdd:B\xa3\xb8N=\xb9^\x97"
    b"\xf6\xa7\x95\x9f\xa5\xed\xf1\xf3\xeb\xd2^}\x0f\xd2\xb9l\xe8\xf4\xcf\xa5"
    b"\xdd~\x1c\x97{/\xca\xf9\xa9\xa9S)@3\xf7v5\x91\xe7\xd3"
    b'\xfa4\xbaZ\xf9"\xfa\xfbEB\x19\x1d\xb9?\xae\xf3_D\x17~'
    b"K\xae5\xa5\xfc\tS\xc7\x9a\xbc\xf3\xbc\x9c\xdf4\xf5\xc9\x8a\x19\xf1"
    b"\xb3k\xf0\x8c\xcb\xf0L\x8c\x1f\x8b\x81\xfa\xdc\x91\xf3\xbb\xc0S\x07U"
    b"\xf7\xae\xd0hB\xc7\x7ft\xf1\x17\xe5\xda\xe4\x01\xbf\xbb#\xe5\xe9\xef"
    b"\xae`\xfeV\xfe-\x01\xffN\t\xcf\x17\x89#\xd3\x03\xe2Y\x19\xb0"
    b"x]\xea\xd7\x96\xe3\xdf\xdcn\x9d\xa7\xe5\xd8\x18R\xec\xd4z\xff}"
    b"t\x9c\x90\xef]y\xcfb\xf6w\xfe(\r\x13g\xe4=?\x90\xb6"
    b"t\xe4\x1c\x97}f\x00\xde;&\xe5}\x07h='\xe5\xbd1\xa4"
    b"\xb4\x9e\x97k\xbf\t4\xd0\xf7\xdc\xcaY\xd7\xf8\xd9\xd7\xa4\xbc\xab\x80"
    b"\x05'\x06(\xe7u)\xe7\xac\x8c\xe9\xf8\xdaI\xc0F{\x8e\x7f_"
    b"\x90g^\x13:\xc7\xd7N\x19\x8cY\x84\xf1\xa148-\xcf)-"
    b";2O\xd6\xa4\xcf:\xf2\x9c\x9d\xcb\x8e\xa2\x1c7c\xe4\xde\xbc\xb2"
    b"X\xc9#\x8b\x95\x87\\\x16\xabxd\xb1\xeaK\x94\xc5\xc6\x86T\x16"
    b"\xab\r\xb9,V\xf7\xc8b\xe3\x94\xc5Re\xb1\x86G\x16k\x1e\x82"
    b",6q\xc8\xb2\xd8\xe4\x90\xcbb-\x8f,65\xe4\xb2X\xdb#"
    b"\x8bM\x1f\x80,\xd6\xf1\xc8b\xdd}\xc8b3\x1eYlv\xc8e"
    b"\xb1c\x1eYln\x1f\xb2\xd8\xbcG\x16;\xbe\x0f\x99\x0ee\xb1\x13"
    b")\xb2\xd8\xeb\x1eY\xecd\x06Yl\xc1#\x8b\x9d2\xb2\xd8\xe9\x80"
    b",\xa6\xfcQ\x91\xa3,G\x0f\xe6Zm[\x0f\xceX'\xbd\xfe\xa1"
    b"){\x12x+\xa6U\xc5\x94\xbd\x0c\xf7;\xcf;\xd0v\xb6ll"
    b"\x89\xfb\xe5#\xb41\xea;\xdf1\xef\xae\n\xfd\x1ar}S\xce\xb7"
    b"\xe1\xdc\x969_\xef\xd9\x96\xf3c9\xdf\x94{\xb6\xe0\x9eO\xcc="
    b"\xf7\xe5\x9e\x8f<\xefz`\xde\xf5\xa1\xb1\xbbN\x8b\xdd5\xfe\xed}"
    b"x\xfei\xe0\x9e\xf7<u\xbdk\xea\xf1+BO\xbd\xe6\xbbW\xcb"
    b"{\x1b\xee\xddL\xb9w\r\xee}lhyO\xceOTV\x86{"
    b"\xb7S\xee=\xee)\xf7\x91\x91\x1d>\x91{[\x9erC\xf7Z\xdb"
    b"\xa4\xca{\xf32\xae\x15\x03\x94g\x90W\x1e\x98\xfa|\nu\xb5\xf7"
    b"l\x9b{\xb4\x9eX\xa7\xa7\x86\xc6\x8am;\x1e\x9d\xa5\x03<\xd2\x03"
    b"\x99/\xbev\xb7\xf4\xe2\xfc\xdbp\x8f\xd24\xcf|\xd1\x96\xf1\xa2m"
    b"y\x08\xf5\xc1>\xbf\x0cm\xf9\xc8\xf0\xd4\x96i\x93\xb6\xe5k G"
    b"\xdc6\xf7\xe2\xb8\xc2\xb2\xee\x00}\xe7\x003\x8a\x9es\xe2\xff\x8f\x95"
    b"v\xfb\xe5\xda\x00\xb2q\xcf\xf4i\x8f}1P_\xc4e]\x97k"
    b"\xff\x14\x1d\xff\x08~\x16\xd2up\xba\xc6\xf8\xf6{\x06\xdfVI\xd3"
    b"}\xd1\xb4k\xc6\xfe\xe7\x1e\\\xf92z\xe8\xf3\xd2\x8b\xdfo\x14\x88"
    b"+\xc4zb=\xb1\x9et%\xd6\x0f\x07\xd6\xab\xae\x8c\xd7\xac]!"
    b"\xbe\xe7\x17\x8cO\x1d\xe5\xf9&\xd8\xc0\x8bn\xc7}(w\xa3\xc0r"
    b"\xdf\x17{\r\xb6\xb5\x04\xb6\xd3\xd2\x00\xfc\xf5K\xa0\xcf=\xf0\xe8\xd5"
    b"\xa8\xd7^\x81{w\x8c\xee\xf7\xd8\xf0\xc8\x9b\x1e\x9e\xdc\x0c\xe8\xc4\xfa"
    b"\xcc)x\xe6\xb1G\x7fG}\xee#\x88\x0fj\x9b\xf1\xb1e\xf4\xdc"
    b"ms\xfd\x81G?\xd5v\xad\x1a>\x99$\x9f\x90O\x80OZ`"
    b"C\x8f\xb1\xff\xad\x04\xecW{cK\xec\x07s\xd2\xb6\xcf\xe4\xff\x98"
    b"\xa6\x7fT\xb0\x9f\xa2g\xec\xe4y\xfd6m\xf0\xb9\x86b\xed\xac}"
    b"r\xee\x88\xdb'\x95W?\x0b\xd8\x8cv\xc0O0\xe1\xe1I\xdf\xbd"
    b"\xdf\x03\x1e\r\x8d\x81\x07`\x8bj\xcb\xf5\x99\x84\xb9\x1e\xbf[\xde}"
    b"`\xde\x7f\x13\xca\xf2\xdd\xe3++$_|\x0b|07M\x99;"
    b"\xc6\x9efm\x98Z\x9f\xeb0\xfe\x1e\x07\xca\xd828\xf0P\x9e\xb9"
    b"\x00\xcfn\xe7|\xb6\x07\xcf~\x14h\xe7\x96\xa7^\x163\xd2\x9e\xdd"
    b"6\xcfZ\xdb'\xf2]\x8d\xb6D\xea\x97\xd4/IW\xea\x97\xb4%"
    b"\xb2\xcf\x88\xf5\xc4z\xd2\x95X\x7fdl\x89\xa1\xd8\x00\xda\x88h#"
    b"\xb2\xb6f\x9f\xaehm\xd0\xd4\x03)\x1bP6 ])\x1bP\x0f"
    b"d\x9f\x11\xeb\x89\xf5\xc4zb\xfd\xf0\xeb\x81\x13\x10#0\x8a\xbe\xe0"
    b"\xd6\x00\xbe\xe0\xd7\x8e\xa0/\xd8\xa7OZ^\xb7\xfeM\xebC\xa6\x0e"
    b"\xc7y\x9d\xf3:\xe9\xcay\x9d:\x1c\xfb\x8cXO\xac'\xd6\x13\xeb"
    b"\x87_\x87\x1b\xf3\xc4}\xfb\xf4\x01\xf5\xff|l|I\x18\xd3\x977"
    b"_D\x1d\xfc\x87\xa3\xa8?6\x06\xd0\x1f\x97\x8f\xa8\xfe\xf8\xb1\xf1)"
    b"\xee\x98\xef\xf7\xdd\xde5\xf2\xf8\xdd\xc6\xe6\xfa\xc6\xf4\xbc\xe8\xd7X\xaf"
    b"\xaa\xa9\x87\x8d\xf5\xbd\x19\x18\xc3\xd6\x17\xba\r\xe3\xa1\xcbxU\xca="
    b"\x94{HW\xca=\xd4q\xd9g\xc4zb=\xe9J\xac?\xf2\xf1"
    b"\xaa\xab\x8e9\xad\x88\xf5\xc4z\xd2\x95XO\xb9\x9e}F\xac'\xd6"
    b"\x93\xae\xc4\xfaQ\xcai\x85y\xa5\x97\xdd\xee\xba1W\xa0/\xc4\xc6"
    b"=\xfe\x18\xca\xf4\xf9\xad\xee\t\xcf(\xdf|]\xceoI{\x1b\xf0"
    b"\xdb\x159_\xf6\xd0Gy\x8f\xeb\xec\xb8\xce\xce\xc6\xa82\x1f\xd3\xd1"
    b"\xce\xc7\x84}\x7f\xcb\xf8H\x1f\x06bn\xeb\x86\xbf\xfeL\xe8\xf5;"
    b"\xf0\xdb\x03\xc3\xaf\xbf\x0e\xb8\xf9\xd8\xf8nw`|\x85\xee\xd1r\xae"
    b"z\xee\xb9o\xca\xb9\x90p\x8f\x96s\xd6\xed\xcd'o\xeb\xb3\x90p"
    b'\x8f\x963\xeb\xb9\xc7\xd6g"\xe1\x9e;\x8ey\x8b\xa8CP\x87\xa0'
    b'\x0eA\x1d\x82\xf6"\xda\x8b\x88\xf5\xc4z\xd2\x95X\xcf\xbcE\xb4\xa7'
    b"\xbcjy\x8bV\x1ds\xe5\x93O\x92s\xe5s\xdd\xfbh\xac[\xb0"
    b"\xeb\x05l^\xf3G\x05\xadg\xb0\xb6;\xda\x90\xa8WP\xaf ]"
    b"\xa9W\xd0\x86\xc4>#\xd6\x13\xeb\x89\xf5\xc4\xfa\xa3\xb3^\xde\xfa\x84"
    b"i\x1b\xa0m\x80kM(\x0bP\x16\xa0,@Y\x80z\x1f\xf5>"
    b"b=\xb1\x9et%\xd6s\xfft\xea}\xdc?\x9dz\x1fe\x01\xca"
    b"\x02\xa4+e\x01\xea}\xec3b=\xb1\x9eXO\xac\x1f~\xbd\xaf"
    b"e\xe4\xf9)\xea}\xd4\xfb@\xef\xd3\xb2\xa6G4\x16\xb83@,"
    b"\xf0\xa9#\x1a\x0b\x1c\xc2\xbe\xdb\x8c\xe1\xa5\x9cG9\x8ft\xa5\x9cG"
    b"\x9d\x9e}F\xac'\xd6\x93\xae\xc4\xfa\x91\xda\xf3\x8a\xf9\x9d\x88\xf5\xc4"
    b"z\xd2\x95XO\xb9\x9e}F\xac'\xd6\x93\xae\xc4\xfa\xa3\x9f\xdf\xe9"
    b"0\xf2\x81\xfb\xf2\x06\r\xb2\x87n\xd3\xe5\xdfC\x97\xb9h\xf6\xfa\x9f"
    b"\xe6\x8f\xa8\xffI\xc7\xfe]\xc3/\xf4;Qf\xa1\xccB\xbaRf"
    b"\xa1~\xca>#\xd6\x13\xebIWb\xfdh\xe4\x8e\xd1y\x82\xfb;"
    b"1\xb6\xd4\xf2\x97\xd5\xdd\x8b\xe2\x07,\xf3C\xc1\x8f\x9f\xa4\xd8\r\xc8"
    b"\xa3\xe4\xd1\x97\xc9\xa3]\xb0\xf1\xa9mo\x14\xed]\x8dW(\xde\xda"
    b"\xe6Z\xb69\x95o\xb9\xbd9\x94\x91?/\x05\xecc\xc4&b\x13"
    b"\xe3|\xa8[S\xb7\xa6nM\xdd\x9avT\xdaQ\x89\xf5\xc4z\xd2"
    b"\x95X\xcf}\xdc\xa8\xf7q\x1f7\xea}\x94\x05(\x0b\x90\xae\x94\x05"
    b"\xa8\xf7\xb1\xcf\x88\xf5\xc4zb=\xb1~\xf8\xf5\xbe\t\xe7\xcf\xadL"
    b"\xbd\x8fz\x1f\xae\x15\x99\x1a\xd1\xd8\x80v\x8e\xd8\x80&\xfc\x1f\x97_"
    b"6\xb1\x01\xbezaL\xc0\xbc\xe7\xbe\xc3\x8e\x11\xe8\x82_\x7f^\xfa"
    b"\n\xeb\xb3cx\xf2\x9e\xe1\xcd\x1e\xe0\xd0\xad\x00\xff\xde\x07_\xf1<"
    b"\xb4\xdf\xd2\xc6\xf2\xff\xb6\xa9\xc3-8w\xa5\xacz\xa9\x9f\xffz\x10"
    b"\xbf\x82\xe3b+\xe7x\xf9\x19\x94\xf1\x99\xf3\xefW\xbde\xae?5"
    b"s\xc7\x7fB\x19\xdb.y}Z\xa8\x8c\x7fMh\xcb\x83\x8cx\xf4"
    b"\xd3\x842B\xeb\xe7\xb0\x0f\xe22\xfeA0\xd5W\x86\xedw;\xff"
    b">6tS\x1c\xfb\xeb\xe8\x98\xf1\xfc\xe6\xcb\x0bh\xdb\xac\xf5\xfd\x8e"
    b"\x94\xf5}\xa8\xdf\xa7\xa6\xcc{\xce\xbf\xbfxZ\x99\x0f\x013\xb5\x8c"
    b"O\xccy\xd3\xbc\xebcy&\xbe~\xc2\xe5_\xa3\x98w^\xfa\xd5"
    b"\xe8x7\xc0\xcb\x8f<\xbc\x9d\xf4\xfb\x03\xd3\x9f\xb6/|r\xce\xbc"
    b"\xf4!\x8e\xe7?6\xf4}d\xae'\xf1\xabb\xc9\xca\x00:\xd0\xb9"
    b"\x04\xf9\x08cR~V\xa6\x8d\x92z+\xf5V\xd2\x95z+m\x94"
    b"\xec3b=\xb1\x9et%\xd6\x1f\x05\x1be[\xe8\xa3\xf6\xb5'\x01"
    b"[\xd6m\x17\xde7\xbc\x076G\x8dm):O\xcd\n\xc4C\xc4"
    b"|Un\xec\xdeG\xdd\x83\xf3\x11\xe7#\xd2\x95\xf3\x11u\x0f\xf6\x19"
    b"\xb1\x9eXO\xba\x12\xeb\x87_\xf7\xa0\xbf\x91\xfeF\xfa\x1b\xe9o\xcc"
    b"\xe2od\xcc\x14c\xa6t^\xff^5y^\xa7-\x88\xfa\x01\xf5"
    b"\x03\xd2\x95\xfa\x01mA\xec3b=\xb1\x9eXO\xac\xa7-\x88\xb6"
    b" \xda\x82h\x0b\xa2-\x88\xb6\xa0\xd1\xb0\x05ua\xbd\xd5\x04\xf0\xcd"
    b"\xbc\xd0\xcd'\xa3\x9eq\xbb\xeb0\xf3\xee[\xd5\x82\xf7q\xbd\xde\x8b"
    b"\xdf\x1d\xd49\xae\xd8\xef\xba\xbd\xeb\xf3b:\x9d4\xf5<\x88\x9c\xcb"
    b"v\x1d\xde~\xd6\xdf\xe9\x9a\xba:\xf0\xd6M3vzP\x86\xf2\xf2"
    b"T\n\xdd\xb5\xff}2U\x07\xae\xc5qx\xef\xb9\xdd\xb5\x8bq="
    b"f\x0b\xc4$\xadk|^\xf2\xc8f\xb3r\xbd\x04\xf7\xd8\xba\xea:"
    b"\xc8uy~\xc2\xf0o\xcd\xd0\xa9\x01u\x98\x971\x88}\xf3\x8d@"
    b"=\x9a\xc0\xa3!\x9el\xcb\xd8\xff\x9a\xdb]\x7fyXu\xd2\xb5\x98"
    b"Iu+C\xb9\xca#\x98\x07\xbb\xe1\xfa\xd7\xba\xde\x14>\xeb\t\x7f"
    b"]r\xfe\xfc\xd8\xa1\xff\x93\xf2f'\xf1\xb1\xcdQ}\xd0kh-"
    b"^\xde\x0f\xc8)w<\xe3\x14\xebV-\xb0nc\x05\xd7\xadV`"
    b"\xdd\x98K~w\x0c\x9d\x92\xff[R\xfed\xc2\x18\xba/m\xbf)"
    b"\xfdu?\xe3xr\x05\x8d\xadAy\xa7\xe81\x87k\xd3G\x8dw"
    b"\xc6r\xf0NW\xfeoJ\xf95\xc3;\x8f\xa4ov\\\x7fN\x81"
    b"\xa4z[^\xb0:\xd9\x8e\xd1a\xb2\xc6\xdc\x7f\x19u\xdc\xe7\x95~"
    b"Y\x80>N\xda\xbdi\xf7&]i\xf7\xa6\x8f\x93}F\xac'\xd6"
    b"\x13\xeb\x89\xf5\xc3\x9f\x0f\xb0\xe2\xb8\xff\x17\xfd\x19\xc9\xfb\x7f\xd9k\xb5"
    b"\x11\xd5\xd7\xeb9\xf4\xf59\xf9\xff\xa4\x94?n\xf4\xf5m\xe1\x85-"
    b"\xd0\xdd{\x19\xec9I\xfa\xbb\xcd\x97\xb7\x15\xd0\xeb{\x8e\xba9\xe5"
    b"5\xcak\xa4+\xe55\xea\xe6\xec3b=\xb1\x9et%\xd6S7"
    b"\xa7n\xce\xbd\xb99\xa6)\x0bP\x16 ])\x0bP\xefc\x9f\x11"
    b"\xeb\x89\xf5\xc4z\xd2t\xd8\xf7\xe6\xc6\xb5\x02\xcb\xa0\xa79W|n"
    b'c\xeb\xc7\xcb\xb3\xc6Ps"\xe7]\xcb4\xe1v\xd7A\x8d\xa2o'
    b"\xb1\x95\xc3\xb7\xa8k1\x16\x02k1b\xdd\xf0S\xe9\x87x\x8c\xc4"
    b"k*\xeff\xf0/\xe6\xf11~\xea\xfc\xeb[u\xfd\xe6]\xfa\x1a"
    b")\x87P\x0e!])\x87P\xe7d\x9f\x11\xeb\x89\xf5\xa4+\xb1\x9e"
    b"\xbeF\xfa\x1a_\x19_\xe30\xadA\xc7w\xdcpfMz\xa5\x9f"
    b"\xef\x9b\x1e\x1d\xd8\x9e\xa9\xcbR\xbe\xa1|C\xbaR\xbe\xa1.\xcb>"
    b"#\xd6\x13\xebIWb\xfd\xf0\xeb\xb2\x98\xeb\xb4\x08\x1d\xb0(\x9d\xa7"
    b"\x08\xbau\x8d\x9f6\xa4\xc7|\xe8\xfa\xf7\xa6\x1d5_\xeaD\x0e_"
    b"j\xcf\xf5\xe7\xe4j\x19_\xeac\xd1wu\x8d\xe6&\xf8S5?"
    b"\xd7}\xf9-\xcd\xb7\xea\xfb$\xf9Z\xad\x0e\x1f\xcaSl}\xaeI"
    b"9s\xd5\x17;\x8a\xfd^q\xf9s\x81\x96\xe49\xcdWi\xfb\xa3"
    b"%1\x07\xc7\xb4=\xb5\xaf\xfa\xb8\x17\xea\xd36\xe0\xd6\xa0\xcf\xdb\xfc"
    b"\x8b\x93RO{\xc4\x85\xac\x9b\xc2,=\xd7\xe1\xbb\xaf\xfd\x9a\x0bU"
    b"\xe3F\x96\\\x7f\x0eT\xfd\xdd\xdb\x9e\x93_\x955\x9d\xd4\x9e\x06\xcc"
    b"\x7f\x1f\x08\xad\x9b\x01\xac\xd7\xdc\x9dk\xc2\x93U\xf9\xae\xe3\x14y\xab"
    b"t\xe99;\x8c\xcb\x11\xb4\x01\xb9\x01bN\x94\x8f\x1a\x9e\xb1ji"
    b"\xea\xeb3\xa5qy\x88i\xbc!\xb2\xa0\xd2\xc8\x17G\xf4m\xb0\xf3"
    b"\xe9\xfe\xe5S\x03\xc8/K0\xa6\xfa\xf1\xc1\xb9$|(\x02_\xac"
    b".b\xfbj\\\xfe\xd7\xbeR\xacX\x82\xbe\xd7>\x9b3}6!"
    b"m\xaa\xbb\xdd<\xf0K\xd0\x0f\xfa\xceq\xa0\xed\x072~C}\x93"
    b"4N\x7f\xf9\x80\xeaSN\xa8\xcf\xbc\xe02\xe2\xcb;/\xa1\x1e]"
    b"\x90YUn\xea\x18\x1e\xec\x1b;1O\xa6L\xca\x9aKw\xca\xb4"
    b"o\xc5\xf9s\xe9\x9es\xfdy\xdf\xbb)<\xd5H\xe1)\x1c{\xc8"
    b"\xd7\xf1g_\xe3b#\x9b}\xbcd\xfaf\xc5\xc8\t\xef\x1b9a"
    b"y\x040`\x1e\xca\xd3\xf6\x9f\x19@\xee\xf0\xe5\xecF9\xca\xca!"
    b"\xcb\xf0l\xd7\xf8\xd64\x17\xfc\xba\xe9\x9f*\xf8-\x14\x8f\x8b\xd0\x17"
    b"\xe2w\x9dH\x91\x01\x8bzW\xd7\xe8\x1ec\xd0\xfe\x9a\xd1\x91\x17\xc0"
    b"\x1e\x91\x94\xcbZ\xf5\xc1\xd0\xbc\x9c4\x861\xd7u\x17\xf4\xf2A\x9e"
    b"G?X]\xee\xadyp\xa0\x94\x82\x03\xc7\x01\x0b\xbcX\x96A\x0e"
    b"\xd0~\xbdf\xfa\xf5\x03\xa9[\xdb3\xf6\xbe*sc:([\xcc"
    b"\xb9\xfe|\xeee9\xf6b\xd6\xb3\xca\x17\xd1\xdf/\x12\xeagu\xf5"
    b"\"\xda\xdc5\xf4\xae\xc2\\>'s\xd7\x19\xb9_\xb1+o.\xf9"
    b"U\x98\xc7\x16\x8d\\\xd90\xe3\xa3*\xf5hz\xb0\xb6\x06r\xd9<"
    b"\x94y\xc6\xf5\xe7P\xceZf\xc5\x94\x19\x9a\x87\xaa\x86\xff\x96\r."
    b'\x8d"\xa6\xaf\x0f\x88\xe9\xbf\x91\x82\x8b\xa4W\xff<f\xf7\xb5\xb0\xbc'
    b"7\x06\xbc\xe7@\x96D{\xc7\xa2\x0fO6\xd2i\xe2\xdb3a\x1c"
    b"\xc6\xf8Z@\xde\xc1\xd8t\xb4;\xe4\x19wI\xfa\x83\x831\xd6\x19"
    b"\xb1\xb1\xd6\x81\xb9f\xd6#G!\x8e\xe5\xd1\xb9+\x1e,\xf7\xf1\xcf"
    b"\xabH\xd7\xf5\x02\xe8\x1a\xda\x7f&\xe6\xf1\x19\xa8C5 '$\xb5"
    b"E\xe5:\x9f\x9dM\xe7\x1e\xdc\xa7\x86\xf13\xf4\xa9\xd2\xa7J\xba\xd2"
    b"\xa7\xca\xf8\x19\xf6\x19\xb1\x9eXO\xac'\xd6\x0f\xffZ\x10\xee\x7f\xcd"
    b"\xfd\xaf\xb9\xff5\xf7\xbfv.\xdb\xfe\xd7\x98\xff\x81\xeb\xc5\xb8^\xcc"
    b"\xdaN}1\x0e\x7f\x07\xb6\xbd8F\xe6\xc7\t\xfd\x19\xfd0\x9d\x14"
    b"\x03\x94\xe6cz\xee\x1b9\xf3\\5Y\x91\xc3\xcb\x13'\xdd\xee^"
    b"\xc8Z\xcfI\xe0\x07\x1f\x9f\\\x87\xbe\xff\xc3\xe8\xf8}\xfa\xfb\n\xf3"
    b"\xf7\xf9\xf6y.\xaa\xafKF\xde\x89\xdf\xf1\x13\xe0\xcbr\x16\xbe,"
    b"?\x87\xa3^(\xd6\x8f|I\xbe\xdc\x0f_VR\xe2\x0ek\xf2\xae"
    b"y\x98\xafPV?,\x9f\x9b/\xb67\x8b\x8f\xad+\xe5\x8ey\xda"
    b"\xe6\xa0m\x8cO:\xb8\xf8$K\xf7:`\xcc\x1f$\xf8\xdf\x16\x0e"
    b"\x89\xee\x0b\x07\xe4\x7f\xc3xp\xf4\xbb\xe5i\x17\x8e\xd11\xcfx\r"
    b"\xf9\xe2\x92\xee_J\xf0\xcf\xa5\xc5\x0b\xa6\xd2j#\xdf~\xf36^"
    b"\xb0&\xefh\x99w\x8c\x83~\xd8\x14Z\xad\x88\xce\x80\xe5\xd6A\x97"
    b"\xa8\x03\xdd\xc7=\xf1o\x0b\x05\xc8\xf8'3\xc6\xbf\x15\xf1\xae\x92\x89"
    b"\x7fk$\xf4\xb3\xae\xcd\xc15\x085cc\\\x87>\r\xc5\xa6\xe9"
    b"Z\x98:\xf4Y3\xe5\xbd\x93R\xa6\x0f\xdf\x91.\r\xd3w\xad\x04"
    b"\xac\x881\xe8\x82\x99\x7fBkM\x8e\xf2<4\x0b\xdf\x8b\x90O\xba"
    b"):\xd2C\x83\xbfKnw\xbdB\xc5\x83+\x18[N\x19\xaf\x18"
    b"\x19\x0f\xd7\x89(\xcf\xe0xY\x05\xbb+\xd6i6\xaa\xd4\x8fL\xfc"
    b"\xd1F\x86\xfe\xdb\x80\xf9\xa9\xe7^N\xcc8u\x86\xc3\xd1\x19T~"
    b"\xc8\xcb[\xb1\xdf\xf62\x94\xb9PP=\xe3\xf9\xf25O\xdf\xe8\x9c"
    b"S\xd4{l\xdc\xed\xafE\x17\xfe\xca\xf5\xc7\xc2/f\x18+\x8b\xce"
    b"\xbffl\xdfc\xc4e[\xcf\xb8V\xd0xS\x7fo*}#\x82"
    b"T{\xcfuH\x97\xd6\x8fo\x9a~,\xb2|\xb5/\x14U\x1e\x96"
    b"\xa9\xf2g\xde1\xf1/2\xaeq\xbd\xc1f\x06\x1e\xda\x84\xf7?2"
    b"\xe7M\xf0Y(\r\xd5\x0e\x8a2\xd7U\xb7\x1b\xeb\xad2\xee%9"
    b'_\x01{\xaa\xfe\xf6u9\xbf\xe5\xf6\xae\xeb\xbb"\xe7\xcb\x1e}\xf1'
    b"\xb2'^0\xefz\xf7Y\xa1gH\xa7\xf1a\xc0\xea\x01\xbc\x07q"
    b"\xf1:\xe8\x07y\xfb}]\xe8\x8fy\xd2}\xef\xac\n_\xfa\xe6\x85"
    b"\xb45\xa6I\xed8\x0e\xf5\xcd\xa2/6\xdc\xfe\xd6\x9c\xea\xf3ec"
    b"\x0f\xb1\xeb8-\xfd\xec=\xa3\x12G\x1b\x92\x9f;\x1e\x1d\xa2dh"
    b"r^\xceo\x9a>*\xed3\x0e\xd7\x17\xdb\xbb\x06\xf3[^\x9e\x19"
    b"\x03[\xcf\xb9@[\xd4\x8f\xf3.\xd0\xa76`\xfb\xeb0\x9e\xf2\xb6"
    b"\xbf\xe1\xfcku\xf4y\xfb\\'e\x8c\r\xcb\xb8\xcd\xb3V<I"
    b"\xa7\x9bq\t\xebAS\xfc\t\xe8\xabX\x819\xe3\xbc\x89Y\x8a\xe5"
    b"\xa2\xd3\xee\xf0\xd74\xfb\xf0J\xe9\xa0\xf1\xe1Ye\xb4aY3\xeb"
    b"\xb3\xdfa\xce\x86\x12\xd8A4g\xc3\xaa\xdc\xb7h\xca\x0e\xd9E:"
    b"\xa6\xee\xfb\xcd\x87Y\n\xbccP<\x0b\xe5;(2\xc7\xceZ\xce"
    b"1i\xd7\xab'aa^\x0c\xcck\x83W\xfa\xe83\x15yN\xf5"
    b"\xd0\x8b\x12{\x84|p\x11b\x92\xd2\xfa=\x8b\xdej\xd7\xd3h\x1d"
    b'\xf4\xb7k\xf0\xeek\xc2\xb3W]\x7f\xbeT\x97"\xdf\xe5\xb1\x8d\xef'
    b"G\x8e\xcc\xf3\x1e\xcb\xf3\x1a\xeb\xf6\xba\xbc\x1f\xf9\xbe\x88\xf7u\x02v"
    b"\xfb\xeb\x9e>\xa8\xa7\xf4\x01\xae\x95\xb1\xf2\xf2%x/\x8e\x8b\xf1\x94"
    b"y\xadmt\x93\x8b\x01\xb9)\x14/\x8c\xf4j\x19\x9a\x8c{l\xaf"
    b"\xf1\xf9\r\x0f}B4\xa9e\xa4\xc9~\xdeo\xdb\xb7b\xda\xd55"
    b"\x18\xd3\x82\xb1\xd6I\xd0V\xf5\xdd\xbe\xb6\x9e\xf3\xb4\xb9\xe9\xfa\xd7\xe5"
    b"*\x1e\xbcc&x;\xbf\xd4%\x1e\xc7\xda~i\x83{\xb96\xdd"
    b"\xbf\x89\xfe\xf9\x81\xc7\xa6K[-m\xb5!\x9e\xe9\xd0\xb6I\xdb\xe6"
    b">m\x9b\x7fN\xdb\xe6+i\xdb\xb4\xba4\xea\x17\x15\xc0\xce4y"
    b"\xc2\x8e[\xcd]SN\xe0[\x9f\x0f<\r\x0f\xfe\xef\xd9\xf3\xcf\x7f"
    b"E\xc7\x97iz\x8a-;)v\xa5t6=\xef\xa6\xf6\xefi\xd3"
    b"\xbf\x17\xa4\xdc\x0b)\xb1\x14E\xbc\xffUh\x1f\xc6\xed\xa8\xee\x12\xb2"
    b"C\xad\xba\xdd\xf5Xk\x9es[b\xde\x1a&\xf6\xe5<\xc4\xc3\xb5"
    b"%\x86\xa7\x01\xd7\xf0\x1e]\xef\xd4\t\xc8$\xee\x9b\xee\xbfE\x05\xb8"
    b"\x1a\x92I\xca\x1e\xfb\xda\xeb\xe5\x17zE'(\x9f\x1c\x8e\x1dJu"
    b"\xcd\xff-\xbd\xc0\x18\x94#F%\x1f\xc6\x98\\\xfb)\xb4\xb1\x06\xfe"
    b"\x8aQh\xa3\xca\xcc\xdf/\xf5\xfb\xabF\xc1\x87\x8f\xf1n\xef\x95^"
    b"\xe4\xaf\x1cd\x1f\xe0\xa3n\x07\xd4x\xbc\x98\x0e\x13\xa5\x17\x98\xac1"
    b"wu\xe0\xab\xa2m\x7f*\x83\r2F\x90G[r\xed?\xdc\xee"
    b"8\x9c\x02\xdc\x1d\x85q\xd8\x96\xe3o\xa1\x8d\xd3\xa0s\x8dB\x1b\xb5"
    b"\x9d\x7f\xea^\xac\x0b\xec\x80<:\x0c\xf6\x8a+n\xb4\xe2\x97\x90\xf6"
    b"3:\xfe\xa5\xcc\x8e\xbc\xbf\x06~\xd5c)\xbe\xb2\x92\xf1\x95\xa5\xf1"
    b"\xd0\xcb\xe09m\x8f\xcf\xd7Y\x0e\xd8\x88\x9e\xdb\xdc*\xc9k`\xac"
    b"\xcehe\xca$\x9a\x95r\xf8R\xf3\xfa^C>\xdd,\xf9\x89]"
    b"%\xdb\xba\x9f$\x1eH\x1b\x9b/c,\xa7\xe5\xd6^\x01}t\x05"
    b"\xc6\x1e\xd7\xf4\x1c|\xcea\\\xb7\x9d\xe6\x97\xb2\xfd4/\x18\x8dz"
    b"\x88\xb6\xef\x84\xb1\x07tM\xbb\xd0\x97\xd2\xdd\xc8\xeeK\xb1m\xec\x82"
    b"\xaf\xa6\x88\xf2;\xc6.s\xce\xd8\xca\x10g\xd0\x0f\xb3\xea\xf1\x1d\x15"
    b"U\x9f\x8a\xf4#\xc6:\xb4\xfa\xc6`x\x1e\xb2\xe5\xe9\xda\xf3o\xa6"
    b"\xf4cu\x04\xfaq\xcc\xf4c\x92\xad\xaca|o7<\xb6\xb2\x1b"
    b"n\xef\xfe,\xcce\xc0\\\x06\xd6_\xee\xcb\x11\x8c\xd8PD\xecN"
    b"\xc5\xed\xdd\xcb)m\x9e\xbdaxY\xd7ca\xbcW\xc7\x83/\x9d"
    b'\xa7\xaeZJ\x18wU\x90\xc94\x9e"\xb3\x8f\xb1\x9aM\x96\xf6\xc9'
    b"\xd1:\x07\xde32\xc2\xa8\xb4M\xfbu\x14\xda\xd2M\xe1\xd3\n\xc8"
    b"\x8a\x1f\x00\x9f\xaa\x1f9)\x1e2\xcd\x9f\xdc12\xe0q\xcfx\xdc"
    b"\x8f\x7f\x19\xed\xafMi\x97\xce\xa1\x15c\xbb\xcc\xba\xdf\xcc\xb7\x81\x06"
    b'\xa3`\xdbL\x8b;\x1b\xb5\xf6\xa2ot\xdd\xed\xdd_"\xeb\x9e2'
    b"\xf8\xbc\xa5\xa5\xce#3\xf2\xfc\x98\xbc\xb3\t\njPQu\xc9{"
    b"\x03\xf6\x02\xb2\x0es53\x7f'\xf3w\x92\xaei\xf6\r\xe6\xefd"
    b"\xaefb=\xb1\x9eXO\xac'M\x87#W\xb3o\xedF\x116"
    b"@\xb4G\x15\xb1\x07:\xae\x7f-\xc2V6\xe6\x92\xf7\x11*A\x1c"
    b"\x89\xeaD\xaa\xf3\x0c\x92\x03\t\xd7\x05\x17\x99;\ns\x90\xa9O\x00"
    b"\xfd;\xeb\x10\xc3\x97\xa7\xce\xb8\x0f^\xd68\xc1\xa4\xdcdM\xe8\xc3"
    b"A\xe8\xe7\xcb\xafT\x07\x1fD\xc3\x94\xa7\xb9\x9a&\r\xad\x16\xdd\x01"
    b"\xae\x0fu\xf9\xd6X\xae\xed3F0\xd4\xe6\xd0:\xa3kno\x9e"
    b"\xb8\xa4\xfd\rm>\xb7$?v\x16\xfa[\x9b\x1d\xe2\x7f\x9e=\x12"
    b"c\xde\xfaw\xf1\x81\xe0\x98\xf2\xcd\x05\xf1\\t\xc9\xc4e\x85\xdee"
    b"y\xc5\xe6:\xbfm|\x13\xdb\xe6\xbdz\xbf\xcd\xd3\xbdb\xe8\x9d\xb5"
    b"\xadc\xae\x7f\x1fa\xb4)\xfeP\xe6\xb8\x0e\xc4S\xd4M?\x7fW"
    b"\xee=\x0b\xbf}n\xe4\x9e\xd3.\x10\xfb:\x9d\x1ek1\r\x18\xf1"
    b"T\xea;\x0ec\xab\x1a\xf05\xfab\x1bo\x02ohl\xe3\x13C"
    b"\xe7[\x01\x7f\xcf\x1d\x13G\xf8-\x88ej\xe6\xa4\xb9\xc6\xe0]\x17"
    b"_\x93\xc6\xe0a\x9c\x81\xfa%\xa7L\x99*\x93\xbc!s\xe2y\x19"
    b"\xe3>\x1a \xed\xf2\xec3\xea\x8b\xb9\x9b\x81\xf6N\xa5\xb4\xd7bC"
    b"\xdb%\xe7\x89U\x9blm\x081\xf4x\xcey\xc4\xee?\xa9m<"
    b'\x06mt90"\xc6\x96\xab\x06\xdfZ\x06\x836\x8d\xcf\x10e\x1b'
    b"\xcd\xc5\xa09\x14>1\xb2\xe6\xb6)+k\x993.\xbc\xafD\xd6"
    b"2\xac\xdc\x19\x1a{VV{\x12\xf0\x95\xdev{s\xd5\xf9\xcay"
    b"bh\xb1f\x9eWY\xf1c\xf8\xdd\xf6g\xd7\xc3\xb3\x9b\x01Z\xda"
    b"\xbd(n\x9a>\xb0{Sl\x9bv\x9cq\x83\xef\xf5\x1b\xca\x11\xe1"
    b"\xdb\xdf\x1a\xefGY\xf2\x04\xc8{\x1a\xab\x80\xf3~R\x19:\x1f\xe0"
    b"\x9e\xd4\xff\x0fZ7\x9fh"
)
