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
    b"x\xda\xed]Ko\\Gv\xae~\xb0\x9bM\xb2\xd9\xec&\xc5\x96"
    b"eQj\x92\xa6L\xc5z\xda\x8a sd\r3\x88\x11d&\x93"
    b"\x99 \x81\x83D\xf6$\xd4\xc3\x96\x00\x99TDI\xd6\xd8\xb0\x1d\x0c"
    b"\x12d5\x8b\x00Af6\x93e\xe2M\x82d\x97U\xfeA\x90M"
    b"0\xeb\xc9/\x08\x06\x08\xb2\t0\xca\xbd\xe29\xe6\xd7\x87U\xf7\xd1"
    b"\xbc\x94\x9a\xad\x8f@\xf3\x92\xb7\xeb\xd6\xad:u\xea\xab\xf3\xaaS\xd3"
    b"\xce\xb9\xf1\xe8S\x8a>\xd5\xe8\xf34\xfa)\xc9\xff\xfa3#\xd7\xb6"
    b"\\\x9b\xd1\xa7.\xf7\xb7\xa2\xcf|\xf4y\x10}\xb6\xa1\\I\xae\xe5"
    b"\xe8s4\xfaL\xc8\xbd\xb8\xfe\xf8\xf91y\xeeB\xf4y[\x9e\xd3"
    b"g*R\xb7\xb6cZ\xda\xa6?q\x1d\xdd\xe8\xba\x02\xff\xc7\xed\x99"
    b"\x93w\xcd\x98wMF\x9fF\\\xf0T\x7f\xbf|?\xf1\xf7-y"
    b"\xe7\x94\xd4\xf5\r\xa9\xb7\x06\xef\x9b\x83>\xb5\xa4\x9f\xf1OGh\xd3"
    b"\x02z\xc5u|&}\x18\x83{\x13\xd0g\xad\xe7rT\xd1,\xd0"
    b"\xae\xaf\xfd\xf1O\xd7\xdd\x8f~\xafF\x9f+\xbe\xf6+\xfd\xe2\xba\x96"
    b"\xa3\n\xce\xca\xbd\xaa\xbcsE\xda7-\xff/\x05\xfa\xb6$m\xd2"
    b"2-\x19\xafT\x1a\xc7\xdf\xfd\xe9\xd3\xca\xaf\x9e>\xfd\xab_\xed\x0c"
    b"K\x90\xc6eh\xf3\x98\xdc\xfb\xdf\xe8\xcbw\xe5^\xcd\xd7\xff\xe8'"
    b"\xa9\xee\xa3\xc0\xaf\xbe\xb6\xb9\xf5\xf4\xb6\xb5\x85Fq\x9bzr\xbf."
    b"\xfdO\xab?K\xdf\xe3\xe7\xd7\xa4\xbf\xfa\x1e\xa4s\xd9\xd0\xe9_J"
    b"\xbb\xe38.e/\xc8\xf5\x89iS)@3\xf7v5\x91\xe7\xd3"
    b'\xc64\xba[\xf9"\xfa\xfdEB\x1dm)\x1f\xb7\xf9/\xa2\x1b\xbf'
    b"+\xf7&\xa4\xfeI\xd3\xc6\x9a\xbc\xf3\xac\\\xdf0\xed\xc9\x8a\x19\xf1"
    b"\xb3\xe7\xe0\x19\x97\xe1\x99\x18?\x16\x03\xed\xb9-\xd7w\x81\xa7\x0e\xaa"
    b"\xed\x1d\xa1\xd1\xa4\xce\xff\xe8\xe6\xaf\xcb\xbd\xa9\x03~w[\xea\xd3\xef"
    b"]\xc1\xfc\xad\xfc[\x02\xfe\x9d\x16\x9e/\x12Gf\x06\xc4\xb32`"
    b"\xf1\x9a\xb4\xaf%\x9f\xfft\xbbm\x9e\x91\xcf\xfa\x90b\xa7\xb6\xfb\x1f"
    b"\xa2\xcf1\xf9\xbf#\xefY\xcc\xfe\xce\x9f\xa4a\xe2\xac\xbc\xe7\xc7\xd2"
    b"\x97\xb6\\\xe3\xba\x97\x07\xe0\xbd#R\xdf\x0f\x81\xd6\xf3R\xdfkC"
    b'J\xeb\xae\xdc\xfb\x1d\xa0\x81\xbe\xe7f\xce\xb6\xc6\xcf\xbe"\xf5]\x01'
    b",86@=\xafJ=\xa7dN\xc7\xf7\x8e\x036\xdak\xfc\xfd"
    b'\x82<\xf3\x8a\xd09\xbew\xc2`\xcc"\xcc\x0f\xa5\xc1IyNi'
    b"\xd9\x96u\xb2&c\xd6\x96\xe7\xecZv\x18\xe5\xb8Y#\xf7\xe6\x95"
    b"\xc5J\x1eY\xac<\xe4\xb2X\xc5#\x8bU_\xa0,66\xa4\xb2"
    b"Xm\xc8e\xb1\xbaG\x16\x1b\xa7,\x96*\x8b5<\xb2\xd8\xc4s"
    b"\x90\xc5&\x9f\xb3,65\xe4\xb2X\xd3#\x8bM\x0f\xb9,\xd6\xf2"
    b"\xc8b3\x07 \x8b\xb5=\xb2Xg\x1f\xb2\xd8\xacG\x16\x9b\x1br"
    b"Y\xec\x88G\x16\x9b\xdf\x87,\xd6\xf5\xc8bG\xf7!\xd3\xa1,v"
    b",E\x16{\xd5#\x8b\x1d\xcf \x8b-xd\xb1\x13F\x16;\x19"
    b"\x90\xc5\x94?*\xf2)\xcb\xa7\x07k\xad\xf6\xad\x07Wl\x93\xde\xff"
    b"\xc0\xd4=\x05\xbc\x15\xd3\xaab\xea^\x81\xf2\xce\xf3\x0e\xb4\x9d\xad\x18"
    b"[\xe2~\xf9\x08m\x8c\xfa\xcew\xcc\xbb\xabB\xbf\x86\xdc\xdf\x90\xeb"
    b"-\xb8\xb6d\xcd\xd72\xdbr}$\xd7\x1bRf\x0b\xca|l\xca"
    b"\xdc\x932\x1fz\xde\xb5i\xde\xf5\x81\xb1\xbb\xce\x88\xdd5\xfe\xee="
    b"x\xfeI\xa0\xccw=m\xbdc\xda\xf1\x9bBO\xbd\xe7+\xab\xf5"
    b"\xbd\re7R\xca\x9e\x83\xb2\x8f\x0c-\xef\xca\xf5\xb1\xca\xcaPv"
    b";\xa5\xecQO\xbd\x0f\x8c\xec\xf0\xb1\x94mz\xea\r\x95\xb5\xb6I"
    b"\x95\xf7\xba2\xaf\x15\x03\x94g\x90W6M{>\x81\xb6\xda2\xdb"
    b"\xa6\x8c\xb6\x13\xdb\xf4\xc4\xd0X\xb1\xed\xa1Ggi\x03\x8f\xf4@\xe6"
    b"\x8b\xef\xdd)\xed\\\xbf\x0fe\x94\xa6y\xd6\x8b\x96\xcc\x17\xed\xcb}"
    b"h\x0f\x8e\xf9%\xe8\xcb\x87\x86\xa7\xb6L\x9f\xb4/\xaf\x83\x1cq\xcb"
    b"\x94\xc5y\x85u\xdd\x06\xfa\xce\x03f\x14\xbd\xe6\xc4\x7f\x1f)\xed\x8e"
    b"\xcb\xd5\x01d\xe3\x9e\x19\xd3\x1e\xc7b\xa0\xb1\x88\xeb\xba&\xf7\xfe9"
    b"\xfa\xfc\x13\xf8YH\xd7\xc1\xe9\x1a\xe3\xdb\x1f\x18|;C\x9a\xee\x8b"
    b"\xa6\x1d3\xf7?\xf7\xe0\xca\x97\xd1C\x9f\x97v\xbe\xbf^ \xae\x10"
    b"\xeb\x89\xf5\xc4z\xd2\x95X?\x1cX\xaf\xba2\xde\xb3v\x85\xb8\xcc"
    b"\xaf\x19\x9f:\xca\xf3\x13`\x03/\xba\x1f\xf7\xa0\xde\xf5\x02\xeb}O"
    b"\xec5\xd8\xd7\x12\xd8NK\x03\xf0\xd7o\x80>\xb7\xe9\xd1\xabQ\xaf"
    b"\xbd\x0ce\x1f\x1a\xdd\xef\x91\xe1\x917<<\xb9\x11\xd0\x89\xf5\x99\x13"
    b"\xf0\xcc#\x8f\xfe\x8e\xfa\xdc\x87\x10\x1f\xd42\xf3c\xcb\xe8\xb9\xdb\xe6"
    b"\xfe\xa6G?\xd5~\x9d1|2E>!\x9f\x00\x9f4\xc1\x86\x1e"
    b"c\xff\x9b\t\xd8\xaf\xf6\xc6\xa6\xd8\x0f\xe6\xa5o\x9f\xca\xdf1M\xff"
    b"\xb8`?E\xcf\xd8\xc9\xf3\xfamZ\xe0s\r\xc5\xdaY\xfb\xe4\xfc"
    b"!\xb7O*\xaf~\x1a\xb0\x19=\x04?\xc1\xa4\x87'}e\x7f\x04"
    b"<\x1a\x9a\x03\x9b`\x8bj\xc9\xfd\xd9\x84\xb5\x1e\xff\xb7\xbc\xbbi\xde"
    b"\x7f\x03\xea\xf2\x95\xf1\xd5\x15\x92/\xbe\x07>\x98\x1b\xa6\xce\x87\xc6\x9e"
    b"fm\x98\xda\x9ek0\xff\x1e\x05\xea\xd828p_\x9e9\x0f\xcf"
    b"n\xe7|\xb6\x07\xcf~\x18\xe8\xe7\x96\xa7]\x163\xd2\x9e\xdd6\xcf"
    b"Z\xdb'\xf2]\x8d\xb6D\xea\x97\xd4/IW\xea\x97\xb4%r\xcc"
    b"\x88\xf5\xc4z\xd2\x95X\x7fhl\x89\xa1\xd8\x00\xda\x88h#\xb2\xb6"
    b"f\x9f\xaehm\xd0\xd4\x03)\x1bP6 ])\x1bP\x0f\xe4\x98"
    b"\x11\xeb\x89\xf5\xc4zb\xfd\xf0\xeb\x81\x93\x10#0\x8a\xbe\xe0\xe6\x00"
    b"\xbe\xe0W\x0e\xa1/\xd8\xa7OZ^\xb7\xfeM\xebC\xa6\x0e\xc7u"
    b"\x9d\xeb:\xe9\xcau\x9d:\x1c\xc7\x8cXO\xac'\xd6\x13\xeb\x87_"
    b"\x87\x1b\xf3\xc4}\xfb\xf4\x01\xf5\xff|d|I\x18\xd3\x977_D"
    b"\x1d\xfc\x87\xa3\xa8?6\x06\xd0\x1fW\x0e\xa9\xfe\xf8\x91\xf1)>4"
    b"\xff\xdfs{\xf7\xc8\xe3\xff66\xd77\xa7\xbb\xa2_c\xbb\xaa\xa6"
    b"\x1d6\xd6\xf7F`\x0e[_\xe86\xcc\x87\x0e\xe3U)\xf7P\xee"
    b"!])\xf7P\xc7\xe5\x98\x11\xeb\x89\xf5\xa4+\xb1\xfe\xd0\xc7\xab\x9e"
    b"q\xcciE\xac'\xd6\x93\xae\xc4z\xca\xf5\x1c3b=\xb1\x9et"
    b"%\xd6\x8fRN+\xcc+\xbd\xe2v\xf7\x8d\xb9\x02}!6\xee\xf1"
    b"gP\xa7\xcfouWxF\xf9\xe6-\xb9\xbe)\xfdm\xc0w\x97"
    b"\xe5z\xc9C\x1f\xe5=\xee\xb3\xe3>;\x1b\xa3\xca|L\x87;\x1f"
    b"\x13\x8e\xfdM\xe3#\xbd\x1f\x88\xb9\xad\x1b\xfe\xfa3\xa1\xd7\xef\xc1w"
    b"\x9b\x86_\xbf\r\xb8\xf9\xc8\xf8n\x1f\xc2\xfc\n\x95\xd1z\xaex\xca"
    b"\xdc3\xf5\x9cO(\xa3\xf5\x9cr{\xf3\xc9\xdb\xf6,$\x94\xd1z"
    b"\xe6<el{&\x13\xca\xdcv\xcc[D\x1d\x82:\x04u\x08\xea"
    b"\x10\xb4\x17\xd1^D\xac'\xd6\x93\xae\xc4z\xe6-\xa2=\xe5e\xcb"
    b"[t\xc61W>\xf9$9W>\xf7\xbd\x8f\xc6\xbe\x05\xbb_\xc0"
    b"\xe65\x7fP\xd0~\x06k\xbb\xa3\r\x89z\x05\xf5\n\xd2\x95z\x05"
    b"mH\x1c3b=\xb1\x9eXO\xac?<\xfb\xe5\xadO\x98\xb6\x01"
    b"\xda\x06\xb8\xd7\x84\xb2\x00e\x01\xca\x02\x94\x05\xa8\xf7Q\xef#\xd6\x13"
    b"\xebIWb=\xcfO\xa7\xde\xc7\xf3\xd3\xa9\xf7Q\x16\xa0,@\xba"
    b"R\x16\xa0\xde\xc71#\xd6\x13\xeb\x89\xf5\xc4\xfa\xe1\xd7\xfb\x9aF\x9e"
    b"\x9f\xa6\xdeG\xbd\x0f\xf4>\xadkfDc\x81\xdb\x03\xc4\x02\x9f8"
    b"\xa4\xb1\xc0!\xec\xbb\xc5\x18^\xcay\x94\xf3HW\xcay\xd4\xe99"
    b"f\xc4zb=\xe9J\xac\x1f\xa93\xaf\x98\xdf\x89XO\xac']"
    b"\x89\xf5\x94\xeb9f\xc4zb=\xe9J\xac?\xfc\xf9\x9d\x9eG>"
    b"p_\xde\xa0A\xce\xd0\x9dp\xf9\xcf\xd0e.\x9a\xbd\xfe\xa7\xee!"
    b"\xf5?\xe9\xdc\xbfc\xf8\x85~'\xca,\x94YHW\xca,\xd4O"
    b"9f\xc4zb=\xe9J\xac\x1f\x8d\xdc1\xbaN\xf0|'\xc6\x96"
    b"Z\xfe\xb2\xba{Q\xfc\x80u~ \xf8\xf1U\x8a\xdd\x80<J\x1e"
    b"}\x91<\xda\x01\x1b\x9f\xda\xf6F\xd1\xde\xd5x\x89\xe2\xadm\xaee"
    b'\x9bS\xf9\xa6\xdb\x9bC\x19\xf9\xf3b\xc0>Fl"61\xce\x87'
    b"\xba5uk\xea\xd6\xd4\xadiG\xa5\x1d\x95XO\xac']\x89\xf5"
    b"<\xc7\x8dz\x1f\xcfq\xa3\xdeGY\x80\xb2\x00\xe9JY\x80z\x1f"
    b"\xc7\x8cXO\xac'\xd6\x13\xeb\x87_\xef\x9bt\xfe\xdc\xca\xd4\xfb\xa8"
    b"\xf7\xe1^\x91\xe9\x11\x8d\rh\xe5\x88\r\x98\x80\xbf\xe3\xfa\xcb&6"
    b"\xc0\xd7.\x8c\t\xe8z\xca=\xef\x18\x81\x0e\xf8\xf5\xbb2V\xd8\x9e"
    b"\x87\x86'\xef\x1a\xde\xec\x01\x0e\xdd\x0c\xf0\xef=\xf0\x15w\xa1\xff\x96"
    b"6\x96\xff\xb7M\x1bn\xc2\xb5#u\xd5K\xfd\xfc\xd7\x83\xf8\x15\x9c"
    b"\x17[9\xe7\xcb/\xa1\x8eO\x9d\xff\xbc\xea-s\xff\x89Y;~"
    b"\x01ul\xbb\xe4\xfdi\xa1:\xfe#\xa1/\x9b\x19\xf1\xe8\xdf\x12\xea"
    b"\x08\xed\x9f\xc31\x88\xeb\xf8G\xc1T_\x1dv\xdc\xed\xfa\xfb\xc8\xd0"
    b"Mq\xec\xa7\xd1g\xd6\xf3\x9d//\xa0\xed\xb3\xb6\xf7\x87R\xd7_"
    b"B\xfb>1u\xdeu\xfe\xf3\xc5\xd3\xea\xbc\x0f\x98\xa9u|l\xae"
    b"\x1b\xe6]\x1f\xc93\xf1\xfdc.\xff\x1e\xc5\xbc\xeb\xd2oE\x9fw"
    b"\x03\xbc\xfc\xc0\xc3\xdbI\xdfo\x9a\xf1\xb4c\xe1\x93s\xba2\x868"
    b"\x9f\xff\xc4\xd0\xf7\x81\xb9\x9f\xc4\xaf\x8a%\xab\x03\xe8@\xa7\x13\xe4#"
    b"\x8cI\xf9e\x996J\xea\xad\xd4[IW\xea\xad\xb4Qr\xcc\x88"
    b"\xf5\xc4z\xd2\x95X\x7f\x18l\x94-\xa1\x8f\xda\xd7\x1e\x07lY\xb7"
    b"\\\xf8\xdc\xf0\x1e\xd8\x1c5\xb6\xa5\xe8<5\xab\x10\x0f\x11\xf3U\xb9"
    b"\xb1[\x8e\xba\x07\xd7#\xaeG\xa4+\xd7#\xea\x1e\x1c3b=\xb1"
    b"\x9et%\xd6\x0f\xbf\xeeA\x7f#\xfd\x8d\xf47\xd2\xdf\x98\xc5\xdf\xc8"
    b"\x98)\xc6L\xe9\xba\xfe\xa3j\xf2\xbaN[\x10\xf5\x03\xea\x07\xa4+"
    b"\xf5\x03\xda\x828f\xc4zb=\xb1\x9eXO[\x10mA\xb4\x05"
    b"\xd1\x16D[\x10mA\xa3a\x0b\xea\xc0~\xabI\xe0\x9b\xae\xd0\xcd"
    b"'\xa3.\xbb\xdd}\x98y\xcf\xadj\xc2\xfb\xb8_o\xe7{\x07m"
    b'\x8e\x1b\xf6\xfbn\xef\xfe\xbc\x98N\xc7M;\x0f"\xe7\xb2\xdd\x87\xb7'
    b"\x9f\xfdw\xba\xa7\xae\x0e\xbcu\xc3\xcc\x9d\x1e\xd4\xa1\xbc<\x9dBw"
    b"\x1d\x7f\x9fL\xd5\x86{q\x1c\xdew\xdd\xee\xde\xc5\xb8\x1ds\x05b"
    b"\x92\xb65\xbe.yd\xb39\xb9_\x822\xb6\xad\xba\x0frM\x9e"
    b"\x9f4\xfc[3tj@\x1b\xba2\x07ql\xbe\x11h\xc7\x04\xf0"
    b"h\x88'[2\xf7_w\xbb\xfb/\x9fW\x9bt/fR\xdb\xca"
    b"P\xaf\xf2\x08\xe6\xc1n\xb8\xfe\xbd\xae7\x84\xcfz\xc2_\x17\x9d?"
    b"?v\xe8\xef\xa4\xbc\xd9I|lsT\x1f\xf4\x1eZ\x8b\x97\xf7\x02"
    b"r\xcam\xcf<\xc5\xb6U\x0bl\xdbX\xc1m\xab\x15\xd86\xe6\x92"
    b"\xdf\x9dC'\xe4\xef\xa6\xd4?\x950\x87\xeeI\xdfo\xc8x\xdd\xcb"
    b"8\x9f\\AskP\xde)z\xce\xe1\xde\xf4Q\xe3\x9d\xb1\x1c\xbc"
    b"\xd3\x91\xbf'\xa4\xfe\x9a\xe1\x9d\x0726\x0f]\x7fN\x81\xa4v["
    b"^\xb0:\xd9C\xa3\xc3d\x8d\xb9\xff2\x1a\xb8\xcf+\xfd\xb2\x00}"
    b"\x9c\xb4{\xd3\xeeM\xba\xd2\xeeM\x1f'\xc7\x8cXO\xac'\xd6\x13"
    b"\xeb\x87?\x1f`\xc5\xf1\xfc/\xfa3\x92\xcf\xff\xb2\xf7j#\xaa\xaf"
    b"\xd7s\xe8\xeb\xf3\xf2\xf7q\xa9\x7f\xdc\xe8\xeb\xdb\xc2\x0b[\xa0\xbb\xf7"
    b"2\xd8s\x92\xf4w\x9b/o+\xa0\xd7\xf7\x1cus\xcak\x94\xd7"
    b"HW\xcak\xd4\xcd9f\xc4zb=\xe9J\xac\xa7nN\xdd\x9c"
    b"gssNS\x16\xa0,@\xbaR\x16\xa0\xde\xc71#\xd6\x13\xeb"
    b"\x89\xf5\xa4\xe9\xb0\x9f\xcd\x8d{\x05V@Os\xae\xf8\xdc\xc6\xd6\x8f"
    b"\x97g\x8f\xa1\xe6D\xce\xbb\x97i\xd2\xed\xee\x83\x1aE\xdfb3\x87"
    b"oQ\xf7b,\x04\xf6b\xc4\xba\xe1'2\x0e\xf1\x1c\x89\xf7T\xde"
    b"\xc9\xe0_\xcc\xe3c\xfc\xc4\xf9\xf7\xb7\xea\xfe\xcd;\xf45R\x0e\xa1"
    b"\x1cB\xbaR\x0e\xa1\xce\xc91#\xd6\x13\xebIWb=}\x8d\xf4"
    b"5\xbe4\xbe\xc6a\xda\x83\x8e\xef\xb8\xee\xcc\x9e\xf4J?\xdfOx"
    b"t`{\xa5.K\xf9\x86\xf2\r\xe9J\xf9\x86\xba,\xc7\x8cXO"
    b'\xac\']\x89\xf5\xc3\xaf\xcbb\xae\xd3"t\xc0\xa2t\x9e"\xe8\xd6'
    b"1~\xda\x90\x1e\xf3\x81\xeb?\x9bv\xd4|\xa9\x939|\xa9=\xd7"
    b"\x9f\x93\xabi|\xa9\x8fD\xdf\xd5=\x9a\x1b\xe0O\xd5\xfc\\\xf7\xe4"
    b"\xbb4\xdf\xaa\xef'\xc9\xd7ju\xf8P\x9eb\xebsM\xca\x99\xab"
    b"\xbe\xd8Q\x1c\xf7\x8a\xcb\x9f\x0b\xb4$\xcfi\xbeJ;\x1eM\x899"
    b"8\xa2\xfd\xa9}=\xc6\xbd\xd0\x98\xb6\x00\xb7\x06}\xde\xe6_\x9c\x92"
    b"v\xdaO\\\xc9\x9a\xa9\xcc\xd2s\r\xfe\xf7\xf5_s\xa1j\xdc\xc8"
    b"\x92\xeb\xcf\x81\xaa\xdf{\xfbs\xfc\xeb\xbaf\x92\xfa\xd3\x80\xf5\xef}"
    b"\xa1\xf5D\x00\xeb5w\xe79\xe1\xc9\xaa\xfc\xaf\xf3\x14y\xabt\xf1"
    b"\x19;\x8c\xcb'h\x03r\x03\xc4\x9c(\x1f5<s\xd5\xd2\xd47"
    b"fJ\xe3\xf2\x10\xd3x]dA\xa5\x91/\x8e\xe8\x07`\xe7\xd3\xf3"
    b"\xcb\xa7\x07\x90_\x96`N\xf5\xe3\x83sI\xf8P\x04\xbeX]\xc4"
    b"\x8e\xd5\xb8\xfc\xadc\xa5X\xb1\x04c\xafc6o\xc6lR\xfaT"
    b"w\xbby\xe0\x97`\x1c\xf4\x9d\xe3@\xdb\xf7e\xfe\x86\xc6&i\x9e"
    b"~\xeb\x80\xdaSNhOWp\x19\xf1\xe5\x9d\x17\xd0\x8e\x0e\xc8\xac"
    b"*7\xb5\r\x0f\xf6\xcd\x9d\x98'S\x16e\xcd\xa5;m\xfa\xb7\xea"
    b"\xfc\xb9tO\xbb\xfe\xbc\xef\x9d\x14\x9ej\xa4\xf0\x14\xce=\xe4\xeb\xf8"
    b"g_\xf3b=\x9b}\xbcd\xc6f\xd5\xc8\t\xef\x199ae\x04"
    b"0\xa0\x0b\xf5i\xff\x97\x07\x90;|9\xbbQ\x8e\xb2r\xc8\n<"
    b'\xdb1\xbe5\xcd\x05\xbff\xc6\xa7\n~\x0b\xc5\xe3"\xf4\x85\xf8]'
    b"\xc7Rd\xc0\xa2\xde\xd51\xba\xc7\x18\xf4\xbfft\xe4\x05\xb0G$"
    b"\xe5\xb2V}0\xb4.'\xcda\xccu\xdd\x01\xbd|\x90\xe7\xd1\x0f"
    b"V\x97\xb25\x0f\x0e\x94Rp\xe0(`\x81\x17\xcb2\xc8\x01:\xae"
    b"W\xcd\xb8\xbe/mky\xe6\xde\xd7u\xae\xcf\x04e\x8by\xd7\x9f"
    b"\xcf\xbd,\x9f\xbd\x98\xf5\xb4\xf2E\xf4\xfb\x8b\x84\xf6Y]\xbd\x88>"
    b"w\x0c\xbd\xab\xb0\x96\xcf\xcb\xda\xb5,\xe5\x15\xbb\xf2\xe6\x92?\x03\xeb"
    b"\xd8\xa2\x91+\x1bf~T\xa5\x1d\x13\x1e\xac\xad\x81\\\xd6\x85:\x97"
    b"]\x7f\x0e\xe5\xacuVL\x9d\xa1u\xa8j\xf8o\xc5\xe0\xd2(b"
    b"\xfa\xda\x80\x98\xfe\x9d\x14\\$\xbd\xfa\xd71{\xae\x85\xe5\xbd1\xe0"
    b"=\x07\xb2$\xda;\x16}x\xb2\x9eN\x13\xdf\x99\t\xe30\xc7\xcf"
    b"\x05\xe4\x1d\x8cMG\xbbC\x9ey\x97\xa4?8\x98c\xed\x11\x9bk"
    b"mXk\xe6<r\x14\xe2X\x1e\x9d\xbb\xe2\xc1r\x1f\xff\xbc\x8ct"
    b"]+\x80\xae\xa1\xf3gb\x1e\x9f\x856T\x03rBR_T\xae"
    b"\xf3\xd9\xd9t\xed\xc1sj\x18?C\x9f*}\xaa\xa4+}\xaa\x8c"
    b"\x9f\xe1\x98\x11\xeb\x89\xf5\xc4zb\xfd\xf0\xef\x05\xe1\xf9\xd7<\xff\x9a"
    b"\xe7_\xf3\xfck\xe7\xb2\x9d\x7f\x8d\xf9\x1f\xb8_\x8c\xfb\xc5\xac\xed\xd4"
    b"\x17\xe3\xf0\xf7`\xdb\x8bcd~\x960\x9e\xd1\x173I1@i"
    b">\xa6g\xbe\x91\xe5g\xaa\xc9\xaa|\xbc<q\xdc\xed\x9e\x85\xac\xed"
    b"\x9c\x02~\xf0\xf1\xc95\x18\xfb?\x8a>\x7fH\x7f_a\xfe>\xdf"
    b"9\xcfE\x8du\xc9\xc8;\xf1;\xbe\x02\xbe,g\xe1\xcb\xf238"
    b"\xea\x85b\xfd\xc8\x97\xe4\xcb\xfd\xf0e%%\xee\xb0&\xef\xea\xc2z"
    b"\x85\xb2\xfa\xf3\xf2\xb9\xf9b{\xb3\xf8\xd8:R\xef\x98\xa7o\x0e\xfa"
    b"\xc6\xf8\xa4\x83\x8bO\xb2t\xaf\x03\xc6\\\xf7\xf8\xdf^u;q\xe5"
    b"\x87\x9d\xfe%\x13\xef:\xe7\xf1\xc1-\x0c\xe0\x83kI\x99\x8aG\x0f"
    b"\xf7\xf9\xe5\x92\xca/%\xf8\xea\xd2b\x07\x17\n\x8a\x1d\x1c\x0b\xc4\x0e"
    b"\xd6\xe4\x1dM\xf3\x8eq\xd0\x15'\x84V\xab\xa2?`\xbdu\xd0+"
    b"\xea@\xf7qO,\xdcB\x01\xf2\xfe\xf1\x8c\xb1pE\xbc\xabdb"
    b"\xe1\x1a\t\xe3\xac\xfbtp?B\xcd\xd8\x1b\xd7`LCqj\xba"
    b"/Fc\xd3|2\x01\x96\x9d\x92\xfa|8\x8f4i\x98qk&"
    b"`F\x8cE\xe7\xcd:\x14\xdasr\x98\xd7\xa39\xf8\xbf\x089\xa5"
    b"\x93\xa2+\xdd78\xbc\xe4v\xf7-T<\x98\x821\xe6\x94\xf5\x8a"
    b"\x91\xf5p\xbf\x88\xf2\x0c\xce\x973`\x7f\xc56\xcdE\x8d\xfa\x89\x89"
    b"CZ\xcf0~\xeb\xb06\xf5\xdc\x8b\x89\x1d\xa7\xee\xf0|t\x07\x95"
    b"\x1d\xf2\xf2V\xec\xbf\xbd\x04u.\x14\xd4\xcex\xad|\xc536\xba"
    b"\xde\x14\xf5\x1e\x1b\x7f\xfb\xdb\xd1\x8d\xbfv\xfd1\xf1\x8b\x19\xe6\xca\xa2"
    b"\xf3\xef\x1d\xdb\xf7\x1cq\xd9\xf65\x9e+h\xbe\xa9\xdf7\x95\xbe\x11"
    b"A\xaa\xbdg\xba\xa4K\x1b\xc77\xcc8\x16Y\xbf\xda\x19\x8a\xaa\x0f"
    b"\xebT\xd93\xef\x9c\xf8W\x99\xd7\xb8\xef`#\x03\x0fm\xc0\xfb\x1f"
    b"\x98\xeb\x06\xf8.\x94\x86j\x0f\xad\x83\x8c|\xc5\xed\xc6|\xab|{"
    b"Q\xae\x97\xc1\xae\xaa\xdf\xbd%\xd77\xdd\xde\xfd}\x97\xe5z\xc9\xa3"
    b"7^\xf2\xc4\r\xe6\xdd\xf7>'\xf4\x0c\xe93>\x0c8s\x00\xef"
    b"A\\\xbc\x06\xbaA\xdeq_\x13\xfac\xbet\xdf;\xab\xc2\x97\xbe"
    b"u!m\xafiR?\x8eB{\xb3\xe8\x8a\r\xb7\xbf\xbd\xa7\xfa|"
    b"\xd9\xd8E\xec~NK?[fT\xe2iC\xf2s\xdb\xa3C\x94"
    b"\x0cM\xce\xca\xf5\r\x8fm`?\xf1\xb8\xbe\x18\xdfs\xb0\xbe\xe5\xe5"
    b"\x991\xb0\xf9\x9c\x0e\xf4E\xfd9\xef\x02}j\x03\xf6\xbf\x0e\xf3)"
    b"o\xff\x1b\xce\xbfgG\x9f\xb7\xcf\xb5S\xe6\xd8\xb0\xcc\xdb<{\xc6"
    b"\x93t\xbaY\x97\xb0/4\xc5\xaf\x80>\x8bUX3\xce\x9a\xd8\xa5"
    b"X.:\xe9\x9e\xff\xdef\x1f^)\x1d4N<\xab\x8c6,{"
    b"g}\xb6;\xcc\xddP\x02;\x88\xe6n8#\xe5\x16M\xdd!\xbb"
    b"H\xdb\xb4}\xbfy1K\x81w\x0c\x8ag\xa1\xbc\x07E\xe6\xda9"
    b"\x97sN\xda}\xebIX\x98\x17\x03\xf3\xda\xe2\x95>\xfaLE\x9e"
    b"S=\xf4\x82\xc4 !\x1f\\\x80\xd8\xa4\xb4q\xcf\xa2\xb7\xda}5"
    b"\xda\x06\xfd\xee*\xbc\xfb\xaa\xf0\xec\x15\xd7\x9f7\xd5\xa5\xc8wy\xec"
    b"\xe2\xfb\x91#\xf3\xbc\xc7\xf2\xbc\xc6\xbc\xbd*\xefG\xbe/\xe2}\xed"
    b"\x80\xcd\xfe\x9ag\x0c\xea)c\x80{f\xac\xbc|\x11\xde\x8b\xf3b"
    b"<e]k\x19\xdd\xe4B@n\n\xc5\r#\xbd\x9a\x86&\xe3\x1e"
    b"\xdbk|}\xcdC\x9f\x10Mj\x19i\xb2\x9f\xf7\xdb\xfe\xad\x9a~"
    b"u\x0c\xc64a\xae\xb5\x13\xb4U}\xb7\xaf\xaf\xa7=}\x9ep\xfd"
    b"\xfbs\x15\x0f\xde1\x0b\xbc]_\xea\x12\x97cm\xbf\xb4\xc1\xbdX"
    b"\x9b\xee\xdfE\x7f\xfc\xd8c\xd3\xa5\xad\x96\xb6\xda\x10\xcf\xb4i\xdb\xa4"
    b"ms\x9f\xb6\xcd?\xa7m\xf3\xa5\xb4mZ]\x1a\xf5\x8b\n`g"
    b"\x9a<a\xe7\xad\xe6\xb0)'\xf0\xad\xcf\x07\x9e\x86\x07\xff\xf7\xf4\xd9"
    b"\xcf\x7fG\x9f/\xd3\xf4\x14[wR\xdcJ\xe9Tz\xfeM\x1d\xdf"
    b"\x93f|\xcfK\xbd\xe7S\xe2(\x8ax\xff\xcb\xd0\xbf\xba\xc8\xdb\xc3"
    b"`\x9f\x89\xe7\xc8\xb1\xf2\xce\xdcC\x99lT\xf2E\xa8\x9e\xf9_\xa5"
    b"\xdd>V\xc1\x8e?\n}\x1c\x93{_\x95vt(\\\xe3\x86!"
    b"\x97f\x1b\xe4\xddx\xef\xf4\xb7\x06\xb4\x8d\x1fv\x1b\x17\xc6\xb3\xbdS"
    b"\xda\xc1\x1b\x8da\xab\x03o\x14m\xd7R\xf9b\x10>G>\x9b\x94"
    b"{\xd3\xa5\x9d\xbd:\x1a\x0bWO\xb0\xa3\xbf\x05\xdf\xad\xc1Us\x86"
    b"5\x8c\x1d\x02\xafq\x99e(\xf3\x99y\xc7\xb2\xe2\x17\x94Y6e"
    b"tOg;\xa0o\xb9o\xba\xff\x11\xf3\xc6\x95\x10\xbf#\r\x9ar"
    b"\xef\xdf\xdd.\x9eL\xc3\xbbG\x01OZ\xf2\xf9\x1b\xe8\xe3\x0c\xe8T"
    b'\xa3\xd0G\xedgl\xb7\xfd\xbe\xfc\xdf\x19"{\xc4\xebn\xf8\xf2!'
    b"#\xfdf\xe5\x9e\xf6\xad-u\xd4\xc0\xf7y$\xc5\x9fU2\xfe\xac"
    b"4>x\x11|\xa3\xfd\xf1\xf9#\xcb\x01;\xce3\xbbX%y\xbf"
    b"\x8a\x1d\x03\x8b\x9bI4+\xe5\xf0w\xe6\xf5\x8f\x86\xfc\xaeYr\t"
    b"\xbbJ\xb6=:I<\x906\xbf^\xc4|L\xcb\x83\xbd\n:\xe3"
    b"*\xc8\xf5\xdc\x7fs\xf0\xf9\x81q\x8fu\x9a\xef\xc8\x8eSW\xec)"
    b"\xa8\x13i\xff\x8e\x19\x9d\xbdc\xfa\x85\xfe\x8e\xcezv\x7f\x87\xedc"
    b"\x07\xfc)E\xd4\xdf6\xb6\x93\xd3\xc6\x9e\x858\x83\xbe\x923\x1e\xff"
    b"NQ\xed\xa9\xc88\xa2\xbe\xdb\xec\x9b\x83\xe1\xb5\xca\xd6\xa7\xfb\xc4\xbf"
    b"\x992\x8e\xd5\x11\x18\xc713\x8eI\xf6\xac\x86\xf1\x8f]\xf7\xd8\xb3"
    b"\xae\xbb\xbdg\xa90\xef\x00\xf3\x0eX\x9f\xb6/\x9f/bC\x11\xf1"
    b"5\x15\xb7\xf7\xdc\xa5\xb4u\xf6\xba\xe1e\xdd3\x852q\xdb\x83/"
    b"\xed'\xaeZJ\x98wU\x90\xc94\xe6!\xb3\x1f\xb0\x9a\xcd'\xe6"
    b"\x93\xa3u\r\xbckd\x84Q\xe9\x9b\x8e\xeb(\xf4\xa5\x93\xc2\xa7\x15"
    b"\x90\x15\xdf\x07>U_oR\xccb\x9a\xcf\xb7md\xc0\xa3\x9e\xf9"
    b"\xb8\x1f\x1f0\xdaI'\xa4_\xba\x86V\x8c\x8d1\xeb\xd90?\x00"
    b"\x1a\x8c\x82\x9d5-6l\xd4\xfa\x8b\xfeK\xb5\xd7\xe1Y\x10Y\xcf"
    b"\x7f\xc1\xe7--u\x1d\x99\x95\xe7\xc7\xe4\x9d\x13\xa0\xa0\x06\x15U\x97"
    b"|\x8e_/ \xeb0\xaf2sm2\xd7&\xe9\x9af\xdf`\xae"
    b"M\xe6U&\xd6\x13\xeb\x89\xf5\xc4z\xd2t8\xf2*\xfb\xf6W\x14"
    b'a\x03D{T\x11\xe7\x95\xe3\x1e\xd5"lec.\xf9\xcc\x9f\x12'
    b"\xc4\xc3\xa8N\xa4:\xcf y\x8aJ&\x16\xac\xa8\xdcN\x98#L"
    b"}\x02\xe8\xdfY\x838\xbb<m\xc63\xeb\xb2\xc6\xf2%\xe5\x0e\x9b"
    b"\x801\x1c\x84~\xbe\x1cHu\xf0A4L}\x9aOi\xca\xd0j"
    b"\xf1 c\x04]\xbe}\x90\xe7\x80'\x06iK\xa8\xcf\xa1\xbd@W"
    b"\xdd\xde<nIg\x11\xda|kI~\xec,\xf4\xb76;\xc4\xff"
    b"<\xe7\x19\xc6\xbc\xf5s\xf1\x81\xe0\x9c\xf2\xad\x05\xf1Zt\xd1\xc4\x97"
    b"\x85\xdeey\xc5\xe6%\xbfe|\x13\xdb\xe6\xbdZ\xde\xe6\xd4^5"
    b"\xf4\xce\xda\xd71\xd7\x7f\xe6/\xda\x14\xffV\xd6\xb86\xc4S\xd4\xcd"
    b"8\x7f&eO\xc1w\x9f\x1b\xb9\xe7d(\x86k&=\xd6b\x06"
    b"0\xe2\x89\xb4w\x1c\xe6V5\xe0k\xb4\xe7\x97\xb6d\r\x98u\xfd"
    b"9\xf7\x1e\x1b:\xdf\x0c\xf8{n\x9b8\xc0\xefA<\xd2DN\x9a"
    b"k<\xde5\xf15i<\x1e\xc6\x19\xa8_r\xda\xd4\xa92\xc9k"
    b"\xb2&\x9e\x959\xee\xa3\x01\xd2.\xcf\x99\xa0\xbe\xb8\xb9Y\xe8\xeft"
    b"J\x7f-6\xb4\\rNW\xb5\xc9\xd6\x86\x10C\x8f\xe6\\G\xec"
    b"Y\x91\xda\xc7#\xd0G\x97\x03#\xba\x10\xe0\xa8\xf8\xd64\x18\xb4a"
    b"|\x86(\xdbh\xbe\x04\xcds\xf0\xb1\x915\xb7M]Y\xeb\x9cu"
    b"\xe13 \xb2\xd6a\xe5\xce\xd0\xdc\xb3\xb2\xda\xe3\x80\xaf\xf4\x96\xdb\x9b"
    b"O\xceW\xcfcC\x8bs\xe6y\x95\x15?\x82\xef\xedxv<<"
    b"\xbb\x11\xa0\xa5=7\xe2\x86\x19\x03{\x8e\xc4\xb6\xe9\xc7\xb2\x1b\xfc\\"
    b"\xdeP\x1e\x07\xdfY\xd4X\x1ee\xc9c \xefi\xac\x02\xae\xfbI"
    b"u\xe8z\x80\xe7G\xff?\x83{\x8f\x14"
)
