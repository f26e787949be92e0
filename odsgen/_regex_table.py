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
    ("<([1-9][0-9]{0,8}|0) x ([\\w.$]+)>", 0, 32, 69, 2, {}),
    ("<([\\w.$]+) \\(([\\w.$, ]*)\\)>", 0, 32, 61, 2, {}),
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
    b"x\xda\xed][o\\\xd7u\xdes\xe7\x0c9\x1c\xceP\xe2\xc8\xb2"
    b".C\xc9\x94\xa9Z\xa2\xac$5dYq\xd8\xa0F\x81\xa6iR"
    b"\xb4u\xd1\xdaN\xab\x9b-\x014\xa9\x8a\x94\xac8\xb0\r\x04-\xfa"
    b"\xd4\x87\x02E\x92\x97\xbc\xb6yi\xd1\xfe\x81\xfe\x81\xa2\xc8K\xd0\xe7"
    b"\xf4\x17\x14\x01\x8a\xbe\x14\x88z\x8e\xb8\x96\xf9\xcd\xe2\xde\xe72s("
    b"\x0eG\xdf\x00\x87\x87sf\x9f}\xf6^{\xedo\xaf\xdb^g\xde"
    b"97\x13\x1d\xa5\xe8\xa8F\xc7\xd3\xe8S\x92\xef\xfaY\x90sW\xce"
    b"\xed\xe8h\xc8\xf5\xad\xe8X\x8a\x8e\x87\xd1\xb1\r\xe5Jr.G\xc7"
    b"\x89\xe8h\xc9\xb5\xb8\xfe\xf8\xfe\x9a\xdc\xf7zt\xbc)\xf7\xe9=\x15"
    b"\xa9[\xdb1/m\xd3O\\G?:\xaf\xc0\xf7\xb8=\xc7\xe4Y"
    b"\x0b\xe6Y\xb3\xd1\xd1\x8c\x0b^\x18\xee\x97\xef\x13\xff\xde\x91g\xceI"
    b"]oI\xbdux\xde1\xe8SG\xfa\x19\x7fzB\x9b\x0e\xd0+"
    b"\xae\xe3\x07\xd2\x87\x1a\\kA\x9f\xb5\x9e7\xa2\x8a\x16\x81vC\xed"
    b"\x8f?}\xf7 \xfa\xbb\x1a\x1d\xd7|\xedW\xfa\xc5u\x9d\x8f*\xb8"
    b",\xd7\xaa\xf2\xcc\x15i\xdf\xbc|?\x17\xe8\xdb9i\x93\x96\xe9\xc8"
    b"x\xa5\xd28\xfe\xed/\x9eV~\xfd\xf4\xe9\xdf\xfczwX\x824"
    b".C\x9bkr\xed\x7f\xa3\x1f\xdf\x91ku_\xff\xa3OR\xdd'"
    b"\x80_}ms\xeb\xe9m\xeb\n\x8d\xe26\r\xe4zC\xfa\x9fV"
    b"\x7f\x96\xbe\xc7\xf7_\x97\xfe\xeas\x90\xceeC\xa7\x7f-\xed\x8d\xe3"
    b"\x8c\x94}]\xceOL\x9bJ\x01\x9a\xb97\xab\x89<\x9f6\xa6\xd1"
    b"\xd5\xca\xe7\xd1\xdf\xcf\x13\xea\xe8J\xf9\xb8\xcd\x7f\x15]\xf8}\xb9\xd6"
    b"\x92\xfagM\x1b\xeb\xf2\xcc\xcbr~\xcd\xb4'+f\xc4\xf7\xae\xc1"
    b"=.\xc3=1~,\x07\xdasW\xce\xef\x00O\x1dT\xdb{B"
    b"\xa3Y\x9d\xff\xd1\xc5\xdf\x94ks\x07\xfc\xec\xae\xd4\xa7\xbf\xbb\x82\xf9"
    b"[\xf9\xb7\x04\xfc;/<_$\x8e,\x8c\x88ge\xc0\xe2\xeb\xd2"
    b"\xbe\x8e\x1c\xbfp{m^\x90c}B\xb1S\xdb\xfd\x8f\xd1qR"
    b"\xbe\xf7\xe49\xcb\xd9\x9f\xf9\xe34L\\\x94\xe7\xfc\xad\xf4\xa5+\xe7"
    b"\xb8\xee\xf3#\xf0\xdeq\xa9\xef\xfb@\xeb%\xa9\xef\x95\t\xa5u_"
    b"\xae\xfd\x1e\xd0@\x9fs;g[\xe3{_\x92\xfa\xae\x01\x16\x9c\x1c"
    b"\xa1\x9e\x97\xa5\x9e\x0b2\xa7\xe3k\xa7\x00\x1b\xed9\xfe\xfd\xb4\xdc\xf3"
    b"\x92\xd09\xbev\xc6`\xcc2\xcc\x0f\xa5\xc1Y\xb9Oi\xd9\x95u"
    b"\xb2.c\xd6\x95\xfb\xecZv\x14\xe5\xb8E#\xf7\xe6\x95\xc5J\x1e"
    b"Y\xac<\xe1\xb2X\xc5#\x8bU\x0fQ\x16\xabM\xa8,V\x9fp"
    b"Y\xac\xe1\x91\xc5f(\x8b\xa5\xcabM\x8f,\xd6z\x0e\xb2\xd8\xec"
    b"s\x96\xc5\xe6&\\\x16k{d\xb1\xf9\t\x97\xc5:\x1eYl\xe1"
    b"\x00d\xb1\xaeG\x16\xeb\x8d!\x8b-zd\xb1c\x13.\x8b\x1d\xf7"
    b"\xc8bKc\xc8b}\x8f,vb\x0c\x99\x0ee\xb1\x93)\xb2\xd8"
    b"\xcb\x1eY\xecT\x06Y\xec\xb4G\x16;cd\xb1\xb3\x01YL\xf9"
    b'\xa3"GY\x8e\x01\xac\xb5\xda\xb7\x01\x9c\xb1Mz\xfd\x03S\xf7\x1c'
    b"\xf0VL\xab\x8a\xa9{\x05\xca;\xcf3\xd0v\xb6bl\x89\xe3\xf2"
    b"\x11\xda\x18\xf5\x99_7\xcf\xae\n\xfd\x9ar\xfd\xa6\x9c\xef\xc0\xb9#"
    b"k\xbe\x96\xd9\x96\xf3#9\xdf\x922[P\xe6cSfC\xca|"
    b"\xe8y\xd6\xa6y\xd6\x07\xc6\xee\xba v\xd7\xf8\xb7w\xe1\xfe'\x81"
    b"2\xdf\xf6\xb4\xf5\x9ei\xc7o\x0b=\xf5\x9a\xaf\xac\xd6\xf7&\x94\xbd"
    b"\x99Rv\r\xca>2\xb4\xbc/\xe7\xc7*+C\xd9\xed\x94\xb2'"
    b"<\xf5>4\xb2\xc3\xc7R\xb6\xed\xa97T\xd6\xda&U\xde\xeb\xcb"
    b"\xbcV\x0cP\x9eA^\xd94\xed\xf9\x04\xdaj\xcbl\x9b2\xdaN"
    b"l\xd3\x13Cc\xc5\xb6\x1d\x8f\xce\xd2\x05\x1e\x19\x80\xcc\x17_\xbbW"
    b"\xda=\x7f\x17\xca(M\xf3\xac\x17\x1d\x99/\xda\x97\x07\xd0\x1e\x1c\xf3"
    b"\xafA_>4<\xb5e\xfa\xa4}y\x15\xe4\x88;\xa6,\xce+"
    b"\xac\xeb.\xd0w\t0\xa3\xe85'\xfe\xffxio\\n\x8c "
    b"\x1b\x0f\xcc\x98\x0e8\x16#\x8dE\\\xd7\xdbr\xed_\xa2\xe3\x9f\xc1"
    b"\xcfB\xba\x8eN\xd7\x18\xdf\xfe\xc8\xe0\xdb%\xd2t,\x9a\xf6\xcc\xdc"
    b"\xff\xcc\x83+_D7}V\xda\xfd\xfd\xbd\x02q\x85XO\xac'"
    b"\xd6\x93\xae\xc4\xfa\xc9\xc0z\xd5\x95\xf1\x9a\xb5+\xc4e~\xc3\xf8\xd4"
    b"Q\x9eo\x81\r\xbc\xe8~l@\xbd\xeb\x05\xd6\xfb\xae\xd8k\xb0\xaf"
    b"%\xb0\x9d\x96F\xe0\xaf\xdf\x02}n\xd3\xa3W\xa3^\xfb\x06\x94\xdd"
    b"1\xba\xdf#\xc3#\xafyx\xf2f@'\xd6{\xce\xc0=\x8f<"
    b"\xfa;\xeas\x1fB|P\xc7\xcc\x8f-\xa3\xe7n\x9b\xeb\x9b\x1e\xfd"
    b"T\xfbu\xc9\xf0\xc9\x1c\xf9\x84|\x02|\xd2\x06\x1bz\x8c\xfd_I"
    b"\xc0~\xb57\xb6\xc5~\xb0$}\xfbT\xfe\x8fi\xfag\x05\xfb)"
    b"\x06\xc6N\x9e\xd7o\xd3\x01\x9fk(\xd6\xce\xda'\x97\x8e\xb8}R"
    b"y\xf5\xd3\x80\xcdh\x07\xfc\x04\xb3\x1e\x9e\xf4\x95\xfd!\xf0hh\x0e"
    b"l\x82-\xaa#\xd7\x17\x13\xd6z\xfcnyw\xd3<\xff\x16\xd4\xe5"
    b"+\xe3\xab+$_|\x07|0\xb7L\x9d;\xc6\x9efm\x98\xda"
    b"\x9e\xb7a\xfe=\n\xd4\xb1ep\xe0\x81\xdcs\x05\xee\xdd\xcey\xef"
    b"\x00\xee\xfd0\xd0\xcf-O\xbb,f\xa4\xdd\xbbm\xee\xb5\xb6O\xe4"
    b"\xbb:m\x89\xd4/\xa9_\x92\xae\xd4/iK\xe4\x98\x11\xeb\x89\xf5"
    b"\xa4+\xb1\xfe\xc8\xd8\x12C\xb1\x01\xb4\x11\xd1Fdm\xcd>]\xd1"
    b"\xda\xa0\xa9\x07R6\xa0l@\xbaR6\xa0\x1e\xc81#\xd6\x13\xeb"
    b"\x89\xf5\xc4\xfa\xc9\xd7\x03g!F`\x1a}\xc1\xed\x11|\xc1/\x1d"
    b"A_\xb0O\x9f\xb4\xbcn\xfd\x9b\xd6\x87L\x1d\x8e\xeb:\xd7u\xd2"
    b"\x95\xeb:u8\x8e\x19\xb1\x9eXO\xac'\xd6O\xbe\x0eW\xf3\xc4"
    b"}\xfb\xf4\x01\xf5\xff|d|I\x18\xd3\x977_D\x03\xfc\x87\xd3"
    b"\xa8?6G\xd0\x1fW\x8e\xa8\xfe\xf8\x91\xf1)\xee\x98\xef\x1bn\xff"
    b"\x1ey\xfcncs}s\xba/\xfa5\xb6\xabj\xdaac}o"
    b"\x05\xe6\xb0\xf5\x85n\xc3|\xe81^\x95r\x0f\xe5\x1e\xd2\x95r\x0f"
    b"u\\\x8e\x19\xb1\x9eXO\xba\x12\xeb\x8f|\xbc\xea%\xc7\x9cV\xc4"
    b"zb=\xe9J\xac\xa7\\\xcf1#\xd6\x13\xebIWb\xfd4\xe5"
    b"\xb4\xc2\xbc\xd2+no\xdf\x98+\xd0\x17b\xe3\x1e\x7f\nu\xfa\xfc"
    b"V\xf7\x85g\x94o\xbe*\xe7\xafH\x7f\x9b\xf0\xdb\x1br\xfe\x9a\x87"
    b">\xca{\xdcg\xc7}v6F\x95\xf9\x98\x8ev>&\x1c\xfb\xdb"
    b"\xc6G\xfa \x10s\xdb0\xfc\xf5\x97B\xaf?\x80\xdf6\r\xbf\xfe"
    b".\xe0\xe6#\xe3\xbb\xdd\x81\xf9\x15*\xa3\xf5\\\xf3\x94\xd90\xf5\\"
    b"I(\xa3\xf5\\p\xfb\xf3\xc9\xdb\xf6\x9cN(\xa3\xf5\x1c\xf3\x94\xb1"
    b"\xed\x99M(s\xd71o\x11u\x08\xea\x10\xd4!\xa8C\xd0^D"
    b"{\x11\xb1\x9eXO\xba\x12\xeb\x99\xb7\x88\xf6\x94\x17-o\xd1%\xc7"
    b"\\\xf9\xe4\x93\xe4\\\xf9\xdc\xf7>\x1d\xfb\x16\xec~\x01\x9b\xd7\xfca"
    b"A\xfb\x19\xac\xed\x8e6$\xea\x15\xd4+HW\xea\x15\xb4!q\xcc"
    b"\x88\xf5\xc4zb=\xb1\xfe\xe8\xec\x97\xb7>a\xda\x06h\x1b\xe0^"
    b"\x13\xca\x02\x94\x05(\x0bP\x16\xa0\xdeG\xbd\x8fXO\xac']\x89"
    b"\xf5|\x7f:\xf5>\xbe?\x9dz\x1fe\x01\xca\x02\xa4+e\x01\xea"
    b"}\x1c3b=\xb1\x9eXO\xac\x9f|\xbd\xafm\xe4\xf9y\xea}"
    b"\xd4\xfb@\xef\xd3\xba\x16\xa64\x16\xb8;B,\xf0\x99#\x1a\x0b\x1c"
    b"\xc2\xbe;\x8c\xe1\xa5\x9cG9\x8ft\xa5\x9cG\x9d\x9ecF\xac'"
    b"\xd6\x93\xae\xc4\xfa\xa9z\xe7\x15\xf3;\x11\xeb\x89\xf5\xa4+\xb1\x9er"
    b"=\xc7\x8cXO\xac']\x89\xf5G?\xbf\xd3\xf3\xc8\x07\xee\xcb\x1b"
    b"4\xca;t[.\xff;t\x99\x8bf\xbf\xff\xa9\x7fD\xfdO:"
    b"\xf7\xef\x19~\xa1\xdf\x892\x0be\x16\xd2\x952\x0b\xf5S\x8e\x19\xb1"
    b"\x9eXO\xba\x12\xeb\xa7#w\x8c\xae\x13|\xbf\x13cK-\x7fY"
    b"\xdd\xbd(~\xc0:?\x10\xfc\xf8Y\x8a\xdd\x80<J\x1e=L\x1e"
    b"\xed\x81\x8dOm{\xd3h\xefj\xbe@\xf1\xd66\xd7\xb2\xcd\xa9|"
    b"\xdb\xed\xcf\xa1\x8c\xfcy5`\x1f#6\x11\x9b\x18\xe7C\xdd\x9a\xba"
    b"5uk\xea\xd6\xb4\xa3\xd2\x8eJ\xac'\xd6\x93\xae\xc4z\xbe\xc7\x8d"
    b"z\x1f\xdf\xe3F\xbd\x8f\xb2\x00e\x01\xd2\x95\xb2\x00\xf5>\x8e\x19\xb1"
    b"\x9eXO\xac'\xd6O\xbe\xde7\xeb\xfc\xb9\x95\xa9\xf7Q\xef\xc3\xbd"
    b'"\xf3S\x1a\x1b\xd0\xc9\x11\x1b\xd0\x82\xff\xe3\xfa\xcb&6\xc0\xd7.'
    b"\x8c\t\xe8{\xca=\xef\x18\x81\x1e\xf8\xf5\xfb2V\xd8\x9e\x1d\xc3\x93"
    b"\xf7\ro\x0e\x00\x87n\x07\xf8w\x03|\xc5}\xe8\xbf\xa5\x8d\xe5\xff"
    b"m\xd3\x86\xdbp\xeeI]\x8d\xd20\xff\r ~\x05\xe7\xc5V\xce"
    b"\xf9\xf2+\xa8\xe3S\xe7\x7f_\xf5\x96\xb9\xfe\xc4\xac\x1d\xbf\x84:\xb6"
    b"]\xf2\xfe\xb4P\x1d?O\xe8\xcbfF<\xfa\xb7\x84:B\xfb\xe7"
    b"p\x0c\xe2:\xfeI0\xd5W\x87\x1dw\xbb\xfe>2tS\x1c\xfb"
    b"It,z~\xf3\xe5\x05\xb4}\xd6\xf6~_\xea\xfakh\xdf'"
    b"\xa6\xce\xfb\xce\xff~\xf1\xb4:\x1f\x00fj\x1d\x1f\x9b\xf3M\xf3\xac"
    b"\x8f\xe4\x9e\xf8\xfaI\x97\x7f\x8fb\xdeu\xe9w\xa2\xe3\x9d\x00/?"
    b"\xf4\xf0v\xd2\xef\x9bf<\xedX\xf8\xe4\x9c\xbe\x8c!\xce\xe7?7"
    b"\xf4}h\xae'\xf1\xabb\xc9\xea\x08:\xd0\xc5\x04\xf9\x08cR~"
    b"U\xa6\x8d\x92z+\xf5V\xd2\x95z+m\x94\x1c3b=\xb1\x9e"
    b"t%\xd6\x1f\x05\x1beG\xe8\xa3\xf6\xb5\xc7\x01[\xd6\x1d\x17~o"
    b"\xf8\x00l\x8e\x1a\xdbRt\x9e\x9aU\x88\x87\x88\xf9\xaa\xdc\xdc+G"
    b"\xdd\x83\xeb\x11\xd7#\xd2\x95\xeb\x11u\x0f\x8e\x19\xb1\x9eXO\xba\x12"
    b"\xeb'_\xf7\xa0\xbf\x91\xfeF\xfa\x1b\xe9o\xcc\xe2od\xcc\x14c"
    b"\xa6t]\xffa5y]\xa7-\x88\xfa\x01\xf5\x03\xd2\x95\xfa\x01m"
    b"A\x1c3b=\xb1\x9eXO\xac\xa7-\x88\xb6 \xda\x82h\x0b\xa2"
    b"-\x88\xb6\xa0\xe9\xb0\x05\xf5`\xbf\xd5,\xf0M_\xe8\xe6\x93Q\xcf"
    b"\xbb\xbd}\x98y\xdf[\xd5\x86\xe7q\xbf\xde\xee\xef\x0e\xda\x1c7\xec"
    b"\x0f\xdd\xfe\xfdy1\x9dN\x99v\x1eD\xcee\xbb\x0fo\x9c\xfdw"
    b"\xba\xa7\xae\x01\xbcu\xcb\xcc\x9d\x01\xd4\xa1\xbc<\x9fBw\x1d\x7f\x9f"
    b"L\xd5\x85kq\x1c\xde\xb7\xdd\xde\xde\xc5\xb8\x1d\xc7\n\xc4$mk"
    b"|>\xe7\x91\xcd\x8e\xc9\xf5\x12\x94\xb1m\xd5}\x90\xd7\xe5\xfeY\xc3"
    b"\xbfuC\xa7&\xb4\xa1/s\x10\xc7\xe6\xad@;Z\xc0\xa3!\x9e"
    b"\xec\xc8\xdc\x7f\xd5\xed\xed\xbf|^m\xd2\xbd\x98Im+C\xbd\xca"
    b"#\x98\x07\xbb\xe9\x86\xf7\xba\xde\x12>\x1b\x08\x7f]u\xfe\xfc\xd8\xa1"
    b"\xff\x93\xf2f'\xf1\xb1\xcdQ}\xd0{h-^n\x04\xe4\x94\xbb"
    b"\x9ey\x8am\xab\x16\xd8\xb6Z\xc1m\xab\x17\xd86\xe6\x92\xdf\x9bC"
    b"g\xe4\xff\xb6\xd4?\x970\x876\xa4\xef\xb7d\xbc62\xce'W"
    b"\xd0\xdc\x1a\x95w\x8a\x9es\xb87}\xdax\xa7\x96\x83wz\xf2\x7f"
    b"K\xea\xaf\x1b\xdey(c\xb3\xe3\x86s\n$\xb5\xdb\xf2\x82\xd5\xc9"
    b"v\x8c\x0e\x935\xe6\xfe\x8bh\xe0>\xab\x0c\xcb\x02\xf4q\xd2\xeeM"
    b"\xbb7\xe9J\xbb7}\x9c\x1c3b=\xb1\x9eXO\xac\x9f\xfc|"
    b"\x80\x15\xc7\xf7\x7f\xd1\x9f\x91\xfc\xfe/{\xad>\xa5\xfaz#\x87\xbe"
    b"\xbe$\xff\x9f\x92\xfag\x8c\xbe\xbe-\xbc\xb0\x05\xba\xfb \x83='"
    b"I\x7f\xb7\xf9\xf2\xb6\x02z\xfd\xc0Q7\xa7\xbcFy\x8dt\xa5\xbc"
    b"F\xdd\x9ccF\xac'\xd6\x93\xae\xc4z\xea\xe6\xd4\xcd\xf9nn\xce"
    b"i\xca\x02\x94\x05HW\xca\x02\xd4\xfb8f\xc4zb=\xb1\x9e4"
    b"\x9d\xf4ws\xe3^\x81\x15\xd0\xd3\x9c+>\xb7\xb1\xf5\xe3\xe5\xd9c"
    b"\xa89\x91\xf3\xeee\x9au{\xfb\xa0\xa6\xd1\xb7\xd8\xce\xe1[\xd4\xbd"
    b"\x18\xa7\x03{1b\xdd\xf0\x13\x19\x87x\x8e\xc4{*\xefe\xf0/"
    b"\xe6\xf11~\xe2\xfc\xfb[u\xff\xe6=\xfa\x1a)\x87P\x0e!]"
    b")\x87P\xe7\xe4\x98\x11\xeb\x89\xf5\xa4+\xb1\x9e\xbeF\xfa\x1a_\x18"
    b"_\xe3$\xedA\xc7g\xbc\xe7\xcc\x9e\xf4\xca0\xdf\xb7<:\xb0="
    b"S\x97\xa5|C\xf9\x86t\xa5|C]\x96cF\xac'\xd6\x93\xae"
    b"\xc4\xfa\xc9\xd7e1\xd7i\x11:`Q:O\x11t\xeb\x19?m"
    b"H\x8f\xf9\xc0\r\xbf\x9bv\xda|\xa9\xb39|\xa9\x037\x9c\x93\xab"
    b"m|\xa9\x8fD\xdf\xd5=\x9a7\xc1\x9f\xaa\xf9\xb96\xe4\xb74\xdf"
    b"\xaa\xef\x93\xe4k\xb5:|(O\xb1\xf5\xb9&\xe5\xccU_\xec4"
    b"\x8e{\xc5\xe5\xcf\x05Z\x92\xfb4_\xa5\x1d\x8f\xb6\xc4\x1c\x1c\xd7\xfe"
    b"\xd4\xbf\x1c\xe3AhL;\x80[\xa3\xdeo\xf3/b{5w\xa9"
    b"\xc6y\x9cs\xc39K\xf5w\xef\xf3O}Y\xd7B\xd2\xf3\x9b\xb0"
    b"^\xbd/\xb4i\x05\xb0Ysm\xae\t\x0fU\xe5\xbb\xce+\xe4\x85"
    b"\xd2\xd5g\xc37#G\xd0f\xe3F\x88\x11\xd1qoz\xe6\xd6u"
    b"\xf8^J\xa1qy\x82i\xbc.\xb2\x9b\xd2\xc8\x17\xf7\xf3=\xb0\xcb"
    b'\xe9\xfb\xc6\xe7G\x907\xce\xc1\x1c\x18\x9e\xcf\xce%\xcd\xe7"\xf0\xc0'
    b"\xea\x0ev\xacf\xe4\x7f\x1d+\x9d\xdb\xe7`\xecu\xcc\x96\xcc\x98\xcd"
    b"J\x9f\x1an/o\xfb9\x18\x07}\xe6\x0c\xd0\xf6}\xc1\x89\xd0\xd8"
    b'$\xcd\xd3o\x1eP{\xca\t\xed\xe9\x0b\x8e"\xbe~\xfd\x10\xda\xd1'
    b'\x03\x19S\xe5\x9c\xae\xe1\xc1\xa1\xb9\x13\xf3d\xca"\xaa\xb9o\xe7M'
    b"\xffV\x9d?\xf7\xedE7\x9c\xa7\xbd\x97\xc2S\xcd\x14\x9e\xc2\xb9\x87"
    b"|\x1d\x7f\xc6\x9a\x17\xeb\xd9\xec\xd9%36\xabf]\x7f\xd7\xac\xeb"
    b"+S\x80\x01}\xa8O\xfb\x7f~\x049\xc1\x97c\x1b\xe5\x1e+7"
    b"\xac\xc0\xbd=\xe3\x0b\xd3\xdc\xed\xd7\xcd\xf8T\xc1\xcf\xa0x\\\x84|"
    b"\x1f?\xebd\x8a\xccV\xd4\xb3zFW\xa8A\xff\xebF\xa7=\r"
    b"\xf6\x83\xa4\xdc\xd3\xaa\xbf\x85\xd6\xe5\xa49\x8c\xb9\xa9{\xa0G\x8fr"
    b"?\xfa\xad\x1aR\xb6\xee\xc1\x81R\n\x0e\x9c\x00,\xf0bY\x069"
    b"@\xc7\xf5\x86\x19\xd7\xf7\xa5m\x1d\xcf\xdc\xfb\xb2\xce\xf5\x85\xa0l\xb1"
    b"\xe4\x86\xf3\xaf\x97\xe5\xd8\x8fYO+\x9fG\x7f?Oh\x9f\xd5\xad"
    b"\x8b\xe8s\xcf\xd0\xbb\nk\xf9\x92\xac]\xe7\xa5\xbcbW\xde\xdc\xef"
    b"\x97`\x1d[6re\xd3\xcc\x8f\xaa\xb4\xa3\xe5\xc1\xda:\xc8e}"
    b"\xa8\xf3\xbc\x1b\xcey\x9c\xb5\xce\x8a\xa93\xb4\x0eU\r\xff\xad\x18\\"
    b'\x9aFL\xbf>"\xa6\x7f+\x05\x17I\xaf\xe1u\xcc\xbe\x87\xc2\xf2'
    b"^\rx\xcf\x81,\x89\xf6\x89e\x1f\x9e\xac\xa7\xd3\xc4\xf7\x8e\x83\x19"
    b"\x98\xe3k\x01y\x07c\xc9\xd1N\x90g\xde%\xe9\x0f\x0e\xe6Xw"
    b"\xca\xe6Z\x17\xd6\x9ac\x1e9\nq,\x8f\xce]\xf1`\xb9\x8f\x7f"
    b"^D\xba^/\x80\xae\xa1\xf7\xc5\xc4<\xbe\x08m\xa8\x06\xe4\x84\xa4"
    b"\xbe\xa8\\\xe7\xb3\x8b\xe9\xda\x83\xef\x95a\xbc\x0b}\xa0\xf4\x81\x92\xae"
    b"\xf4\x812\xde\x85cF\xac'\xd6\x13\xeb\x89\xf5\x93\xbfw\x83\xef\xab"
    b"\xe6\xfb\xaa\xf9\xbej\xbe\xaf\xda\xb9l\xef\xab\xc6|\r\xdc\xdf\xc5\xfd"
    b"]\xd6v\xea\x8bq\xf8\x07\xb0\xed\xc512?M\x18\xcf\xe8\x87\x85"
    b"\xa4\x18\xa04\x1f\xd33\xdf\xc8\xf9g\xaa\xc9\xaa\x1c^\x9e8\xe5\xf6"
    b"\xde]\xac\xed\x9c\x03~\xf0\xf1\xc9\xdb0\xf6\x7f\x1a\x1d\x7fB\x7f_"
    b"a\xfe>\xdf{\x99\x8b\x1a\xeb\x92\x91w\xe2g\xfc\x0c\xf8\xb2\x9c\x85"
    b"/\xcb\xcf\xe0h\x10\x8a\xcd#_\x92/\xc7\xe1\xcbJJ\xdca]"
    b"\x9e\xd5\x87\xf5\ne\xf5\xe7\xe5s\xf3\xc5\xe2f\xf1\xb1\xf5\xa4\xde\x9a"
    b"\xa7o\x0e\xfa\xc6\xf8\xa4\x83\x8bO\xb2to\x02\xdd\xff\xd8\x13cK"
    b"?\xdcx~\xb8\x9e\x89\x0b\xac\x1eb\\`-\x10\x17\xa8{\xe9\xdb"
    b"\xe6\x193\xa0\x07\xb6\x84\x06\xab\xa2\x1b`\xbd\x8d\x94x\xb7\x99)\x8c"
    b"wkB\xbc[k\x8a\xe2\xddf!\xde\xcd'g\xb4`\\\xe7\x12"
    b"\xd6\x0elC\xd3\xf0C\xdb\x83C\r\xc0\xa1+fm\x0b\xed;9"
    b"\xcak\xdc1\xf8^\x84\xec\xd3K\xd1\xbf\x1e\x18L?\xe7\xf6\xf6B"
    b"T<\xb8\x85q\xeb\x94\x1f\x8b\x91\x1fq\x0f\x8a\xf2\x0c\xce\x97K\x80"
    b"\t\xd8\xa6\x1fE\xff\xfc\xd8\xc46\xadg\x18\xbfu\xb7\xb7\xbfcp"
    b"H\xeb\x0e\xf5\x91\xe7\xa3\x8f\xa8,\x92\x97\xb7\x9e\x8a\x8fD\xeb<]"
    b"P;c\x1d\xf6%\xcf\xd8\xe8\xdaS\xd4slL\xef\xbfG\xc7\xdf"
    b"\xb9\xe18\xfb\xe5\x0cse\xd9\xf9\xf7\xa3\x8d=G\\\xb6\xbd\x8dk"
    b'\x05\xcd7\xf5%\xa7\xd27"Hu\xf0L?ui\xe3\xf8\x9a\x19'
    b'\xc7"\xebW\xdbEQ\xf5a\x9d*\xf3\xe6\x9d\x13\xb1\x0cu\rd'
    b"\xe3\x90\x0eP\x95\xf6\xf9\xf0!m\x1fc\x92^q\x02\xda\x9bE\x07"
    b"i\xb8b\xf65\xa2\xbc\xf0\x96\x91\x17\xf2\xac7\x87\xb9\xef)\xefX"
    b"#^\x94\x89\x17/<^T\xc6\xc4\x8b\xea\x11\xc0\x8b\xda\x98x\xd1"
    b"t\xc3\xfbqB{\x8b-\xfdl\x99i\xb1)\x85p\xb4\xeb\xd1="
    b"K\x86&\x97\xe5\xfc\x9a\x07\xcb\xc6\xb1I\xf9\xec\\k\xc0\xa3\xa3\xf0"
    b"\x8c\xda\x1f/\x06\xfa\xa2\xbe\xc5w\x80>\xf5\x11\xfb\xdf\x00\xdbQ\xde"
    b"\xfe7\x9d\x7f\xff\x98\xdeo\xef\xeb\xa6\xcc\xb1I\x99\xb7y\xf2\x17$"
    b"\xad\xed\x8b.a\x8fr\x8a\x8f\x0b\xfdg\xab`\xfb\xbbl\xe2\xe8\xe2"
    b"\xf5\xf1\xac{\xfe\xfb\xec}x\xa5t\xd0=\x0bY\xd7\xeaI\xd9\xc7"
    b"\xed\xb3+k\xdf\xe6@\xc7\x8f\x9fU\x11\xfa\\\x92r\xcb\xa6\xee\x90"
    b"=\xadk\xda>nN\xd5R\xe0\x19\xa3\xe2Y(\x07G\x91y\x9a"
    b"\xd6r\xceI\x9bC!\t\x0b\xf3b`^\xbf\x90\xd2G\xef\xa9\xc8"
    b"}j\xbfx]\xe2\xe1\x90\x0f^\x878\xb9\xb4q\xcfb\xef\xb0{"
    b"\xbc\x94'\xf5\xb7\x1b\xf0\xec\x1b\xc0s\x9a[\x07\xfbx\x15\xfa\x88c"
    b"2\x93\x82\xa9\x1d\xa9\xaf\x06}\xf4\xad\xd9\xa1\xf8i\xe4\xd1\xb6\xa1\xc7"
    b"\x8c\xc7^\x1c\x9f_\xf1\xf0+\xfa\xe4\x91&\xf5\x8c4\x19\xe7\xf9%"
    b"\x8f\x0f\x00\xfb\xd53\xfc\xdd\x86q\xee&H\xcc\xfal__/z"
    b"\xfal\xed\xdei\xb8\xf8\x7fO\x9f}\xfe;:\xbeH\xe31[\xf7"
    b"\xe9\x84\xbaK\x17\xd2\xf3n\xa9\xeer\xd6\xe8.W\xa4\xde+\xa2s"
    b"\x84\xfc(E<\xffE\xe8_C\xf8u\x12\xd6\xd6\x18\x17N\x96w"
    b"\xf1\x03\xf5\xffi\xf1w\xab\x9c\xf4_\xa5\xbd>VA\x07\x9b\x86>"
    b"\xd64\x96\xab\xb4\x8bA\x98\x7fd\x12rru\xc1\x1f\x11\xef\xc1\xfa"
    b"\xe6\x88z\xcdQ\x97OT/{\xb6o\xa3\xb4\x8b7\xea;o\x00"
    b"o\x14-\x93hl\xeb(|n\xfd\xe2\xf1\xb5\xf9\xd2n\xcc\xaf\xfa"
    b"\xbf\x1b\t:\xd0W\xe1\xb7\xebp\xd6\xdc#M\xb3\x8e\xe3\xb9#\xf1"
    b"AM7\xbc\x17\xe92\xc4\x0eu$\xfe\xa1\t\xd7\xb0\x8c\xee\r\xe9"
    b"\x06\xfca\xee\x1b\xee\x7fD<\xb8\x16\xe2w\xa4A[\xae\xfd\x87\xdb"
    b"\xc3\x93yx\xf64\xe0IG\x8e\xbf\x87>.\x80\x0e3\r}\xd4"
    b"~\xc6\xf18\xdf\x95\xef=\xb0\xe1\x1f\xb6\xbf\xf8U7yy\x15\x91"
    b"~\x8brM\xfb\xd6\x95:\xea`\xb7:\x9eb\x8b(\x19[D\x1a"
    b"\x1f\x1c\x06\xdfh\x7f|\xb6\xa4r\xc0\xcf\xfe\xccFUI\x8e{\xb5"
    b"c`q3\x89f\xa5\x1c\xb6\xaa\xbc\xb6\xad$\xbd\x85\xf1\n\xe3\xe7"
    b"\xf1\xb2\xb6\xc8,\xb9\x1e]%[\x0cu\xd2\xdcJ\xc3\xad\xc3\xc0\xb9"
    b"\xb4<\xa5\xab`\x17X\x85\xb1`|\xf4\xc1\xe7o\xc4=pi6"
    b"-;N\xf1\xf3\xdf0\xba\xa6\xf6\xef\xa4\xc1\x94\x9e\xe9\x17\xdaaz"
    b"\xeb\xd9\xed0\xb6\x8f=\xb0\xf3\x14Q\x7f\xd7\xc4\x1e]4\xf6%\xc4"
    b"o\x8c\x83\xbd\xe4\xb1;\x15\xd5\x9e\x8a\x8c#\xda\x11\xdaCs0\x8c"
    b"K\xb6>\xdd\xc7\xf7\x8d\x94q\xacN\xc18\xd6\xcc8\xfa\xd6\xdb\x96"
    b"\x1b\xces\xabk\xca{f\xe1\xc4\x98\xee\x81\xb1\xe7r_(\xf7\x85"
    b"v]\xf8\x1d\x18+\x06\x1b\x8a\xf09U\xdc\xfe\xf7X\xa4\xad\xb3\xef"
    b"\x19^\xd6\xf8s\xd45\xba\x1e|\xe9>q\xd5R\xc2\xbc\xab\x82\x8c"
    b"\xf6\xb2\xdb\x8d\x85\xcc\x1c\xffZ\xcd&[\xf9\xf4\x13]\x03\xef\x1b\x19"
    b"aZ\xfa\xa6\xe3:\r}\xe9\xa5\xf0i\x05d\xc5\xf7\x81OUg"
    b"H\xf2\xe3\xa7\xe9\x0e]#\x03\x9e\xf0\xcc\xc7qt\t\xb4?\xb7\xa4"
    b"_\xba\x86V\x8c\xed6k\xee\xfe\xef\x01\r\xa6\xc1~m\xfb[\x99"
    b"\xf2\xfe\xa2_V\xed\xa0\xb8w)k~~\xbc\xdf\xd2R\xd7\x91E"
    b'\xb9\xbf&\xcfl\x81\xe2\x1f4\x00\xb8\xe4\xf7"\r\x02\xb2\x0e\xf3^'
    b"2\x17\x1as\xa1\x91\xaei\xf6\r\xe6Bc\xdeKb=\xb1\x9eX"
    b"O\xac'M'#\xef\xa5/\xee\xb3\x08\x1b \xda\xa3\x8ax\xff+"
    b"\xee\xdb(\xc2V\xe6\xcbO\xd0\x00\x9bv\xd3\xe8}\x9a\xeb`\xce\xd0"
    b"f\xf9 c\xf9\\\xbeX\xf35\x18\xc7Q\xda\x12\xeas(\xe6\xf5"
    b"\x86\xdb\x9f\xdb%\xe9\xddC6\x07K\x92_4\x0b\xfd\xad\r\x08\xf1"
    b"$\xcf\xfb\x8b\xe29\xf3\x9fbS\xc78H\x1f\xb6\xc4\xd8v\xd5\xc4"
    b"\x81\x85\x9eey\xc5\xe6!\xbdcl\xdd\xdb\xe6\xb9\xf6\xfd\xb5w\x8d"
    b"?\xb4\x9a\xb3\xaf57\xfc\x8e?\xb4Q\xfdH0\xb3\x0bq\x0f\r"
    b"3\xce?\x90\xb2\x17\xe0\xb7\xcf\xcc:z6\x14k\xb5\x90\x1e\x13\xb1"
    b"\x006\x8c'\xd2\xde\x19\x98[\xd5\x80\xef\xca\xbe\xaf\xac#\x98\xb2\xe8"
    b"\x86\xf3\xef<6t\xbe\x1d\xf0\x1f\xdc5\xf1z\xdf\x81\xb8\xa1VN"
    b"\x9ak\xdc\xdc\xdb\xe2\xbb\xd0\xb89\xf4[\xab\x9fk\xde\xd4\xa9k\xdc"
    b'+\x82\xb1\x97e\x8e\xfbh\x80\xb4\xcb\xf3\x0e0_|\xdb"\xf4w'
    b">\xa5\xbf\x16\x1b:.y\x8f\xb5\xda\xf8\xea\x13\x88\xa1ys\xf9\xd8"
    b"wCi\x1f\x8fC\x1f]\x0e\x8c\xe8C \xa2\xe2[\xdb`\xd0M"
    b"\xe3\x83\xc2\xb5R\xf7\xa4\xe9^\xb2\x8f\x8d\xec\xb2m\xea\xcaZ\xe7\xa2"
    b"\x0b\xe7|\xceZ\x87\x95cBs\xcf\xae\xfd\x8f\x03\xbe\xb7;n\xff"
    b"\xde{_=\x8f\r-\xd6\xcc\xfd*{|\x04\xbf\xdb\xf1\xecyx"
    b"\xf6f\x80\x966O\xf4-3\x066o\xf4\xb6\xe9\xc7y7\xfa{"
    b"\xf8B{\xe5|\xb9\xb8\xb0<\xee\xb5=\t\xf1!\xea\xfb\xc6u?"
    b"\xa9\x0e]\x0f\xf0}\x91\xff\x0f\xe8n.\x94"
)
