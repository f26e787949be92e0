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
    ('= [@"!a]', 0, 32, 28, 0, {}),
    ("[ !#-\\[\\]-~]*", 0, 32, 23, 0, {}),
    ("[ \\t\\r\\n\\0]*+(?://[^\\n]*+[ \\t\\r\\n\\0]*+)*+", 0, 32, 56, 0, {}),
    (
        (
            "[ \\t\\r\\n\\0]*+(?://[^\\n]*+[ \\t\\r\\n\\0]*+)*+(?:(?P<pu"
            "nct>->|::|\\.\\.\\.|\\{-#|#-\\}|[()\\[\\]{}<>=:,?*+\\-|])|"
            "(?P<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)|(?P<percent>%(?"
            ":[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<caret"
            ">\\^(?:[0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<"
            'string>"[^"\\\\\\n\\v\\f]*+(?:\\\\[^\\n][^"\\\\\\n\\v\\f]*+)*+"'
            ")|(?P<float>[0-9]+\\.[0-9]*(?:[eE][-+]?[0-9]+)?)|(?"
            "P<integer>0x[0-9a-fA-F]+|[0-9]+)|(?P<hash>#(?:[0-9"
            "]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<bang>!(?:["
            "0-9]+|[a-zA-Z_$.\\-][a-zA-Z0-9_$.\\-]*))|(?P<at>@(?:"
            '[a-zA-Z_][a-zA-Z0-9_$.]*|"[^"\\\\\\n\\v\\f]*+(?:\\\\[^\\n]'
            '[^"\\\\\\n\\v\\f]*+)*+"))|(?P<eof>\\Z))'
        ),
        256,
        256,
        660,
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
    b"x\xda\xed]\xcdo\\\xd7u\xbf\xf3\xc1\x19\xce\x90\xc3\xe1\x0c)R"
    b"\x96\xf51\xa4L\x85\xaa)J\xb2UAfd\x85-b\x14M\xea"
    b"\xa6E\x0b\xf7CvZR\x92-\x154\xa9\x8a\x94\xac8\x90\r\x04"
    b"\r\xba\xea\xa2\x9b\xa6\x9b\xac\n\xb4\xd9\xa4hw]\xe5_\xe8\xa6\xc8"
    b"\xaa\x8b\xfe\x07A\x80\xa2]\x14\x88:O<\xc7\xfc\xcd\xe1\xbd\xefc"
    b"\xf8H\rG\xbf\x01\x1e\x1f\xe7\xcd{\xf7\xe3\xdcs\x7f\xf7|\xdd\xf3"
    b"&\x9cs\xa3\xdd\xa3\xd0=\xca\xdd\xe3y\xf7S\x90\xef\xfa\x99\x94s"
    b"K\xce\x8d\xeeQ\x95\xeb[\xddc\xa6{<\xea\x1e\xdbp_A\xce"
    b"\xc5\xeeq\xb2{\xd4\xe5ZT~\xf4\xfc\x88<w\xa5{\xbc#\xcf"
    b"\xe93%)[\xdb1!m\xd3OT\xc6l\xf7\xbc\x00\xdf\xa3\xf6"
    b"LK]\x93\xa6\xae\xb1\xeeQ\x8bn\xbc\xd0\xdb/\xdf'\xfa\xbd)"
    b"u\x8eKY_\x97r+P\xdf4\xf4\xa9)\xfd\x8c>m\xa1M"
    b"\x13\xe8\x15\x95\xf1}\xe9\xc3\x08\\\xabC\x9f\xb5\x9c\xeb\xdd\x82\xa6\x80"
    b"v=\xed\x8f>\xb3\xeea\xf7\xefb\xf7\xb8\xe1k\xbf\xd2/*\xeb"
    b"|\xb7\x80Kr\xad,u.H\xfb&\xe4\xfb|\xa0o\xf3\xd2&"
    b"\xbd\xa7)\xe3\x95H\xe3\xe8\xb7?\x7f^\xfa\xd5\xf3\xe7\x7f\xfd\xab\xdd"
    b"a\t\xd2\xb8\x08m\x1e\x91k\xff\xd3\xfd\xf1=\xb9V\xf1\xf5\xbf\xfb"
    b"\x89+\xfb$\xf0\xab\xafmn5\xb9m-\xa1Q\xd4\xa6\x8e\\\xaf"
    b"J\xff\x93\xcaO\xd3\xf7\xe8\xf9\x15\xe9\xaf\xd6\x83t.\x1a:\xfdk"
    b"ao\x1cG\xe5\xde+r~j\xdaT\x08\xd0\xcc\xbdS\x8e\xe5\xf9"
    b"\xa41\xed^-}\xd1\xfd\xfbEL\x19-\xb9?j\xf3_u/"
    b"\xfc\xae\\\xabK\xf9c\xa6\x8d\x15\xa9\xf3\x92\x9c\xdf4\xedI\x8b\x19"
    b"\xd1\xb3\xcb\xf0\x8cK\xf1L\x84\x1fs\x81\xf6\xdc\x93\xf3{\xc0S\x87"
    b"\xd5\xf6\xb6\xd0hL\xe7\x7f\xf7\xe2\xaf\xcb\xb5\xf1C\xae\xbb%\xe5\xe9"
    b"\xef.g\xfeV\xfe-\x00\xffN\x08\xcf\xe7\x89#\x93}\xe2Y\x11"
    b"\xb0xE\xda\xd7\x94\xe3?\xdc^\x9b'\xe5X\x1dP\xec\xd4v\xff"
    b"S\xf78%\xdf\xdbR\xcf\\\xfa:\x7f\x94\x84\x89SR\xcf\xdfH"
    b"_Zr\x8e\xca>\xdf\x07\xef\x9d\x90\xf2\xbe\x07\xb4\x9e\x91\xf2\xde\x18"
    b"PZ\xcf\xca\xb5\xdf\x01\x1ah=w2\xb65z\xf65)\xef\x06"
    b"`\xc1\xa9>\xcay]\xca\xb9 s:\xbav\x1a\xb0\xd1\x9e\xa3\xdf"
    b"\xcf\xc83\xaf\t\x9d\xa3kg\r\xc6\xcc\xc1\xfcP\x1a\x9c\x93\xe7\x94"
    b"\x96-Y'+2f-y\xce\xaee\xc7Q\x8e\x9b2roV"
    b"Y\xac\xe0\x91\xc5\x8a\x03.\x8b\x95<\xb2X\xf9%\xcab#\x03*"
    b"\x8bU\x06\\\x16\xabzd\xb1Q\xcab\x89\xb2X\xcd#\x8b\xd5\x8f"
    b"@\x16\x1b;bYl|\xc0e\xb1\x86G\x16\x9b\x18pY\xac\xe9"
    b"\x91\xc5&\x0fA\x16kyd\xb1\xf6\x01d\xb1)\x8f,6=\xe0"
    b"\xb2\xd8\t\x8f,6s\x00Yl\xd6#\x8b\x9d<\x80L\x87\xb2\xd8"
    b"\xa9\x04Y\xecu\x8f,v:\x85,v\xc6#\x8b\x9d5\xb2\xd8\xb9"
    b"\x80,\xa6\xfcQ\x92\xa3(G\x07\xd6Z\xed[\x07\xce\xd8&\xbd\xfe"
    b"\x91){\x1cx+\xa2U\xc9\x94\xbd\x00\xf7;O\x1dh;[0"
    b"\xb6\xc4\x83\xf2\x11\xda\x18\xb5\xcewM\xdde\xa1_M\xae\xaf\xc9\xf9"
    b".\x9c\x9b\xb2\xe6\xeb=\xdbr~,\xe7u\xb9g\x0b\xee\xf9\xd4\xdc"
    b"\xb3!\xf7|\xec\xa9k\xd3\xd4\xf5\x91\xb1\xbbN\x8a\xdd5\xfa\xed\x03"
    b"x\xfei\xe0\x9e\xf7=m\xbdo\xda\xf1M\xa1\xa7^\xf3\xdd\xab\xe5"
    b"\xbd\x03\xf7\xae%\xdc\xbb\x0c\xf7>6\xb4| \xe7'*+\xc3\xbd"
    b"\xdb\t\xf7\x9e\xf4\x94\xfb\xc8\xc8\x0e\x9f\xca\xbd\rO\xb9\xa1{\xadm"
    b"R\xe5\xbdY\x99\xd7\x8a\x01\xca3\xc8+\x9b\xa6=\x9fA[\xed="
    b"\xdb\xe6\x1em'\xb6\xe9\xa9\xa1\xb1b\xdb\x8eGgi\x01\x8ft@"
    b"\xe6\x8b\xae\xdd/\xec\x9e\x7f\x0f\xeeQ\x9afY/\x9a2_\xb4/"
    b"\x0f\xa1=8\xe6\xd7\xa0/\x1f\x1b\x9e\xda2}\xd2\xbe|\r\xe4\x88"
    b"\xbb\xe6^\x9cWX\xd6=\xa0\xef\x0c`F\xdekN\xf4\xff\x89\xc2"
    b"\xde\xb8\xdc\xecC6\xee\x981\xedp,\xfa\x1a\x8b\xa8\xac[r\xed"
    b"_\xba\xc7?\x83\x9f\x85t\xed\x9f\xae\x11\xbe\xfd\xa1\xc1\xb7%\xd2\xf4"
    b"@4m\x9b\xb9\xff\xcc\x83+_v\x1fzV\xd8\xfd\xfdv\x8e\xb8"
    b"B\xac'\xd6\x13\xebIWb\xfd``\xbd\xea\xcax\xcd\xda\x15\xa2"
    b"{~\xcd\xf8\xd4Q\x9e\xaf\x83\r<\xef~l@\xb9\xab9\x96\xfb"
    b"\x81\xd8k\xb0\xaf\x05\xb0\x9d\x16\xfa\xe0\xaf\xdf\x00}n\xd3\xa3W\xa3"
    b"^{\x1d\xee\xdd1\xba\xdfc\xc3#ozxr-\xa0\x13\xeb3"
    b"g\xe1\x99\xc7\x1e\xfd\x1d\xf5\xb9\x8f!>\xa8i\xe6\xc7\x96\xd1s\xb7"
    b"\xcd\xf5M\x8f~\xaa\xfdZ2|2N>!\x9f\x00\x9f4\xc0\x86"
    b"\x1ea\xff[1\xd8\xaf\xf6\xc6\x86\xd8\x0ff\xa4o\x9f\xcb\xff\x11M"
    b"\xff4g?E\xc7\xd8\xc9\xb3\xfam\x9a\xe0s\r\xc5\xdaY\xfb\xe4"
    b"\xcc1\xb7O*\xaf~\x1e\xb0\x19\xed\x80\x9f`\xcc\xc3\x93\xbe{\x7f"
    b"\x00<\x1a\x9a\x03\x9b`\x8bj\xca\xf5\xa9\x98\xb5\x1e\xbf[\xde\xdd4"
    b"\xf5\xafCY\xbe{|e\x85\xe4\x8b\xef\x80\x0ff\xdd\x94\xb9c\xec"
    b"i\xd6\x86\xa9\xed\xb9\x05\xf3\xefq\xa0\x8c-\x83\x03\x0f\xe5\x99\xcb\xf0"
    b"\xecv\xc6g;\xf0\xec\xc7\x81~ny\xdae1#\xe9\xd9m\xf3"
    b'\xac\xb5}"\xdfUhK\xa4~I\xfd\x92t\xa5~I["\xc7'
    b"\x8cXO\xac']\x89\xf5\xc7\xc6\x96\x18\x8a\r\xa0\x8d\x886\"k"
    b"k\xf6\xe9\x8a\xd6\x06M=\x90\xb2\x01e\x03\xd2\x95\xb2\x01\xf5@\x8e"
    b"\x19\xb1\x9eXO\xac'\xd6\x0f\xbe\x1e8\x061\x02\xc3\xe8\x0bn\xf4"
    b"\xe1\x0b~\xed\x18\xfa\x82}\xfa\xa4\xe5u\xeb\xdf\xb4>d\xeap\\"
    b"\xd7\xb9\xae\x93\xae\\\xd7\xa9\xc3q\xcc\x88\xf5\xc4zb=\xb1~\xf0"
    b"u\xb8\x11O\xdc\xb7O\x1fP\xff\xcf'\xc6\x97\x841}Y\xf3E"
    b"T\xc1\x7f8\x8c\xfac\xad\x0f\xfdq\xe1\x98\xea\x8f\x9f\x18\x9f\xe2\x8e"
    b"\xf9\xbe\xe1\xf6\xef\x91\xc7\xef66\xd77\xa7gE\xbf\xc6v\x95M"
    b";l\xac\xefz`\x0e[_\xe86\xcc\x876\xe3U)\xf7P\xee"
    b"!])\xf7P\xc7\xe5\x98\x11\xeb\x89\xf5\xa4+\xb1\xfe\xd8\xc7\xab."
    b'9\xe6\xb4"\xd6\x13\xebIWb=\xe5z\x8e\x19\xb1\x9eXO\xba'
    b"\x12\xeb\x87)\xa7\x15\xe6\x95^p{\xfb\xc6\\\x8e\xbe\x10\x1b\xf7\xf8"
    b"c(\xd3\xe7\xb7z <\xa3|\xf3\xb6\x9c\xdf\x92\xfe\xd6\xe0\xb7\xeb"
    b"r\xbe\xe6\xa1\x8f\xf2\x1e\xf7\xd9q\x9f\x9d\x8dQe>\xa6\xe3\x9d\x8f"
    b"\t\xc7\xfe\x8e\xf1\x91>\x0c\xc4\xdcV\r\x7f\xfd\xa5\xd0\xeb\xf7\xe1\xb7"
    b"M\xc3\xaf\xdf\x02\xdc|l|\xb7;0\xbfB\xf7h97<\xf7"
    b"l\x98r.\xc7\xdc\xa3\xe5\\p\xfb\xf3\xc9\xdb\xf6\x9c\x89\xb9G\xcb"
    b"\x99\xf6\xdcc\xdb3\x16s\xcf=\xc7\xbcE\xd4!\xa8CP\x87\xa0"
    b'\x0eA{\x11\xedE\xc4zb=\xe9J\xacg\xde"\xdaS^\xb5'
    b"\xbcEK\x8e\xb9\xf2\xc9'\xf1\xb9\xf2\xb9\xef}8\xf6-\xd8\xfd\x02"
    b"6\xaf\xf9\xa3\x9c\xf63X\xdb\x1dmH\xd4+\xa8W\x90\xae\xd4+"
    b"hC\xe2\x98\x11\xeb\x89\xf5\xc4zb\xfd\xf1\xd9/o}\xc2\xb4\r"
    b"\xd06\xc0\xbd&\x94\x05(\x0bP\x16\xa0,@\xbd\x8fz\x1f\xb1\x9e"
    b"XO\xba\x12\xeb\xf9\xfet\xea}|\x7f:\xf5>\xca\x02\x94\x05H"
    b"W\xca\x02\xd4\xfb8f\xc4zb=\xb1\x9eX?\xf8z_\xc3\xc8"
    b"\xf3\x13\xd4\xfb\xa8\xf7\x81\xde\xa7eM\x0ei,p\xab\x8fX\xe0\xb3"
    b"\xc74\x168\x84}w\x19\xc3K9\x8fr\x1e\xe9J9\x8f:="
    b"\xc7\x8cXO\xac']\x89\xf5C\xf5\xce+\xe6w\"\xd6\x13\xebI"
    b"Wb=\xe5z\x8e\x19\xb1\x9eXO\xba\x12\xeb\x8f\x7f~\xa7\xa3\xc8"
    b"\x07\xee\xcb\x1b\xd4\xcf;t\xeb.\xfb;t\x99\x8bf\xbf\xffi\xf6"
    b"\x98\xfa\x9ft\xee\xdf7\xfcB\xbf\x13e\x16\xca,\xa4+e\x16\xea"
    b"\xa7\x1c3b=\xb1\x9et%\xd6\x0fG\xee\x18]'\xf8~'\xc6"
    b"\x96Z\xfe\xb2\xba{^\xfc\x80e~$\xf8\xf1\x93\x04\xbb\x01y\x94"
    b"<\xfa2y\xb4\r6>\xb5\xed\r\xa3\xbd\xab\xf6\n\xc5[\xdb\\"
    b"\xcb6\xa7\xf2\x1d\xb7?\x872\xf2\xe7\xd5\x80}\x8c\xd8Dlb\x9c"
    b"\x0fuk\xea\xd6\xd4\xad\xa9[\xd3\x8eJ;*\xb1\x9eXO\xba\x12"
    b"\xeb\xf9\x1e7\xea}|\x8f\x1b\xf5>\xca\x02\x94\x05HW\xca\x02\xd4"
    b"\xfb8f\xc4zb=\xb1\x9eX?\xf8z\xdf\x98\xf3\xe7V\xa6\xde"
    b"G\xbd\x0f\xf7\x8aL\x0cil@3Cl@\x1d\xfe\x8f\xca/\x9a"
    b"\xd8\x00_\xbb0&`\xd6s\xdfQ\xc7\x08\xb4\xc1\xaf?+c\x85"
    b"\xed\xd91<\xf9\xc0\xf0f\x07p\xe8N\x80\x7f7\xc0W<\x0b\xfd"
    b"\xb7\xb4\xb1\xfc\xbfm\xdap\x07\xcem)\xabZ\xe8\xe5\xbf\x0e\xc4\xaf"
    b"\xe0\xbc\xd8\xca8_~\te|\xee\xfc\xef\xab\xde2\xd7\x9f\x9a\xb5"
    b"\xe3\xbf\xa0\x8cm\x17\xbf?-T\xc6\xbf\xc7\xf4e3%\x1e\xfd,"
    b"\xa6\x8c\xd0\xfe9\x1c\x83\xa8\x8c\x9f\n\xa6\xfa\xca\xb0\xe3n\xd7\xdf\xc7"
    b"\x86n\x8ac\x7f\xdf=\xa6<\xbf\xf9\xf2\x02\xda>k{\xbf'e"
    b"\xfd\x10\xda\xf7\x99)\xf3\x81\xf3\xbf_<\xa9\xcc\x87\x80\x99Z\xc6\xa7"
    b"\xe6\xbcf\xea\xfaD\x9e\x89\xae\x9fr\xd9\xf7(f]\x97~\xab{"
    b"\xbc\x17\xe0\xe5G\x1e\xde\x8e\xfb}\xd3\x8c\xa7\x1d\x0b\x9f\x9c3+c"
    b"\x88\xf3\xf9\xcf\x0c}\x1f\x99\xebq\xfc\xaaX\xb2\xd8\x87\x0et1F"
    b">\xc2\x98\x94_\x16i\xa3\xa4\xdeJ\xbd\x95t\xa5\xdeJ\x1b%\xc7"
    b"\x8cXO\xac']\x89\xf5\xc7\xc1F\xd9\x14\xfa\xa8}\xedI\xc0\x96"
    b'u\xd7\x85\xdf\x1b\xde\x01\x9b\xa3\xc6\xb6\xe4\x9d\xa7f\x11\xe2!"\xbe'
    b"*\xd6\xf6\xee\xa3\xee\xc1\xf5\x88\xeb\x11\xe9\xca\xf5\x88\xba\x07\xc7\x8cX"
    b"O\xac']\x89\xf5\x83\xaf{\xd0\xdfH\x7f#\xfd\x8d\xf47\xa6\xf1"
    b"72f\x8a1S\xba\xae\xff\xa0\x1c\xbf\xae\xd3\x16D\xfd\x80\xfa\x01"
    b"\xe9J\xfd\x80\xb6 \x8e\x19\xb1\x9eXO\xac'\xd6\xd3\x16D[\x10"
    b"mA\xb4\x05\xd1\x16D[\xd0p\xd8\x82\xda\xb0\xdfj\x0c\xf8fV"
    b"\xe8\xe6\x93Q\xcf\xbb\xbd}\x98Y\xdf[\xd5\x80\xfa\xb8_o\xf7w"
    b"\x07m\x8e\x1a\xf6\x07n\xff\xfe\xbc\x88N\xa7M;\x0f#\xe7\xb2\xdd"
    b"\x87w\x90\xfdw\xba\xa7\xae\n\xbc\xb5n\xe6N\x07\xcaP^\x9eH"
    b"\xa0\xbb\x8e\xbfO\xa6j\xc1\xb5(\x0e\xef}\xb7\xb7w1j\xc7t"
    b"\x8e\x98\xa4m\x8d\xce\xf3\x1e\xd9lZ\xae\x17\xe0\x1e\xdbV\xdd\x07\xb9"
    b'"\xcf\x8f\x19\xfe\xad\x18:\xd5\xa0\r\xb32\x07ql\xbe\x1ehG'
    b"\x1dx4\xc4\x93M\x99\xfb_s{\xfb/\x8f\xaaM\xba\x173\xae"
    b"mE(Wy\x04\xf3`\xd7\\\xef^\xd7u\xe1\xb3\x8e\xf0\xd7U"
    b"\xe7\xcf\x8f\x1d\xfa?.ov\x1c\x1f\xdb\x1c\xd5\x87\xbd\x87\xd6\xe2\xe5"
    b"F@N\xb9\xe7\x99\xa7\xd8\xb6r\x8em\x1b\xc9\xb9m\x95\x1c\xdb\xc6"
    b"\\\xf2{s\xe8\xac\xfc\xdf\x90\xf2\xc7c\xe6\xd0\x86\xf4}]\xc6k"
    b"#\xe5|r9\xcd\xad~y'\xef9\x87{\xd3\x87\x8dwF2"
    b"\xf0N[\xfe\xafK\xf9\x15\xc3;\x8fdlv\\oN\x81\xb8v"
    b"[^\xb0:\xd9\x8e\xd1a\xd2\xc6\xdc\x7f\xd9\x1d\xb8g\xa5^Y\x80"
    b">N\xda\xbdi\xf7&]i\xf7\xa6\x8f\x93cF\xac'\xd6\x13\xeb"
    b"\x89\xf5\x83\x9f\x0f\xb0\xe4\xf8\xfe/\xfa3\xe2\xdf\xffe\xafU\x86T"
    b"_\xaff\xd0\xd7g\xe4\xff\xd3R\xfe\xa8\xd1\xd7\xb7\x85\x17\xb6@w"
    b"\xef\xa4\xb0\xe7\xc4\xe9\xef6_\xdeV@\xaf\xef8\xea\xe6\x94\xd7("
    b"\xaf\x91\xae\x94\xd7\xa8\x9bs\xcc\x88\xf5\xc4z\xd2\x95XO\xdd\x9c\xba"
    b"9\xdf\xcd\xcd9MY\x80\xb2\x00\xe9JY\x80z\x1f\xc7\x8cXO"
    b"\xac'\xd6\x93\xa6\x83\xfenn\xdc+\xb0\x00z\x9as\xf9\xe76\xb6"
    b"~\xbc,{\x0c5'r\xd6\xbdLcno\x1f\xd40\xfa\x16\x1b"
    b"\x19|\x8b\xba\x17\xe3L`/F\xa4\x1b~&\xe3\x10\xcd\x91hO"
    b"\xe5\xfd\x14\xfe\xc5,>\xc6\xcf\x9c\x7f\x7f\xab\xee\xdf\xbcO_#\xe5"
    b"\x10\xca!\xa4+\xe5\x10\xea\x9c\x1c3b=\xb1\x9et%\xd6\xd3\xd7"
    b"H_\xe3+\xe3k\x1c\xa4=\xe8X\xc7mg\xf6\xa4\x97z\xf9\xbe"
    b"\xee\xd1\x81\xed\x99\xba,\xe5\x1b\xca7\xa4+\xe5\x1b\xea\xb2\x1c3b"
    b"=\xb1\x9et%\xd6\x0f\xbe.\x8b\xb9N\xf3\xd0\x01\xf3\xd2y\xf2\xa0"
    b"[\xdb\xf8iCz\xccG\xae\xf7\xdd\xb4\xc3\xe6K\x1d\xcb\xe0K\xed"
    b"\xb8\xde\x9c\\\r\xe3K},\xfa\xae\xee\xd1\\\x03\x7f\xaa\xe6\xe7\xda"
    b"\x90\xdf\x92|\xab\xbeO\x9c\xaf\xd5\xea\xf0\xa1<\xc5\xd6\xe7\x1a\x973"
    b"W}\xb1\xc38\xee%\x97=\x17hA\x9e\xd3|\x95v<\x1a\x12"
    b"spB\xfbS\xf9j\x8c;\xa11m\x02n\xf5\xfb\xbc\xcd\xbf8"
    b".\xed\xb4GT\xc8\x8a)\xcc\xd2s\x05\xbe\xfb\xfa\xaf\xb9P5n"
    b"d\xde\xf5\xe6@\xd5\xdf\xbd\xfd9\xfdUY\x93q\xfd\xa9\xc1\xfa\xf7"
    b"\xa1\xd0\xba\x1e\xc0z\xcd\xdd\xb9,<Y\x96\xef:O\x91\xb7\nW"
    b"_\xb0\xc3\xa8\x1cA\x1b\x90\xeb#\xe6D\xf9\xa8\xe6\x99\xab\x96\xa6\xbe"
    b'1S\x1a\x17\x07\x98\xc6\xab"\x0b*\x8d|qD\xdf\x05;\x9f\xbe'
    b"\xbf|\xa2\x0f\xf9e\x1e\xe6T/>8\x17\x87\x0fy\xe0\x8b\xd5E"
    b"\xecX\x8d\xca\xff:V\x8a\x15\xf30\xf6:f3f\xcc\xc6\xa4O"
    b"U\xb7\x97\x07~\x1e\xc6A\xeb\x1c\x05\xda~(\xf3746q\xf3"
    b"\xf47\x0f\xa9=\xc5\x98\xf6\xcc\n.#\xbe\xbc\xfb\x12\xda\xd1\x06\x99"
    b"U\xe5\xa6\x96\xe1\xc1\x9e\xb9\x13\xf1d\xc2\xa2\xac\xb9t'L\xff\x16"
    b"\x9d?\x97\xeeE\xd7\x9b\xf7\xbd\x9d\xc0S\xb5\x04\x9e\xc2\xb9\x87|\x1d"
    b"}\x0e4/V\xd3\xd9\xc7\x0bfl\x16\x8d\x9c\xf0\x81\x91\x13\x16\x86"
    b"\x00\x03f\xa1<\xed\xff\xf9>\xe4\x0e_\xcen\x94\xa3\xac\x1c\xb2\x00"
    b"\xcf\xb6\x8doMs\xc1\xaf\x98\xf1)\x83\xdfB\xf18\x0f}!\xaa"
    b"\xebT\x82\x0c\x98W]m\xa3{\x8c@\xff+FG>\x03\xf6\x88"
    b"\xb8\\\xd6\xaa\x0f\x86\xd6\xe5\xb89\x8c\xb9\xae\xdb\xa0\x97\xf7\xf3<\xfa"
    b"\xc1\xaaro\xc5\x83\x03\x85\x04\x1c8\tX\xe0\xc5\xb2\x14r\x80\x8e"
    b"\xebM3\xae\x1fJ\xdb\x9a\x9e\xb9\xf7U\x99\xab\x93A\xd9b\xc6\xf5"
    b'\xe6s/\xca\xb1\x1f\xb3\x9e\x97\xbe\xe8\xfe\xfd"\xa6}VW\xcf\xa3'
    b"\xcfmC\xef2\xac\xe53\xb2v\x9d\x97\xfb\x15\xbb\xb2\xe6\x92_\x82"
    b"ul\xce\xc8\x9553?\xca\xd2\x8e\xba\x07k+ \x97\xcdB\x99"
    b"\xe7]o\x0e\xe5\xb4e\x96L\x99\xa1u\xa8l\xf8o\xc1\xe0\xd20"
    b"b\xfaJ\x9f\x98\xfe\xed\x04\\$\xbdz\xd71\xfb^\x0b\xcb{#"
    b"\xc0{\x0edI\xb4w\xcc\xf9\xf0d5\x99&\xbew&\x8c\xc2\x1c"
    b"_\x0e\xc8;\x18\x9b\x8ev\x87,\xf3.N\x7fp0\xc7ZC6"
    b"\xd7Z\xb0\xd6L{\xe4(\xc4\xb1,:w\xc9\x83\xe5>\xfey\x15"
    b"\xe9\xba\x92\x03]C\xef\x9f\x89x|\n\xdaP\x0e\xc8\tq}Q"
    b"\xb9\xcegg\xd3\xb5\x07\xdfS\xc3\xf8\x19\xfaT\xe9S%]\xe9S"
    b"e\xfc\x0c\xc7\x8cXO\xac'\xd6\x13\xeb\x07\x7f/\x08\xdf\x7f\xcd\xf7"
    b"_\xf3\xfd\xd7|\xff\xb5s\xe9\xde\x7f\x8d\xf9\x1f\xb8_\x8c\xfb\xc5\xac"
    b"\xed\xd4\x17\xe3\xf0\x8f`\xdb\x8bbd~\x1c3\x9e\xdd\x1f&\xe3b"
    b"\x80\x92|L/|#\xe7_\xa8&\x8brxy\xe2\xb4\xdb{\x17"
    b"\xb2\xb6s\x1c\xf8\xc1\xc7'\xb7`\xec\xff\xa4{\xfc\x11\xfd}\xb9\xf9"
    b"\xfb|\xefy\xcek\xac\x0bF\xde\x89\xea\xf8\t\xf0e1\r_\x16"
    b"_\xc0Q'\x14\xebG\xbe$_\x1e\x84/K\tq\x87\x15\xa9k"
    b"\x16\xd6+\x94\xd5\x8f\xca\xe7\xe6\x8b\xedM\xe3ckK\xb9#\x9e\xbe"
    b"9\xe8\x1b\xe3\x93\x0e/>\xc9\xd2\xbd\n\x18\xf3\xc71\xfe\xb73G"
    b"D\xf73\x87\xe4\x7f\xc3xp\xf4\xbbe\xe9\x17\xce\xd1\x11\xcf|\r"
    b"\xf9\xe2\xe2\xee\x9f\x8f\xf1\xcf%\xc5\x0b&\xd2j5\xdb\xfb\xe6m\xbc"
    b"`E\xeah\x98:FA?\xac\x0b\xad\x16Eg\xc0r\xab\xa0K"
    b"T\x81\xee\xa3\x9e\xf8\xb739\xc8\xf8\xa7S\xc6\xbf\xe5QW\xc1\xc4"
    b"\xbf\xd5b\xc6Y\xf7\xe6\xe0\x1e\x84\x8a\xb11\xae\xc0\x98\x86b\xd3t"
    b"/L\x15\xc6\xac\x9eP\xef\xb8\x94\xe9\xc3w\xa4K\xcd\x8c]#\x06"
    b'+"\x0c\xbal\xd6\x9f\xd0^\x93\xe3\xbc\x0eM\xc3\xf7<\xe4\x93v'
    b"\x82\x8e\xf4\xd0\xe0\xef\xbc\xdb\xdb\xafP\xf2\xe0\n\xc6\x96S\xc6\xcbG"
    b'\xc6\xc3}"\xca38_\x96\xc0\xee\x8am\x9a\xee6\xeaG&\xfe'
    b"h5\xc5\xf8\xad\xc2\xfa\xd4q/'f\x9c:\xc3\xd1\xe8\x0c*?"
    b"d\xe5\xad\xc8o{\r\xca<\x93S;\xa3\xf5\xf25\xcf\xd8\xe8\x9a"
    b"\x93W=6\xee\xf6\xb7\xbb\x17\xfe\xd6\xf5\xc6\xc2\xcf\xa5\x98+s\xce"
    b'\xbfg\xec\xc0s\xc4\xa5\xdb\xcf\xb8\x9c\xd3|S\x7fo"}\xbb\x04'
    b")w^\xe8\x90.i\x1c\xdf4\xe3\x98g\xf9j_\xc8\xab<,"
    b"S\xe5\xcf\xacs\xe2\xdfd^\xe3~\x83\xb5\x14<\xb4\x06\xf5?2"
    b"\xe75\xf0Y(\r\xd5\x0e\x8a2\xd7\r\xb7\x17\xeb\xad2\xeeU9"
    b"_\x07{\xaa\xfe\xf6\xb6\x9c\xdfr\xfb\xf7\xf5]\x97\xf35\x8f\xbex"
    b"\xcd\x13/\x98u\xbf\xfb\xb4\xd03\xa4\xd3\xf80`\xe9\x10\xeaA\\"
    b"\xbc\x05\xfaA\xd6q_\x11\xfac\x9et_\x9de\xe1K\xdf\xba\x90"
    b"\xb4\xc74\xae\x1f'\xa1\xbdi\xf4\xc5\x9a;\xd8\x9eS}\xbeh\xec"
    b"!v\x1f\xa7\xa5\x9f\xbdgX\xe2hC\xf2s\xcb\xa3C\x14\x0cM"
    b".\xc9\xf9M3F\x85\x03\xc6\xe1\xfab{\x97a}\xcb\xca3#"
    b"`\xeb\xb9\x18\xe8\x8b\xfaq\xde\x03\xfaT\xfa\xec\x7f\x15\xe6S\xd6\xfe"
    b"\xd7\x9c\x7f\xaf\x8e>o\x9fk%\xcc\xb1A\x99\xb7Y\xf6\x8a\xc7\xe9"
    b"tS.f?h\x82?\x01}\x15\x8b\xb0f\\21K\x91\\"
    b"t\xce\x1d\xfd\x9ef\x1f^)\x1d4><\xad\x8c6({f}"
    b"\xf6;\xcc\xd9P\x00;\x88\xe6lX\x92\xfb\xe6L\xd9!\xbbH\xcb"
    b"\xb4\xfd\xa0\xf90\x0b\x81:\xfa\xc5\xb3P\xbe\x83<s\xec,g\x9c"
    b"\x93v\xbfz\x1c\x16f\xc5\xc0\xac6x\xa5\x8f>S\x92\xe7T\x0f"
    b'\xbd"\xb1G\xc8\x07W &)i\xdc\xd3\xe8\xadv?\x8d\xb6A'
    b"\x7f\xbb\tu\xdf\x14\x9e\xbd\xe1z\xf3\xa5\xba\x04\xf9.\x8bm\xfc "
    b"rd\x96z,\xcfk\xac\xdb\xebR?\xf2}\x1e\xf5\xb5\x02v\xfb"
    b"[\x9e1\xa8&\x8c\x01\xee\x95\xb1\xf2\xf2U\xa8\x17\xe7\xc5h\xc2\xba"
    b"\xd64\xba\xc9\x95\x80\xdc\x14\x8a\x17Fz5\x0cMF=\xb6\xd7\xe8"
    b"\xfc\x86\x87>!\x9aTR\xd2\xe4 \xf5\xdb\xfe-\x9a~\xb5\r\xc6"
    b"4`\xae\xb5b\xb4U\xad\xdb\xd7\xd7\x8b\x9e>#\x1e\x94\xc0.\xf5"
    b"\xaeY\xe0\xed\xfab\xe7\xbf\xee5/\xc6\xcc\x7f\x9f\xcd:i-\xfc"
    b"\xbf\xe7/>\xbf\xe8\x1e_&\xe1\x8a-;\xce\xd7T\xb8\x90\x9c'"
    b"K1\xe2\x9c\xc1\x88\xcbR\xee\xe5\x04\xdfG\x1e\xf5\xbf\n\xfd\xabJ"
    b"L\x1abMHn|\x1b~[\x81\xb3\xee\x8d\xaf\x99y\x87\xe7\xa6"
    b"\xf8\xafk\xc6\x8fu\t|\xdbM\xf1\xc7\xd5\xe0\x1a\xde\xf3\xcc\xc4\xa0"
    b"\xed[\x07\xbf\xe1\xfe[\xa6\xf3\x8d\x90-\xb8\xe8\x91\x95_/\xeeb"
    b"D+h\x17>\x1a\x99R\xd7\x8d\xff-\xecb6\xda;\x87eo"
    b"\xeb\x88\\\xfb\x19\xf4\xb1\x02\xb6\x87a\xe8\xa3\xfa*~X\xe8\xb5="
    b"\r\x83=\x1e}\xd7\xef\x17vsQ\xf5\xf3N\xbf\xe3.\xd3\xabo"
    b"=\xa2\xc3Xa\x17\xaf\xd5\x7f^\x05\xbe\xca[\x8eW[q?s"
    b"\x04y\xb4!\xd7\xfe\xd3\xed\xcd\xc3\t\xc0\xdda\x98\x87M9\xfe\x01"
    b"\xfa8\t:\xef0\xf4Q\xfb\xf9\x17n7\xc6\xbf\x056\x97\xd5\x01"
    b"\xf0\x13_w\xc3\xe5\x8bD\xdaO\xe9\xfc\x972[R\x7f\x05l\xa4"
    b"'\x12\xec^\x05c\xf7J\xe2\xa1\x97\xc1s\xda\x1f\x9f\xdd\xb2\x18\xf0"
    b"\xcd\xbf\xb0\x87\x96\xe2\xe3Y\xado\xcb\xca\x9bq4+d\xb0\x8bf"
    b"\xb5\xa3\x86\xec\xb3ir\r\xbaR\xba\x18\xde8\x1eH\x9a\x9b/c"
    b".'\xe5\xc9\\\x04]u\x11\xe6\x1e\xe3s\x0f?\x7f \xee\xc1J"
    b"\xb21\xd9q\x9a\x15\x8cF=D\xfbw\xca\xd8\n\xda\xa6_h\x17"
    b"i\xaf\xa6\xb7\x8b\xd8>\xb6\xc1\xee\x92G\xf9-\xe3?\xbeh\xec="
    b"\x883\xb8ou\xc9c\x07\xca\xab=%\x19G\xf4[4z\xe6`"
    b"x\x1d\xb2\xe5\xe9>\xb2o$\x8ccy\x08\xc6q\xc4\x8c\xa3o]"
    b'\xa8\xbb\xde<\xabjG\xbb\xed\xb1\xa3\xddv\xfbs\xads_"\xf7'
    b"%Z\xdb\xb7/\xdf\x1fbC\x1e~\xb8\x92\xdb\xff^\x86\xa4u\xf6"
    b"\xb6\xe1e\x8d\xadF\xdfm\xcb\x83/\xad\xa7\xae\\\x88\x99we\x90"
    b"\xc9\xd47\x92:\xb6\xb3\x9cN\x96\xf6\xc9\xd1\xba\x06>02\xc2\xb0"
    b"\xf4M\xc7u\x18\xfa\xd2N\xe0\xd3\x12\xc8\x8a\x1f\x02\x9fj\xfcn\\"
    b"lCR\x1co\xcb\xc8\x80'=\xf3\xf1 q\xbdh\x7f\xadK\xbf"
    b"t\r-\x19\xdbe\xda\xdc\xf1\xdf\x05\x1a\x0c\x83m3\xc9\x87<l"
    b"\xfdE?\xa9\xfa90Wt\xda\xfc\xf0\xf8\xbc\xa5\xa5\xae#S\xf2"
    b"\xfc\x88\xd4Y\x07\x055\xa8\xa8\xba\xf8\xf7\xfct\x02\xb2\x0e\xf3.2"
    b"\x17\x17sq\x91\xaeI\xf6\r\xe6\xe2b\xdeEb=\xb1\x9eXO"
    b"\xac'M\x07#\xef\xa2/\x0e3\x0f\x1b \xda\xa3\xf2x\x9f)\xee"
    b"e\xc9\xc3V6\xe2\xe2\xdf\tP\x808\x12\xd5\x89T\xe7\xe9'\x9f"
    b"\x01\xee\xf1\xc93\x0f\x04\xe6\x13Q\x9f\x00\xfawV \xbe/K\x9b"
    b"\xf1\x9d6ic\x08\xe3\xf2\x8c\xd4a\x0c\xfb\xa1\x9f/WB\x15|"
    b"\x105S\x9e\xe6]\x187\xb4\x9as\x87\xb8\xd7\xc3e\xdb/\xb1|"
    b"\xc0\x18\xc1P\x9fC1\xc37\xdd\xfe\x9c/q\xef*\xb2\xb9Y\xe2"
    b"\xfc\xd8i\xe8omv\x88\xffY\xdew\x14\xf1\xd6\xcf\xc5\x07\x82s"
    b"\xca\xb7\x16Dk\xd1U\x13\x97\x15\xaa\xcb\xf2\x8a\xcd[z\xd7\xf8&"
    b"\xb6M\xbd\xf6\xfd\xb9\xf7\x8c\xff\xba\x9c\xb1\xaf#\xae\xf7\x9d\x80hS"
    b"\xfc;Y\xe3Z\x10OQ5\xe3\xfc}\xb9\xf7\x02\xfc\xf6\xcc\xc8="
    b"\xe7\\ \xf6u29\xd6b\x120\xe2\xa9\xb4w\x14\xe6V9\xe0"
    b"k\xf4\xc56\xae\x03ohl\xe3\x13C\xe7;\x01\x7f\xcf=\x13G"
    b"\xf8\x1d\x88e\xaag\xa4\xb9\xc6\xe0\xdd\x12_\x93\xc6\xe0a\x9c\x81\xfa"
    b"%'L\x99*\x93\xbc!k\xe2%\x99\xe3>\x1a \xed\xb2\xbc3"
    b"\xcc\x17s7\x05\xfd\x9dH\xe8\xaf\xc5\x86\xa6\x8b\xcf\xf9\xa66\xd9\xca"
    b"\x00b\xe8\xc9\x8c\xeb\x88}\x97\x94\xf6\xf1\x04\xf4\xd1e\xc0\x88\x08["
    b"n\x18|k\x18\x0cZ3>C\x94mt_\xa5\xee\x87\xfc\xd4\xc8"
    b"\x9a\xdb\xa6\xac\xb4eN\xb9p\x8e\xe8\xb4eX\xb934\xf7\xac\xac"
    b"\xf6$\xe0+\xbd\xeb\xf6\xe7\x9d\xf1\x95\xf3\xc4\xd0b\xd9<\xaf\xb2\xe2"
    b"'\xf0\xbb\x1d\xcf\xb6\x87g\xd7\x02\xb4\xb4y\xa5\xd7\xcd\x18\xd8<\xd3"
    b"\xdb\xa6\x1f\xe7]\xff\xef\xed\x0b\xed\xf7\xf4\xbd\xab\x12\xefGY\xf2\x14"
    b"\xc8{\x1a\xab\x80\xeb~\\\x19\xba\x1e\xe0\xfb%\xff\x1f\xf6\xc1\x1a\x01"
)
