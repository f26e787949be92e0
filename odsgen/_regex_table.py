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
    ('[<>()\\[\\]{}"\\0]|->', 0, 32, 30, 0, {}),
    ("[>)\\]}]", 0, 32, 28, 0, {}),
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
    b"Ms\x19'u\xea\xd2\xc4I\xb9Tiz\xc1TTH@\xb9\x08"
    b'(\x82\xb6@nM"\xb9v\x88\x9d4m\xd5V\xaa@<\xf1\x80'
    b"\x84\x80\x97\xbeB_@\xf0\x07\xf8\x03\x08\xf1\x82x\x86_\x80*!"
    b"^\x90\x1a\xceI\xd6\xea|\xb3\xbc\xf79s\xc6\xc7\xf1x\xf2\x8dt"
    b"|<g\xf6\xd9g\xef\xb5\xd7\xfe\xf6\xba\xeduf\x9cs\x93\xd1Q"
    b"\x88\x8ert\xdc\x89>\x05\xf9\xae\x9fY9\xb7\xe4\xdc\x88\x8e\xaa\\"
    b"_\x8f\x8e\xf9\xe8\xb8\x11\x1d\x1bP\xae \xe7bt\x1c\x88\x8e\xba\\"
    b"\x8b\xeb\x8f\xef\x9f\x90\xfb\xceD\xc7Sr\x9f\xdeS\x92\xba\xb5\x1d3"
    b'\xd26\xfd\xc4ut\xa2\xf3"|\x8f\xdb\xb3O\x9e5k\x9e5\x15'
    b"\x1d\xb5\xb8\xe0\x89\xfe~\xf9>\xf1\xefMy\xe6\xb4\xd4\xf5\xb4\xd4["
    b"\x81\xe7\xed\x83>5\xa5\x9f\xf1\xa7-\xb4i\x02\xbd\xe2:\xde\x96>"
    b"L\xc0\xb5:\xf4Y\xeby2\xaah\x0eh\xd7\xd7\xfe\xf8\xd3q\xd7"
    b"\xa3\xbfK\xd1q\xd6\xd7~\xa5_\\\xd7\xf1\xa8\x82Sr\xad,\xcf"
    b"\\\x94\xf6\xcd\xc8\xf7c\x81\xbe\x1d\x936i\x99\xa6\x8cW*\x8d\xe3"
    b"\xdf~t\xa7\xf4\xf1\x9d;?\xfb\xf8\xde\xb0\x04i\\\x846O\xc8"
    b"\xb5\xffF?\xbe \xd7*\xbe\xfeG\x9f\xa4\xba\x0f\x00\xbf\xfa\xda\xe6"
    b"V\xd2\xdb\xd6\x12\x1a\xc5m\xea\xca\xf5\xaa\xf4?\xad\xfeA\xfa\x1e\xdf"
    b"\x7fN\xfa\xab\xcfA:\x17\r\x9d\xfeT\xe8\x8d\xe3\xa4\x94=#\xe7"
    b"\xdb\xa6M\x85\x00\xcd\xdcS\xe5D\x9eO\x1b\xd3\xe8j\xe9\xdd\xe8\xef"
    b"\xbb\tu\xb4\xa4|\xdc\xe6\x9fD\x17\xbe&\xd7\xeaR\xff\x94ic"
    b"E\x9eyJ\xce\x8f\x9b\xf6\x0c\x8a\x19\xf1\xbd\xcbp\x8f\x1b\xe0\x9e\x18"
    b"?\x16\x02\xed\xb9,\xe7\x17\x80\xa7v\xaa\xedm\xa1\xd1\x94\xce\xff\xe8"
    b"\xe2\xe7\xe4\xda\xf4\x0e?\xbb%\xf5\xe9\xef.g\xfeV\xfe-\x00\xff"
    b"\xce\x08\xcf\xe7\x89#\xb3C\xe2Y\x11\xb0\xf8\x9c\xb4\xaf)\xc7\xdf]"
    b"\xaf\xcd\xb3r\xac\x8c(vj\xbb\x7f\x17\x1d\x07\xe5{[\x9e\xb30"
    b"\xf83\x7f\x9d\x86\x89s\xf2\x9c\x9fK_Zr\x8e\xeb>>\x04\xef"
    b"\xed\x97\xfa\xde\x04Z\xcfK}\x8f\x8c(\xad;r\xed\xab@\x03}"
    b"\xce\xc5\x8cm\x8d\xef}H\xea;\x0bXpp\x88z\x1e\x96zN"
    b"\xc8\x9c\x8e\xaf\x1d\x02l\xb4\xe7\xf8\xf7\xc3r\xcfCB\xe7\xf8\xda\x11"
    b"\x831\x0b0?\x94\x06G\xe5>\xa5eK\xd6\xc9\x8a\x8cYK\xee"
    b"\xb3k\xd9^\x94\xe3\xe6\x8c\xdc\x9bU\x16+xd\xb1\xe2\x88\xcbb"
    b"%\x8f,V\xdeEYlbDe\xb1\xca\x88\xcbbU\x8f,6"
    b"IY,U\x16\xabyd\xb1\xfa}\x90\xc5\xa6\xee\xb3,6=\xe2"
    b"\xb2X\xc3#\x8b\xcd\x8c\xb8,\xd6\xf4\xc8b\xb3; \x8b\xb5<\xb2"
    b"X{\x1b\xb2\xd8\x9cG\x16\xdb7\xe2\xb2\xd8~\x8f,6\xbf\rY"
    b"\xac\xe3\x91\xc5\x0elC\xa6CY\xec`\x8a,\xf6\xb0G\x16;4"
    b"\x80,v\xd8#\x8b\x1d1\xb2\xd8\xd1\x80,\xa6\xfcQ\x92\xa3(G"
    b"\x17\xd6Z\xed[\x17\xce\xd8&\xbd\xfe\xaa\xa9{\x1ax+\xa6U\xc9"
    b"\xd4\xbd\x08\xe5\x9d\xe7\x19h;[4\xb6\xc4\xed\xf2\x11\xda\x18\xf5\x99"
    b"\xcf\x9ag\x97\x85~5\xb9~^\xce\x97\xe0\xdc\x945_\xcbl\xc8"
    b"\xf9\xa6\x9c/H\x99u(\xf3\xba)\xb3*e^\xf3<k\xcd<"
    b"\xebUcw\x9d\x15\xbbk\xfc\xdbKp\xff\xed@\x99\x17=m\xbd"
    b"j\xda\xf1E\xa1\xa7^\xf3\x95\xd5\xfa\x9e\x82\xb2\xe7S\xca.C\xd9"
    b"\x9b\x86\x96\xd7\xe4|Kee(\xbb\x91R\xf6\x80\xa7\xde\x1bFv"
    b"x]\xca6<\xf5\x86\xcaZ\xdb\xa4\xca{\x1d\x99\xd7\x8a\x01\xca3"
    b"\xc8+k\xa6=o@[m\x99\rSF\xdb\x89m\xbamh\xac"
    b"\xd8\xb6\xe9\xd1YZ\xc0#]\x90\xf9\xe2kW\x0b\xf7\xce\xdf\x802"
    b"J\xd3,\xebES\xe6\x8b\xf6\xe5:\xb4\x07\xc7\xfc\xb3\xd0\x97\xd7\x0c"
    b"O\xad\x9b>i_\x1e\x059\xe2\x92)\x8b\xf3\n\xeb\xba\x0c\xf4\x9d"
    b"\x07\xcc\xc8{\xcd\x89\xff\xdf_\xe8\x8d\xcb3C\xc8\xc6]3\xa6]"
    b"\x8e\xc5Pc\x11\xd7\xf5\x9c\\\xfbct\xfc\x01\xfc,\xa4\xeb\xf0t"
    b"\x8d\xf1\xed\xdb\x06\xdfN\x92\xa6\xdb\xa2i\xdb\xcc\xfdw<\xb8\xf2^"
    b"t\xd3;\x85{\xbf\xbf\x9c#\xae\x10\xeb\x89\xf5\xc4z\xd2\x95X?"
    b"\x1aX\xaf\xba2^\xb3v\x85\xb8\xcc\xa7\x8cO\x1d\xe5\xf9:\xd8\xc0"
    b"\xf3\xee\xc7*\xd4\xbb\x92c\xbd/\x89\xbd\x06\xfbZ\x00\xdbia\x08"
    b"\xfe\xfa\x02\xe8sk\x1e\xbd\x1a\xf5\xda'\xa1\xec\xa6\xd1\xfdn\x1a\x1e"
    b"y\xdc\xc3\x93\xe7\x03:\xb1\xdes\x04\xee\xb9\xe9\xd1\xdfQ\x9f{\r"
    b"\xe2\x83\x9af~\xac\x1b=w\xc3\\_\xf3\xe8\xa7\xda\xaf\x93\x86O"
    b"\xa6\xc9'\xe4\x13\xe0\x93\x06\xd8\xd0c\xec\xfft\x02\xf6\xab\xbd\xb1!"
    b"\xf6\x83y\xe9\xdb[\xf2\x7fL\xd3\xef\xe7\xec\xa7\xe8\x1a;yV\xbf"
    b"M\x13|\xae\xa1X;k\x9f\x9c\xdf\xe3\xf6I\xe5\xd5\xb7\x026\xa3"
    b"M\xf0\x13Lyx\xd2W\xf6}\xe0\xd1\xd0\x1cX\x03[TS\xae"
    b"\xcf%\xac\xf5\xf8\xdd\xf2\xee\x9ay\xfe\x05\xa8\xcbW\xc6WWH\xbe"
    b"\xf8:\xf8`.\x98:7\x8d=\xcd\xda0\xb5=\xcf\xc1\xfc\xbb\x19"
    b"\xa8c\xdd\xe0\xc0u\xb9\xe74\xdc\xbb\x91\xf1\xde.\xdc\xfbZ\xa0\x9f"
    b"\xeb\x9evY\xccH\xbbw\xc3\xdckm\x9f\xc8w\x15\xda\x12\xa9_"
    b"R\xbf$]\xa9_\xd2\x96\xc81#\xd6\x13\xebIWb\xfd\x9e\xb1"
    b"%\x86b\x03h#\xa2\x8d\xc8\xda\x9a}\xba\xa2\xb5AS\x0f\xa4l"
    b"@\xd9\x80t\xa5l@=\x90cF\xac'\xd6\x13\xeb\x89\xf5\xa3\xaf"
    b"\x07NA\x8c\xc08\xfa\x82\x1bC\xf8\x82\x1f\xda\x83\xbe`\x9f>i"
    b"y\xdd\xfa7\xad\x0f\x99:\x1c\xd7u\xae\xeb\xa4+\xd7u\xeap\x1c"
    b"3b=\xb1\x9eXO\xac\x1f}\x1dn\xc2\x13\xf7\xed\xd3\x07\xd4\xff"
    b"s\xc5\xf8\x920\xa6/k\xbe\x88*\xf8\x0f\xc7Q\x7f\xac\r\xa1?"
    b".\xeeQ\xfd\xf1\x8a\xf1)n\x9a\xef\xabn\xeb\x1ey\xfcncs"
    b"}s\xba#\xfa5\xb6\xabl\xdaac}/\x04\xe6\xb0\xf5\x85n"
    b"\xc0|h3^\x95r\x0f\xe5\x1e\xd2\x95r\x0fu\\\x8e\x19\xb1\x9e"
    b"XO\xba\x12\xeb\xf7|\xbc\xeaI\xc7\x9cV\xc4zb=\xe9J\xac"
    b"\xa7\\\xcf1#\xd6\x13\xebIWb\xfd8\xe5\xb4\xc2\xbc\xd2\x8b\xae"
    b"\xb7o\xcc\xe5\xe8\x0b\xb1q\x8f\x1f@\x9d>\xbf\xd55\xe1\x19\xe5\x9b"
    b"\xcf\xc8\xf9\xd3\xd2\xdf\x1a\xfc\xf6\xa4\x9c?\xeb\xa1\x8f\xf2\x1e\xf7\xd9q"
    b"\x9f\x9d\x8dQe>\xa6\xbd\x9d\x8f\t\xc7\xfe\xa2\xf1\x91^\x0f\xc4\xdc"
    b"V\r\x7f\xfdX\xe8\xf5M\xf8m\xcd\xf0\xeb\x97\x017o\x1a\xdf\xed"
    b"&\xcc\xafP\x19\xad\xe7\xac\xa7\xcc\xaa\xa9\xe7tB\x19\xad\xe7\x84\xdb"
    b"\x9aO\xde\xb6\xe7pB\x19\xadg\x9f\xa7\x8cm\xcfTB\x99\xcb\x8e"
    b'y\x8b\xa8CP\x87\xa0\x0eA\x1d\x82\xf6"\xda\x8b\x88\xf5\xc4z\xd2'
    b"\x95X\xcf\xbcE\xb4\xa7<hy\x8bN:\xe6\xca'\x9f$\xe7\xca"
    b"\xe7\xbe\xf7\xf1\xd8\xb7`\xf7\x0b\xd8\xbc\xe67r\xda\xcf`mw\xb4"
    b"!Q\xaf\xa0^A\xbaR\xaf\xa0\r\x89cF\xac'\xd6\x13\xeb\x89"
    b"\xf5{g\xbf\xbc\xf5\t\xd36@\xdb\x00\xf7\x9aP\x16\xa0,@Y"
    b"\x80\xb2\x00\xf5>\xea}\xc4zb=\xe9J\xac\xe7\xfb\xd3\xa9\xf7\xf1"
    b"\xfd\xe9\xd4\xfb(\x0bP\x16 ])\x0bP\xef\xe3\x98\x11\xeb\x89\xf5"
    b"\xc4zb\xfd\xe8\xeb}\r#\xcf\xcfP\xef\xa3\xde\x07z\x9f\xd65"
    b";\xa6\xb1\xc0\xad!b\x81\x8f\xec\xd1X\xe0\x10\xf6]b\x0c/\xe5"
    b"<\xcay\xa4+\xe5<\xea\xf4\x1c3b=\xb1\x9et%\xd6\x8f\xd5"
    b";\xaf\x98\xdf\x89XO\xac']\x89\xf5\x94\xeb9f\xc4zb="
    b"\xe9J\xac\xdf\xfb\xf9\x9d\xeeG>p_\xde\xa0a\xde\xa1[w\xd9"
    b"\xdf\xa1\xcb\\4[\xfdO\x9d=\xea\x7f\xd2\xb9\x7f\xd5\xf0\x0b\xfdN"
    b"\x94Y(\xb3\x90\xae\x94Y\xa8\x9fr\xcc\x88\xf5\xc4z\xd2\x95X?"
    b"\x1e\xb9ct\x9d\xe0\xfb\x9d\x18[j\xf9\xcb\xea\xeey\xf1\x03\xd6\xf9"
    b"\xaa\xe0\xc7\x87)v\x03\xf2(yt7y\xb4\r6>\xb5\xed\x8d"
    b"\xa3\xbd\xab\xf6\x00\xc5[\xdb\\\xcb6\xa7\xf2E\xb75\x872\xf2\xe7"
    b"\x13\x01\xfb\x18\xb1\x89\xd8\xc48\x1f\xea\xd6\xd4\xad\xa9[S\xb7\xa6\x1d"
    b"\x95vTb=\xb1\x9et%\xd6\xf3=n\xd4\xfb\xf8\x1e7\xea}"
    b"\x94\x05(\x0b\x90\xae\x94\x05\xa8\xf7q\xcc\x88\xf5\xc4zb=\xb1~"
    b"\xf4\xf5\xbe)\xe7\xcf\xadL\xbd\x8fz\x1f\xee\x15\x99\x19\xd3\xd8\x80f"
    b"\x86\xd8\x80:\xfc\x1f\xd7_4\xb1\x01\xbevaL@\xc7S\xee~"
    b"\xc7\x08\xb4\xc1\xaf\xdf\x91\xb1\xc2\xf6l\x1a\x9e\xbcfx\xb3\x0b8t"
    b"1\xc0\xbf\xab\xe0+\xee@\xff-m,\xffo\x986\\\x84s["
    b"\xea\xaa\x16\xfa\xf9\xaf\x0b\xf1+8/\xd63\xce\x97\x8f\xa0\x8e\xb7\x9c"
    b"\xff}\xd5\xeb\xe6\xfam\xb3v\xfc\x13\xea\xd8p\xc9\xfb\xd3Bu\xfc"
    b"-\xa1/k\x03\xe2\xd1\x9f\x13\xea\x08\xed\x9f\xc31\x88\xeb\xf8\xbd`"
    b"\xaa\xaf\x0e;\xeev\xfd\xbdi\xe8\xa68\xf6\x9b\xe8\x98\xf3\xfc\xe6\xcb"
    b"\x0bh\xfb\xac\xed}S\xea\xfa)\xb4\xef\rS\xe75\xe7\x7f\xbfx"
    b"Z\x9d\xd7\x013\xb5\x8e\xd7\xcd\xf9\xbcy\xd6\x15\xb9'\xbe~\xd0e"
    b"\xdf\xa3\x98u]\xfaRt\xbc\x10\xe0\xe5\x1b\x1e\xdeN\xfa}\xcd\x8c"
    b"\xa7\x1d\x0b\x9f\x9c\xd3\x911\xc4\xf9\xfcCC\xdf\x1b\xe6z\x12\xbf*"
    b"\x96,\r\xa1\x03=\x96 \x1faL\xcaGE\xda(\xa9\xb7Ro"
    b"%]\xa9\xb7\xd2F\xc91#\xd6\x13\xebIWb\xfd^\xb0Q6"
    b"\x85>j_\xbb\x15\xb0e]r\xe1\xf7\x86w\xc1\xe6\xa8\xb1-y"
    b"\xe7\xa9Y\x82x\x88\x98\xaf\x8a\xb5^9\xea\x1e\\\x8f\xb8\x1e\x91\xae"
    b"\\\x8f\xa8{p\xcc\x88\xf5\xc4z\xd2\x95X?\xfa\xba\x07\xfd\x8d\xf4"
    b"7\xd2\xdfH\x7f\xe3 \xfeF\xc6L1fJ\xd7\xf5\xf7\xcb\xc9\xeb"
    b":mA\xd4\x0f\xa8\x1f\x90\xae\xd4\x0fh\x0b\xe2\x98\x11\xeb\x89\xf5\xc4"
    b"zb=mA\xb4\x05\xd1\x16D[\x10mA\xb4\x05\x8d\x87-\xa8"
    b"\r\xfb\xad\xa6\x80o:B7\x9f\x8cz\xdc\xf5\xf6af}oU"
    b"\x03\x9e\xc7\xfdz\xf7~w\xd0\xe6\xb8a\xdfr[\xf7\xe7\xc5t:"
    b"d\xda\xb9\x139\x97\xed>\xbc\xed\xec\xbf\xd3=uU\xe0\xad\x0bf"
    b"\xeet\xa1\x0e\xe5\xe5\x99\x14\xba\xeb\xf8\xfbd\xaa\x16\\\x8b\xe3\xf0^"
    b"t\xbd\xbd\x8bq;\xf6\xe5\x88I\xda\xd6\xf8|\xcc#\x9b\xed\x93\xeb"
    b"\x05(c\xdb\xaa\xfb \xcf\xc9\xfdS\x86\x7f+\x86N5hCG"
    b"\xe6 \x8e\xcd\xd3\x81v\xd4\x81GC<\xd9\x94\xb9\xff\xa8\xeb\xed\xbf"
    b"\xbc_m\xd2\xbd\x98Im+B\xbd\xca#\x98\x07\xbb\xe6\xfa\xf7\xba"
    b"^\x10>\xeb\n\x7f=\xe1\xfc\xf9\xb1C\xff'\xe5\xcdN\xe2c\x9b"
    b"\xa3z\xa7\xf7\xd0Z\xbc\\\r\xc8)\x97=\xf3\x14\xdbV\xce\xb1m"
    b"\x139\xb7\xad\x92c\xdb\x98K\xbe7\x87\x8e\xc8\xff\r\xa9\x7f:a"
    b"\x0e\xadJ\xdf/\xc8x\xad\x0e8\x9f\\NskX\xde\xc9{\xce"
    b"\xe1\xde\xf4q\xe3\x9d\x89\x0c\xbc\xd3\x96\xff\xebR\x7f\xc5\xf0\xce\r\x19"
    b"\x9bM\xd7\x9fS \xa9\xdd\x96\x17\xacN\xb6it\x98Ac\xee\xdf"
    b"\x8b\x06\xee\x9dR\xbf,@\x1f'\xed\xde\xb4{\x93\xae\xb4{\xd3\xc7"
    b"\xc91#\xd6\x13\xeb\x89\xf5\xc4\xfa\xd1\xcf\x07Xr|\xff\x17\xfd\x19"
    b"\xc9\xef\xff\xb2\xd7*c\xaa\xafW3\xe8\xeb\xf3\xf2\xff!\xa9\x7f\xd2"
    b"\xe8\xeb\x1b\xc2\x0b\xeb\xa0\xbbw\x07\xb0\xe7$\xe9\xef6_\xdez@"
    b"\xaf\xef:\xea\xe6\x94\xd7(\xaf\x91\xae\x94\xd7\xa8\x9bs\xcc\x88\xf5\xc4"
    b"z\xd2\x95XO\xdd\x9c\xba9\xdf\xcd\xcd9MY\x80\xb2\x00\xe9J"
    b"Y\x80z\x1f\xc7\x8cXO\xac'\xd6\x93\xa6\xa3\xfenn\xdc+\xb0"
    b"\x08z\x9as\xf9\xe76\xb6~\xbc,{\x0c5'r\xd6\xbdLS"
    b"\xae\xb7\x0fj\x1c}\x8b\x8d\x0c\xbeE\xdd\x8bq8\xb0\x17#\xd6\r"
    b"\xdf\x90q\x88\xe7H\xbc\xa7\xf2\xea\x00\xfe\xc5,>\xc67\x9c\x7f\x7f"
    b"\xab\xee\xdf\xbcJ_#\xe5\x10\xca!\xa4+\xe5\x10\xea\x9c\x1c3b"
    b"=\xb1\x9et%\xd6\xd3\xd7H_\xe3\x03\xe3k\x1c\xa5=\xe8\xf8\x8c"
    b"\x97\x9d\xd9\x93^\xea\xe7\xfb\xbaG\x07\xb6g\xea\xb2\x94o(\xdf\x90"
    b"\xae\x94o\xa8\xcbr\xcc\x88\xf5\xc4z\xd2\x95X?\xfa\xba,\xe6:"
    b"\xcdC\x07\xccK\xe7\xc9\x83nm\xe3\xa7\r\xe91\xaf\xba\xfew\xd3"
    b"\x8e\x9b/u*\x83/\xb5\xeb\xfasr5\x8c/\xf5\xa6\xe8\xbb\xba"
    b"G\xf3<\xf8S5?\xd7\xaa\xfc\x96\xe6[\xf5}\x92|\xadV\x87"
    b"\x0f\xe5)\xb6>\xd7\xa4\x9c\xb9\xea\x8b\x1d\xc7q/\xb9\xec\xb9@\x0b"
    b"r\x9f\xe6\xab\xb4\xe3\xd1\x90\x98\x83\xfd\xda\x9f\xca'c\xdc\r\x8di"
    b"\x13pk\xd8\xfbm\xfeEl\xaf\xe6.\xd58\x8fc\xae?g\xa9"
    b"\xfe\xee}\xfe\xa1O\xea\x9aMz~\r\xd6\xabW\x846\xf5\x006"
    b"k\xae\xcde\xe1\xa1\xb2|\xd7y\x85\xbcPx\xe2\xee\xf0M\xca\x11"
    b"\xb4\xd9\xb8!bDt\xdck\x9e\xb9u\x0e\xbe\x17Rh\\\x1ca"
    b"\x1a\xaf\x88\xec\xa64\xf2\xc5\xfd\xfc\x00\xecr\xfa\xbe\xf1\x99!\xe4\x8d"
    b"c0\x07\xfa\xe7\xb3sI\xf39\x0f<\xb0\xba\x83\x1d\xabI\xf9_"
    b"\xc7J\xe7\xf61\x18{\x1d\xb3y3fS\xd2\xa7\xaa\xeb\xe5m?"
    b'\x06\xe3\xa0\xcf\x9c\x04\xda\xbe"8\x11\x1a\x9b\xa4y\xfa\xfc\x0e\xb5\xa7'
    b"\x98\xd0\x9e\x8e\xe0(\xe2\xeb\xb3\xbb\xd0\x8e6\xc8\x98*\xe7\xb4\x0c\x0f"
    b"\xf6\xcd\x9d\x98'S\x16Q\xcd};c\xfa\xb7\xe4\xfc\xb9o\x1fs"
    b"\xfdy\xda\xdb)<UK\xe1)\x9c{\xc8\xd7\xf1g[\xf3be"
    b"0{v\xc1\x8c\xcd\x92Y\xd7_2\xeb\xfa\xe2\x18`@\x07\xea\xd3"
    b"\xfe\x1f\x1fBN\xf0\xe5\xd8F\xb9\xc7\xca\r\x8bpo\xdb\xf8\xc24"
    b'w\xfb93>e\xf03(\x1e\xe7!\xdf\xc7\xcf:\x98"\xb3\xe5'
    b"\xf5\xac\xb6\xd1\x15&\xa0\xff\x15\xa3\xd3\x1e\x06\xfbAR\xeei\xd5\xdf"
    b"B\xebr\xd2\x1c\xc6\xdc\xd4m\xd0\xa3\x87\xb9\x1f\xfdVU)[\xf1"
    b"\xe0@!\x05\x07\x0e\x00\x16x\xb1l\x009@\xc7\xf5\x193\xae\xaf"
    b"H\xdb\x9a\x9e\xb9\xf7I\x9d+\xb3A\xd9b\xde\xf5\xe7_/\xca\xb1"
    b"\x15\xb3\xee\x94\xde\x8d\xfe\xbe\x9b\xd0>\xab[\xe7\xd1\xe7\xb6\xa1w\x19"
    b"\xd6\xf2yY\xbb\x8eKy\xc5\xae\xac\xb9\xdfO\xc2:\xb6`\xe4\xca"
    b"\x9a\x99\x1feiG\xdd\x83\xb5\x15\x90\xcb:P\xe7q\xd7\x9f\xf3x"
    b"\xd0:K\xa6\xce\xd0:T6\xfc\xb7hpi\x1c1\xfd\xdc\x90\x98"
    b"\xfe\x95\x14\\$\xbd\xfa\xd71\xfb\x1e\n\xcb{\x13\xc0{\x0edI"
    b"\xb4O,\xf8\xf0d%\x9d&\xbew\x1cL\xc2\x1c_\x0e\xc8;\x18"
    b"K\x8ev\x82,\xf3.I\x7fp0\xc7Zc6\xd7Z\xb0\xd6\xec"
    b"\xf3\xc8Q\x88cYt\xee\x92\x07\xcb}\xfc\xf3 \xd2\xf5\\\x0et"
    b"\r\xbd/&\xe6\xf19hC9 '$\xf5E\xe5:\x9f]L"
    b"\xd7\x1e|\xaf\x0c\xe3]\xe8\x03\xa5\x0f\x94t\xa5\x0f\x94\xf1.\x1c3"
    b"b=\xb1\x9eXO\xac\x1f\xfd\xbd\x1b|_5\xdfW\xcd\xf7U\xf3"
    b"}\xd5\xce\r\xf6\xbej\xcc\xd7\xc0\xfd]\xdc\xdfem\xa7\xbe\x18\x87"
    b"\xdf\x82m/\x8e\x91\xf9 a<\xa3\x1ff\x93b\x80\xd2|Lw"
    b"}#\xc7\xef\xaa&Krxy\xe2\x90\xeb\xbd\xbbX\xdb9\r\xfc"
    b"\xe0\xe3\x93\xe7`\xec\xbf\x17\x1d\xdf\xa5\xbf/7\x7f\x9f\xef\xbd\xccy"
    b"\x8du\xc1\xc8;\xf13>\x04\xbe,\x0e\xc2\x97\xc5\xbbp\xd4\r\xc5"
    b"\xe6\x91/\xc9\x97\xdb\xe1\xcbRJ\xdcaE\x9e\xd5\x81\xf5\ne\xf5"
    b"\xfb\xe5s\xf3\xc5\xe2\x0e\xe2ckK\xbd\x13\x9e\xbe9\xe8\x1b\xe3\x93"
    b"v.>\xc9\xd2\xbd\x06t\xff\x8e'\xc6\x96~\xb8\xed\xf9\xe1\xda&"
    b".\xb0\xbc\x8bq\x81\x13\x81\xb8@\xddK\xdf0\xcf\x98\x04=\xb0."
    b"4X\x12\xdd\x00\xeb\xad\xa6\xc4\xbbM\x8ea\xbc[\r\xe2\xdd\xeac"
    b"\x14\xef6\x05\xf1n>9\xa3\x0e\xe3:\x9d\xb0v`\x1bj\x86\x1f"
    b"\x1a\x1e\x1c\xaa\x02\x0e\x9d6k[h\xdf\xc9^^\xe3\xf6\xc1\xf7<"
    b"d\x9fv\x8a\xfeu\xdd`\xfa1\xd7\xdb\x0bQ\xf2\xe0\x16\xc6\xadS"
    b"~\xccG~\xc4=(\xca38_N\x02&`\x9b~\x15\xfd\xf3"
    b"k\x13\xdb\xb42\xc0\xf8\xad\xb8\xde\xfe\x8e\xee.\xad;\xd4G\xee\x8f"
    b">\xa2\xb2HV\xde\xba#>\x12\xad\xf3pN\xed\x8cu\xd8\x87<"
    b"c\xa3kO^\xcf\xb11\xbd\x7f\x89\x8e_\xb8\xfe8\xfb\x85\x01\xe6"
    b"\xca\x82\xf3\xefG\xdb\xf6\x1cq\x83\xedm\\\xcei\xbe\xa9/9\x95"
    b"\xbe\x11A\xca\xdd\xbb\xfa\xa9K\x1b\xc7\xc7\xcd8\xe6Y\xbf\xda.\xf2"
    b"\xaa\x0f\xebT\x997\xeb\x9c\x88e\xa8\xb3 \x1b\x87t\x80\xb2\xb4\xcf"
    b"\x87\x0fi\xfb\x18\x93\xf4\x8a\x03\xd0\xdeAt\x90\xaa\xcbg_#\xca"
    b"\x0bO\x1by!\xcbz\xb3\x9b\xfb\x9e\xb2\x8e5\xe2E\x91x\xf1\xc0"
    b"\xe3Ei\x9bxQ\xde\x03x1\xb1M\xbc\xa8\xb9\xfe\xfd8\xa1\xbd"
    b"\xc5\x96~\xb6\xcc\xb8\xd8\x94B8\xda\xf2\xe8\x9e\x05C\x93Sr~"
    b"\xdc\x83e\xdb\xb1I\xf9\xec\\\xcb\xc0\xa3\xc3\xf0\x8c\xda\x1f\x1f\x0b\xf4"
    b"E}\x8b/\x00}*C\xf6\xbf\n\xb6\xa3\xac\xfd\xaf9\xff\xfe1"
    b"\xbd\xdf\xde\xd7J\x99c\xa32o\xb3\xe4/HZ\xdb\xe7\\\xc2\x1e"
    b"\xe5\x14\x1f\x17\xfa\xcf\x96\xc0\xf6w\xca\xc4\xd1\xc5\xeb\xe3Qw\xff\xf7"
    b"\xd9\xfb\xf0J\xe9\xa0{\x16\x06]\xabGe\x1f\xb7\xcf\xae\xac}\x9b"
    b"\x06\x1d?~VI\xe8sR\xca-\x98\xbaC\xf6\xb4\x96i\xfbv"
    b"s\xaa\x16\x02\xcf\x18\x16\xcfB98\xf2\xcc\xd3\xb4\x9cqN\xda\x1c"
    b"\nIX\x98\x15\x03\xb3\xfa\x85\x94>zOI\xeeS\xfb\xc5\x19\x89"
    b"\x87C>8\x03qri\xe3>\x88\xbd#d\xefL\x9b\x0f\xff\xbb"
    b"s\xf7\xf3\xef\xe8x/k\xdd\x87\x13\xea.\x9cH\xcf\xb7\xa42\xeb"
    b"Q#\xb3\x9e\x96zO\x8b\xac\x19\xb2\x9f\xe7\xf1\xfc\x07\xa1\x7f1X"
    b'<2"\x98\x1a\xaf\x11\x07\x8b\xf7\xe6\x10\xea}\xe3\xe2\xe7\xd4\xf5\xf1'
    b"_\x85^\x1f\xcb {\x8fC\x1f'4\x86\xa7pO\x1e\xc5\xbc\x13"
    b"\xa3\x90\x8b\xa9\x05v\xe8x\xef\xcd\xf3C\xca\xb3{}]Ry\xfc"
    b"n\xbc~\xe1\x1e\xde\xa8\xcf\xb4\n\xbc\x91\xf7Z\xa41\x8d\xc3\xf0\xb9"
    b"\xf5\x87\xc6\xd7f\n\xf7b=\xd5\xefYM\x90}?\x03\xbf\x9d\x83"
    b"\xb3\xe6\x9c\xa8\xc1\xb8\xdasS\xe2Bj\xae\x7f\x0f\xca)\x88\x19i"
    b'\x8a\xdf\xbb\x06\xd7\xb0\x8c\xee\th\x05\xfc \xee\xf3\xee?"\xbe\x9f'
    b"\r\xf1;\xd2\xa0!\xd7\xfe\xeazx2\x03\xcf\x1e\x07<i\xca\xf1"
    b"K\xe8\xe3,\xc8\xae\xe3\xd0G\xedg\x1c\x87\xf1\r\xf9\xde\x06\xdb\xed"
    b"n\xfb\t\x1fu\xa3\x97O\x0f\xe97'\xd7\xb4o-\xa9\xa3\x02\xf6"
    b"\x8a\xfd):h\xc1\xe8\xa0i|\xb0\x1b|\xa3\xfd\xf1\xd9\x10\x8a\x01"
    b"\xff\xea]\xdbD)9\xde\xd1\x8e\x81\xc5\xcd$\x9a\x152\xd8(\xb2"
    b"\xda4\x92\xf4\x16\xfa\xa9\xb7\x9f\xbf\xc9\xda\xa0\x06\xc9\xf1\xe7J\x83\xc5"
    b"\xce&\xcd\xad4\xdc\xda\r\x9cK\xcbO\xb9\x04\xfa\xf9\x12\x8c\x05\xe3"
    b"bw>o\x1f\xee}\xb2\xf6\x94\x9a\xb1\xa7\xbcl\xc0\x04\xe3\x1b\xbb"
    b"0n\xdc#\xc5=R\xce\xf0\x97/\xf7\x18\xdaF\xf3\xb0\xbf\x96\xdc"
    b"\xd6\x9c\xeei\xd8\xf3\xb2\xe1e\x8d\xc5D\xf9K\xf5\x81\x06\xb4\xa9u"
    b"\xdb\x95Cv\xa0I\xc0\xff\x98\x1e\x0fK\\\xd0\xc0\xb1`\xe5\xc1\xd6"
    b"\x1b\x9f\xcc\xa6\xb8p\xcd\xe0\xe6\xb8\xf4M\xc7u\x1c\xfa\xd2N\xe1\xd3"
    b"\x12\xac\x9f\xaf\x00\x9f\xaa\x1c\x95\xe4\xd3J\x93\xa7Zf]<\xe0\x99"
    b"\x8f\xdb\x91\xaf\xd0&W\x97~\xa9M\xaed\xecY\x83\xe6\xb1\xfe\x01"
    b"\xd0`\x1clz\xb6\xbf\xa51\xefo\xd5\xf5\xf6c\xa8m\x08\xe3\xf8"
    b"\x07\xcdU\x8d\xf7[Z\xea:2'\xf7O\xc83\xeb\xa0\x0c\x05\x95"
    b'"\x97\xfc\x8e\x90n@\xd6a\x0e8\xe6\x05b^ \xd25M\xe7'
    b"c^ \xe6\x80#\xd6\x13\xeb\x89\xf5\xc4z\xd2t4r\xc0\xd9\xfc"
    b"Ny\xd9\x00\xd1\x1e\x95\xd7\xfb\xdf\xcb9\xda\xca|{u\xab\xe0\xab"
    b"\xa8\x19\xbdO\xf7\xfdN\x1b\xda,\xecd|\x93\xcb\x16w\xb9\x0c\xe3"
    b"8L[B}\x9e\t\x8c\xeb3nk\x9e\x83\xa4\xf7p\xd8|\x04"
    b"I\xbe\xa2A\xe8om@\x88'Y\xde\xe5\x11\xcf\x99\x7f\x88M\x1d"
    b"c\xc3|\xd8\x12c\xdb\x13&6&\xf4,\xcb+6'\xdf%c"
    b"\xeb\xde0\xcf\xb5\xefr\xbcl|D\xe5\x8c}\x9dp\xfd\xef\xbbB"
    b"\x1b\xd5\xaf\x043[\xe0\x0b\xae\x9aq~[\xca\x9e\x80\xdf\xde1\xeb"
    b"\xe8\xd1P\xfc\xc9l\xba\x9fx\x16l\x18\xb7\xa5\xbd\x930\xb7|\xfc"
    b"\xe8{wOS0e\xce\xf5\xe7\xa2\xb8e\xe8|1\xe0?\xb8l"
    b"b\x98\xbe\x0e\xb1\x14\xf5\x8c4\xd7X\xa2\xe7\xc4w\xa1\xb1D\xe8\xcb"
    b"kK\x9d3\xa6N]\xe3\x1e\x11\x8c=%s\xdcG\x03\xa4]\x96"
    b"\xf7\xe1\xf8b~\xe6\xa0\xbf3)\xfd\xb5\xd8\xd0t\xc9\xfb\r\xd5\xc6"
    b"W\x19A\x0c\xcd\x9a\xd7\xc2\xbe'E\xfb\xb8\x1f\xfa\xe82`D\x07"
    b"\x82\xb3\x14\xdf\x1a\x06\x83\xce\x1b\x1f\x14\xae\x95\xba?C\xf7U\xbcn"
    b"d\x97\rS\xd7\xa0u\xce\xb9p\xfe\xd3A\xeb\xb0rLh\xee\xd9"
    b"\xb5\xffV\xc0\xf7v\xc9m\xdd\x87\xea\xab\xe7\x96\xa1\xc5\xb2\xb9_e"
    b"\x8f+\xf0\xbb\x1d\xcf\xb6\x87g\xcf\x07his\xa6^0c`s"
    b"\xa8n\x98~\x1cw\xc3\xbf\x93*\xb4o\xc4\x97\x97\x06\xcb\xe3\xbe\xb3"
    b"\x83\xe03W\xdf7\xae\xfbIu\xe8z\x80\xefN\xfb?\xa4:\xe8"
    b"\xce"
)
