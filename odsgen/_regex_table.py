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
    b"x\xda\xed][o\\\xd7u\xdes\xe1\x0c\x87\xe4p8C\x8a#"
    b"\xcb\xa24\xa4L\x99\xae%\xca\xce\xc5\x90\xe9KY\xa3F\x81\xa6\xce"
    b'\x05\t\x1c\xa4\xb2\x93\xe8fK\x00M*"%\xcb6l\x03A\x8b'
    b">\xf5\xa1@\x91\xf4\xc5\xaf\xa9_Z$\x7f\xa0\x7f \x08\xfa\x12\xe4"
    b"\xb9\xf9\x05\x85\x81\xa2/\x01\xac\x9c#\xaee~\xb3\xb8\xf7\xb9\x0c\x0f"
    b"\xa5\xe1\xe8\x1b\xe0\xf0p\xce\xec\xb3\xcf\xdek\xaf\xfd\xedu\xdb\xebL"
    b";\xe7\xc6\xa3\xa3\x14\x1d\xd5\xe8\xb8\x1f}J\xf2]?3rn\xcb"
    b"\xb9\x19\x1du\xb9\xbe\x15\x1d\xf3\xd1q;:\xb6\xa1\\I\xce\xe5\xe8"
    b"8\x1e\x1d\x13r-\xae?\xbe\x7fL\xee{.:^\x94\xfb\xf4\x9e"
    b"\x8a\xd4\xad\xed\x98\x96\xb6\xe9'\xae\xa3\x1b\x9d\x97\xe1{\xdc\x9e9y"
    b"\xd6\x8cy\xd6dt4\xe2\x82g\xfb\xfb\xe5\xfb\xc4\xbf\xb7\xe4\x99S"
    b"R\xd7KRo\r\x9e7\x07}jI?\xe3OGh\xd3\x02z"
    b"\xc5u|$}\x18\x83k\x13\xd0g\xad\xe7\x85\xa8\xa2Y\xa0]_"
    b"\xfb\xe3O\xd7\xdd\x8a\xfe\xaeD\xc7E_\xfb\x95~q]g\xa2\n"
    b"\xce\xcb\xb5\xaa<sY\xda7-\xdf\x97\x02}[\x926i\x99\x96"
    b"\x8cW*\x8d\xe3\xdf~z\xbf\xf2\xe5\xfd\xfb\xff\xf4\xe5\xee\xb0\x04i"
    b"\\\x866\x8f\xc9\xb5\xff\x8f~|]\xae\xd5|\xfd\x8f>Iu\x1f"
    b"\x07~\xf5\xb5\xcd\xad\xa7\xb7\xad-4\x8a\xdb\xd4\x93\xebu\xe9\x7fZ"
    b"\xfdY\xfa\x1e\xdf\xbf&\xfd\xd5\xe7 \x9d\xcb\x86N\xbf)\xed\x8d\xe3"
    b"\xb8\x94}N\xce\xf7L\x9bJ\x01\x9a\xb9\x17\xab\x89<\x9f6\xa6\xd1"
    b"\xd5\xca'\xd1\xdfO\x12\xeahK\xf9\xb8\xcd\xff\x10]\xf8\xb6\\\x9b"
    b"\x90\xfa'M\x1bk\xf2\xcc\xf3r~\xd6\xb4'+f\xc4\xf7\xae\xc2"
    b"=.\xc3=1~,\x06\xdas]\xce\xaf\x03O\x1dV\xdb;B"
    b"\xa3I\x9d\xff\xd1\xc5o\xca\xb5\xa9C~v[\xea\xd3\xdf]\xc1\xfc"
    b"\xad\xfc[\x02\xfe\x9d\x16\x9e/\x12Gf\x06\xc4\xb32`\xf1\x9a\xb4"
    b"\xaf%\xc7\xef\xdd^\x9bg\xe4X\x1fR\xec\xd4v\xff{t\x9c\x90"
    b"\xef\x1dy\xceb\xf6g\xfe2\r\x13g\xe59\xff,}i\xcb9"
    b"\xae\xfb\xcc\x00\xbcwL\xea\xfb\x00h=/\xf5=5\xa4\xb4\xee\xca"
    b"\xb5\xbf\x03\x1a\xe8s\xae\xe6lk|\xef\x13R\xdfE\xc0\x82\x13\x03"
    b"\xd4\xf3\xa4\xd4sV\xe6t|\xed$`\xa3=\xc7\xbf/\xc8=O"
    b"\x08\x9d\xe3k\xa7\x0c\xc6,\xc2\xfcP\x1a\x9c\x96\xfb\x94\x96mY'"
    b"k2fm\xb9\xcf\xaeeGQ\x8e\x9b5ro^Y\xac\xe4\x91"
    b"\xc5\xcaC.\x8bU<\xb2X\xf5\x11\xcabcC*\x8b\xd5\x86\\"
    b"\x16\xab{d\xb1q\xcab\xa9\xb2X\xc3#\x8bM<\x04Yl\xf2"
    b"!\xcbbSC.\x8b5=\xb2\xd8\xf4\x90\xcbb-\x8f,6s"
    b"\x08\xb2X\xdb#\x8bu\x0e \x8b\xcdzd\xb1\xb9!\x97\xc5\x8ey"
    b"d\xb1\xf9\x03\xc8b]\x8f,v\xfc\x002\x1d\xcab'Rd\xb1"
    b"'=\xb2\xd8\xc9\x0c\xb2\xd8\x82G\x16;ed\xb1\xd3\x01YL\xf9"
    b'\xa3"GY\x8e\x1e\xac\xb5\xda\xb7\x1e\x9c\xb1Mz\xfdmS\xf7\x14'
    b"\xf0VL\xab\x8a\xa9{\x19\xca;\xcf3\xd0v\xb6ll\x89\x07\xe5"
    b"#\xb41\xea3_1\xcf\xae\n\xfd\x1ar\xfd\xb2\x9c\xaf\xc1\xb9%"
    b"k\xbe\x96\xd9\x96\xf3\x1d9_\x912[P\xe6=SfC\xca\xbc"
    b"\xe3y\xd6\xa6y\xd6\xdb\xc6\xee:#v\xd7\xf8\xb77\xe1\xfe{\x81"
    b"2ox\xdaz\xc3\xb4\xe3\xaf\x85\x9ez\xcdWV\xeb{\x11\xca^"
    b"N)\xbb\ne\xef\x18Z\xde\x94\xf3]\x95\x95\xa1\xecvJ\xd9\xe3"
    b"\x9ezo\x1b\xd9\xe1=)\xdb\xf4\xd4\x1b*km\x93*\xefue"
    b"^+\x06(\xcf \xafl\x9a\xf6\xbc\x0fm\xb5e\xb6M\x19m'"
    b"\xb6\xe9\x9e\xa1\xb1b\xdb\x8eGgi\x03\x8f\xf4@\xe6\x8b\xaf\xdd("
    b"\xed\x9e\xbf\x0be\x94\xa6y\xd6\x8b\x96\xcc\x17\xed\xcb-h\x0f\x8e\xf9"
    b"7\xa0/\xef\x18\x9e\xda2}\xd2\xbe<\rr\xc45S\x16\xe7\x15"
    b"\xd6u\x1d\xe8;\x0f\x98Q\xf4\x9a\x13\xff\x7f\xac\xb47./\x0f "
    b"\x1b\xf7\xcc\x98\xf68\x16\x03\x8dE\\\xd7\xabr\xed\xd7\xd1\xf1\x9f\xe0"
    b"g!]\x07\xa7k\x8co?0\xf8v\x8e4=\x10M;f\xee"
    b"\x7f\xec\xc1\x95O\xa3\x9b>.\xed\xfe~\xa9@\\!\xd6\x13\xeb\x89"
    b"\xf5\xa4+\xb1~8\xb0^ue\xbcf\xed\nq\x99\xbf0>u"
    b"\x94\xe7'\xc0\x06^t?6\xa0\xde\xf5\x02\xeb}S\xec5\xd8\xd7"
    b"\x12\xd8NK\x03\xf0\xd7_\x81>\xb7\xe9\xd1\xabQ\xaf}\x01\xca\xee"
    b"\x18\xdd\xef\x8e\xe1\x91g=<y9\xa0\x13\xeb=\xa7\xe0\x9e;\x1e"
    b"\xfd\x1d\xf5\xb9w >\xa8e\xe6\xc7\x96\xd1s\xb7\xcd\xf5M\x8f~"
    b"\xaa\xfd:g\xf8d\x8a|B>\x01>i\x82\r=\xc6\xfe\xaf%"
    b"`\xbf\xda\x1b\x9bb?\x98\x97\xbe}(\xff\xc74\xfd\xfb\x82\xfd\x14"
    b"=c'\xcf\xeb\xb7i\x81\xcf5\x14kg\xed\x93\xf3G\xdc>\xa9"
    b"\xbc\xfaa\xc0f\xb4\x03~\x82I\x0fO\xfa\xca\xfe\x1cx44\x07"
    b"6\xc1\x16\xd5\x92\xeb\xb3\tk=~\xb7\xbc\xbbi\x9e\x7f\x05\xea\xf2"
    b"\x95\xf1\xd5\x15\x92/\xbe\x03>\x98+\xa6\xce\x1dcO\xb36Lm"
    b"\xcf\xab0\xff\xee\x04\xea\xd828pK\xee\xb9\x00\xf7n\xe7\xbc\xb7"
    b"\x07\xf7\xbe\x13\xe8\xe7\x96\xa7]\x163\xd2\xee\xdd6\xf7Z\xdb'\xf2"
    b"]\x8d\xb6D\xea\x97\xd4/IW\xea\x97\xb4%r\xcc\x88\xf5\xc4z"
    b"\xd2\x95X\x7fdl\x89\xa1\xd8\x00\xda\x88h#\xb2\xb6f\x9f\xaeh"
    b"m\xd0\xd4\x03)\x1bP6 ])\x1bP\x0f\xe4\x98\x11\xeb\x89\xf5"
    b"\xc4zb\xfd\xf0\xeb\x81\x93\x10#0\x8a\xbe\xe0\xe6\x00\xbe\xe0'\x8e"
    b"\xa0/\xd8\xa7OZ^\xb7\xfeM\xebC\xa6\x0e\xc7u\x9d\xeb:\xe9"
    b"\xcau\x9d:\x1c\xc7\x8cXO\xac'\xd6\x13\xeb\x87_\x87\x1b\xf3\xc4"
    b"}\xfb\xf4\x01\xf5\xff\xbck|I\x18\xd3\x977_D\x1d\xfc\x87\xa3"
    b"\xa8?6\x06\xd0\x1f\x97\x8f\xa8\xfe\xf8\xae\xf1)\xee\x98\xef\x1bn\xff"
    b"\x1ey\xfcncs}s\xba+\xfa5\xb6\xabj\xdaac}\xaf"
    b"\x04\xe6\xb0\xf5\x85n\xc3|\xe80^\x95r\x0f\xe5\x1e\xd2\x95r\x0f"
    b"u\\\x8e\x19\xb1\x9eXO\xba\x12\xeb\x8f|\xbc\xea9\xc7\x9cV\xc4"
    b"zb=\xe9J\xac\xa7\\\xcf1#\xd6\x13\xebIWb\xfd(\xe5"
    b"\xb4\xc2\xbc\xd2\xcbno\xdf\x98+\xd0\x17b\xe3\x1e?\x83:}~"
    b"\xab\x9b\xc23\xca7_\x97\xf3\xd7\xa4\xbf\r\xf8\xed\x059\x7f\xc3C"
    b"\x1f\xe5=\xee\xb3\xe3>;\x1b\xa3\xca|LG;\x1f\x13\x8e\xfdU"
    b"\xe3#\xbd\x15\x88\xb9\xad\x1b\xfe\xfa\x99\xd0\xeb{\xf0\xdb\xa6\xe1\xd7\xbf"
    b"\x05\xdc\xbcc|\xb7;0\xbfBe\xb4\x9e\x8b\x9e2\x1b\xa6\x9e\x0b"
    b"\te\xb4\x9e\xb3n\x7f>y\xdb\x9e\x85\x842Z\xcf\x9c\xa7\x8cm"
    b'\xcfdB\x99\xeb\x8ey\x8b\xa8CP\x87\xa0\x0eA\x1d\x82\xf6"\xda'
    b"\x8b\x88\xf5\xc4z\xd2\x95X\xcf\xbcE\xb4\xa7<ny\x8b\xce9\xe6"
    b"\xca'\x9f$\xe7\xca\xe7\xbe\xf7\xd1\xd8\xb7`\xf7\x0b\xd8\xbc\xe6\xb7\x0b"
    b"\xda\xcf`mw\xb4!Q\xaf\xa0^A\xbaR\xaf\xa0\r\x89cF"
    b"\xac'\xd6\x13\xeb\x89\xf5Gg\xbf\xbc\xf5\t\xd36@\xdb\x00\xf7\x9a"
    b"P\x16\xa0,@Y\x80\xb2\x00\xf5>\xea}\xc4zb=\xe9J\xac"
    b"\xe7\xfb\xd3\xa9\xf7\xf1\xfd\xe9\xd4\xfb(\x0bP\x16 ])\x0bP\xef"
    b"\xe3\x98\x11\xeb\x89\xf5\xc4zb\xfd\xf0\xeb}M#\xcfOS\xef\xa3"
    b"\xde\x07z\x9f\xd653\xa2\xb1\xc0\xed\x01b\x81O\x1d\xd1X\xe0\x10"
    b"\xf6]c\x0c/\xe5<\xcay\xa4+\xe5<\xea\xf4\x1c3b=\xb1"
    b"\x9et%\xd6\x8f\xd4;\xaf\x98\xdf\x89XO\xac']\x89\xf5\x94\xeb"
    b"9f\xc4zb=\xe9J\xac?\xfa\xf9\x9d\x1eF>p_\xde\xa0"
    b"A\xde\xa1;\xe1\xf2\xbfC\x97\xb9h\xf6\xfb\x9f\xbaG\xd4\xff\xa4s"
    b"\xff\x86\xe1\x17\xfa\x9d(\xb3Pf!])\xb3P?\xe5\x98\x11\xeb"
    b"\x89\xf5\xa4+\xb1~4r\xc7\xe8:\xc1\xf7;1\xb6\xd4\xf2\x97\xd5"
    b"\xdd\x8b\xe2\x07\xac\xf3m\xc1\x8f\xcfS\xec\x06\xe4Q\xf2\xe8\xa3\xe4\xd1"
    b"\x0e\xd8\xf8\xd4\xb67\x8a\xf6\xae\xc6c\x14oms-\xdb\x9c\xcaW"
    b"\xdd\xfe\x1c\xca\xc8\x9f\xcf\x07\xecc\xc4&b\x13\xe3|\xa8[S\xb7"
    b"\xa6nM\xdd\x9avT\xdaQ\x89\xf5\xc4z\xd2\x95X\xcf\xf7\xb8Q"
    b"\xef\xe3{\xdc\xa8\xf7Q\x16\xa0,@\xbaR\x16\xa0\xde\xc71#\xd6"
    b"\x13\xeb\x89\xf5\xc4\xfa\xe1\xd7\xfb&\x9d?\xb72\xf5>\xea}\xb8W"
    b"dzDc\x03Z9b\x03&\xe0\xff\xb8\xfe\xb2\x89\r\xf0\xb5\x0b"
    b"c\x02\xba\x9er\x0f;F\xa0\x03~\xfd\xae\x8c\x15\xb6g\xc7\xf0\xe4"
    b"M\xc3\x9b=\xc0\xa1\xab\x01\xfe\xdd\x00_q\x17\xfaoic\xf9\x7f"
    b"\xdb\xb4\xe1*\x9c;RW\xbd\xd4\xcf\x7f=\x88_\xc1y\xb1\x95s"
    b"\xbe|\x01u|\xe8\xfc\xef\xab\xde2\xd7\xef\x99\xb5\xe3\x7f\xa0\x8em"
    b"\x97\xbc?-T\xc7\x7f'\xf4e3#\x1e\xfdWB\x1d\xa1\xfds"
    b"8\x06q\x1d\xff!\x98\xea\xab\xc3\x8e\xbb]\x7f\xef\x18\xba)\x8e\xfd"
    b"[t\xccz~\xf3\xe5\x05\xb4}\xd6\xf6~ u\xfd#\xb4\xef}"
    b"S\xe7M\xe7\x7f\xbfxZ\x9d\xb7\x003\xb5\x8e\xf7\xcc\xf9\xb2y\xd6"
    b"\xbbrO|\xfd\x84\xcb\xbfG1\xef\xba\xf47\xd1\xf1z\x80\x97o"
    b"{x;\xe9\xf7M3\x9ev,|rNW\xc6\x10\xe7\xf3O\x0c"
    b"}o\x9b\xebI\xfc\xaaX\xb22\x80\x0e\xf4L\x82|\x841)_"
    b"\x94i\xa3\xa4\xdeJ\xbd\x95t\xa5\xdeJ\x1b%\xc7\x8cXO\xac'"
    b"]\x89\xf5G\xc1F\xd9\x12\xfa\xa8}\xedn\xc0\x96u\xcd\x85\xdf\x1b"
    b"\xde\x03\x9b\xa3\xc6\xb6\x14\x9d\xa7f\x05\xe2!b\xbe*7\xf6\xcaQ"
    b"\xf7\xe0z\xc4\xf5\x88t\xe5zD\xdd\x83cF\xac'\xd6\x93\xae\xc4"
    b"\xfa\xe1\xd7=\xe8o\xa4\xbf\x91\xfeF\xfa\x1b\xb3\xf8\x1b\x193\xc5\x98"
    b")]\xd7\x7f^M^\xd7i\x0b\xa2~@\xfd\x80t\xa5~@["
    b"\x10\xc7\x8cXO\xac'\xd6\x13\xebi\x0b\xa2-\x88\xb6 \xda\x82h"
    b"\x0b\xa2-h4lA\x1d\xd8o5\t|\xd3\x15\xba\xf9d\xd43"
    b"no\x1ff\xde\xf7V5\xe1y\xdc\xaf\xb7\xfb\xbb\x836\xc7\r\xfb"
    b"\xbe\xdb\xbf?/\xa6\xd3I\xd3\xce\xc3\xc8\xb9l\xf7\xe1\x1dd\xff\x9d"
    b"\xee\xa9\xab\x03o]1s\xa7\x07u(/O\xa7\xd0]\xc7\xdf'"
    b"S\xb5\xe1Z\x1c\x87\xf7\x86\xdb\xdb\xbb\x18\xb7c\xae@L\xd2\xb6\xc6"
    b"\xe7%\x8fl6'\xd7KP\xc6\xb6U\xf7A\xae\xc9\xfd\x93\x86\x7f"
    b"k\x86N\rhCW\xe6 \x8e\xcdK\x81vL\x00\x8f\x86x\xb2"
    b"%s\xffi\xb7\xb7\xff\xf2a\xb5I\xf7b&\xb5\xad\x0c\xf5*\x8f"
    b"`\x1e\xec\x86\xeb\xdf\xebzE\xf8\xac'\xfc\xf5\xbc\xf3\xe7\xc7\x0e\xfd"
    b"\x9f\x947;\x89\x8fm\x8e\xea\xc3\xdeCk\xf1r# \xa7\\\xf7"
    b"\xccSl[\xb5\xc0\xb6\x8d\x15\xdc\xb6Z\x81mc.\xf9\xbd9t"
    b"J\xfeoJ\xfdS\tshC\xfa~E\xc6k#\xe3|r\x05"
    b"\xcd\xadAy\xa7\xe89\x87{\xd3G\x8dw\xc6r\xf0NG\xfe\x9f"
    b"\x90\xfak\x86wn\xcb\xd8\xec\xb8\xfe\x9c\x02I\xed\xb6\xbc`u\xb2"
    b"\x1d\xa3\xc3d\x8d\xb9\xff4\x1a\xb8\x8f+\xfd\xb2\x00}\x9c\xb4{\xd3"
    b"\xeeM\xba\xd2\xeeM\x1f'\xc7\x8cXO\xac'\xd6\x13\xeb\x87?\x1f"
    b"`\xc5\xf1\xfd_\xf4g$\xbf\xff\xcb^\xab\x8d\xa8\xbe^\xcf\xa1\xaf"
    b"\xcf\xcb\xff'\xa5\xfeq\xa3\xafo\x0b/l\x81\xee\xde\xcb`\xcfI"
    b"\xd2\xdfm\xbe\xbc\xad\x80^\xdfs\xd4\xcd)\xafQ^#])\xaf"
    b"Q7\xe7\x98\x11\xeb\x89\xf5\xa4+\xb1\x9e\xba9us\xbe\x9b\x9bs"
    b"\x9a\xb2\x00e\x01\xd2\x95\xb2\x00\xf5>\x8e\x19\xb1\x9eXO\xac'M"
    b"\x87\xfd\xdd\xdc\xb8W`\x19\xf44\xe7\x8a\xcfml\xfdxy\xf6\x18"
    b"jN\xe4\xbc{\x99&\xdd\xde>\xa8Q\xf4-6s\xf8\x16u/"
    b"\xc6B`/F\xac\x1b\xbe/\xe3\x10\xcf\x91xO\xe5\x8d\x0c\xfe\xc5"
    b"<>\xc6\xf7\x9d\x7f\x7f\xab\xee\xdf\xbcA_#\xe5\x10\xca!\xa4+"
    b"\xe5\x10\xea\x9c\x1c3b=\xb1\x9et%\xd6\xd3\xd7H_\xe3c\xe3"
    b"k\x1c\xa6=\xe8\xf8\x8cK\xce\xecI\xaf\xf4\xf3\xfd\x84G\x07\xb6g"
    b"\xea\xb2\x94o(\xdf\x90\xae\x94o\xa8\xcbr\xcc\x88\xf5\xc4z\xd2\x95"
    b"X?\xfc\xba,\xe6:-B\x07,J\xe7)\x82n\x1d\xe3\xa7\r"
    b"\xe91o\xbb\xfew\xd3\x8e\x9a/u2\x87/\xb5\xe7\xfasr5"
    b"\x8d/\xf5\x8e\xe8\xbb\xbaG\xf32\xf8S5?\xd7\x86\xfc\x96\xe6["
    b"\xf5}\x92|\xadV\x87\x0f\xe5)\xb6>\xd7\xa4\x9c\xb9\xea\x8b\x1d\xc5"
    b"q\xaf\xb8\xfc\xb9@Kr\x9f\xe6\xab\xb4\xe3\xd1\x94\x98\x83c\xda\x9f"
    b"\xdaWc\xdc\x0b\x8di\x0bpk\xd0\xfbm\xfeEl\xaf\xe6.\xd5"
    b"8\x8f%\xd7\x9f\xb3T\x7f\xf7>\xff\xe4Wu\xcd$=\xbf\x01\xeb"
    b"\xd5[B\x9b\x89\x006k\xae\xcdU\xe1\xa1\xaa|\xd7y\x85\xbcP"
    b"z\xfe\xc1\xf0\x8d\xcb\x11\xb4\xd9\xb8\x01bDt\xdc\x1b\x9e\xb9\xb5\x06"
    b"\xdfK)4.\x0f1\x8d\xd7EvS\x1a\xf9\xe2~~\x0cv9"
    b"}\xdf\xf8\xf4\x00\xf2\xc6\x12\xcc\x81\xfe\xf9\xec\\\xd2|.\x02\x0f\xac"
    b"\xee`\xc7j\\\xfe\xd7\xb1\xd2\xb9\xbd\x04c\xafc6o\xc6lR"
    b"\xfaTw{y\xdb\x97`\x1c\xf4\x99\xe3@\xdb\xb7\x04'Bc\x93"
    b"4O_;\xa4\xf6\x94\x13\xda\xd3\x15\x1cE|}\xe5\x11\xb4\xa3\x03"
    b"2\xa6\xca9m\xc3\x83}s'\xe6\xc9\x94ETs\xdfN\x9b\xfe"
    b"\xad8\x7f\xee\xdbg\\\x7f\x9e\xf6N\nO5Rx\n\xe7\x1e\xf2"
    b"u\xfc9\xd0\xbcX\xcff\xcf.\x99\xb1Y1\xeb\xfa\x9bf]_"
    b"\x1e\x01\x0c\xe8B}\xda\xff3\x03\xc8\t\xbe\x1c\xdb(\xf7X\xb9a"
    b"\x19\xee\xed\x18_\x98\xe6n_3\xe3S\x05?\x83\xe2q\x11\xf2}"
    b"\xfc\xac\x13)2[Q\xcf\xea\x18]a\x0c\xfa_3:\xed\x02\xd8"
    b"\x0f\x92rO\xab\xfe\x16Z\x97\x93\xe60\xe6\xa6\xee\x80\x1e=\xc8\xfd"
    b"\xe8\xb7\xaaK\xd9\x9a\x07\x07J)8p\x1c\xb0\xc0\x8be\x19\xe4\x00"
    b"\x1d\xd7\x97\xcd\xb8\xbe%mky\xe6\xdeWu\xae\xcf\x04e\x8by"
    b"\xd7\x9f\x7f\xbd,\xc7~\xcc\xba_\xf9$\xfa\xfbIB\xfb\xacn]"
    b"D\x9f;\x86\xdeUX\xcb\xe7e\xed:#\xe5\x15\xbb\xf2\xe6~?"
    b"\x07\xeb\xd8\xa2\x91+\x1bf~T\xa5\x1d\x13\x1e\xac\xad\x81\\\xd6\x85"
    b":\xcf\xb8\xfe\x9c\xc7Y\xeb\xac\x98:C\xebP\xd5\xf0\xdf\xb2\xc1\xa5"
    b"Q\xc4\xf4\xb5\x011\xfd[)\xb8Hz\xf5\xafc\xf6=\x14\x96\xf7"
    b"\xc6\x80\xf7\x1c\xc8\x92h\x9fX\xf4\xe1\xc9z:M|\xef8\x18\x87"
    b"9\xbe\x1a\x90w0\x96\x1c\xed\x04y\xe6]\x92\xfe\xe0`\x8e\xb5G"
    b"l\xae\xb5a\xad\x99\xf3\xc8Q\x88cyt\xee\x8a\x07\xcb}\xfc\xf3"
    b"8\xd2u\xad\x00\xba\x86\xde\x17\x13\xf3\xf8,\xb4\xa1\x1a\x90\x13\x92\xfa"
    b"\xa2r\x9d\xcf.\xa6k\x0f\xbeW\x86\xf1.\xf4\x81\xd2\x07J\xba\xd2"
    b"\x07\xcax\x17\x8e\x19\xb1\x9eXO\xac'\xd6\x0f\xff\xde\r\xbe\xaf\x9a"
    b"\xef\xab\xe6\xfb\xaa\xf9\xbej\xe7\xb2\xbd\xaf\x1a\xf35p\x7f\x17\xf7w"
    b"Y\xdb\xa9/\xc6\xe1W`\xdb\x8bcd>K\x18\xcf\xe8\x87\x99\xa4"
    b"\x18\xa04\x1f\xd3\x03\xdf\xc8\x99\x07\xaa\xc9\x8a\x1c^\x9e8\xe9\xf6\xde"
    b"]\xac\xed\x9c\x02~\xf0\xf1\xc9\xab0\xf6?\x8a\x8e\x1f\xd2\xdfW\x98"
    b"\xbf\xcf\xf7^\xe6\xa2\xc6\xbad\xe4\x9d\xf8\x19\x9f\x03_\x96\xb3\xf0e"
    b"\xf9\x01\x1c\xf5B\xb1y\xe4K\xf2\xe5A\xf8\xb2\x92\x12wX\x93g"
    b"ua\xbdBY\xfda\xf9\xdc|\xb1\xb8Y|l\x1d\xa9w\xcc\xd3"
    b"7\x07}c|\xd2\xe1\xc5'Y\xba\xd7\x01c.y\xfcoO\xba"
    b"\xdd8\xf0\xa3N\xff\x92\x89w\x9d\xf3\xf8\xe0\x16\x06\xf0\xc1\xb5\xa4L"
    b"\xc5\xa3\x87\xfb\xfcrI\xe5\x97\x12|ui\xb1\x83\x0b\x05\xc5\x0e\x8e"
    b"\x05b\x07k\xf2\x8c\xa6y\xc68\xe8\x8a\x13B\xab\x15\xd1\x1f\xb0\xde"
    b":\xe8\x15u\xa0\xfb\xb8'\x16n\xa1\x00y\xffd\xc6X\xb8\"\x9e"
    b"U2\xb1p\x8d\x84q\xd6}5\xb8\x7f\xa0f\xec\x8dk0\xa6\xa1"
    b"85\xdd\xc7\xa2\xb1i>\x99\x00\xcbNI}>\x9cG\x9a4\xcc"
    b"\xb85\x130#\xc6\xa2\x0bf\x1d\n\xed\x119\xca\xeb\xd1\x1c|/"
    b"BN\xe9\xa4\xe8J\xb7\x0c\x0e/\xb9\xbd}\x0b\x15\x0f\xa6`\x8c9"
    b"e\xbdbd=\xdc/\xa2<\x83\xf3\xe5\x1c\xd8_\xb1M\xbf\x88\xfe"
    b"\xf9\xa5\x89CZ\xcf0~\xeb\xb06\xf5\xdc\xa3\x89\x1d\xa7\xee\xf0p"
    b"t\x07\x95\x1d\xf2\xf2\xd6}\xf1gh\x9d\x0b\x05\xb53^+\x9f\xf0"
    b"\x8c\x8d\xae7E=\xc7\xc6\xdf\xfe6:\xfe\xc5\xf5\xc7\xc4/f\x98"
    b"+\x8b\xce\xbfw\xec\xc0s\xc4e\xdb\x87\xb8Z\xd0|S\xbfo*"
    b"}#\x82T{\x0ftI\x976\x8e\xcf\x9aq,\xb2~\xb53\x14"
    b"U\x1f\xd6\xa9\xb2g\xde9\x11\xcbJ\x17AF\r\xc9\xecUi\x9f"
    b'\x0f\x1f\xd2\xf6\x1c&\xe9\x01\xc7\xa1\xbdYt\x86\xba+f\x0f"\xca'
    b"\x0b/\x19y!\xcfz\xf3(\xf7(\xe5\x1dk\xc4\x8b2\xf1\xe2\xb1"
    b"\xc7\x8b\xca\x01\xf1\xa2z\x04\xf0b\xec\x80x\xd1p\xfd{gB\xfb"
    b"\x80-\xfdl\x99Q\x89\xc3\x0e\xe1h\xdb\xa3{\x96\x0cM\xce\xcb\xf9"
    b"Y\x0f\x96\x1d$\x8e\xdb\x17\x1b\xbe\n<:\x08\xcf\xa8\xad\xf0\x99@"
    b"_\xd4\x0f\xf8:\xd0\xa76`\xff\xeb`\xcb\xc9\xdb\xff\x86\xf3\xef\xf5"
    b"\xd2\xfb\xed}\xed\x9496,\xf36O\xae\x81\xa4\xb5}\xd6%\xec"
    b"'N\xf1G\xa1\xafk\x05lp\xe7M\xcc[\xbc>\x9ev\x0f\x7f"
    b"O\xbc\x0f\xaf\x94\x0e\xba\xbf \xebZ=,{\xae}6_\xed\xdb"
    b"\x14\xe8\xf8\xf1\xb3*B\x9fsRn\xd1\xd4\x1d\xb2\xa7\xb5M\xdb\x0f"
    b"\x9a\xff\xb4\x14x\xc6\xa0x\x16\xca\x97QdN\xa5\xd5\x9cs\xd2\xe6"
    b";H\xc2\xc2\xbc\x18\x98\xd7\x87\xa3\xf4\xd1{*r\x9f\xda/\x9e\x93"
    b"\xd85\xe4\x83\xe7 \xa6-m\xdc\xb3\xd8;B\xf6\xce\xb4\xf9\xf0\xa7"
    b"\xfb\x0f>\xff\x1b\x1d\x9f\xe6\xad;\xc9GQ:\x9b\x9e\x1bIe\xd6"
    b"\xd3Ff\xbd \xf5^H\xb1\x99\x17\xf1\xfc\xc7\xa1\x7f1X<5"
    b"$\x98\x1a\xaf\x11'\xca\xbbs\x08\xf5\xbeQ\xd9\x1b\xa8\xeb\xe3\x1fK"
    b'{}\xac\x82\xec=\n}\x1c\xd3x\x9b\xd2\xae<\x8a9"\x86!'
    b"oR\x1b\xec\xd0\xf1>\x99\xd7\x06\x94g\x8f\xfa\xba\x84\xbe\xcbWJ"
    b"\xbbx\xa3\xfe\xca:\xf0F\xd1k\x91\xc6\x1f\x0e\xc2\xe7\xc8g\x93r"
    b"m\xba\xb4\x1b\x97\xa9~\xcfz\x82\xec\xfbu\xf8m\r\xce\x9a\x1f\xa2"
    b"\x01\xe3j\xcf-\x89\xe1h\x18\xff\xedy\x88\xefh\x89\x1f\xba\x01\xd7"
    b"\xb0\x8c\xc6\xef\xb7\x03~\x10\xf7\x97\xee\xffD|\xbf\x18\xe2w\xa4A"
    b"S\xae\xfd\xce\xed\xe1\xc94<{\x14\xf0\xa4%\xc7\xbfB\x1fg@"
    b"v\x1d\x85>j?\xe3\xb8\x88\xef\xca\xf7\x0e\xd8n\x1f\xb5\x9f\xf0i"
    b"7|\xb9\xef\x90~\xb3rM\xfb\xd6\x96:j`\xaf8\x96\xa2\x83"
    b"\x96\x8c\x0e\x9a\xc6\x07\x8f\x82o\xb4?>\x1bB9\xe0_}`\x9b"
    b"\xa8$\xc7&\xda1\xb0\xb8\x99D\xb3R\x0e\x1bE^\x9bF\x92\xde"
    b"B?\xf5\xc1s-Y\x1bT\x96||\xae\x92-\xce5in\xa5"
    b"\xe1\xd6\xa3\xc0\xb9\xb4\\\x92+\xa0\x9f\xaf\xc0X0\x86\xf5\xf0s\xec"
    b"\xe1>%kOi\x18{\xca%\x03&\x18o\xd8\x83q\xe3~&"
    b"\xeegr\x86\xbf|y\xc2\xd06Z\x84\xfd\xb5\xe2\xf6\xe7_O\xc3"
    b"\x9eK\x86\x975\x16\x13\xe5/\xd5\x07\x9a\xd0\xa6\xf6=W\r\xd9\x81"
    b"\xc6\x01\xffcz<)qA\x99c\xc1\xaa\xd9\xd6\x1b\x9f\xcc\xa6\xb8"
    b"p\xd3\xe0\xe6\xa8\xf4M\xc7u\x14\xfa\xd2I\xe1\xd3\n\xac\x9fo\x01"
    b"\x9f\xaa\x1c\x95\xe4\xd3J\x93\xa7\xdaf]<\xee\x99\x8f\x07\x91\xaf\xd0"
    b"&7!\xfdR\x9b\\\xc5\xd8\xb3\xb2\xe6\x9c\xfe1\xd0`\x14lz"
    b"\xb6\xbf\x95\x11\xefo\xdd\xed\xed\x8bP\xdb\x10\xe6\x98\xcd\x9aW\x1a\xef"
    b"\xb7\xb4\xd4udV\xee\x1f\x93gN\x802\x14T\x8a\\\xf2\xfb<"
    b"z\x01Y\x87\xf9\xda\x98\xc3\x879|H\xd74\x9d\x8f9|\x98\xaf"
    b"\x8dXO\xac'\xd6\x13\xebI\xd3\xe1\xc8\xd7fs1\x15e\x03D"
    b"{TQ\xefj\xaf\x16h+\xf3\xed\xd5\xad\x83\xaf\xa2a\xf4>\xdd"
    b"\xf7;eh\xb3x\x98\xf1M._\xdc\xe5*\x8c\xe3 m\t\xf5"
    b"y:0\xae/\xbb\xfd\xf9\x06\x92\xde\x99a\xf3\x02$\xf9\x8a\xb2\xd0"
    b"\xdf\xda\x80\x10O\xf2\xbcw#\x9e3\x7f\x10\x9b:\xc6\x86\xf9\xb0%"
    b"\xc6\xb6\xe7MlL\xe8Y\x96Wl\xfe\xbck\xc6\xd6\xbdm\x9ek"
    b"\xdf\xbbx\xdd\xf8\x88\xaa9\xfb:\xe6\xfa\xdfM\x856\xaa_\x08f"
    b"\xb6\xc1\x17\\7\xe3\xfc\x91\x94=\x0b\xbf}l\xd6\xd1\xd3\xa1\xf8\x93"
    b"\x99t?\xf1\x0c\xd80\xeeI{\xc7an\xf9\xf8\xd1\xf7\x9e\x9d\x96"
    b"`\xca\xac\xeb\xcf\rq\xd7\xd0\xf9j\xc0\x7fp\xdd\xc40}\x07b"
    b")&r\xd2\\c\x89^\x15\xdf\x85\xc6\x12\xa1/\xaf#uN\x9b"
    b":u\x8d{J0\xf6\xbc\xccq\x1f\r\x90vy\xde]\xe3\x8b\xf9"
    b"\x99\x85\xfeN\xa7\xf4\xd7bC\xcb%\xef7T\x1b_m\x0814"
    b'\x94/"\x94\xd7\xc2\xbe\xd3D\xfbx\x0c\xfa\xe8r`D\x17\x82\xb3'
    b"\x14\xdf\x9a\x06\x83.\x1b\x1f\x14\xae\x95\xba?C\xf7U\xbcgd\x97"
    b"mSW\xd6:g]8Wi\xd6:\xac\x1c\x13\x9a{v\xed\xbf"
    b"\x1b\xf0\xbd]s\xfb\xf7\xa1\xfa\xea\xb9kh\xb1j\xeeW\xd9\xe3]"
    b"\xf8\xdd\x8eg\xc7\xc3\xb3\x97\x03\xb4\xb4\xf9M\xaf\x981\xb0\xf9N\xb7"
    b"M?\xce\xb8\xc1\xdf\x1f\x15\xda7\xe2{g\x1a\x96\xc7}g'\xc0"
    b"g\xae\xbeo\\\xf7\x93\xea\xd0\xf5\x00\xdfs\xf6g\x1b\x92\xde\xaa"
)
