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
    b"\xf2R\xdc]\xfd\x16\xb8\xbc\xdc\xbbs\xe7\xce\x9c9\xf3\x9b\xf35\xe7"
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
    b"\x03\xeeq\x19\xee\x89\xf1c5\xd0\x9e\x9br~\x13x\xea\xa8\xda\xde"
    b"\x15\x1a\xcd\xe9\xfc\x8f.\xfe\xa1\\\x9b?\xe2gw\xa4>\xfd\xdd\x15"
    b'\xcc\xdf\xca\xbf%\xe0\xdf\x05\xe1\xf9"qdqD<+\x03\x16_'
    b"\x91\xf6\xb5\xe5\xf8o7h\xf3\xa2\x1c\x9bc\x8a\x9d\xda\xee\x7f\x89\x8e"
    b"S\xf2\xbd+\xcfY\xcd\xfe\xcc\x9f\xa4a\xe2\x92<\xe7\x87\xd2\x97\x8e"
    b"\x9c\xe3\xba\xcf\x8f\xc0{'\xa4\xbe\xef\x01\xadW\xa4\xbeg\xc7\x94\xd6"
    b"=\xb9\xf6-\xa0\x81>\xe7z\xce\xb6\xc6\xf7>%\xf5]\x06,8"
    b"5B=OK=\x17dN\xc7\xd7N\x036\xdas\xfc\xfb\x19\xb9"
    b"\xe7)\xa1s|\xed\xac\xc1\x98U\x98\x1fJ\x83g\xe4>\xa5eG"
    b"\xd6\xc9\x9a\x8cYG\xee\xb3k\xd9$\xcaqKF\xee\xcd+\x8b\x95"
    b"<\xb2Xy\xcce\xb1\x8aG\x16\xab\x1e\xa3,63\xa6\xb2Xm"
    b"\xcce\xb1\xbaG\x16\x9b\xa5,\x96*\x8b5<\xb2X\xf31\xc8b"
    b"s\x8fY\x16\x9b\x1fsY\xac\xe5\x91\xc5\x16\xc6\\\x16k{d\xb1"
    b"\xc5#\x90\xc5:\x1eY\xac{\x08Yl\xc9#\x8b-\x8f\xb9,v"
    b'\xc2#\x8b\xad\x1cB\x16\xebyd\xb1\x93\x87\x90\xe9P\x16;\x95"'
    b"\x8b=\xed\x91\xc5Ng\x90\xc5\xcexd\xb1\xb3F\x16{& \x8b"
    b")\x7fT\xe4(\xcb\xd1\x87\xb5V\xfb\xd6\x873\xb6I\xaf\xbfg\xea"
    b"\x9e\x07\xde\x8aiU1u\xafAy\xe7y\x06\xda\xce\xd6\x8c-\xf1"
    b"\xb0|\x846F}\xe6W\xcd\xb3\xabB\xbf\x86\\\xbf*\xe7\x1bp"
    b"n\xcb\x9a\xafev\xe5|O\xce\xd7\xa4\xcc\x0e\x94\xf9\xd0\x94\xd9\x92"
    b"2\xef{\x9e\xb5m\x9e\xf5\x9e\xb1\xbb.\x8a\xdd5\xfe\xedm\xb8\xff"
    b"A\xa0\xcc[\x9e\xb6\xde2\xed\xf8\xba\xd0S\xaf\xf9\xcaj}\xafB"
    b"\xd9\xab)e7\xa0\xec=C\xcb\xdbr\xbe\xaf\xb22\x94\xddM)"
    b"{\xd2S\xef]#;|(e[\x9ezCe\xadmR\xe5\xbd"
    b"\x9e\xcck\xc5\x00\xe5\x19\xe4\x95m\xd3\x9e\x8f\xa0\xad\xb6\xcc\xae)\xa3"
    b"\xed\xc46=04Vl\xdb\xf3\xe8,\x1d\xe0\x91>\xc8|\xf1\xb5"
    b"[\xa5\xfd\xf3w\xa0\x8c\xd24\xcfz\xd1\x96\xf9\xa2}\xb9\x03\xed\xc1"
    b"1\xff\n\xf4\xe5}\xc3S;\xa6O\xda\x97\xe7@\x8e\xb8a\xca\xe2"
    b"\xbc\xc2\xban\x02}W\x003\x8a^s\xe2\xffO\x94\x06\xe3\xf2\xfa"
    b"\x08\xb2q\xdf\x8ci\x9fc1\xd2X\xc4u\xbd!\xd7~\x19\x1d\xff"
    b"\x06~\x16\xd2ut\xba\xc6\xf8\xf6\x17\x06\xdf.\x92\xa6\x87\xa2i\xd7"
    b"\xcc\xfdO<\xb8\xf2Yt\xd3'\xa5\xfd\xdf\xdf)\x10W\x88\xf5\xc4"
    b"zb=\xe9J\xac\x1f\x0f\xacW]\x19\xafY\xbbB\\\xe6\x0f\x8c"
    b"O\x1d\xe5\xf9&\xd8\xc0\x8b\xee\xc7\x16\xd4\xbbY`\xbdo\x8b\xbd\x06"
    b"\xfbZ\x02\xdbii\x04\xfe\xfac\xd0\xe7\xb6=z5\xea\xb5\xaf@"
    b"\xd9=\xa3\xfb\xdd3<\xf2\x82\x87'\xaf\x06tb\xbd\xe7,\xdcs"
    b"\xcf\xa3\xbf\xa3>\xf7>\xc4\x07\xb5\xcd\xfc\xd81z\xee\xae\xb9\xbe\xed"
    b"\xd1O\xb5_\x17\r\x9f\xcc\x93O\xc8'\xc0'-\xb0\xa1\xc7\xd8\xff"
    b"\xa5\x04\xecW{cK\xec\x07+\xd2\xb7\x8f\xe5\xff\x98\xa6\x7fS\xb0"
    b"\x9f\xa2o\xec\xe4y\xfd6m\xf0\xb9\x86b\xed\xac}re\xc2\xed"
    b"\x93\xca\xab\x1f\x07lF{\xe0'\x98\xf3\xf0\xa4\xaf\xec\x0f\x80GC"
    b"s`\x1blQm\xb9\xbe\x94\xb0\xd6\xe3w\xcb\xbb\xdb\xe6\xf9\xd7\xa0"
    b"._\x19_]!\xf9\xe2\xdb\xe0\x83\xb9f\xea\xdc3\xf64k\xc3"
    b"\xd4\xf6\xbc\x01\xf3\xef^\xa0\x8e\x1d\x83\x03w\xe4\x9e\x17\xe1\xde\xdd\x9c"
    b"\xf7\xf6\xe1\xde\xf7\x03\xfd\xdc\xf1\xb4\xcbbF\xda\xbd\xbb\xe6^k\xfb"
    b"D\xbe\xab\xd1\x96H\xfd\x92\xfa%\xe9J\xfd\x92\xb6D\x8e\x19\xb1\x9e"
    b"XO\xba\x12\xeb'\xc6\x96\x18\x8a\r\xa0\x8d\x886\"kk\xf6\xe9"
    b"\x8a\xd6\x06M=\x90\xb2\x01e\x03\xd2\x95\xb2\x01\xf5@\x8e\x19\xb1\x9e"
    b"XO\xac'\xd6\x8f\xbf\x1e8\x071\x02\xd3\xe8\x0bn\x8d\xe0\x0b~"
    b"j\x02}\xc1>}\xd2\xf2\xba\xf5oZ\x1f2u8\xae\xeb\\\xd7"
    b"IW\xae\xeb\xd4\xe18f\xc4zb=\xb1\x9eX?\xfe:\xdc\x8c"
    b"'\xee\xdb\xa7\x0f\xa8\xff\xe7\x03\xe3K\xc2\x98\xbe\xbc\xf9\"\xea\xe0?"
    b"\x9cF\xfd\xb11\x82\xfe\xb86\xa1\xfa\xe3\x07\xc6\xa7\xb8g\xbeo\xb9"
    b"\x83{\xe4\xf1\xbb\x8d\xcd\xf5\xcd\xe9\x9e\xe8\xd7\xd8\xae\xaai\x87\x8d\xf5"
    b"\xbd\x16\x98\xc3\xd6\x17\xba\x0b\xf3\xa1\xcbxU\xca=\x94{HW\xca"
    b"=\xd4q9f\xc4zb=\xe9J\xac\x9f\xf8x\xd5\x8b\x8e9\xad"
    b"\x88\xf5\xc4z\xd2\x95XO\xb9\x9ecF\xac'\xd6\x93\xae\xc4\xfai"
    b"\xcai\x85y\xa5\xd7\xdc`\xdf\x98+\xd0\x17b\xe3\x1e\x7f\x06u\xfa"
    b"\xfcV\xb7\x85g\x94o\xbe,\xe7/I\x7f\x1b\xf0\xdb+r\xfe\x8a"
    b"\x87>\xca{\xdcg\xc7}v6F\x95\xf9\x98&;\x1f\x13\x8e\xfd"
    b"u\xe3#\xbd\x13\x88\xb9\xad\x1b\xfe\xfa{\xa1\xd7\x9f\xc1o\xdb\x86_"
    b"\xff\x04p\xf3\x9e\xf1\xdd\xee\xc1\xfc\n\x95\xd1z.{\xcal\x99z"
    b"^L(\xa3\xf5\\p\x07\xf3\xc9\xdb\xf6\x9cI(\xa3\xf5,{\xca"
    b"\xd8\xf6\xcc%\x94\xb9\xe9\x98\xb7\x88:\x04u\x08\xea\x10\xd4!h/"
    b"\xa2\xbd\x88XO\xac']\x89\xf5\xcc[D{\xca\x93\x96\xb7\xe8\xa2"
    b"c\xae|\xf2Ir\xae|\xee{\x9f\x8e}\x0bv\xbf\x80\xcdk~"
    b"\xb7\xa0\xfd\x0c\xd6vG\x1b\x12\xf5\n\xea\x15\xa4+\xf5\n\xda\x908"
    b"f\xc4zb=\xb1\x9eX?9\xfb\xe5\xadO\x98\xb6\x01\xda\x06\xb8"
    b"\xd7\x84\xb2\x00e\x01\xca\x02\x94\x05\xa8\xf7Q\xef#\xd6\x13\xebIW"
    b"b=\xdf\x9fN\xbd\x8f\xefO\xa7\xdeGY\x80\xb2\x00\xe9JY\x80"
    b"z\x1f\xc7\x8cXO\xac'\xd6\x13\xeb\xc7_\xefk\x19y~\x81z"
    b"\x1f\xf5>\xd0\xfb\xb4\xae\xc5)\x8d\x05\xee\x8c\x10\x0b|vBc\x81"
    b"C\xd8w\x831\xbc\x94\xf3(\xe7\x91\xae\x94\xf3\xa8\xd3s\xcc\x88\xf5"
    b"\xc4z\xd2\x95X?U\xef\xbcb~'b=\xb1\x9et%\xd6S"
    b"\xae\xe7\x98\x11\xeb\x89\xf5\xa4+\xb1~\xf2\xf3;=\x8e|\xe0\xbe\xbc"
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
    b"\xc2\x98\x80\x9e\xa7\xdc\xe3\x8e\x11\xe8\x82_\xbf'c\x85\xed\xd93<"
    b"y\xdb\xf0f\x1fp\xe8z\x80\x7f\xb7\xc0W\xdc\x83\xfe[\xdaX\xfe"
    b"\xdf5m\xb8\x0e\xe7\xae\xd4U/\r\xf3_\x1f\xe2Wp^\xec\xe4"
    b"\x9c/\xbf\x87:>v\xfe\xf7U\xef\x98\xeb\x0f\xcc\xda\xf1\x1b\xa8c"
    b"\xd7%\xefO\x0b\xd5\xf1\xab\x84\xbelg\xc4\xa3\xffH\xa8#\xb4\x7f"
    b"\x0e\xc7 \xae\xe3_\x05S}u\xd8q\xb7\xeb\xef=C7\xc5\xb1"
    b"\x9fF\xc7\x92\xe77_^@\xdbgm\xef\xf7\xa4\xae\x7f\x84\xf6}"
    b"d\xea\xbc\xed\xfc\xef\x17O\xab\xf3\x0e`\xa6\xd6\xf1\xa19_5\xcf"
    b"\xfa@\xee\x89\xaf\x9fr\xf9\xf7(\xe6]\x97\xbe\x11\x1do\x06x\xf9"
    b"\xae\x87\xb7\x93~\xdf6\xe3i\xc7\xc2'\xe7\xf4d\x0cq>\xff\xad"
    b"\xa1\xef]s=\x89_\x15K\xd6G\xd0\x81\x9eO\x90\x8f0&\xe5"
    b"\xf7e\xda(\xa9\xb7Ro%]\xa9\xb7\xd2F\xc91#\xd6\x13\xeb"
    b"IWb\xfd$\xd8(\xdbB\x1f\xb5\xaf\xdd\x0f\xd8\xb2n\xb8\xf0{"
    b"\xc3\xfb`s\xd4\xd8\x96\xa2\xf3\xd4\xacC<D\xccW\xe5\xc6\xa0\x1c"
    b"u\x0f\xaeG\\\x8fHW\xaeG\xd4=8f\xc4zb=\xe9J"
    b"\xac\x1f\x7f\xdd\x83\xfeF\xfa\x1b\xe9o\xa4\xbf1\x8b\xbf\x911S\x8c"
    b"\x99\xd2u\xfd\x07\xd5\xe4u\x9d\xb6 \xea\x07\xd4\x0fHW\xea\x07\xb4"
    b"\x05q\xcc\x88\xf5\xc4zb=\xb1\x9e\xb6 \xda\x82h\x0b\xa2-\x88"
    b"\xb6 \xda\x82\xa6\xc3\x16\xd4\x85\xfdVs\xc07=\xa1\x9bOF="
    b"\xef\x06\xfb0\xf3\xbe\xb7\xaa\x05\xcf\xe3~\xbd\xfd\xdf\x1d\xb49n\xd8"
    b"\x9f\xbb\x83\xfb\xf3b:\x9d6\xed<\x8a\x9c\xcbv\x1f\xdea\xf6\xdf"
    b"\xe9\x9e\xba:\xf0\xd653w\xfaP\x87\xf2\xf2B\n\xddu\xfc}"
    b"2U\x07\xae\xc5qxo\xb9\xc1\xde\xc5\xb8\x1d\xcb\x05b\x92\xb65"
    b">\x9f\xf3\xc8f\xcbr\xbd\x04el[u\x1f\xe4\x15\xb9\x7f\xce\xf0"
    b"o\xcd\xd0\xa9\x01m\xe8\xc9\x1c\xc4\xb1y-\xd0\x8e&\xf0h\x88'"
    b"\xdb2\xf7\x9fs\x83\xfd\x97\x8f\xabM\xba\x173\xa9me\xa8Wy"
    b"\x04\xf3`7\xdc\xf0^\xd7k\xc2g}\xe1\xaf\x97\x9d??v\xe8"
    b"\xff\xa4\xbc\xd9I|lsT\x1f\xf5\x1eZ\x8b\x97[\x019\xe5\xa6"
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
    b"I\xf3\xf4kG\xd4\x9erB{z\x82\xa3\x88\xaf_=\x86vt"
    b"A\xc6T9\xa7cxph\xee\xc4<\x99\xb2\x88j\xee\xdb\x05\xd3"
    b"\xbfu\xe7\xcf}\xfb\xbc\x1b\xce\xd3\xdeM\xe1\xa9F\nO\xe1\xdcC"
    b"\xbe\x8e?\x87\x9a\x17\x9b\xd9\xec\xd9%36\xebf]\x7f\xdb\xac\xeb"
    b"kS\x80\x01=\xa8O\xfb\x7f~\x049\xc1\x97c\x1b\xe5\x1e+7"
    b"\xac\xc1\xbd]\xe3\x0b\xd3\xdc\xedW\xcc\xf8T\xc1\xcf\xa0x\\\x84|"
    b"\x1f?\xebT\x8a\xccV\xd4\xb3\xbaFW\x98\x81\xfe\xd7\x8cN{\x06"
    b"\xec\x07I\xb9\xa7U\x7f\x0b\xad\xcbIs\x18sSwA\x8f\x1e\xe5"
    b"~\xf4[\xd5\xa5l\xcd\x83\x03\xa5\x14\x1c8\tX\xe0\xc5\xb2\x0cr"
    b"\x80\x8e\xeb\xebf\\\xdf\x95\xb6\xb5=s\xef\x8b:7\x17\x83\xb2\xc5"
    b"\x8a\x1b\xce\xbf^\x96\xe3 f=\xac|\x1a\xfd\xfd4\xa1}V\xb7"
    b".\xa2\xcf]C\xef*\xac\xe5+\xb2v\x9d\x97\xf2\x8a]ys\xbf"
    b"_\x84ul\xd5\xc8\x95\r3?\xaa\xd2\x8e\xa6\x07kk \x97\xf5"
    b"\xa0\xce\xf3n8\xe7q\xd6:+\xa6\xce\xd0:T5\xfc\xb7fp"
    b"i\x1a1\xfd\xca\x88\x98\xfe\xcd\x14\\$\xbd\x86\xd71\xfb\x1e\n\xcb"
    b"{3\xc0{\x0edI\xb4O\xac\xfa\xf0d3\x9d&\xbew\x1c\xcc"
    b"\xc2\x1c\xdf\x08\xc8;\x18K\x8ev\x82<\xf3.I\x7fp0\xc7:"
    b"S6\xd7:\xb0\xd6,{\xe4(\xc4\xb1<:w\xc5\x83\xe5>\xfe"
    b"y\x12\xe9z\xa5\x00\xba\x86\xde\x17\x13\xf3\xf8\x12\xb4\xa1\x1a\x90\x13\x92"
    b"\xfa\xa2r\x9d\xcf.\xa6k\x0f\xbeW\x86\xf1.\xf4\x81\xd2\x07J\xba"
    b"\xd2\x07\xcax\x17\x8e\x19\xb1\x9eXO\xac'\xd6\x8f\xff\xde\r\xbe\xaf"
    b"\x9a\xef\xab\xe6\xfb\xaa\xf9\xbej\xe7\xb2\xbd\xaf\x1a\xf35p\x7f\x17\xf7"
    b"wY\xdb\xa9/\xc6\xe1\xe7`\xdb\x8bcd~\x960\x9e\xd1\x0f\x8b"
    b"I1@i>\xa6G\xbe\x91\xf3\x8fT\x93u9\xbc<q\xda\r"
    b"\xde]\xac\xed\x9c\x07~\xf0\xf1\xc9\x1b0\xf6\x7f\x1d\x1d\x7fE\x7f_"
    b"a\xfe>\xdf{\x99\x8b\x1a\xeb\x92\x91w\xe2g\xfc\x02\xf8\xb2\x9c\x85"
    b"/\xcb\x8f\xe0\xa8\x1f\x8a\xcd#_\x92/\x0f\xc3\x97\x95\x94\xb8\xc3\x9a"
    b"<\xab\x07\xeb\x15\xca\xea\x8f\xcb\xe7\xe6\x8b\xc5\xcd\xe2c\xebJ\xbd3"
    b"\x9e\xbe9\xe8\x1b\xe3\x93\x8e.>\xc9\xd2\xbd\x01t\xffKO\x8c-"
    b"\xfdp\x87\xf3\xc3uM\\`\xf5\x18\xe3\x02g\x02q\x81\xba\x97\xbe"
    b"e\x9e1\x0bz`Sh\xb0.\xba\x01\xd6[O\x89w\x9b\x9d\xc2"
    b"x\xb7\x06\xc4\xbb5\xa7(\xdem\x0e\xe2\xdd|rF\x13\xc6u>"
    b"a\xed\xc064\x0c?\xb4<8T\x07\x1cz\xd1\xacm\xa1}'"
    b"\x93\xbc\xc6]2\xf2\xddr\n\x9f\x96.\xa4\xef\x1d*\x19\x99jQ"
    b"h\xa9\xe7\x932fH\x83\xba\x99\xe3\x8bf}\xb16\x80\xa4>-"
    b'\xc3\xf7"\xe4\xb9n\x8aNy\xc7\xacS\xe7\xdc`\x7fG\xc5\x83\xc5'
    b"\x18\x8bO\x99\xb8\x18\x99\x18\xf7\xd5\xe8<@\x0c\xb8\x088\x87m\xfa"
    b"q\xf4\xcfOL\xbc\xd6f\x86\xf1\xdbt\x83=+\xfdcZK\xa9"
    b"c=\x1e\x1dK\xe5\xab\xbc\xbc\xf5P\xfc>Z\xe7\x99\x82\xda\x19\xeb"
    b"\xe5Oy\xc6F\xd7\xd3\xa2\x9ec\xe3\x94\xff3:~\xe4\x86\xf7\x0e"
    b"\xacf\x98+\xab\xce\xbf\xc7\xee\xd0s\xc4e\xdb\xaf\xb9Q\xd0|S"
    b"\xffx*}#\x82T\xfb\x8ftn\x976\x8e/\x98q,\xb2~"
    b"\xb5\xc7\x14U\x1f\xd6\xa9r|\xde9\x11\xcb\x85\x97A\xde\x0f\xe95"
    b"Ui\x9f\x0f\x1f\xd2\xf6f&\xe9J'\xa1\xbdY\xf4\xaa\xba+f"
    b"\xaf&\xca\x0b\xaf\x19y!\xcfzs\x9c{\xb9\xf2\x8e5\xe2E\x99"
    b"x\xf1\xc4\xe3E\xe5\x90xQ\x9d\x00\xbc\x989$^4\xdc\xf0\x1e"
    b"\xa3\xd0~iK?[fZ\xecd!\x1c\xedx\xf4\xe9\x92\xa1\xc9"
    b"%9\xbf\xe0\xc1\xb2\xc3\xd8\xd9|\xb6\xbb\r\xe0\xd1QxFm\xaa"
    b"\xcf\x07\xfa\xa2\xfe\xd27\x81>\xb5\x11\xfb_\x07{X\xde\xfe7\x9c"
    b"\x7fO\x9c\xdeo\xef\xeb\xa4\xcc\xb1q\x99\xb7yr2$\xad\xedK"
    b".a\xdfu\x8a\xdf\x0e}\x82\xeb`\xcf\xbcdb\x03\xe3\xf5\xf1\x19"
    b"\xf7\xf8s\x07\xf8\xf0J\xe9\xa0\xfb0\xb2\xae\xd5\xe3\xb27\xddg+"
    b'\xd7\xbe\xcd\x83\x8e\x1f?\xab"\xf4\xb9(\xe5VM\xdd!\x1ba\xc7'
    b'\xb4\xfd\xb0ybK\x81g\x8c\x8ag\xa1\xbc"E\xe6\x9e\xda\xc89'
    b"'m^\x88$,\xcc\x8b\x81y}]J\x1f\xbd\xa7\"\xf7\xa9\xfd"
    b"\xe2%\x89\xf1C>x\tb\xff\xd2\xc6=\x8b\xbdc\x9c\xda`m"
    b"\xaeis\xf2\xff\x1e>\xfa\xfc.:>\xcb[\xf7\x99\x84\xba\xb3\xda"
    b'\xa2O\x0b^\xa2\xdc\x8c\xf6\xe83\t~\x89"\x9e\xff$\xf4/\x06'
    b"\xacg\xc7\x04\xd7\xe3u\xeaTy\x7f\x1e\xa3\xee9-\xfec]\xa3"
    b"\x7f[\x1a\xf4\xb1\n\xf2\xff4\xf4qFc\xa3J\xfb21\xe6\xf3"
    b"\x18\x87\x1cW\x1d\xb0\x85\xc7{\x9a\xbe6\xa2L=\xe9k\xa3\xea\x04"
    b'\x8f\xf6A\x94\xf6\xf1F}\xd1u\xe0\x8d\xa2\xd7"\x8d\x15\x1d\x85\xcf'
    b"\xad\x9f9\xbe\xb6P\xda\x8f\xa1U\x7fr=A\xfe\xfe2\xfcv\x05"
    b"\xce\x9a\xcb\xa3\x01\xe3j\xcfm\x89\xb7i\xb8\xe1\xbd=\x97 \x16\xa7"
    b"-\xf1\x04\r\xb8\x86et\xafE'\xe0\x8bq\x7f\xe4\xfeGT\x88"
    b"\xcb!~G\x1a\xb4\xe4\xda\x7f\xb9\x01\x9e,\xc0\xb3\xa7\x01O\xdar"
    b"\xfc3\xf4q\x11\xe4\xe7i\xe8\xa3\xf63\x8eo\xf9\x8e|\xef\x82\xfd"
    b"\xf8\xb8}\x95\xcf\xb9\xf1\xcbS\x88\xf4[\x92k\xda\xb7\x8e\xd4Q\x03"
    b"\x9b\xc9\x89\x14=\xb8d\xf4\xe04>8\x0e\xbe\xd1\xfe\x84\xec\x18y"
    b"\xe6@\x92-d\x92\xe7\x93\xaf_\xe5\x80\xff\xfb\x91\xed\xa8\x92\x1cc"
    b"k\xf9\xd3\xae)I\xfcT\xcaaC\xcaks\x1aU\xa7\xcb2\xe7"
    b"\xd3\xe6F\x1a\xee\x1c\x07N%\xd1\x83q\x15\x87\xcf\xa1\xe6\xc3\x9a\xb4"
    b"<\x9b\xae\x92-~}Ry-\x94#v\x1dl9\xeb0\x16\x8c"
    b"M?\xfa\xdc\x99\xb8\xff0-\xdf\xe2\x06\xd45Mv\xce\x86\xb11"
    b"\xbec\x16\x11\x8c\xa5\xee\x03\x7fr?&\xf7c:3\x8f|y\x0e"
    b'\xd1gQ\x84_\xa4\xe2\x0e\xbe?"\rc\xdf1\xbc\xacq\xdf\xa8'
    b"\x93\xa8\x8e\xdc\x826u\x1e\xb8j\xc86:\x0b\xeb\\L\x8f\xa7\xdd"
    b"~\xbc^\xe6\x18\xcdj\xb6u\xd5\xa7\xc7(\xfe\xdd6\xeb\xc3\xb4\xf4"
    b"M\xc7u\x1a\xfa\xd2M\xe1\xd3\n\xac7\xef\x02\x9f\xaa\xbc\x98\xe4k"
    b"N\x93\x1b;f\xfd?\xe9\x99\x8f\x87\x91#\xd1N\xdd\x94~\xa9\x9d"
    b"\xbabl\xbcYs\xe6\x7f\x17h0\rvn\xdb\xdf\xca\x94\xf7\xb7"
    b"\xee\x06{\xbf\xd4^\x8a{\x86\xb2\xe6\xc5\xc7\xfb--u\x1dY\x92"
    b"\xfbg\xe4\x99MP\x82\x83\xca\xb0K~\x1fQ? \xeb0\xdf$"
    b"s\x901\x07\x19\xe9\x9a\xa6\xdb2\x07\x19\xf3M\x12\xeb\x89\xf5\xc4z"
    b"b=i:\x1e\xf9&m.\xb9\xa2l\x80h\x8f*\xe2\xbd\xab\xb8"
    b"\xb7\xa0\x08[\x99//@\x1d|2\r\xa3\xf7i\x8e\x81yC\x9b"
    b"\xd5\xa3\x8c\xf9s\xf9\xe2\xa17`\x1cGiK\xa8\xcf\x0b\x81q}"
    b"\xdd\x1d\xcc\xa9\x92\xf4\xce\x1f\x9b\xfb$\xc9'\x96\x85\xfe\xd6\x06\x84x"
    b"\x92\xe7\xbdA\xf1\x9c\xf9\xb5\xd8\xd41^\xd2\x87-1\xb6\xbdl|"
    b"\x0c\xa1gY^\xb1\xf9?o\x18[\xf7\xaey\xae}o\xecM\xe3"
    b"\x0b\xab\xe6\xec\xeb\x8c\x1b~\xb7\x1e\xda\xa8~,\x98\xd9\x81\xf8\x88\xba"
    b"\x19\xe7\xefK\xd9\x0b\xf0\xdb'f\x1d}&\x14\x93\xb5\x98\x1e\x1f\xb0"
    b"\x086\x8c\x07\xd2\xdeY\x98[>~\xf4\xbd'\xac-\x98\xb2\xe4\x86"
    b"\xf3\xde\xdc7t\xbe\x1e\xf0\x1f\xdc4q}\xdf\x86\xf8\xa2fN\x9a"
    b"k|\xdd\x1b\xe2\xbb\xd0\xf8:\xf4Yv\xa5\xce\x05S\xa7\xaeq\xcf"
    b"\n\xc6^\x929\xee\xa3\x01\xd2.\xcf\xbb\xb7|qpK\xd0\xdf\x85"
    b"\x94\xfeZlh\xa7\xc4\x91\xa8\x8d\xaf6\x86\x18\x9a7\x87\x8e}'"
    b"\x93\xf6\xf1\x04\xf4\xd1\xe5\xc0\x88\x1e\x04,*\xbe\xb5\x0c\x06]5>"
    b"(\\+u\xdf\x94\xeew\xfa\xd0\xc8.\xbb\xa6\xae\xacu.\xb9p"
    b"\xae\xe5\xacuX9&4\xf7\xec\xda\x7f?\xe0{\xbb\xe1\x0e\xee\x0f"
    b"\xf7\xd5s\xdf\xd0b\xc3\xdc\xaf\xb2\xc7\x07\xf0\xbb\x1d\xcf\xae\x87g\xaf"
    b"\x06hi\xf33_3c`\xf35\xef\x9a~\x9cw\xa3\xbf\xff."
    b"\xb4\x9f\xcb\x97\x03\x0b\xcb\xe3~\xd0S\x10\x1b\xa0\xbeo\\\xf7\x93\xea"
    b"\xd0\xf5\x00\xdf\xd3\xf8\xff\x1fki\x8c"
)
