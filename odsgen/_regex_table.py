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
    ("<(?:\\[(-?[0-9]++(?:, -?[0-9]++)*+)\\]|(-?[0-9]++))>", 256, 256, 97, 2, {}),
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
    b"x\xda\xed]\xddo\\IV\xaf\xfep\xb7\xbb\xedv\xbb\xdb\x8e;"
    b"\x93\x89\x93\xb63\xce8\x8c\xe3$3!\xcax3Y\xb3b\x84\xd8"
    b"e\xd9E\xa0A\x90\x99\x05\xe7c&\x91<v\x88\x9dLvV3"
    b"#\xad@<\xf1\x80\x84X^\xf6\x15\xf6\x05\x04o<\xf1\x1f ^"
    b"\x10\xcf\xec_\xb0Z\t\xf1\x82\xb4\xa1o|\xce\xf8\xd7\xc7U\xf7\xa3"
    b"}\x9d\xb4;\xbf\x96\xae\xaf\xfbv\xdd\xbaU\xa7N\xfd\xea|\xd5\xb9"
    b"S\xce\xb9\xf1\xdeQ\xe8\x1d\xe5\xde\xf1\xac\xf7)\xc8w\xfdL\xcb\xb9"
    b"%\xe7F\xef\xa8\xca\xf5\xed\xde1\xd7;\x1e\xf5\x8e\x1d(W\x90s"
    b"\xb1w\x9c\xec\x1du\xb9\x16\xd5\x1f\xdd?&\xf7]\xee\x1d\xef\xca}"
    b"zOI\xea\xd6vLI\xdb\xf4\x13\xd5\xd1\xe9\x9d\x97\xe0{\xd4\x9e"
    b"Yy\xd6\xb4y\xd6D\xef\xa8E\x05\xcf\xf7\xf7\xcb\xf7\x89~o\xca"
    b"3'\xa5\xaeoH\xbd\x15x\xde,\xf4\xa9)\xfd\x8c>m\xa1M"
    b"\x13\xe8\x15\xd5\xf1#\xe9\xc3\x18\\\xabC\x9f\xb5\x9ek\xbd\x8af\x80"
    b"v}\xed\x8f>\x1d\xf7\xb0\xf7w\xb9w\\\xf7\xb5_\xe9\x17\xd5u"
    b"\xaeW\xc1E\xb9V\x96g.I\xfb\xa6\xe4\xfbb\xa0o\x8b\xd2&"
    b"-\xd3\x94\xf1J\xa4q\xf4\xdb\x9f>+\xfd\xea\xd9\xb3\xbf\xfc\xd5\xde"
    b"\xb0\x04i\\\x846\x8f\xc9\xb5\xff\xed\xfd\xf8\xbe\\\xab\xf8\xfa\xdf\xfb"
    b"\xc4\xd5}\x12\xf8\xd5\xd76\xb7\x9e\xdc\xb6\x96\xd0(jSW\xaeW"
    b"\xa5\xffI\xf5\xa7\xe9{t\xff\x9a\xf4W\x9f\x83t.\x1a:\xfdK"
    b"a\x7f\x1c\xc7\xa5\xece9?5m*\x04h\xe6\xde-\xc7\xf2|"
    b"\xd2\x98\xf6\xae\x96\xbe\xec\xfd\xfd2\xa6\x8e\x96\x94\x8f\xda\xfc\xe7\xbd\x0b"
    b"\xbf+\xd7\xeaR\xff\x84icE\x9eyQ\xceo\x99\xf6\xa4\xc5\x8c"
    b"\xe8\xdeU\xb8\xc7\xa5\xb8'\xc2\x8f\x85@{\xee\xc9\xf9}\xe0\xa9\xa3"
    b"j{[h4\xa1\xf3\xbfw\xf1\xd7\xe5\xda\xe4\x11?\xbb%\xf5\xe9"
    b"\xef.g\xfeV\xfe-\x00\xffN\t\xcf\xe7\x89#\xd3\x03\xe2Y\x11"
    b"\xb0xM\xda\xd7\x94\xe3?\xdd~\x9b\xa7\xe5X\x1fR\xec\xd4v\xff"
    b"C\xef8%\xdf\xdb\xf2\x9c\x85\xf4\xcf\xfcI\x12&\xce\xc8s\xfeJ"
    b"\xfa\xd2\x92sT\xf7\xb9\x01x\xef\x84\xd4\xf7C\xa0\xf5\x9c\xd4\xf7\xc6"
    b"\x90\xd2\xba#\xd7~\x07h\xa0\xcf\xb9\x93\xb1\xad\xd1\xbd\xafI}\xd7"
    b"\x01\x0bN\rP\xcf\xebR\xcfy\x99\xd3\xd1\xb5\xd3\x80\x8d\xf6\x1c\xfd"
    b">/\xf7\xbc&t\x8e\xae\x9d1\x18\xb3\x00\xf3CipV\xeeS"
    b"Z\xb6d\x9d\xac\xc8\x98\xb5\xe4>\xbb\x96\x1dG9n\xc6\xc8\xbdY"
    b"e\xb1\x82G\x16+\x0e\xb9,V\xf2\xc8b\xe5\x97(\x8b\x8d\r\xa9"
    b",V\x19rY\xac\xea\x91\xc5\xc6)\x8b%\xcab5\x8f,V\x7f"
    b"\x01\xb2\xd8\xc4\x0b\x96\xc5&\x87\\\x16kxd\xb1\xa9!\x97\xc5\x9a"
    b"\x1eYl\xfa\x08d\xb1\x96G\x16k\x1fB\x16\x9b\xf1\xc8b\xb3C"
    b".\x8b\x9d\xf0\xc8bs\x87\x90\xc5:\x1eY\xec\xe4!d:\x94\xc5"
    b"N%\xc8b\xaf{d\xb1\xd3)d\xb1y\x8f,v\xc6\xc8bg"
    b"\x03\xb2\x98\xf2GI\x8e\xa2\x1c]Xk\xb5o]8c\x9b\xf4\xfa"
    b"G\xa6\xeeI\xe0\xad\x88V%S\xf7\x12\x94w\x9eg\xa0\xedl\xc9"
    b"\xd8\x12\x0f\xcbGhc\xd4g\xbeg\x9e]\x16\xfa\xd5\xe4\xfa\x86\x9c"
    b"\xef\xc2\xb9)k\xbe\x96\xd9\x91\xf3c9\xdf\x962\xdbP\xe6SS"
    b"fS\xca|\xecy\xd6\x96y\xd6G\xc6\xee:-v\xd7\xe8\xb7\x0f"
    b"\xe0\xfe\xa7\x812\xdf\xf5\xb4\xf5\xbei\xc7o\n=\xf5\x9a\xaf\xac\xd6"
    b"\xf7.\x94\xddH(\xbb\ne\x1f\x1bZ>\x90\xf3\x13\x95\x95\xa1\xec"
    b"NB\xd9\x93\x9ez\x1f\x19\xd9\xe1S)\xdb\xf0\xd4\x1b*km\x93"
    b"*\xefud^+\x06(\xcf \xafl\x99\xf6|\x06m\xb5ev"
    b"L\x19m'\xb6\xe9\xa9\xa1\xb1b\xdb\xaeGgi\x01\x8ftA\xe6"
    b"\x8b\xae\xdd/\xec\x9d\xbf\x0fe\x94\xa6Y\xd6\x8b\xa6\xcc\x17\xed\xcbC"
    b"h\x0f\x8e\xf9U\xe8\xcb\xc7\x86\xa7\xb6M\x9f\xb4/o\x82\x1cq\xd7"
    b"\x94\xc5y\x85u\xdd\x03\xfa\xce\x01f\xe4\xbd\xe6D\xff\x9f(\xec\x8f"
    b"\xcb\x8d\x01d\xe3\xae\x19\xd3.\xc7b\xa0\xb1\x88\xea\xba)\xd7\xfe\xb9"
    b"w\xfc\x13\xf8YH\xd7\xc1\xe9\x1a\xe1\xdb\x1f\x18|[!M\x0fE"
    b"\xd3\xb6\x99\xfb_xp\xe5\xab\xdeM_\x14\xf6~\xbf\x95#\xae\x10"
    b"\xeb\x89\xf5\xc4z\xd2\x95X?\x1cX\xaf\xba2^\xb3v\x85\xa8\xcc"
    b"\xaf\x19\x9f:\xca\xf3u\xb0\x81\xe7\xdd\x8fM\xa8w=\xc7z?\x10"
    b"{\r\xf6\xb5\x00\xb6\xd3\xc2\x00\xfc\xf5\x1b\xa0\xcfmy\xf4j\xd4k"
    b"\xafA\xd9]\xa3\xfb=6<\xf2\x96\x87'7\x02:\xb1\xdes\x06"
    b"\xeey\xec\xd1\xdfQ\x9f\xfb\x18\xe2\x83\x9af~l\x1b=w\xc7\\"
    b"\xdf\xf2\xe8\xa7\xda\xaf\x15\xc3'\x93\xe4\x13\xf2\t\xf0I\x03l\xe8\x11"
    b"\xf6\xbf\x1d\x83\xfdjol\x88\xfd`N\xfa\xf6\xb9\xfc\x1f\xd1\xf4\x8f"
    b"s\xf6St\x8d\x9d<\xab\xdf\xa6\t>\xd7P\xac\x9d\xb5O\xce\x1d"
    b"s\xfb\xa4\xf2\xea\xe7\x01\x9b\xd1.\xf8\t&<<\xe9+\xfbc\xe0"
    b"\xd1\xd0\x1c\xd8\x02[TS\xae\xcf\xc4\xac\xf5\xf8\xdd\xf2\xee\x96y\xfe"
    b"m\xa8\xcbW\xc6WWH\xbe\xf8\x1e\xf8`n\x9b:w\x8d=\xcd"
    b"\xda0\xb5=7a\xfe=\x0e\xd4\xb1mp\xe0\xa1\xdcs\t\xee\xdd"
    b"\xc9xo\x17\xee\xfd8\xd0\xcfmO\xbb,f$\xdd\xbbc\xee\xb5"
    b"\xb6O\xe4\xbb\nm\x89\xd4/\xa9_\x92\xae\xd4/iK\xe4\x98\x11"
    b"\xeb\x89\xf5\xa4+\xb1\xfe\xd8\xd8\x12C\xb1\x01\xb4\x11\xd1Fdm\xcd"
    b">]\xd1\xda\xa0\xa9\x07R6\xa0l@\xbaR6\xa0\x1e\xc81#"
    b"\xd6\x13\xeb\x89\xf5\xc4\xfa\xe1\xd7\x03' F`\x14}\xc1\x8d\x01|"
    b"\xc1\xaf\x1dC_\xb0O\x9f\xb4\xbcn\xfd\x9b\xd6\x87L\x1d\x8e\xeb:"
    b"\xd7u\xd2\x95\xeb:u8\x8e\x19\xb1\x9eXO\xac'\xd6\x0f\xbf\x0e"
    b"7\xe6\x89\xfb\xf6\xe9\x03\xea\xff\xf9\xc4\xf8\x920\xa6/k\xbe\x88*"
    b"\xf8\x0fGQ\x7f\xac\r\xa0?.\x1dS\xfd\xf1\x13\xe3S\xdc5\xdf"
    b"7\xdd\xc1=\xf2\xf8\xdd\xc6\xe6\xfa\xe6tG\xf4klW\xd9\xb4\xc3"
    b"\xc6\xfa\xde\x0e\xcca\xeb\x0b\xdd\x81\xf9\xd0f\xbc*\xe5\x1e\xca=\xa4"
    b"+\xe5\x1e\xea\xb8\x1c3b=\xb1\x9et%\xd6\x1f\xfbx\xd5\x15\xc7"
    b"\x9cV\xc4zb=\xe9J\xac\xa7\\\xcf1#\xd6\x13\xebIWb"
    b"\xfd(\xe5\xb4\xc2\xbc\xd2Kn\x7f\xdf\x98\xcb\xd1\x17b\xe3\x1e\x7f\n"
    b"u\xfa\xfcV\x0f\x84g\x94o\xde\x91\xf3\xdb\xd2\xdf\x1a\xfcvM\xce"
    b"W=\xf4Q\xde\xe3>;\xee\xb3\xb31\xaa\xcc\xc7t\xbc\xf31\xe1"
    b"\xd8\xdf1>\xd2\x87\x81\x98\xdb\xaa\xe1\xaf?\x13z\xfd\x1e\xfc\xb6e"
    b"\xf8\xf5\xdb\x80\x9b\x8f\x8d\xefv\x17\xe6W\xa8\x8c\xd6s\xddSf\xd3"
    b"\xd4s)\xa6\x8c\xd6s\xde\x1d\xcc'o\xdb3\x1fSF\xeb\x99\xf5"
    b"\x94\xb1\xed\x99\x88)s\xcf1o\x11u\x08\xea\x10\xd4!\xa8C\xd0"
    b"^D{\x11\xb1\x9eXO\xba\x12\xeb\x99\xb7\x88\xf6\x94W-o\xd1"
    b"\x8ac\xae|\xf2I|\xae|\xee{\x1f\x8d}\x0bv\xbf\x80\xcdk"
    b"\xfe(\xa7\xfd\x0c\xd6vG\x1b\x12\xf5\n\xea\x15\xa4+\xf5\n\xda\x90"
    b"8f\xc4zb=\xb1\x9eX\x7f|\xf6\xcb[\x9f0m\x03\xb4\r"
    b"p\xaf\te\x01\xca\x02\x94\x05(\x0bP\xef\xa3\xdeG\xac'\xd6\x93"
    b"\xae\xc4z\xbe?\x9dz\x1f\xdf\x9fN\xbd\x8f\xb2\x00e\x01\xd2\x95\xb2"
    b"\x00\xf5>\x8e\x19\xb1\x9eXO\xac'\xd6\x0f\xbf\xde\xd70\xf2\xfc\x14"
    b"\xf5>\xea}\xa0\xf7i]\xd3#\x1a\x0b\xdc\x1a \x16\xf8\xcc1\x8d"
    b"\x05\x0ea\xdf]\xc6\xf0R\xce\xa3\x9cG\xbaR\xce\xa3N\xcf1#"
    b"\xd6\x13\xebIWb\xfdH\xbd\xf3\x8a\xf9\x9d\x88\xf5\xc4z\xd2\x95X"
    b"O\xb9\x9ecF\xac'\xd6\x93\xae\xc4\xfa\xe3\x9f\xdf\xe9E\xe4\x03\xf7"
    b"\xe5\r\x1a\xe4\x1d\xbau\x97\xfd\x1d\xba\xccEs\xd0\xff\xd49\xa6\xfe"
    b"'\x9d\xfb\xf7\r\xbf\xd0\xefD\x99\x852\x0b\xe9J\x99\x85\xfa)\xc7"
    b"\x8cXO\xac']\x89\xf5\xa3\x91;F\xd7\t\xbe\xdf\x89\xb1\xa5\x96"
    b"\xbf\xac\xee\x9e\x17?`\x9d\x1f\t~\xfc,\xc1n@\x1e%\x8f\xbe"
    b"L\x1em\x83\x8dOm{\xa3h\xef\xaa\xbdB\xf1\xd66\xd7\xb2\xcd"
    b"\xa9|\xc7\x1d\xcc\xa1\x8c\xfcy%`\x1f#6\x11\x9b\x18\xe7C\xdd"
    b"\x9a\xba5uk\xea\xd6\xb4\xa3\xd2\x8eJ\xac'\xd6\x93\xae\xc4z\xbe"
    b"\xc7\x8dz\x1f\xdf\xe3F\xbd\x8f\xb2\x00e\x01\xd2\x95\xb2\x00\xf5>\x8e"
    b"\x19\xb1\x9eXO\xac'\xd6\x0f\xbf\xde7\xe1\xfc\xb9\x95\xa9\xf7Q\xef"
    b'\xc3\xbd"S#\x1a\x1b\xd0\xcc\x10\x1bP\x87\xff\xa3\xfa\x8b&6\xc0'
    b"\xd7.\x8c\t\xe8x\xca\xbd\xe8\x18\x816\xf8\xf5;2V\xd8\x9e]"
    b"\xc3\x93\x0f\x0cov\x01\x87\xee\x04\xf8w\x13|\xc5\x1d\xe8\xbf\xa5\x8d"
    b"\xe5\xff\x1d\xd3\x86;pnK]\xd5B?\xffu!~\x05\xe7\xc5"
    b"v\xc6\xf9\xf2K\xa8\xe3s\xe7\x7f_\xf5\xb6\xb9\xfe\xd4\xac\x1d\xff\r"
    b"u\xec\xb8\xf8\xfdi\xa1:\xfe#\xa6/[)\xf1\xe8\xdfb\xea\x08"
    b"\xed\x9f\xc31\x88\xea\xf8G\xc1T_\x1dv\xdc\xed\xfa\xfb\xd8\xd0M"
    b"q\xec\xefz\xc7\x8c\xe77_^@\xdbgm\xef\x0f\xa5\xae\xbf\x80"
    b"\xf6}f\xea|\xe0\xfc\xef\x17O\xaa\xf3!`\xa6\xd6\xf1\xa99o"
    b'\x98g}"\xf7D\xd7O\xb9\xec{\x14\xb3\xaeK\xbf\xd5;\xde\x0f'
    b"\xf0\xf2#\x0fo\xc7\xfd\xbee\xc6\xd3\x8e\x85O\xce\xe9\xc8\x18\xe2|"
    b"\xfe\x13C\xdfG\xe6z\x1c\xbf*\x96,\x0f\xa0\x03]\x88\x91\x8f0"
    b"&\xe5\x97E\xda(\xa9\xb7Ro%]\xa9\xb7\xd2F\xc91#\xd6"
    b"\x13\xebIWb\xfdq\xb0Q6\x85>j_{\x12\xb0e\xddu"
    b"\xe1\xf7\x86w\xc1\xe6\xa8\xb1-y\xe7\xa9Y\x86x\x88\x88\xaf\x8a\xb5"
    b'\xfdr\xd4=\xb8\x1eq="]\xb9\x1eQ\xf7\xe0\x98\x11\xeb\x89\xf5'
    b"\xa4+\xb1~\xf8u\x0f\xfa\x1b\xe9o\xa4\xbf\x91\xfe\xc64\xfeF\xc6"
    b"L1fJ\xd7\xf5\x1f\x97\xe3\xd7u\xda\x82\xa8\x1fP? ]\xa9"
    b"\x1f\xd0\x16\xc41#\xd6\x13\xeb\x89\xf5\xc4z\xda\x82h\x0b\xa2-\x88"
    b"\xb6 \xda\x82h\x0b\x1a\r[P\x1b\xf6[M\x00\xdft\x84n>"
    b"\x19\xf5\x9c\xdb\xdf\x87\x99\xf5\xbdU\rx\x1e\xf7\xeb\xed\xfd\xee\xa0\xcd"
    b"Q\xc3~\xdf\x1d\xdc\x9f\x17\xd1\xe9\xb4i\xe7Q\xe4\\\xb6\xfb\xf0\x0e"
    b"\xb3\xffN\xf7\xd4U\x81\xb7n\x9b\xb9\xd3\x85:\x94\x97\xa7\x12\xe8\xae"
    b"\xe3\xef\x93\xa9Zp-\x8a\xc3\xfb\xae\xdb\xdf\xbb\x18\xb5c6GL"
    b"\xd2\xb6F\xe7E\x8fl6+\xd7\x0bP\xc6\xb6U\xf7A\xae\xc9\xfd"
    b"\x13\x86\x7f+\x86N5hCG\xe6 \x8e\xcd7\x02\xed\xa8\x03\x8f"
    b"\x86x\xb2)s\xffM\xb7\xbf\xff\xf2E\xb5I\xf7b\xc6\xb5\xad\x08"
    b"\xf5*\x8f`\x1e\xec\x9a\xeb\xdf\xebz[\xf8\xac+\xfcu\xc5\xf9\xf3"
    b"c\x87\xfe\x8f\xcb\x9b\x1d\xc7\xc76G\xf5Q\xef\xa1\xb5x\xb9\x19\x90"
    b"S\xeey\xe6)\xb6\xad\x9cc\xdb\xc6rn[%\xc7\xb61\x97\xfc"
    b"\xfe\x1c:#\xff7\xa4\xfe\xc9\x989\xb4)}\xbf-\xe3\xb5\x99r"
    b">\xb9\x9c\xe6\xd6\xa0\xbc\x93\xf7\x9c\xc3\xbd\xe9\xa3\xc6;c\x19x\xa7"
    b"-\xff\xd7\xa5\xfe\x8a\xe1\x9dG26\xbb\xae?\xa7@\\\xbb-/"
    b"X\x9dl\xd7\xe80ic\xee\xbf\xea\r\xdc\x17\xa5~Y\x80>N"
    b"\xda\xbdi\xf7&]i\xf7\xa6\x8f\x93cF\xac'\xd6\x13\xeb\x89\xf5"
    b"\xc3\x9f\x0f\xb0\xe4\xf8\xfe/\xfa3\xe2\xdf\xffe\xafUFT_\xaf"
    b"f\xd0\xd7\xe7\xe4\xff\xd3R\xff\xb8\xd1\xd7w\x84\x17\xb6Aw\xef\xa6"
    b"\xb0\xe7\xc4\xe9\xef6_\xdev@\xaf\xef:\xea\xe6\x94\xd7(\xaf\x91"
    b"\xae\x94\xd7\xa8\x9bs\xcc\x88\xf5\xc4z\xd2\x95XO\xdd\x9c\xba9\xdf"
    b"\xcd\xcd9MY\x80\xb2\x00\xe9JY\x80z\x1f\xc7\x8cXO\xac'"
    b"\xd6\x93\xa6\xc3\xfenn\xdc+\xb0\x04z\x9as\xf9\xe76\xb6~\xbc"
    b",{\x0c5'r\xd6\xbdL\x13n\x7f\x1f\xd4(\xfa\x16\x1b\x19|"
    b"\x8b\xba\x17c>\xb0\x17#\xd2\r?\x93q\x88\xe6H\xb4\xa7\xf2~"
    b"\n\xffb\x16\x1f\xe3g\xce\xbf\xbfU\xf7o\xde\xa7\xaf\x91r\x08\xe5"
    b"\x10\xd2\x95r\x08uN\x8e\x19\xb1\x9eXO\xba\x12\xeb\xe9k\xa4\xaf"
    b"\xf1\x95\xf15\x0e\xd3\x1et|\xc6-g\xf6\xa4\x97\xfa\xf9\xbe\xee\xd1"
    b"\x81\xed\x99\xba,\xe5\x1b\xca7\xa4+\xe5\x1b\xea\xb2\x1c3b=\xb1"
    b"\x9et%\xd6\x0f\xbf.\x8b\xb9N\xf3\xd0\x01\xf3\xd2y\xf2\xa0[\xdb"
    b"\xf8iCz\xccG\xae\xff\xdd\xb4\xa3\xe6K\x9d\xc8\xe0K\xed\xba\xfe"
    b"\x9c\\\r\xe3K},\xfa\xae\xee\xd1\xdc\x00\x7f\xaa\xe6\xe7\xda\x94\xdf"
    b"\x92|\xab\xbeO\x9c\xaf\xd5\xea\xf0\xa1<\xc5\xd6\xe7\x1a\x973W}"
    b"\xb1\xa38\xee%\x97=\x17hA\xee\xd3|\x95v<\x1a\x12sp"
    b"B\xfbS\xf9z\x8c\xbb\xa11m\x02n\rz\xbf\xcd\xbf8)\xed"
    b"\xb4GT\xc9\x9a\xa9\xcc\xd2s\r\xbe\xfb\xfa\xaf\xb9P5nd\xd1"
    b"\xf5\xe7@\xd5\xdf\xbd\xfd9\xfdu]\xd3q\xfd\xa9\xc1\xfa\xf7\xa1\xd0"
    b"\xba\x1e\xc0z\xcd\xdd\xb9*<Y\x96\xef:O\x91\xb7\nW\x9e\xb3"
    b"\xc3\xb8\x1cA\x1b\x90\x1b \xe6D\xf9\xa8\xe6\x99\xab\x96\xa6\xbe1S"
    b'\x1a\x17\x87\x98\xc6\xeb"\x0b*\x8d|qD?\x00;\x9f\xbe\xbf|'
    b"j\x00\xf9e\x11\xe6T?>8\x17\x87\x0fy\xe0\x8b\xd5E\xecX"
    b"\x8d\xcb\xff:V\x8a\x15\x8b0\xf6:fsf\xcc&\xa4OU\xb7"
    b"\x9f\x07~\x11\xc6A\x9f9\x0e\xb4\xfdP\xe6ohl\xe2\xe6\xe9\xb7"
    b"\x8e\xa8=\xc5\x98\xf6t\x04\x97\x11_\xde{\t\xedh\x83\xcc\xaar"
    b"S\xcb\xf0`\xdf\xdc\x89x2aQ\xd6\\\xbaS\xa6\x7f\xcb\xce\x9f"
    b"K\xf7\x82\xeb\xcf\xfb\xdeN\xe0\xa9Z\x02O\xe1\xdcC\xbe\x8e>\x87"
    b"\x9a\x17\xeb\xe9\xec\xe3\x0536\xcbFN\xf8\xc0\xc8\tK#\x80\x01"
    b"\x1d\xa8O\xfb\x7fn\x00\xb9\xc3\x97\xb3\x1b\xe5(+\x87,\xc1\xbdm"
    b"\xe3[\xd3\\\xf0kf|\xca\xe0\xb7P<\xceC_\x88\x9eu*"
    b"A\x06\xcc\xebYm\xa3{\x8cA\xff+FG\x9e\x07{D\\."
    b"k\xd5\x07C\xebr\xdc\x1c\xc6\\\xd7m\xd0\xcb\x07\xb9\x1f\xfd`U"
    b")[\xf1\xe0@!\x01\x07N\x02\x16x\xb1,\x85\x1c\xa0\xe3z\xc3"
    b"\x8c\xeb\x87\xd2\xb6\xa6g\xee}]\xe7\xfatP\xb6\x98s\xfd\xf9\xdc"
    b"\x8br\x1c\xc4\xacg\xa5/{\x7f\xbf\x8ci\x9f\xd5\xd5\xf3\xe8s\xdb"
    b"\xd0\xbb\x0ck\xf9\x9c\xac]\xe7\xa4\xbcbW\xd6\\\xf2+\xb0\x8e-"
    b"\x18\xb9\xb2f\xe6GY\xdaQ\xf7`m\x05\xe4\xb2\x0e\xd4y\xce\xf5"
    b'\xe7PN[g\xc9\xd4\x19Z\x87\xca\x86\xff\x96\x0c.\x8d"\xa6\xaf'
    b"\r\x88\xe9\xdfI\xc0E\xd2\xab\x7f\x1d\xb3\xef\xb5\xb0\xbc7\x06\xbc\xe7"
    b"@\x96D{\xc7\x82\x0fO\xd6\x93i\xe2{g\xc28\xcc\xf1\xd5\x80"
    b"\xbc\x83\xb1\xe9hw\xc82\xef\xe2\xf4\x07\x07s\xac5bs\xad\x05"
    b"k\xcd\xacG\x8eB\x1c\xcb\xa2s\x97<X\xee\xe3\x9fW\x91\xaek"
    b"9\xd05\xf4\xfe\x99\x88\xc7g\xa0\r\xe5\x80\x9c\x10\xd7\x17\x95\xeb|"
    b"v6]{\xf0=5\x8c\x9f\xa1O\x95>U\xd2\x95>U\xc6\xcf"
    b"p\xcc\x88\xf5\xc4zb=\xb1~\xf8\xf7\x82\xf0\xfd\xd7|\xff5\xdf"
    b"\x7f\xcd\xf7_;\x97\xee\xfd\xd7\x98\xff\x81\xfb\xc5\xb8_\xcc\xdaN}"
    b"1\x0e\x7f\x0f\xb6\xbd(F\xe6\xa71\xe3\xd9\xfba:.\x06(\xc9"
    b"\xc7\xf4\xdc7r\xee\xb9j\xb2,\x87\x97'N\xbb\xfdw!k;"
    b"'\x81\x1f||r\x13\xc6\xfe\x8fz\xc7\x1f\xd2\xdf\x97\x9b\xbf\xcf\xf7"
    b"\x9e\xe7\xbc\xc6\xba`\xe4\x9d\xe8\x19?\x03\xbe,\xa6\xe1\xcb\xe2s8"
    b'\xea\x86b\xfd\xc8\x97\xe4\xcb\xc3\xf0e)!\xee\xb0"\xcf\xea\xc0z'
    b"\x85\xb2\xfa\x8b\xf2\xb9\xf9b{\xd3\xf8\xd8\xdaR\xef\x98\xa7o\x0e\xfa"
    b"\xc6\xf8\xa4\xa3\x8bO\xb2t\xaf\x02\xc6\xdc\xf2\xf8\xdf^w{q\xe5"
    b"\xc7\x9d\xfe\x05\x13\xef:\xeb\xf1\xc1\xcd\x0f\xe0\x83kJ\x99\x92G\x0f"
    b"\xf7\xf9\xe5\xe2\xca/\xc6\xf8\xea\x92b\x07\xe7s\x8a\x1d\x1c\x0b\xc4\x0e"
    b"V\xe4\x19\r\xf3\x8cq\xd0\x15\xebB\xabe\xd1\x1f\xb0\xde*\xe8\x15"
    b"U\xa0\xfb\xb8'\x16n>\x07y\xfft\xcaX\xb8<\x9eU0\xb1"
    b"p\xb5\x98q\xd6}:\xb8\x1f\xa1b\xec\x8dk0\xa6\xa185\xdd"
    b"\x17\xa3\xb1i>\x99\x00\xcbNJ}>\x9cG\x9a\xd4\xcc\xb85b"
    b"0#\xc2\xa2Kf\x1d\n\xed99\xce\xeb\xd1,|\xcfCNi"
    b"'\xe8J\x0f\r\x0e/\xba\xfd}\x0b%\x0f\xa6`\x8c9e\xbd|"
    b"d=\xdc/\xa2<\x83\xf3e\x05\xec\xaf\xd8\xa6\xd9^\xa3~b\xe2"
    b"\x90\xd6S\x8c\xdf:\xacM]\xf7rb\xc7\xa9;\xbc\x18\xddAe"
    b"\x87\xac\xbc\x15\xf9o\xafB\x9d\xf39\xb53Z+_\xf3\x8c\x8d\xae"
    b"7y=\xc7\xc6\xdf\xfev\xef\xc2_\xbb\xfe\x98\xf8\x85\x14se\xc1"
    b"\xf9\xf7\x8e\x1dz\x8e\xb8t\xfb\x1aWs\x9ao\xea\xf7M\xa4o\x8f"
    b" \xe5\xees]\xd2%\x8d\xe3[f\x1c\xf3\xac_\xed\x0cy\xd5\x87"
    b"u\xaa\xec\x99uN\xfc\xab\xcck\xdcw\xb0\x91\x82\x876\xe0\xf9\x8f"
    b"\xccy\x03|\x17JC\xb5\x87VAF\xbe\xee\xf6c\xbeU\xbe\xbd"
    b'"\xe7k`W\xd5\xdf\xde\x91\xf3\xdb\xee\xe0\xfe\xbekr\xbe\xea\xd1'
    b"\x1b\xafz\xe2\x06\xb3\xee{\x9f\x15z\x86\xf4\x19\x1f\x06\xac\x1c\xc1s"
    b"\x10\x17o\x82n\x90u\xdc\xd7\x84\xfe\x98/\xdd\xf7\xcc\xb2\xf0\xa5o"
    b"]H\xdak\x1a\xd7\x8f\x93\xd0\xde4\xbab\xcd\x1dn\xef\xa9\xde_"
    b"4v\x11\xbb\x9f\xd3\xd2\xcf\x96\x19\x95x\xda\x90\xfc\xdc\xf2\xe8\x10\x05"
    b"C\x93\x8br~\xcbc\x1b8L<\xae/\xc6w\x15\xd6\xb7\xac<"
    b"3\x066\x9f\x0b\x81\xbe\xa8?\xe7}\xa0Oe\xc0\xfeWa>e"
    b"\xed\x7f\xcd\xf9\xf7\xec\xe8\xfd\xf6\xbeV\xc2\x1c\x1b\x96y\x9be\xcfx"
    b"\x9cN7\xe3b\xf6\x85&\xf8\x15\xd0g\xb1\x0ck\xc6E\x13\xbb\x14"
    b"\xc9Eg\xdd\x8b\xdf\xdb\xec\xc3+\xa5\x83\xc6\x89\xa7\x95\xd1\x86e\xef"
    b"\xac\xcfv\x87\xb9\x1b\n`\x07\xd1\xdc\r+Rn\xc1\xd4\x1d\xb2\x8b"
    b"\xb4L\xdb\x0f\x9b\x17\xb3\x10x\xc6\xa0x\x16\xca{\x90g\xae\x9d\xd5"
    b"\x8cs\xd2\xee[\x8f\xc3\xc2\xac\x18\x98\xd5\x16\xaf\xf4\xd1{Jr\x9f"
    b"\xea\xa1\x97%\x06\t\xf9\xe02\xc4&%\x8d{\x1a\xbd\xd5\xee\xab\xd1"
    b"6\xe8o7\xe0\xd97\x84g\xaf\xbb\xfe\xbc\xa9.A\xbe\xcbb\x17"
    b"?\x8c\x1c\x99\xe59\x96\xe75\xe6\xeduy>\xf2}\x1e\xcfk\x05"
    b"l\xf67=cPM\x18\x03\xdc3c\xe5\xe5+\xf0\\\x9c\x17\xe3"
    b"\t\xebZ\xd3\xe8&\x97\x03rS(n\x18\xe9\xd504\x19\xf7\xd8"
    b"^\xa3\xf3\x1b\x1e\xfa\x84hRII\x93\xc3<\xdf\xf6o\xd9\xf4\xab"
    b"m0\xa6\x01s\xad\x15\xa3\xad\xea\xb3}}\xbd\xe0\xe93\xe2A\t"
    b"\xecR\xef\x99\x05\xde\xae/v\xfe\xeb\x9e\xf3b\xcc\xfc\xf7\xd9\xac\x93"
    b"\xd6\xc2\xff{\xf6\xfc\xf3\x8b\xde\xf1U\x12\xae\xd8\xba\xe3\xfcL\x85\xf3"
    b"\xc9\xf9\xb2\x14#\xce\x1a\x8c\xb8$\xf5^J\xf0{\xe4\xf1\xfcW\xa1"
    b"\x7fU\x99\x1f\xc3 OE8t\xaa\xb8\x87Wh\x17\x1f\x95\xfd\x9d"
    b"\xba.\xfc\xbc\xb0\xdf\xc72\xe8\xdd\xa3\xd0\xc71\x8d\x99*\xeca\x1e"
    b"\xda\xdb\x86!\xf7U\x0b|\t\xd1^\xa7o\r\xa8\xcb\x1ew\x99\x14"
    b"\xfd\xcf\xef\x15\xf6\xf0F}\xceU\xe0\x8d\xbc\xe5P\xb5u\x0e\xc2\xe7"
    b"\xc8g\x13rm\xaa\xb0\x17[\xab\xbe\xebj\x8c\xde\xfb\x0e\xfc\xb6\x06"
    b"g\xcd\xf1Q3r\x03\x9e\x9b\x12\x87S3>\xf8\x8b\x10\xa3\xd3\x94"
    b"X\x82\x1a\\\xc32\xba\x07\xa3\x15\xf0e\xb9o\xba\xff\x11q\xe4z"
    b"\x88\xdf\x91\x06\r\xb9\xf6\xefn\x1fO\xa6\xe0\xd9\xa3\x80'M9\xfe"
    b"\x06\xfa8\rz\xeb(\xf4Q\xfb\x19\xe9Y\xdf\x97\xefm\xf0\xf7\xbe"
    b'l_\xef\x9bn\xf8\xf2\x17"\xfdf\xe4\x9a\xf6\xad%uT\xc0V'
    b'y"\xc1\xfeT0\xf6\xa7$>x\x19|\xa3\xfd\xf1\xd9\x0f\x8b\x01'
    b"\x1f\xf9s\xbbd)>\xbe\xd4\x8e\x81\xc5\xcd8\x9a\x152\xd8'\xb3"
    b"\xda3Cv\xd24\xb9\xff\\)]Lm\x1c\x0f$\xcd\xaf\x971"
    b"\x1f\x93\xf2V.\x83\xce\xb8\x0cr=\xe3e\x8f>\x9f\x1f\xee\x89J"
    b'\xb2\xf5\xd8q\xea\x88o\x17u"\xed\xdf)\xa3\xb3\xb7M\xbf\xd0>'
    b"\xd1^Oo\x9f\xb0}l\x83\xfd#\x8f\xfa[\xc6\x8f{\xc1\xd8]"
    b"\x10gp\x1f\xe9\x8a\xc7\x1e\x93W{J2\x8e\xa8\xef6\xfa\xe6`"
    b"x\xad\xb2\xf5\xe9\xbe\xaeo&\x8ccy\x04\xc6q\xcc\x8c\xa3o]"
    b"\xa8\xbb\xfe\xbc\xa7j\xcf\xba\xe5\xb1g\xddr\x07s\x9fs\x9f \xf7"
    b"\tZ\x1b\xb4/\xff\x1ebC\x1e\xfe\xb0\x92;\xf8\x9e\x84\xa4u\xf6"
    b"\x96\xe1e\x8dqF\x99\xb8\xe5\xc1\x97\xd6SW.\xc4\xcc\xbb2\xc8"
    b"d\xea\xa3H\x1dcYN\x17_\xe7\x93\xa3u\r|`d\x84Q"
    b"\xe9\x9b\x8e\xeb(\xf4\xa5\x9d\xc0\xa7%\x90\x15?\x04>\xd58\xda\xb8"
    b"\x18\x83\xa4x\xda\x96\x91\x01Oz\xe6\xe3a\xe2k\xd1NZ\x97~"
    b"\xe9\x1aZ26\xc6\xb4\xb9\xdc\x7f\x004\x18\x05;k\x92/w\xd4"
    b"\xfa\x8b\xfeJ\xb5\xd7a\xee\xe6\xb4\xf9\xda\xf1~KK]Gf\xe4"
    b"\xfe1yf\x1d\x14\xd4\xa0\xa2\xea\xe2\xdf\xbb\xd3\r\xc8:\xcc\x83\xc8"
    b"\xdcX\xcc\x8dE\xba&\xd97\x98\x1b\x8by\x10\x89\xf5\xc4zb="
    b"\xb1\x9e4\x1d\x8e<\x88\xbex\xc8<l\x80h\x8f\xca\xe3\xfd\xa2\xb8"
    b"\xa7$\x0f[\xd9\x98\x8b\xcf\xd1_\x80x\x18\xd5\x89T\xe7\x19$\xaf"
    b"@\xc1\xc4\x82\xe5\x95\x8b\x01sz\xa8O\x00\xfd;k\x10g\x97\xa5"
    b"\xcd\xf8\x8e\x99\xb4\xb1|q\xb9>\xea0\x86\x83\xd0\xcf\x97\xb3\xa0\n"
    b">\x88\x9a\xa9O\xf3\x1fL\x1aZ-\x1ce\x8c\xa0\xcb\xb6oa\x15"
    b"xb\x90\xb6\x84\xfa\x1c\x8a\xdd\xbd\xe1\x0e\xe6]\x89{w\x90\xcd\x8f"
    b"\x12\xe7\xc7NC\x7fk\xb3C\xfc\xcf\xf2\xfe\xa1\x88\xb7\xfeK| "
    b"8\xa7|kA\xb4\x16]1\xf1e\xa1gY^\xb1yD\xef\x1a"
    b"\xdf\xc4\x8ey\xae}\x9f\xed=\xe3\xbf.g\xec\xeb\x98\xeb\x7fG\x1f"
    b"\xda\x14\xffV\xd6\xb8\x16\xc4ST\xcd8\xffH\xca\x9e\x87\xdf\xbe0"
    b"r\xcf\xd9P\x0c\xd7tr\xac\xc54`\xc4Si\xef8\xcc\xadr"
    b"\xc0\xd7h\xdf7\xd6\x945`\xc6\xf5\xe7\xc8yb\xe8|'\xe0\xef"
    b"\xb9g\xe2\x00\xbf\x07\xf1H\xf5\x8c4\xd7x\xbc\x9b\xe2k\xd2x<"
    b"\x8c3P\xbf\xe4\x94\xa9Se\x927dM\xbc(s\xdcG\x03\xa4"
    b"]\x96wx\xf9\xe2\xe6f\xa0\xbfS\t\xfd\xb5\xd8\xd0t\xf19\xd8"
    b"\xd4&[\x19B\x0c=\x99q\x1d\xb1\xefv\xd2>\x9e\x80>\xba\x0c"
    b"\x18\xd1\x81\x00G\xc5\xb7\x86\xc1\xa0\r\xe33D\xd9F\xf77\xea\xbe"
    b"\xc4O\x8d\xac\xb9c\xeaJ[\xe7\x8c\x0b\xe7lN[\x87\x95;C"
    b"s\xcf\xcajO\x02\xbe\xd2\xbb\xee`\xfe\x17_=O\x0c-V\xcd"
    b"\xfd*+~\x02\xbf\xdb\xf1l{xv#@K\x9b\xe7\xf9\xb6\x19"
    b"\x03\x9b\xf7y\xc7\xf4\xe3\x9c\x1b\xfc=z\xa1}\x97\xbewGby"
    b"\x94%O\x81\xbc\xa7\xb1\n\xb8\xee\xc7\xd5\xa1\xeb\x01\xbe\xef\xf1\xff\x01"
    b"\xc4\xb9\x08\xc9"
)
