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
            "-]*+)*+>)(?=[,}])|(?P<integer>[0-9](?<=[ (\\[{,=<-]"
            "[0-9])[0-9]*)(?= : )"
        ),
        256,
        256,
        524,
        4,
        {"string": 1, "symbol": 2, "type": 3, "integer": 4},
    ),
    ("([%^](?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))", 256, 256, 70, 1, {}),
    (("([-+]?)([0-9]+)(?:\\.([0-9]*))?(?:[eE]([-+]?)([0-9]" "+))?"), 0, 32, 102, 5, {}),
    ("([0-9](?<=[ (\\[{,=<-][0-9])[0-9]*)(?= : )", 256, 256, 63, 1, {}),
    ('([>)\\]}])|->|"(?:[^"\\\\]|\\\\.)*"', 16, 48, 65, 1, {}),
    ("([a-zA-Z_][a-zA-Z0-9_$.]*) = ", 256, 256, 55, 1, {}),
    (", !([-a-zA-Z$._0-9]+) !([0-9]+)", 0, 32, 60, 2, {}),
    ("-?[0-9]+\\.[0-9]*(?:[eE][-+]?[0-9]+)?", 0, 32, 72, 0, {}),
    ("0x[0-9a-fA-F]+", 0, 32, 33, 0, {}),
    ('= [@"!]', 0, 32, 24, 0, {}),
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
    b"x\xda\xed][o\\W\x15\xdes\xf1\x8cg\xec\xf1x\xc6\x89'"
    b"Ms\x19'u\xea\xd2\xc4ii\xa9R\xf7\x82ATH@\xb9\x08"
    b'(\x82\xb4@nm"\xb9v\x88\x9d4\x14\xa5\x95*\x10O< '
    b"\xa1\x96\x97\xbeB_@\xf0\x07\xf8\x03\x08\xf1\x82x\x86_\x80\x90\x10"
    b"/H\r\xe7$ku\xbeY\xde\xfb\x9c9\xe3\xe3d<\xf9F:"
    b">\x9e3\xfb\xec\xb3\xf7\xdak\x7f{\xdd\xf6:3\xce\xb9\xc9\xe8("
    b"DG9:nG\x9f\x82|\xd7\xcf\xac\x9c[rnDGU\xae"
    b"oD\xc7|t\\\x8b\x8eM(W\x90s1:\x0eDG]\xae"
    b"\xc5\xf5\xc7\xf7O\xc8}OD\xc7\xb3r\x9f\xdeS\x92\xba\xb5\x1d3"
    b'\xd26\xfd\xc4ut\xa2\xf3"|\x8f\xdb\xb3O\x9e5k\x9e5\x15'
    b"\x1d\xb5\xb8\xe0\x89\xfe~\xf9>\xf1\xefMy\xe6\xb4\xd4\xf5\x9c\xd4["
    b'\x81\xe7\xed\x83>5\xa5\x9f\xf1\xa7-\xb4i\x02\xbd\xe2:~"}'
    b"\x98\x80ku\xe8\xb3\xd6\xf3LT\xd1\x1c\xd0\xae\xaf\xfd\xf1\xa7\xe3\xae"
    b"F\x7f\x97\xa2\xe3\x8c\xaf\xfdJ\xbf\xb8\xae\xe3Q\x05\xa7\xe4ZY\x9e"
    b"\xb9(\xed\x9b\x91\xef\xc7\x02};&m\xd22M\x19\xafT\x1a\xc7"
    b"\xbf\xfd\xf0v\xe9\xe3\xdb\xb7\x7f\xfe\xf1\xdda\t\xd2\xb8\x08m\x9e\x90"
    b"k\xff\x8d~|I\xaeU|\xfd\x8f>Iu\x1f\x00~\xf5\xb5\xcd"
    b"\xad\xa6\xb7\xad%4\x8a\xdb\xd4\x95\xebU\xe9\x7fZ\xfd\x83\xf4=\xbe"
    b"\x7fE\xfa\xab\xcfA:\x17\r\x9d\xfeX\xe8\x8d\xe3\xa4\x94}B\xce"
    b"7M\x9b\n\x01\x9a\xb9g\xcb\x89<\x9f6\xa6\xd1\xd5\xd2;\xd1\xdf"
    b"w\x12\xeahI\xf9\xb8\xcd?\x8d.|U\xae\xd5\xa5\xfe)\xd3\xc6"
    b"\x8a<\xf3\x94\x9c\x1f7\xed\x19\x143\xe2{\x97\xe1\x1e7\xc0=1"
    b"~,\x04\xdasI\xce/\x01O\xedV\xdb\xdbB\xa3)\x9d\xff\xd1"
    b"\xc5\xcf\xc8\xb5\xe9]~vK\xea\xd3\xdf]\xce\xfc\xad\xfc[\x00\xfe"
    b'\x9d\x11\x9e\xcf\x13Gf\x87\xc4\xb3"`\xf1\x8a\xb4\xaf)\xc7\xdf\\'
    b"\xaf\xcd\xb3r\xac\x8e(vj\xbb\x7f\x1b\x1d\x07\xe5{[\x9e\xb30"
    b"\xf83?H\xc3\xc49y\xce/\xa4/-9\xc7u\x1f\x1f\x82\xf7"
    b"\xf6K}?\x06Z\xcfK}\x8f\x8c(\xad;r\xed+@\x03}"
    b"\xce\x85\x8cm\x8d\xef}H\xea;\x03Xpp\x88z\x1e\x96zN"
    b"\xc8\x9c\x8e\xaf\x1d\x02l\xb4\xe7\xf8\xf7\xc3r\xcfCB\xe7\xf8\xda\x11"
    b"\x831\x0b0?\x94\x06G\xe5>\xa5eK\xd6\xc9\x8a\x8cYK\xee"
    b"\xb3k\xd9^\x94\xe3\xe6\x8c\xdc\x9bU\x16+xd\xb1\xe2\x88\xcbb"
    b"%\x8f,V\xbe\x8f\xb2\xd8\xc4\x88\xcab\x95\x11\x97\xc5\xaa\x1eYl"
    b"\x92\xb2X\xaa,V\xf3\xc8b\xf5{ \x8bM\xddcYlz\xc4"
    b"e\xb1\x86G\x16\x9b\x19qY\xac\xe9\x91\xc5fwA\x16kyd"
    b"\xb1\xf6\x0ed\xb19\x8f,\xb6o\xc4e\xb1\xfd\x1eYl~\x07\xb2"
    b"X\xc7#\x8b\x1d\xd8\x81L\x87\xb2\xd8\xc1\x14Y\xeca\x8f,vh"
    b"\x00Y\xec\xb0G\x16;bd\xb1\xa3\x01YL\xf9\xa3$GQ\x8e"
    b".\xac\xb5\xda\xb7.\x9c\xb1Mz\xfd5S\xf74\xf0VL\xab\x92"
    b"\xa9{\x11\xca;\xcf3\xd0v\xb6hl\x89;\xe5#\xb41\xea3"
    b"_0\xcf.\x0b\xfdjr\xfd\x9c\x9c/\xc2\xb9)k\xbe\x96\xd9\x94"
    b"\xf3u9\x9f\x972\x1bP\xe6MSfM\xca\xbc\xeey\xd6\xbay"
    b"\xd6k\xc6\xee:+v\xd7\xf8\xb7W\xe0\xfe\x9b\x812/{\xdaz"
    b"\xd9\xb4\xe3\x0bBO\xbd\xe6+\xab\xf5=\x0be\xcf\xa5\x94]\x86\xb2"
    b"\xd7\r-\xaf\xc8\xf9\x86\xca\xcaPv3\xa5\xec\x01O\xbd\xd7\x8c\xec"
    b"\xf0\xa6\x94mx\xea\r\x95\xb5\xb6I\x95\xf7:2\xaf\x15\x03\x94g"
    b"\x90W\xd6M{\xde\x82\xb6\xda2\x9b\xa6\x8c\xb6\x13\xdbt\xd3\xd0X"
    b"\xb1m\xcb\xa3\xb3\xb4\x80G\xba \xf3\xc5\xd7.\x17\xee\x9e\xbf\x0ee"
    b"\x94\xa6Y\xd6\x8b\xa6\xcc\x17\xed\xcbUh\x0f\x8e\xf9\xd3\xd0\x97\xd7\r"
    b"Om\x98>i_\x1e\x059\xe2\xa2)\x8b\xf3\n\xeb\xba\x04\xf4\x9d"
    b"\x07\xcc\xc8{\xcd\x89\xff\xdf_\xe8\x8d\xcb\xf3C\xc8\xc6]3\xa6]"
    b"\x8e\xc5Pc\x11\xd7\xf5\xa2\\\xfbCt\xfc\x1e\xfc,\xa4\xeb\xf0t"
    b"\x8d\xf1\xed[\x06\xdfN\x92\xa6;\xa2i\xdb\xcc\xfd[\x1e\\y7"
    b"\xba\xe9V\xe1\xee\xefgs\xc4\x15b=\xb1\x9eXO\xba\x12\xebG"
    b"\x03\xebUW\xc6k\xd6\xae\x10\x97\xf9\x94\xf1\xa9\xa3<_\x07\x1bx"
    b"\xde\xfdX\x83zWs\xac\xf7\x15\xb1\xd7`_\x0b`;-\x0c\xc1"
    b"_\x9f\x03}n\xdd\xa3W\xa3^\xfb\x0c\x94\xdd2\xba\xdfu\xc3#"
    b"\x8f{x\xf2\\@'\xd6{\x8e\xc0=\xd7=\xfa;\xeas\xafC"
    b"|P\xd3\xcc\x8f\r\xa3\xe7n\x9a\xeb\xeb\x1e\xfdT\xfbu\xd2\xf0\xc9"
    b"4\xf9\x84|\x02|\xd2\x00\x1bz\x8c\xfd\x9fN\xc0~\xb576\xc4"
    b"~0/}{[\xfe\x8fi\xfa\xbd\x9c\xfd\x14]c'\xcf\xea\xb7"
    b"i\x82\xcf5\x14kg\xed\x93\xf3{\xdc>\xa9\xbc\xfav\xc0f\xb4"
    b"\x05~\x82)\x0fO\xfa\xca\xbe\x07<\x1a\x9a\x03\xeb`\x8bj\xca\xf5"
    b"\xb9\x84\xb5\x1e\xbf[\xde]7\xcf?\x0fu\xf9\xca\xf8\xea\n\xc9\x17"
    b"_\x03\x1f\xccyS\xe7\x96\xb1\xa7Y\x1b\xa6\xb6\xe7E\x98\x7f\xd7\x03"
    b"ul\x18\x1c\xb8*\xf7\x9c\x86{73\xde\xdb\x85{_\x0f\xf4s"
    b'\xc3\xd3.\x8b\x19i\xf7n\x9a{\xad\xed\x13\xf9\xaeB["\xf5K'
    b"\xea\x97\xa4+\xf5K\xda\x129f\xc4zb=\xe9J\xac\xdf3\xb6"
    b"\xc4Pl\x00mD\xb4\x11Y[\xb3OW\xb46h\xea\x81\x94\r"
    b"(\x1b\x90\xae\x94\r\xa8\x07r\xcc\x88\xf5\xc4zb=\xb1~\xf4\xf5"
    b"\xc0)\x88\x11\x18G_pc\x08_\xf0C{\xd0\x17\xec\xd3'-"
    b"\xaf[\xff\xa6\xf5!S\x87\xe3\xba\xceu\x9dt\xe5\xbaN\x1d\x8ec"
    b"F\xac'\xd6\x13\xeb\x89\xf5\xa3\xaf\xc3Mx\xe2\xbe}\xfa\x80\xfa\x7f"
    b"\xde0\xbe$\x8c\xe9\xcb\x9a/\xa2\n\xfe\xc3q\xd4\x1fkC\xe8\x8f"
    b"\x8b{T\x7f|\xc3\xf8\x14\xb7\xcc\xf75\xb7}\x8f<~\xb7\xb1\xb9"
    b"\xbe9\xdd\x11\xfd\x1a\xdbU6\xed\xb0\xb1\xbe\xe7\x03s\xd8\xfaB7"
    b"a>\xb4\x19\xafJ\xb9\x87r\x0f\xe9J\xb9\x87:.\xc7\x8cXO"
    b"\xac']\x89\xf5{>^\xf5\xa4cN+b=\xb1\x9et%\xd6"
    b"S\xae\xe7\x98\x11\xeb\x89\xf5\xa4+\xb1~\x9crZa^\xe9E\xd7"
    b"\xdb7\xe6r\xf4\x85\xd8\xb8\xc7\x0f\xa1N\x9f\xdf\xea\x8a\xf0\x8c\xf2\xcd"
    b"Sr\xfe\xb4\xf4\xb7\x06\xbf=#\xe7\xa7=\xf4Q\xde\xe3>;\xee"
    b"\xb3\xb31\xaa\xcc\xc7\xb4\xb7\xf31\xe1\xd8_0>\xd2\xab\x81\x98\xdb"
    b"\xaa\xe1\xaf\x1f\t\xbd\xbe\x01\xbf\xad\x1b~\xfd\x12\xe0\xe6u\xe3\xbb\xdd"
    b"\x82\xf9\x15*\xa3\xf5\x9c\xf1\x94Y3\xf5\x9cN(\xa3\xf5\x9cp\xdb"
    b"\xf3\xc9\xdb\xf6\x1cN(\xa3\xf5\xec\xf3\x94\xb1\xed\x99J(s\xc91"
    b"o\x11u\x08\xea\x10\xd4!\xa8C\xd0^D{\x11\xb1\x9eXO\xba"
    b"\x12\xeb\x99\xb7\x88\xf6\x94\x07-o\xd1I\xc7\\\xf9\xe4\x93\xe4\\\xf9"
    b"\xdc\xf7>\x1e\xfb\x16\xec~\x01\x9b\xd7\xfcZN\xfb\x19\xac\xed\x8e6"
    b"$\xea\x15\xd4+HW\xea\x15\xb4!q\xcc\x88\xf5\xc4zb=\xb1"
    b"~\xef\xec\x97\xb7>a\xda\x06h\x1b\xe0^\x13\xca\x02\x94\x05(\x0b"
    b"P\x16\xa0\xdeG\xbd\x8fXO\xac']\x89\xf5|\x7f:\xf5>\xbe"
    b"?\x9dz\x1fe\x01\xca\x02\xa4+e\x01\xea}\x1c3b=\xb1\x9e"
    b"XO\xac\x1f}\xbd\xafa\xe4\xf9\x19\xea}\xd4\xfb@\xef\xd3\xbaf"
    b"\xc74\x16\xb85D,\xf0\x91=\x1a\x0b\x1c\xc2\xbe\x8b\x8c\xe1\xa5\x9c"
    b"G9\x8ft\xa5\x9cG\x9d\x9ecF\xac'\xd6\x93\xae\xc4\xfa\xb1z"
    b"\xe7\x15\xf3;\x11\xeb\x89\xf5\xa4+\xb1\x9er=\xc7\x8cXO\xac'"
    b"]\x89\xf5{?\xbf\xd3\xbd\xc8\x07\xee\xcb\x1b4\xcc;t\xeb.\xfb"
    b";t\x99\x8bf\xbb\xff\xa9\xb3G\xfdO:\xf7/\x1b~\xa1\xdf\x89"
    b"2\x0be\x16\xd2\x952\x0b\xf5S\x8e\x19\xb1\x9eXO\xba\x12\xeb\xc7"
    b"#w\x8c\xae\x13|\xbf\x13cK-\x7fY\xdd=/~\xc0:_"
    b"\x13\xfc\xf8(\xc5n@\x1e%\x8f\xdeO\x1em\x83\x8dOm{\xe3"
    b"h\xef\xaa=@\xf1\xd66\xd7\xb2\xcd\xa9|\xc1m\xcf\xa1\x8c\xfc\xf9"
    b'd\xc0>Fl"61\xce\x87\xba5uk\xea\xd6\xd4\xadiG'
    b"\xa5\x1d\x95XO\xac']\x89\xf5|\x8f\x1b\xf5>\xbe\xc7\x8dz\x1f"
    b"e\x01\xca\x02\xa4+e\x01\xea}\x1c3b=\xb1\x9eXO\xac\x1f"
    b"}\xbdo\xca\xf9s+S\xef\xa3\xde\x87{Ef\xc646\xa0\x99"
    b"!6\xa0\x0e\xff\xc7\xf5\x17Ml\x80\xaf]\x18\x13\xd0\xf1\x94\xbb\xd7"
    b"1\x02m\xf0\xebwd\xac\xb0=[\x86'\xaf\x18\xde\xec\x02\x0e]"
    b"\x08\xf0\xef\x1a\xf8\x8a;\xd0\x7fK\x1b\xcb\xff\x9b\xa6\r\x17\xe0\xdc\x96"
    b"\xba\xaa\x85~\xfe\xebB\xfc\n\xce\x8b\x8d\x8c\xf3\xe5\xdfP\xc7\xdb\xce"
    b"\xff\xbe\xea\rs\xfd\xa6Y;\xfe\x01ul\xba\xe4\xfdi\xa1:\xfe"
    b"\x9a\xd0\x97\xf5\x01\xf1\xe8O\tu\x84\xf6\xcf\xe1\x18\xc4u\xfcN0"
    b"\xd5W\x87\x1dw\xbb\xfe^7tS\x1c\xfbut\xccy~\xf3\xe5"
    b"\x05\xb4}\xd6\xf6\xfeX\xea\xfa\x19\xb4\xef-S\xe7\x15\xe7\x7f\xbfx"
    b"Z\x9dW\x013\xb5\x8e7\xcd\xf9\x9cy\xd6\x1brO|\xfd\xa0\xcb"
    b"\xbeG1\xeb\xba\xf4\xc5\xe8x)\xc0\xcb\xd7<\xbc\x9d\xf4\xfb\xba\x19"
    b"O;\x16>9\xa7#c\x88\xf3\xf9\x07\x86\xbe\xd7\xcc\xf5$~U"
    b",Y\x1aB\x07z,A>\xc2\x98\x94\x7f\x17i\xa3\xa4\xdeJ\xbd"
    b"\x95t\xa5\xdeJ\x1b%\xc7\x8cXO\xac']\x89\xf5{\xc1F\xd9"
    b"\x14\xfa\xa8}\xedF\xc0\x96u\xd1\x85\xdf\x1b\xde\x05\x9b\xa3\xc6\xb6\xe4"
    b"\x9d\xa7f\t\xe2!b\xbe*\xd6z\xe5\xa8{p=\xe2zD\xba"
    b"r=\xa2\xee\xc11#\xd6\x13\xebIWb\xfd\xe8\xeb\x1e\xf47\xd2"
    b"\xdfH\x7f#\xfd\x8d\x83\xf8\x1b\x193\xc5\x98)]\xd7\xdf+'\xaf"
    b"\xeb\xb4\x05Q?\xa0~@\xbaR?\xa0-\x88cF\xac'\xd6\x13"
    b"\xeb\x89\xf5\xb4\x05\xd1\x16D[\x10mA\xb4\x05\xd1\x164\x1e\xb6\xa0"
    b"6\xec\xb7\x9a\x02\xbe\xe9\x08\xdd|2\xeaq\xd7\xdb\x87\x99\xf5\xbdU"
    b"\rx\x1e\xf7\xeb\xdd\xfd\xddA\x9b\xe3\x86}\xd3m\xdf\x9f\x17\xd3\xe9"
    b"\x90i\xe7n\xe4\\\xb6\xfb\xf0v\xb2\xffN\xf7\xd4U\x81\xb7\xce\x9b"
    b"\xb9\xd3\x85:\x94\x97gR\xe8\xae\xe3\xef\x93\xa9Zp-\x8e\xc3{"
    b"\xd9\xf5\xf6.\xc6\xed\xd8\x97#&i[\xe3\xf31\x8fl\xb6O\xae"
    b"\x17\xa0\x8cm\xab\xee\x83\\\x91\xfb\xa7\x0c\xffV\x0c\x9dj\xd0\x86\x8e"
    b"\xccA\x1c\x9b\xe7\x02\xed\xa8\x03\x8f\x86x\xb2)s\xffQ\xd7\xdb\x7f"
    b"y\xaf\xda\xa4{1\x93\xdaV\x84z\x95G0\x0fv\xcd\xf5\xefu"
    b"=/|\xd6\x15\xfez\xd2\xf9\xf3c\x87\xfeO\xca\x9b\x9d\xc4\xc76"
    b"G\xf5n\xef\xa1\xb5x\xb9\x16\x90S.y\xe6)\xb6\xad\x9cc\xdb"
    b"&rn[%\xc7\xb61\x97|o\x0e\x1d\x91\xff\x1bR\xfft\xc2"
    b"\x1cZ\x93\xbe\x9f\x97\xf1Z\x1bp>\xb9\x9c\xe6\xd6\xb0\xbc\x93\xf7\x9c"
    b"\xc3\xbd\xe9\xe3\xc6;\x13\x19x\xa7-\xff\xd7\xa5\xfe\x8a\xe1\x9dk2"
    b"6[\xae?\xa7@R\xbb-/X\x9dl\xcb\xe80\x83\xc6\xdc\xbf"
    b"\x1b\r\xdc\xadR\xbf,@\x1f'\xed\xde\xb4{\x93\xae\xb4{\xd3\xc7"
    b"\xc91#\xd6\x13\xeb\x89\xf5\xc4\xfa\xd1\xcf\x07Xr|\xff\x17\xfd\x19"
    b"\xc9\xef\xff\xb2\xd7*c\xaa\xafW3\xe8\xeb\xf3\xf2\xff!\xa9\x7f\xd2"
    b"\xe8\xeb\x9b\xc2\x0b\x1b\xa0\xbbw\x07\xb0\xe7$\xe9\xef6_\xdeF@"
    b"\xaf\xef:\xea\xe6\x94\xd7(\xaf\x91\xae\x94\xd7\xa8\x9bs\xcc\x88\xf5\xc4"
    b"z\xd2\x95XO\xdd\x9c\xba9\xdf\xcd\xcd9MY\x80\xb2\x00\xe9J"
    b"Y\x80z\x1f\xc7\x8cXO\xac'\xd6\x93\xa6\xa3\xfenn\xdc+\xb0"
    b"\x08z\x9as\xf9\xe76\xb6~\xbc,{\x0c5'r\xd6\xbdLS"
    b"\xae\xb7\x0fj\x1c}\x8b\x8d\x0c\xbeE\xdd\x8bq8\xb0\x17#\xd6\r"
    b"\xdf\x92q\x88\xe7H\xbc\xa7\xf2\xf2\x00\xfe\xc5,>\xc6\xb7\x9c\x7f\x7f"
    b"\xab\xee\xdf\xbcL_#\xe5\x10\xca!\xa4+\xe5\x10\xea\x9c\x1c3b"
    b"=\xb1\x9et%\xd6\xd3\xd7H_\xe3\x03\xe3k\x1c\xa5=\xe8\xf8\x8c"
    b"\xb3\xce\xecI/\xf5\xf3}\xdd\xa3\x03\xdb3uY\xca7\x94oH"
    b"W\xca7\xd4e9f\xc4zb=\xe9J\xac\x1f}]\x16s\x9d"
    b"\xe6\xa1\x03\xe6\xa5\xf3\xe4A\xb7\xb6\xf1\xd3\x86\xf4\x98\xd7\\\xff\xbbi"
    b"\xc7\xcd\x97:\x95\xc1\x97\xdau\xfd9\xb9\x1a\xc6\x97z]\xf4]\xdd"
    b"\xa3y\x0e\xfc\xa9\x9a\x9fkM~K\xf3\xad\xfa>I\xbeV\xab\xc3"
    b"\x87\xf2\x14[\x9fkR\xce\\\xf5\xc5\x8e\xe3\xb8\x97\\\xf6\\\xa0\x05"
    b"\xb9O\xf3U\xda\xf1hH\xcc\xc1~\xedO\xe5\x931\xee\x86\xc6\xb4"
    b"\t\xb85\xec\xfd6\xff\xe2\xb4\xb4\xd3\x1eq%+\xa62K\xcf\x15"
    b"\xf8\xee\xeb\xbf\xe6B\xd5\xb8\x91c\xae?\x07\xaa\xfe\xee\xed\xcf\xa1O"
    b"\xea\x9aM\xeaO\r\xd6\xbfW\x85\xd6\xf5\x00\xd6k\xee\xcee\xe1\xc9"
    b"\xb2|\xd7y\x8a\xbcUx\xf2\x0e;L\xca\x11\xb4\x01\xb9!bN"
    b"\x94\x8fj\x9e\xb9ji\xea\x1b3\xa5qq\x84i\xbc*\xb2\xa0\xd2"
    b"\xc8\x17G\xf4}\xb0\xf3\xe9\xfb\xcbg\x86\x90_\x8e\xc1\x9c\xea\xc7\x07"
    b"\xe7\x92\xf0!\x0f|\xb1\xba\x88\x1d\xabI\xf9_\xc7J\xb1\xe2\x18\x8c"
    b"\xbd\x8e\xd9\xbc\x19\xb3)\xe9S\xd5\xf5\xf2\xc0\x1f\x83q\xd0gN\x02"
    b"m_\x95\xf9\x1b\x1a\x9b\xa4y\xfa\xf9]jO1\xa1=\x1d\xc1e"
    b"\xc4\x97\x17\xeeC;\xda \xb3\xaa\xdc\xd42<\xd87wb\x9eL"
    b"Y\x945\x97\xee\x8c\xe9\xdf\x92\xf3\xe7\xd2}\xcc\xf5\xe7}o\xa7\xf0"
    b"T-\x85\xa7p\xee!_\xc7\x9f\x1d\xcd\x8b\xd5\xc1\xec\xe3\x0536"
    b"KFNx\xc5\xc8\t\x8bc\x80\x01\x1d\xa8O\xfb\x7f|\x08\xb9\xc3"
    b"\x97\xb3\x1b\xe5(+\x87,\xc2\xbdm\xe3[\xd3\\\xf0+f|\xca"
    b"\xe0\xb7P<\xceC_\x88\x9fu0E\x06\xcc\xebYm\xa3{L"
    b"@\xff+FG>\x0c\xf6\x88\xa4\\\xd6\xaa\x0f\x86\xd6\xe5\xa49\x8c"
    b"\xb9\xae\xdb\xa0\x97\x0fs?\xfa\xc1\xaaR\xb6\xe2\xc1\x81B\n\x0e\x1c"
    b"\x00,\xf0b\xd9\x00r\x80\x8e\xeb\xf3f\\_\x95\xb65=s\xef"
    b"\x93:Wg\x83\xb2\xc5\xbc\xeb\xcf\xe7^\x94c;f\xdd.\xbd\x13"
    b"\xfd}'\xa1}VW\xcf\xa3\xcfmC\xef2\xac\xe5\xf3\xb2v\x1d"
    b"\x97\xf2\x8a]Ys\xc9\x9f\x84ul\xc1\xc8\x9553?\xca\xd2\x8e"
    b"\xba\x07k+ \x97u\xa0\xce\xe3\xae?\x87\xf2\xa0u\x96L\x9d\xa1"
    b"u\xa8l\xf8o\xd1\xe0\xd28b\xfa\xca\x90\x98\xfe\xe5\x14\\$\xbd"
    b"\xfa\xd71\xfb^\x0b\xcb{\x13\xc0{\x0edI\xb4w,\xf8\xf0d"
    b"5\x9d&\xbew&L\xc2\x1c_\x0e\xc8;\x18\x9b\x8ev\x87,\xf3"
    b".I\x7fp0\xc7Zc6\xd7Z\xb0\xd6\xec\xf3\xc8Q\x88cY"
    b"t\xee\x92\x07\xcb}\xfc\xf3 \xd2u%\x07\xba\x86\xde?\x13\xf3\xf8"
    b"\x1c\xb4\xa1\x1c\x90\x13\x92\xfa\xa2r\x9d\xcf\xce\xa6k\x0f\xbe\xa7\x86\xf1"
    b"3\xf4\xa9\xd2\xa7J\xba\xd2\xa7\xca\xf8\x19\x8e\x19\xb1\x9eXO\xac'"
    b"\xd6\x8f\xfe^\x10\xbe\xff\x9a\xef\xbf\xe6\xfb\xaf\xf9\xfek\xe7\x06{\xff"
    b"5\xe6\x7f\xe0~1\xee\x17\xb3\xb6S_\x8c\xc3o\xc0\xb6\x17\xc7\xc8"
    b"|\x980\x9e\xd1\x0f\xb3I1@i>\xa6;\xbe\x91\xe3wT\x93"
    b"%9\xbc<q\xc8\xf5\xde\x85\xac\xed\x9c\x06~\xf0\xf1\xc9\x8b0\xf6"
    b"\xdf\x8d\x8e\xef\xd0\xdf\x97\x9b\xbf\xcf\xf7\x9e\xe7\xbc\xc6\xba`\xe4\x9d\xf8"
    b"\x19\x1f\x01_\x16\x07\xe1\xcb\xe2\x1d8\xea\x86b\xfd\xc8\x97\xe4\xcb\x9d"
    b'\xf0e)%\xee\xb0"\xcf\xea\xc0z\x85\xb2\xfa\xbd\xf2\xb9\xf9b{'
    b"\x07\xf1\xb1\xb5\xa5\xde\tO\xdf\x1c\xf4\x8d\xf1I\xbb\x17\x9fd\xe9^"
    b"\x03\xba\x7f\xdb\x13cK?\xdc\xce\xfcpm\x13\x17X\xbe\x8fq\x81"
    b"\x13\x81\xb8@\xdd\x9b\xdf0\xcf\x98\x04=\xb0.4X\x12\xdd\x00\xeb"
    b"\xad\xa6\xc4\xbbM\x8ea\xbc[\r\xe2\xdd\xeac\x14\xef6\x05\xf1n"
    b">9\xa3\x0e\xe3:\x9d\xb0v`\x1bj\x86\x1f\x1a\x1e\x1c\xaa\x02\x0e"
    b"\x9d6k[h\x1f\xcb^^\xe3\xf6\xc1\xf7<d\x9fv\x8a\xfeu"
    b"\xd5`\xfa1\xd7\xdb\x0bQ\xf2\xe0\x16\xc6\xadS~\xccG~\xc4="
    b"(\xca38_N\x02&`\x9b\xde\x8f\xfe\xf9\xc0\xc46\xad\x0e0"
    b"~\xab\xae\xb7\xbf\xa3{\x9f\xd6\x1d\xea#\xf7F\x1fQY$+o"
    b"\xdd\x16\x1f\x89\xd6y8\xa7v\xc6:\xecC\x9e\xb1\xd1\xb5'\xaf\xe7"
    b"\xd8\x98\xde?G\xc7/]\x7f\x9c\xfd\xc2\x00se\xc1\xf9\xf7\xa3\xed"
    b"x\x8e\xb8\xc1\xf6J.\xe74\xdf\xd4\x97\x9cJ\xdf\x88 \xe5\xee\x1d"
    b"\xfd\xd4\xa5\x8d\xe3\xe3f\x1c\xf3\xac_m\x17y\xd5\x87u\xaa\xcc\x9b"
    b"uN\xc42\xd4\x19\x90\x8dC:@Y\xda\xe7\xc3\x87\xb4}\x8cI"
    b"z\xc5\x01h\xef :H\xd5\xedl_c\xcd\xf5\xc7\xd7\x87\xf6\n"
    b"Z\xfa\xd92\xe3\xa2#\x86\xe4\xa8\x96G\x96,\x18\x9a\x9c\x92\xf3\xe3"
    b"f\x8c\n;\xd41}z\xeb2\xe0\\V\x9e\x99\x00{\xc2c\x81"
    b"\xbe\xa8\xaf\xe0%\xa0Oe\xc8\xfeWA\x17\xcc\xda\xff\x9a\xf3\xef\x07"
    b"\xd1\xfb\xed}\xad\x9496*\xf36\xcb~\xe4$\xd9~\xce%\xec"
    b"9L\xb1Y\xa3=|\tt\xf9S&.&^\x1f\x8f\xba{\xbf"
    b"o\xd6\x87WJ\x07\x8dA\x1et\xad\x1e\x95}\x99>;\x11\xe6\x05"
    b"(\x80>\xacy\x01NJ\xb9\x05SwH?n\x99\xb6\xef4\xe7"
    b"b!\xf0\x8ca\xf1,\xb4\xa7>\xcf<.\xcb\x19\xe7\xa4\xdd\x13\x9d"
    b"\x84\x85Y10\xab\x9dW\xe9\xa3\xf7\x94\xe4>\xd5G\x9e\x90\xf8\x16"
    b"\xe4\x83' \xee%m\xdc\x07\xd1_|m(\x81N\xf4\x82\x01\x15"
    b"\xcb\xd3\r\x88\x11X\x00,X\r\xf87\xac=$4\xdf\xfew\xfb"
    b"\xce\xe7_\xd1\xf1nZ\xdbm\xdd\x87\x13\xea.\x9cH\xcf\xf7\xa22"
    b"\xf1Q#\x13\x9f\x96zO\x8b,\x1b\xb2\xb7\xe5\xf1\xfc\x07\xa1\x7f1"
    b'\xdf<2"\x98\x1d\xafA\x07\x8bw\xe7(\xda`\xc6\xc5/\xa2\xeb'
    b"\xef?\x0b\xbd>\x96A\xb6\x1f\x87>N\xa8\xcf\xbfpW\xde\xc5}"
    b"\xea\xa3\x90\xbb\xa5\x05v\xab8V\xff\xf3C\xca\xcb{}\xddSy"
    b"\xffN|o\xe1.\xde\xa8\x8f\xa5\n\xbc\x91\xf7Z\xa71P\xc3\xf0"
    b"\xb9\xf5\x9f\xc4\xd7f\nwc\xc3\xd4ORM\x90\xad\x9f\x82\xdfV"
    b"\xe0\xac{\xd4k0\xae\xf6\xdc\x14?r\xcd\xf5\xc7\xac\x9f\x02\x1fs"
    b"S\xfcd5\xb8\x86en\x99X\xb0m\xf4\xfb\xac\xfb\x8f\xa8\x07g"
    b"B\xfc\x8e4h\xc8\xb5\xbf\xb8\x1e\x9e\xcc\xc0\xb3\xc7\x01O\x9ar\xfc"
    b"\n\xfa8\x0b\xb2\xf18\xf4Q\xfb\x19\xfbm\xbf.\xdf\xdb \xc3\xdd"
    b"o\xbf\xc2\xa3n\xf4\xf2o!\xfd\xe6\xe4\x9a\xf6\xad%uT\xc0\x1e"
    b"\xb2?E\xc7-\x18\x1d7\x8d\x0f\xee\x07\xdfh\x7f|6\x8ab\xc0"
    b"\x1fs\xc7\xf6QJ\x8e\x8f\xb2c`q3\x89f\x85\x0c6\x90\xac"
    b"6\x93\x90-f\x90\xdcU\xae4XLX\x12\x0f\xa4\xcd\xaf\xfb1"
    b"\x1f\xd3\xf2\xae-\x81\x8e\xb8\x04r=\xe3\xbdv?\x1f\x15\xc6\xf4["
    b"\x9d\xbef\xec\ng=:\xfdY\xb7=\x9f)c\xff\x19\xfb\xef\x0c"
    b"\x7f\xf9r\xea\xa0\x8d0\x0f;d\xc9m\xcf}\x9c\x86=g\r/"
    b"k\x8c\x11\xca\t*\xb76\xa0M\xad\x9b\xae\x1c\xb2WL\x02\xfe\xc7"
    b"\xf4xX\xfc\xdd\x03\xc78\x94\x07\xf3o\xfbd\x0b\xc5\x85+\x067"
    b"\xc7\xa5o:\xae\xe3\xd0\x97v\n\x9f\x96`\xfd|\x15\xf8T\xe3X"
    b"\x92|;i\xf1,-\xb3.\x1e\xf0\xcc\xc7\x9d\xc4\xb7\xa0\xed\xa8."
    b"\xfdR\xdbQ\xc9\xd8]\x06\xcd\xcf\xfa}\xa0\xc18\xd8\x9el\x7fK"
    b"c\xde\xdf\xaa\xeb\xc5\x19\xab\r\x03\xe3S\x07\xcd\xc1\x8a\xf7[Z\xea"
    b":2'\xf7O\xc83\xeb \xb4\x07\x85w\x97\x9cK\xbf\x1b\x90u"
    b"\x98\xdb\x88\xf9.\x98\xef\x82tM\xd3\xf9\x98\xef\x82\xb9\x8d\x88\xf5\xc4"
    b"zb=\xb1\x9e4\x1d\x8d\xdcF6oI^6@\xb4G\xe5\xf5"
    b"\x9e\xe4r\x8e\xb62\xdf\x1e\xb4*\xf8*jF\xef\xd3\xfdl\xd3\x86"
    b"6\x0b\xbb\x19\x87\xe3\xb2\xc5\x1f.\xc38\x0e\xd3\x96P\x9fg\x02\xe3"
    b"\xfa\xbc\xdb\xbe\x7f7)\xbf\xbc\xddg\x9b\xe4+\x1a\x84\xfe\xd6\x06\x84"
    b"x\x92%G}<g\xfe.6u\x8ca\xf2aK\x8cmO\x9a"
    b"\x18\x8e\xd0\xb3,\xaf\xd8\\S\x17\x8d\xad{\xd3<\xd7\xbe\xf3\xec\x92"
    b"\xf1\x11\x953\xf6u\xc2\xf5\xbf\xc7\x05mT\xef\x0bf\xb6\xc0gY"
    b"5\xe3\xfc\x13){\x02~\xbbe\xd6\xd1\xa3\xa18\x89\xd9t\x7f\xe6"
    b",\xd80nJ{'an\xf9\xf8\xd1\xf7N\x8a\xa6`\xca\x9c\xeb"
    b"\xdfc}\xc3\xd0\xf9B\xc0\x7fp\xc9\xc4\xda|\r|\xfe\xf5\x8c4"
    b"\xd7\x98\x97\x17\xc5w\xa11/\xe8\xcbkK\x9d3\xa6N]\xe3\x1e"
    b"\x11\x8c=%s\xdcG\x03\xa4]\x96\xf7<\xf8bS\xe6\xa0\xbf3"
    b")\xfd\xb5\xd8\xd0t\xc9y:\xd4\xc6W\x19A\x0c\xcd\xba_\xdb\xe6"
    b'\xff\xd7>\xee\x87>\xba\x0c\x18\xd1\x81 "\xc5\xb7\x86\xc1\xa0s\xc6'
    b"\x07\x85k\xa5\xeeS\xd0\xfd\x05o\x1a\xd9e\xd3\xd45h\x9ds."
    b"\x9c\xd7o\xd0:\xac\x1c\x13\x9a{v\xed\xbf\x11\xf0\xbd]t\xdb\xf7"
    b"\xf3\xfa\xea\xb9ah\xb1l\xeeW\xd9\xe3\r\xf8\xdd\x8eg\xdb\xc3\xb3"
    b"\xe7\x02\xb4\xb4\xb9\x00\xcf\x9b1\xb0\xb9\x017M?\x8e\xbb\xe1\xdf\xb5"
    b"\x12\xda?\xe1\xcb\xb7\x80\xe5q\xff\xd5A\xf0\x99\xab\xef\x1b\xd7\xfd\xa4"
    b":t=\xc0w\x02\xfd\x1f\xd2\x13\x7f\x14"
)
