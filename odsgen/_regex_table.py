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
    b"x\xda\xed]Ko\\\xc9u\xae~\xb0\x9b\xddd\xb3\xd9M\x8a\xd4"
    b"h\xf4hRC\x99\xca\xe89\xa3\x08\x1aZ#\xd3\x81\x07A\xecL"
    b"\x9c \xc1\xe4\xa1\x19'\xd4cF\n4\xa4\"R\x1ay\x8c\x99\t"
    b"\x8c\x18Yy\x91M\x9c\x8d\xb3\t\x10{\x93 \xd9e\xe5\xbf\x90\x8d"
    b"\xe1U\x16\xf9\x07\x81\x81 Y\x04\xb0r\xafx\xce\xf0\xeb\xc3\xaa\xfb"
    b"h^R\xcd\xd6\xd7\xc0\xe5e\xdf\xbe\xb7n\xd5\xa9S_\x9dW\x9d"
    b"\x9ar\xce\x8dGG):\xaa\xd1\xf1,\xfa\x94\xe4\xbb~\xa6\xe5\xdc"
    b"\x91s+:\xear}#:\xe6\xa2\xe3Qtl\xc2}%9\x97"
    b"\xa3\xe3ht4\xe5Z\\~\xfc\xfc\x98<w):\xde\x92\xe7\xf4"
    b"\x99\x8a\x94\xad\xf5\x98\x92\xba\xe9'.c>:/\xc1\xf7\xb8>\xb3"
    b"\xf2\xaei\xf3\xae\x89\xe8h\xc47\x9e\xe9o\x97\xef\x13\xff\xde\x96w"
    b"NJY_\x95rk\xf0\xbeYhS[\xda\x19\x7f\xbaB\x9b6"
    b"\xd0+.\xe3{\xd2\x861\xb8\xd6\x846k9W\xa3\x82f\x80v"
    b"}\xf5\x8f?\xf3\xeea\xf4w9:\xae\xf9\xea\xaf\xf4\x8b\xcb:\x1d"
    b"\x15p^\xaeU\xe5\x9dKR\xbf)\xf9\xbe\x18h\xdb\xa2\xd4I\xef"
    b"iK\x7f\xa5\xd28\xfe\xed\xcf\x9eU~\xf5\xec\xd9_\xffj\xbb["
    b"\x824.C\x9d\xc7\xe4\xda\xffD?\xbe#\xd7j\xbe\xf6G\x9f\xa4"
    b"\xb2\x8f\x02\xbf\xfa\xea\xe6V\xd3\xeb\xd6\x11\x1a\xc5u\xea\xc9\xf5\xba\xb4"
    b"?\xad\xfc,m\x8f\x9f_\x91\xf6\xea{\x90\xceeC\xa7\x7f-\xed"
    b"\xf4\xe3\xb8\xdc{I\xceOM\x9dJ\x01\x9a\xb9\xb7\xaa\x89<\x9f\xd6"
    b"\xa7\xd1\xd5\xca\xe7\xd1\xdf\xcf\x13\xca\xe8\xc8\xfdq\x9d\xff*\xba\xf0;"
    b"r\xad)\xe5O\x98:\xd6\xe4\x9d\xe7\xe5\xfc\xba\xa9OV\xcc\x88\x9f"
    b"\xbd\x00\xcf\xb8\x0c\xcf\xc4\xf8\xb1\x10\xa8\xcf]9\xbf\x03<\xb5_u"
    b"\xef\n\x8d&t\xfcG\x17\x7f]\xaeM\xee\xf3\xbb;R\x9e\xfe\xee"
    b"\n\xe6o\xe5\xdf\x12\xf0\xef\x94\xf0|\x9182= \x9e\x95\x01\x8b"
    b"W\xa4~m9~\xeev\xea<-\xc7\xea\x90b\xa7\xd6\xfb'\xd1"
    b"qL\xbew\xe5=\x0b\xd9\xdf\xf9\xa34L\x9c\x91\xf7\xfcP\xda\xd2"
    b"\x91s\\\xf6\xe9\x01x\xef\x88\x94\xf7]\xa0\xf5\x9c\x94\xf7\xda\x90\xd2"
    b"z^\xae\xfd6\xd0@\xdfs;g]\xe3g_\x91\xf2\xae\x01\x16"
    b"\x1c\x1b\xa0\x9cW\xa5\x9c32\xa6\xe3k\xc7\x01\x1b\xed9\xfe\xfd\x84"
    b"<\xf3\x8a\xd09\xbev\xd2`\xcc\x02\x8c\x0f\xa5\xc1)yNi\xd9"
    b"\x91y\xb2&}\xd6\x91\xe7\xec\\v\x18\xe5\xb8\x19#\xf7\xe6\x95\xc5"
    b"J\x1eY\xac<\xe4\xb2X\xc5#\x8bU_\xa0,66\xa4\xb2X"
    b"m\xc8e\xb1\xbaG\x16\x1b\xa7,\x96*\x8b5<\xb2X\xf3\x00d"
    b"\xb1\x89\x03\x96\xc5&\x87\\\x16kyd\xb1\xa9!\x97\xc5\xda\x1eY"
    b"lz\x1fd\xb1\x8eG\x16\xeb\xeeA\x16\x9b\xf1\xc8b\xb3C.\x8b"
    b"\x1d\xf1\xc8bs{\x90\xc5\xe6=\xb2\xd8\xd1=\xc8t(\x8b\x1dK"
    b"\x91\xc5^\xf5\xc8b\xc73\xc8b'<\xb2\xd8I#\x8b\x9d\n\xc8"
    b"b\xca\x1f\x159\xcar\xf4`\xae\xd5\xb6\xf5\xe0\x8cu\xd2\xeb\x1f\x98"
    b"\xb2'\x81\xb7bZUL\xd9Kp\xbf\xf3\xbc\x03mgK\xc6\x96"
    b"\xb8W>B\x1b\xa3\xbe\xf3m\xf3\xee\xaa\xd0\xaf!\xd7\xd7\xe4|\x07"
    b"\xcem\x99\xf3\xf5\x9eM9?\x96\xf3-\xb9g\x03\xee\xf9\xd8\xdc\xf3"
    b"@\xee\xf9\xd0\xf3\xaeu\xf3\xae\x0f\x8c\xdduZ\xec\xae\xf1o\xef\xc1"
    b"\xf3O\x03\xf7\xbc\xeb\xa9\xeb=S\x8fo\x08=\xf5\x9a\xef^-\xef"
    b"-\xb8w-\xe5\xde\x0bp\xefcC\xcb\xfbr~\xa2\xb22\xdc\xbb"
    b"\x99r\xefQO\xb9\x8f\x8c\xec\xf0\xb1\xdc\xdb\xf2\x94\x1b\xba\xd7\xda&"
    b"U\xde\x9b\x97q\xad\x18\xa0<\x83\xbc\xb2n\xea\xf3\t\xd4\xd5\xde\xb3"
    b"i\xee\xd1zb\x9d\x9e\x1a\x1a+\xb6myt\x96\x0e\xf0H\x0fd"
    b"\xbe\xf8\xda\xbd\xd2\xf6\xf9w\xe1\x1e\xa5i\x9e\xf9\xa2-\xe3E\xdb\xf2"
    b"\x10\xea\x83}~\x05\xda\xf2\xa1\xe1\xa9\r\xd3&m\xcbW@\x8e\xb8"
    b"c\xee\xc5q\x85e\xdd\x05\xfa\xce\x01f\x14=\xe7\xc4\xff\x1f)\xed"
    b"\xf4\xcb\xf5\x01d\xe3\x9e\xe9\xd3\x1e\xfbb\xa0\xbe\x88\xcb\xba!\xd7\xfe"
    b"%:\xfe\x19\xfc,\xa4\xeb\xe0t\x8d\xf1\xed\x0f\x0c\xbe\x9d#M\xf7"
    b"D\xd3\xae\x19\xfb\x9fyp\xe5\x8b\xe8\xa1\xcfJ\xdb\xbf\xdf,\x10W"
    b"\x88\xf5\xc4zb=\xe9J\xac\x1f\x0e\xacW]\x19\xafY\xbbB|"
    b"\xcf\xaf\x19\x9f:\xca\xf3M\xb0\x81\x17\xdd\x8e\x07P\xeej\x81\xe5\xbe"
    b"'\xf6\x1alk\tl\xa7\xa5\x01\xf8\xeb\xeb\xa0\xcf\xad{\xf4j\xd4"
    b"k\xaf\xc2\xbd[F\xf7{lx\xe4u\x0fO\xae\x05tb}\xe6"
    b"$<\xf3\xd8\xa3\xbf\xa3>\xf7!\xc4\x07\xb5\xcd\xf8\xd80z\xee\xa6"
    b"\xb9\xbe\xee\xd1O\xb5]\xe7\x0c\x9fL\x92O\xc8'\xc0'-\xb0\xa1"
    b"\xc7\xd8\xffF\x02\xf6\xab\xbd\xb1%\xf6\x839i\xdb\xa7\xf2\x7fL\xd3"
    b"?)\xd8O\xd13v\xf2\xbc~\x9b6\xf8\\C\xb1v\xd6>9"
    b"w\xc8\xed\x93\xca\xab\x9f\x06lF[\xe0'\x98\xf0\xf0\xa4\xef\xde\xef"
    b"\x03\x8f\x86\xc6\xc0:\xd8\xa2\xdar}&a\xae\xc7\xef\x96w\xd7\xcd"
    b"\xfboAY\xbe{|e\x85\xe4\x8bo\x83\x0f\xe6\x96)s\xcb\xd8"
    b"\xd3\xac\rS\xebs\x03\xc6\xdf\xe3@\x19\x1b\x06\x07\x1e\xca3\x17\xe1"
    b"\xd9\xcd\x9c\xcf\xf6\xe0\xd9\x0f\x03\xed\xdc\xf0\xd4\xcbbF\xda\xb3\x9b\xe6"
    b"Yk\xfbD\xbe\xab\xd1\x96H\xfd\x92\xfa%\xe9J\xfd\x92\xb6D\xf6"
    b"\x19\xb1\x9eXO\xba\x12\xeb\x0f\x8d-1\x14\x1b@\x1b\x11mD\xd6"
    b"\xd6\xec\xd3\x15\xad\r\x9az e\x03\xca\x06\xa4+e\x03\xea\x81\xec"
    b"3b=\xb1\x9eXO\xac\x1f~=p\x02b\x04F\xd1\x17\xdc\x1a"
    b"\xc0\x17\xfc\xca!\xf4\x05\xfb\xf4I\xcb\xeb\xd6\xbfi}\xc8\xd4\xe18"
    b"\xafs^']9\xafS\x87c\x9f\x11\xeb\x89\xf5\xc4zb\xfd\xf0"
    b"\xebpc\x9e\xb8o\x9f>\xa0\xfe\x9f\x8f\x8c/\tc\xfa\xf2\xe6\x8b"
    b"\xa8\x83\xffp\x14\xf5\xc7\xc6\x00\xfa\xe3\xd2!\xd5\x1f?2>\xc5-"
    b"\xf3\xfd\x81\xdb\xbdF\x1e\xbf\xdb\xd8\\\xdf\x98\x9e\x17\xfd\x1a\xebU5"
    b"\xf5\xb0\xb1\xbe\xb7\x02c\xd8\xfaB7a<t\x19\xafJ\xb9\x87r"
    b"\x0f\xe9J\xb9\x87:.\xfb\x8cXO\xac']\x89\xf5\x87>^\xf5"
    b"\x9ccN+b=\xb1\x9et%\xd6S\xaeg\x9f\x11\xeb\x89\xf5\xa4"
    b"+\xb1~\x94rZa^\xe9%\xb7\xb3n\xcc\x15\xe8\x0b\xb1q\x8f"
    b"?\x862}~\xab\xfb\xc23\xca7o\xca\xf9\rio\x03~\xbb"
    b"*\xe7+\x1e\xfa(\xefq\x9d\x1d\xd7\xd9\xd9\x18U\xe6c:\xdc\xf9"
    b"\x98\xb0\xefo\x1b\x1f\xe9\xc3@\xccm\xdd\xf0\xd7_\x08\xbd~\x0f~"
    b"[7\xfc\xfaM\xc0\xcd\xc7\xc6w\xbb\x05\xe3+t\x8f\x96s\xcds"
    b"\xcf\x03S\xce\xc5\x84{\xb4\x9c3nw>y[\x9f\x13\t\xf7h"
    b"9\xb3\x9e{l}&\x12\xee\xb9\xeb\x98\xb7\x88:\x04u\x08\xea\x10"
    b"\xd4!h/\xa2\xbd\x88XO\xac']\x89\xf5\xcc[D{\xca\xcb"
    b"\x96\xb7\xe8\x9cc\xae|\xf2Ir\xae|\xae{\x1f\x8du\x0bv\xbd"
    b"\x80\xcdk\xfe\xa8\xa0\xf5\x0c\xd6vG\x1b\x12\xf5\n\xea\x15\xa4+\xf5"
    b"\n\xda\x90\xd8g\xc4zb=\xb1\x9eX\x7fx\xd6\xcb[\x9f0m"
    b"\x03\xb4\rp\xad\te\x01\xca\x02\x94\x05(\x0bP\xef\xa3\xdeG\xac"
    b"'\xd6\x93\xae\xc4z\xee\x9fN\xbd\x8f\xfb\xa7S\xef\xa3,@Y\x80"
    b"t\xa5,@\xbd\x8f}F\xac'\xd6\x13\xeb\x89\xf5\xc3\xaf\xf7\xb5\x8c"
    b"<?E\xbd\x8fz\x1f\xe8}Z\xd6\xf4\x88\xc6\x02w\x06\x88\x05>"
    b"yHc\x81C\xd8w\x871\xbc\x94\xf3(\xe7\x91\xae\x94\xf3\xa8\xd3"
    b"\xb3\xcf\x88\xf5\xc4z\xd2\x95X?R{^1\xbf\x13\xb1\x9eXO"
    b"\xba\x12\xeb)\xd7\xb3\xcf\x88\xf5\xc4z\xd2\x95X\x7f\xf8\xf3;\x1dD"
    b">p_\xde\xa0A\xf6\xd0m\xba\xfc{\xe82\x17\xcdn\xff\xd3\xfc"
    b"!\xf5?\xe9\xd8\xbfg\xf8\x85~'\xca,\x94YHW\xca,\xd4"
    b"O\xd9g\xc4zb=\xe9J\xac\x1f\x8d\xdc1:Op\x7f'\xc6"
    b"\x96Z\xfe\xb2\xba{Q\xfc\x80e~ \xf8\xf1\xd3\x14\xbb\x01y\x94"
    b'<\xfa"y\xb4\x0b6>\xb5\xed\x8d\xa2\xbd\xab\xf1\x12\xc5[\xdb\\'
    b"\xcb6\xa7\xf2m\xb7;\x872\xf2\xe7\xe5\x80}\x8c\xd8Dlb\x9c"
    b"\x0fuk\xea\xd6\xd4\xad\xa9[\xd3\x8eJ;*\xb1\x9eXO\xba\x12"
    b"\xeb\xb9\x8f\x1b\xf5>\xee\xe3F\xbd\x8f\xb2\x00e\x01\xd2\x95\xb2\x00\xf5"
    b">\xf6\x19\xb1\x9eXO\xac'\xd6\x0f\xbf\xde7\xe1\xfc\xb9\x95\xa9\xf7"
    b'Q\xef\xc3\xb5"S#\x1a\x1b\xd0\xce\x11\x1b\xd0\x84\xff\xe3\xf2\xcb&'
    b"6\xc0W/\x8c\t\x98\xf7\xdcw\xd01\x02]\xf0\xeb\xcfK_a"
    b"}\xb6\x0cO\xde7\xbc\xd9\x03\x1c\xba\x1d\xe0\xdf\x07\xe0+\x9e\x87\xf6"
    b"[\xdaX\xfe\xdf4u\xb8\r\xe7\xae\x94U/\xf5\xf3_\x0f\xe2W"
    b"p\\l\xe4\x1c/\xbf\x842>u\xfe\xfd\xaa7\xcc\xf5\xa7f\xee"
    b"\xf8O(c\xd3%\xafO\x0b\x95\xf1\xef\tmY\xcf\x88G?K"
    b"(#\xb4~\x0e\xfb .\xe3\x9f\x04S}e\xd8~\xb7\xf3\xefc"
    b"C7\xc5\xb1\xbf\x8b\x8e\x19\xcfo\xbe\xbc\x80\xb6\xcdZ\xdf\xefJY"
    b"?\x80\xfa}b\xca\xbc\xef\xfc\xfb\x8b\xa7\x95\xf9\x100S\xcb\xf8\xd8"
    b"\x9c\xd7\xcc\xbb>\x92g\xe2\xeb\xc7\\\xfe5\x8ay\xe7\xa5\xdf\x8c\x8e"
    b"w\x02\xbc\xfc\xc8\xc3\xdbI\xbf\xaf\x9b\xfe\xb4}\xe1\x93s\xe6\xa5\x0f"
    b"q<\xff\xa9\xa1\xef#s=\x89_\x15K\x96\x07\xd0\x81\xce&\xc8"
    b"G\x18\x93\xf2\xcb2m\x94\xd4[\xa9\xb7\x92\xae\xd4[i\xa3d\x9f"
    b"\x11\xeb\x89\xf5\xa4+\xb1\xfe0\xd8(\xdbB\x1f\xb5\xaf=\t\xd8\xb2"
    b'\xee\xb8\xf0\xbe\xe1=\xb09jlK\xd1yj\x96!\x1e"\xe6\xab'
    b"rc\xe7>\xea\x1e\x9c\x8f8\x1f\x91\xae\x9c\x8f\xa8{\xb0\xcf\x88\xf5"
    b"\xc4z\xd2\x95X?\xfc\xba\x07\xfd\x8d\xf47\xd2\xdfH\x7fc\x16\x7f"
    b"#c\xa6\x183\xa5\xf3\xfa\xf7\xab\xc9\xf3:mA\xd4\x0f\xa8\x1f\x90"
    b"\xae\xd4\x0fh\x0bb\x9f\x11\xeb\x89\xf5\xc4zb=mA\xb4\x05\xd1"
    b"\x16D[\x10mA\xb4\x05\x8d\x86-\xa8\x0b\xeb\xad&\x80o\xe6\x85"
    b"n>\x19\xf5\xb4\xdbY\x87\x99w\xdf\xaa\x16\xbc\x8f\xeb\xf5\xb6\x7fw"
    b"P\xe7\xb8b\xbf\xefv\xaf\xcf\x8b\xe9t\xdc\xd4s?r.\xdbu"
    b"x{Y\x7f\xa7k\xea\xea\xc0[\xb7\xcc\xd8\xe9A\x19\xca\xcbS)"
    b"t\xd7\xfe\xf7\xc9T\x1d\xb8\x16\xc7\xe1\xbd\xebv\xd6.\xc6\xf5\x98-"
    b"\x10\x93\xb4\xae\xf1y\xd1#\x9b\xcd\xca\xf5\x12\xdcc\xeb\xaa\xeb W"
    b"\xe4\xf9\t\xc3\xbf5C\xa7\x06\xd4a^\xc6 \xf6\xcdW\x03\xf5h"
    b"\x02\x8f\x86x\xb2-c\xff+ng\xfd\xe5A\xd5I\xd7b&\xd5"
    b"\xad\x0c\xe5*\x8f`\x1e\xec\x86\xeb_\xebzK\xf8\xac'\xfcu\xd9"
    b"\xf9\xf3c\x87\xfeO\xca\x9b\x9d\xc4\xc76G\xf5~\xaf\xa1\xb5x\xf9"
    b"  \xa7\xdc\xf5\x8cS\xac[\xb5\xc0\xba\x8d\x15\\\xb7Z\x81uc"
    b".\xf9\x9d1tR\xfeoI\xf9\x93\tc\xe8\x81\xb4\xfd\x96\xf4\xd7"
    b"\x83\x8c\xe3\xc9\x154\xb6\x06\xe5\x9d\xa2\xc7\x1c\xaeM\x1f5\xde\x19\xcb"
    b"\xc1;]\xf9\xbf)\xe5\xd7\x0c\xef<\x92\xbe\xd9r\xfd9\x05\x92\xea"
    b"my\xc1\xead[F\x87\xc9\x1as\xffE\xd4q\x9fU\xfae\x01"
    b"\xfa8i\xf7\xa6\xdd\x9bt\xa5\xdd\x9b>N\xf6\x19\xb1\x9eXO\xac"
    b"'\xd6\x0f\x7f>\xc0\x8a\xe3\xfe_\xf4g$\xef\xffe\xaf\xd5FT"
    b"_\xaf\xe7\xd0\xd7\xe7\xe4\xff\xe3R\xfe\xb8\xd1\xd77\x85\x176@w"
    b"\xefe\xb0\xe7$\xe9\xef6_\xdeF@\xaf\xef9\xea\xe6\x94\xd7("
    b"\xaf\x91\xae\x94\xd7\xa8\x9b\xb3\xcf\x88\xf5\xc4z\xd2\x95XO\xdd\x9c\xba"
    b"9\xf7\xe6\xe6\x98\xa6,@Y\x80t\xa5,@\xbd\x8f}F\xac'"
    b"\xd6\x13\xebI\xd3a\xdf\x9b\x1b\xd7\n,\x81\x9e\xe6\\\xf1\xb9\x8d\xad"
    b"\x1f/\xcf\x1aC\xcd\x89\x9cw-\xd3\x84\xdbY\x075\x8a\xbe\xc5V"
    b"\x0e\xdf\xa2\xae\xc58\x11X\x8b\x11\xeb\x86\x9fH?\xc4c$^S"
    b"y/\x83\x7f1\x8f\x8f\xf1\x13\xe7_\xdf\xaa\xeb7\xef\xd1\xd7H9"
    b"\x84r\x08\xe9J9\x84:'\xfb\x8cXO\xac']\x89\xf5\xf45"
    b"\xd2\xd7\xf8\xd2\xf8\x1a\x87i\r:\xbe\xe3\xa63k\xd2+\xfd|\xdf"
    b"\xf4\xe8\xc0\xf6L]\x96\xf2\r\xe5\x1b\xd2\x95\xf2\ruY\xf6\x19\xb1"
    b"\x9eXO\xba\x12\xeb\x87_\x97\xc5\\\xa7E\xe8\x80E\xe9<E\xd0"
    b"\xadk\xfc\xb4!=\xe6\x03\xd7\xbf7\xed\xa8\xf9R'r\xf8R{"
    b"\xae?'W\xcb\xf8R\x1f\x8b\xbe\xabk4\xd7\xc0\x9f\xaa\xf9\xb9\x1e"
    b"\xc8oi\xbeU\xdf'\xc9\xd7ju\xf8P\x9eb\xebsM\xca\x99"
    b"\xab\xbe\xd8Q\xec\xf7\x8a\xcb\x9f\x0b\xb4$\xcfi\xbeJ\xdb\x1f-\x89"
    b"98\xa2\xed\xa9}\xd9\xc7\xbdP\x9f\xb6\x01\xb7\x06}\xde\xe6_\x9c"
    b"\x94z\xda#.d\xc5\x14f\xe9\xb9\x02\xdf}\xed\xd7\\\xa8\x1a7"
    b"\xb2\xe8\xfas\xa0\xea\xef\xde\xf6\x1c\xff\xb2\xac\xe9\xa4\xf64`\xfe{"
    b"_h\xdd\x0c`\xbd\xe6\xee\xbc <Y\x95\xef:N\x91\xb7J\x97"
    b"\x9f\xb3\xc3\xb8\x1cA\x1b\x90\x1b \xe6D\xf9\xa8\xe1\x19\xab\x96\xa6\xbe"
    b'>S\x1a\x97\x87\x98\xc6\xab"\x0b*\x8d|qD\xdf\x01;\x9f\xee'
    b'_>5\x80\xfc\xb2\x08c\xaa\x1f\x1f\x9cK\xc2\x87"\xf0\xc5\xea"'
    b"\xb6\xaf\xc6\xe5\x7f\xed+\xc5\x8aE\xe8{\xed\xb39\xd3g\x13\xd2\xa6"
    b"\xba\xdb\xc9\x03\xbf\x08\xfd\xa0\xef\x1c\x07\xda\xbe/\xe37\xd47I\xe3"
    b"\xf47\xf6\xa9>\xe5\x84\xfa\xcc\x0b.#\xbe\xbc\xfd\x02\xea\xd1\x05\x99"
    b"U\xe5\xa6\x8e\xe1\xc1\xbe\xb1\x13\xf3d\xca\xa4\xac\xb9t\xa7L\xfb\x96"
    b"\x9d?\x97\xeeY\xd7\x9f\xf7\xbd\x9b\xc2S\x8d\x14\x9e\xc2\xb1\x87|\x1d"
    b"\x7f\xf64.V\xb3\xd9\xc7K\xa6o\x96\x8d\x9c\xf0\x9e\x91\x13\x96F"
    b"\x00\x03\xe6\xa1<m\xff\xe9\x01\xe4\x0e_\xcen\x94\xa3\xac\x1c\xb2\x04"
    b"\xcfv\x8doMs\xc1\xaf\x98\xfe\xa9\x82\xdfB\xf1\xb8\x08}!~"
    b"\xd7\xb1\x14\x19\xb0\xa8wu\x8d\xee1\x06\xed\xaf\x19\x1d\xf9\x04\xd8#"
    b"\x92rY\xab>\x18\x9a\x97\x93\xc60\xe6\xba\xee\x82^>\xc8\xf3\xe8"
    b"\x07\xab\xcb\xbd5\x0f\x0e\x94Rp\xe0(`\x81\x17\xcb2\xc8\x01\xda"
    b"\xaf\xd7M\xbf\xbe/uk{\xc6\xde\x97e\xaeN\x07e\x8b9\xd7"
    b"\x9f\xcf\xbd,\xc7n\xcczV\xf9<\xfa\xfbyB\xfd\xac\xae^D"
    b"\x9b\xbb\x86\xdeU\x98\xcb\xe7d\xee:-\xf7+v\xe5\xcd%\x7f\x0e"
    b"\xe6\xb1\x05#W6\xcc\xf8\xa8J=\x9a\x1e\xac\xad\x81\\6\x0fe"
    b"\x9ev\xfd9\x94\xb3\x96Y1e\x86\xe6\xa1\xaa\xe1\xbf%\x83K\xa3"
    b"\x88\xe9+\x03b\xfa\xb7Rp\x91\xf4\xea\x9f\xc7\xec\xbe\x16\x96\xf7\xc6"
    b"\x80\xf7\x1c\xc8\x92h\xefX\xf0\xe1\xc9j:M|{&\x8c\xc3\x18"
    b"\xbf\x10\x90w06\x1d\xed\x0ey\xc6]\x92\xfe\xe0`\x8cuFl"
    b"\xacu`\xae\x99\xf5\xc8Q\x88cyt\xee\x8a\x07\xcb}\xfc\xf32"
    b"\xd2u\xa5\x00\xba\x86\xf6\x9f\x89y|\x06\xeaP\r\xc8\tImQ"
    b"\xb9\xcegg\xd3\xb9\x07\xf7\xa9a\xfc\x0c}\xaa\xf4\xa9\x92\xae\xf4\xa9"
    b"2~\x86}F\xac'\xd6\x13\xeb\x89\xf5\xc3\xbf\x16\x84\xfb_s\xff"
    b"k\xee\x7f\xcd\xfd\xaf\x9d\xcb\xb6\xff5\xe6\x7f\xe0z1\xae\x17\xb3\xb6"
    b"S_\x8c\xc3?\x82m/\x8e\x91\xf9qB\x7fF?L'\xc5\x00"
    b"\xa5\xf9\x98\x9e\xfbFN?WM\x96\xe5\xf0\xf2\xc4q\xb7\xb3\x17\xb2"
    b"\xd6s\x12\xf8\xc1\xc7'7\xa0\xef\xff8:\xfe\x90\xfe\xbe\xc2\xfc}"
    b"\xbe}\x9e\x8b\xea\xeb\x92\x91w\xe2w\xfc\x14\xf8\xb2\x9c\x85/\xcb\xcf"
    b"\xe1\xa8\x17\x8a\xf5#_\x92/\xf7\xc2\x97\x95\x94\xb8\xc3\x9a\xbck\x1e"
    b"\xe6+\x94\xd5\x0f\xca\xe7\xe6\x8b\xed\xcd\xe2c\xebJ\xb9c\x9e\xb69"
    b"h\x1b\xe3\x93\xf6/>\xc9\xd2\xbd\x0e\x18\xf3G\t\xfe\xb7\x13\x07D"
    b"\xf7\x13\xfb\xe4\x7f\xc3xp\xf4\xbb\xe5i\x17\x8e\xd11\xcfx\r\xf9"
    b"\xe2\x92\xee_L\xf0\xcf\xa5\xc5\x0b\xa6\xd2j5\xdf~\xf36^\xb0"
    b"&\xefh\x99w\x8c\x83~\xd8\x14Z-\x8b\xce\x80\xe5\xd6A\x97\xa8"
    b"\x03\xdd\xc7=\xf1o'\n\x90\xf1\x8fg\x8c\x7f+\xe2]%\x13\xff"
    b"\xd6H\xe8g]\x9b\x83k\x10j\xc6\xc6\xb8\x02}\x1a\x8aM\xd3\xb5"
    b"0u\xe8\xb3f\xca{'\xa5L\x1f\xbe#]\x1a\xa6\xefZ\tX"
    b"\x11c\xd0E3\xff\x84\xd6\x9a\x1c\xe6yh\x16\xbe\x17!\x9ftS"
    b"t\xa4\x87\x06\x7f\x17\xdd\xcez\x85\x8a\x07W0\xb6\x9c2^12"
    b"\x1e\xae\x13Q\x9e\xc1\xf1r\x0e\xec\xaeX\xa7\xd9\xa8R?2\xf1G"
    b"\xab\x19\xfao\x15\xe6\xa7\x9e{11\xe3\xd4\x19\x0eFgP\xf9!"
    b"/o\xc5~\xdb+P\xe6\x89\x82\xea\x19\xcf\x97\xafx\xfaF\xe7\x9c"
    b"\xa2\xdec\xe3n\x7f+\xba\xf07\xae?\x16~!\xc3XYp\xfe"
    b'5c{\x1e#.\xdbz\xc6\x0b\x05\x8d7\xf5\xf7\xa6\xd27"H'
    b'\xb5\xf7\\\x87ti\xfd\xf8\xba\xe9\xc7"\xcbW\xfbBQ\xe5a\x99'
    b"*\x7f\xe6\x1d\x13\xff&\xe3\x1a\xd7\x1b\xace\xe0\xa15x\xff#s"
    b"^\x03\x9f\x85\xd2P\xed\xa0(s]s;\xb1\xde*\xe3^\x96\xf3"
    b"U\xb0\xa7\xeaoo\xca\xf9\r\xb7{]\xdfU9_\xf1\xe8\x8bW"
    b"<\xf1\x82y\xd7\xbb\xcf\n=C:\x8d\x0f\x03\xce\xed\xc3{\x10\x17"
    b"o\x80~\x90\xb7\xdfW\x84\xfe\x98'\xdd\xf7\xce\xaa\xf0\xa5o^H"
    b"[c\x9a\xd4\x8e\xa3P\xdf,\xfab\xc3\xedm\xcd\xa9>_6\xf6"
    b"\x10\xbb\x8e\xd3\xd2\xcf\xde3*q\xb4!\xf9\xb9\xe3\xd1!J\x86&"
    b"\xe7\xe5\xfc\xba\xe9\xa3\xd2\x1e\xe3p}\xb1\xbd\x17`~\xcb\xcb3c"
    b"`\xeb9\x1bh\x8b\xfaq\xde\x01\xfa\xd4\x06l\x7f\x1d\xc6S\xde\xf6"
    b"7\x9c\x7f\xad\x8e>o\x9f\xeb\xa4\x8c\xb1a\x19\xb7y\xd6\x8a'\xe9"
    b"t3.a=h\x8a?\x01}\x15\xcb0g\x9c71K\xb1\\"
    b"t\xca\x1d\xfc\x9af\x1f^)\x1d4><\xab\x8c6,kf}"
    b"\xf6;\xcc\xd9P\x02;\x88\xe6l8'\xf7-\x98\xb2Cv\x91\x8e"
    b"\xa9\xfb^\xf3a\x96\x02\xef\x18\x14\xcfB\xf9\x0e\x8a\xcc\xb1s!\xe7"
    b"\x98\xb4\xeb\xd5\x93\xb00/\x06\xe6\xb5\xc1+}\xf4\x99\x8a<\xa7z"
    b"\xe8%\x89=B>\xb8\x041Ii\xfd\x9eEo\xb5\xebi\xb4\x0e"
    b"\xfa\xdbux\xf7u\xe1\xd9k\xae?_\xaaK\x91\xef\xf2\xd8\xc6\xf7"
    b'"G\xe6y\x8f\xe5y\x8du{U\xde\x8f|_\xc4\xfb:\x01\xbb'
    b"\xfd\rO\x1f\xd4S\xfa\x00\xd7\xcaXy\xf92\xbc\x17\xc7\xc5x\xca"
    b"\xbc\xd66\xba\xc9\xa5\x80\xdc\x14\x8a\x17Fz\xb5\x0cM\xc6=\xb6\xd7"
    b"\xf8\xfc\x9a\x87>!\x9a\xd42\xd2d/\xef\xb7\xed[6\xed\xea\x1a"
    b"\x8ci\xc1X\xeb$h\xab\xfan_[\xcfz\xda\xdct\xfd\xebr"
    b"\x15\x0f\xde6\x13\xbc\x9d_\xea\x12\x8fcm\xbf\xb4\xc1\xbdX\x9b\xee"
    b"\xdfG\xff\xfc\xd0c\xd3\xa5\xad\x96\xb6\xda\x10\xcfth\xdb\xa4ms"
    b"\x8f\xb6\xcd\xbf\xa4m\xf3\xa5\xb4mZ]\x1a\xf5\x8b\n`g\x9a<"
    b"a\xc7\xad\xe6\xae)'\xf0\xad\xcf\x07\x9e\x86\x07\xff\xf7\xec\xf9\xe7\xbf"
    b"\xa2\xe3\x8b4=\xc5\x96\x9d\x14\xbbR:\x93\x9ewS\xfb\xf7\x94\xe9"
    b'\xdf\x8bR\xee\xc5\x94X\x8a"\xde\xff2\xb4/\xe6\xe3\xaf\x1b\xdd%'
    b"d\x87z\x13~[\x81\xb3\xe6\xdai\x189\x1e\xcfm\x89\x87k\x98"
    b"\xb8\x98\xf3\x10+\xd7\x96\xf8\x9e\x06\\\xc3{t-T' \xaf\xb8"
    b"\xaf\xb9\xff\x16\xf5\xe0ZH^){lo\xaf\x96\xb7u\x8eNP"
    b"v9\x18\x1b\x95\xea\xa1\xff[\xda\xc6\x1f\x941F%W\xc6\x98\\"
    b"\xfb\x19\xb4\xb1\x06\xbe\x8cQh\xa3\xca\xd3?(\xf5\xfb\xb2F\xc1\xbf"
    b"\x8f\xb1p\xef\x96\xb6s[\x0e\xb2G\xf0a\xb7\x11j\xac^L\x87"
    b"\x89\xd26^k<^\x1d\xf8\xaah\xbb\xa0\xcag\x83\x8c\x11\xe4\xd1"
    b"\x96\\\xfb\x0f\xb73\x0e\xa7\x00wGa\x1c\xb6\xe5\xf8\x07h\xe34"
    b"\xe8c\xa3\xd0Fm\xe7\x9f\xbb\xed5\x83\x1d\x90U\x87\xc1\x96q\xd5"
    b"\x8dVl\x13\xd2~F\xc7\xbf\x94\xd9\x91\xf7\xd7\xc0\xe7z$\xc5\x8f"
    b"V2~\xb44\x1ez\x11<\xa7\xed\xf1\xf9A\xcb\x01\xfb\xd1s{"
    b"\\%y}\x8c\xd5'\xad\xbc\x99D\xb3R\x0e?k^\xbfl\xc8"
    b"\xdf\x9b%w\xb1\xabd[\x13\x94\xc4\x03ic\xf3E\x8c\xe5\xb4\xbc"
    b"\xdb\xcb\xa0\xab.\xc3\xd8\xe3z\x9f\xfd\xcfG\x8ck\xba\xd3|V\xb6"
    b"\x9f\xe6\x05\xa3Q\x0f\xd1\xf6\x1d3\xb6\x82\xaei\x17\xfaY\xba\xab\xd9"
    b"\xfd,\xb6\x8d]\xf0\xe3\x14Q~\xc7\xd8l\xce\x1a;\x1a\xe2\x0c\xfa"
    b'h\xcey\xfcJE\xd5\xa7"\xfd\x88q\x10\xad\xbe1\x18\x9e\x87l'
    b"y\xba.\xfdk)\xfdX\x1d\x81~\x1c3\xfd\x98dGk\x18\xbf"
    b"\xdcM\x8f\x1d\xed\xa6\xdb\xbdw\x0b\xf3\x1c0\xcf\x81\xf5\xa5\xfb\xf2\x07"
    b"#6\x14\x11\xd7Sq\xbb\xf7yJ\x9bgo\x1a^\xd6\xb5Z\x18"
    b"\x0b\xd6\xf1\xe0K\xe7\xa9\xab\x96\x12\xc6]\x15d2\x8d\xb5\xc8\xec\x7f"
    b"\xacf\x93\xa5}r\xb4\xce\x81\xf7\x8d\x8c0*m\xd3~\x1d\x85\xb6"
    b"tS\xf8\xb4\x02\xb2\xe2\xfb\xc0\xa7\xeacN\x8a\x95L\xf35w\x8c"
    b"\x0cx\xd43\x1e\xf7\xe2{F\xfbkS\xda\xa5sh\xc5\xd8.\xb3"
    b"\xeeE\xf3\x1d\xa0\xc1(\xd86\xd3b\xd2F\xad\xbd\xe87U?\x07"
    b"\xee=\x91u\xbf\x19|\xde\xd2R\xe7\x91\x19y~L\xde\xd9\x04\x05"
    b"5\xa8\xa8\xba\xe4}\x03{\x01Y\x87y\x9c\x99\xdb\x93\xb9=I\xd7"
    b"4\xfb\x06s{2\x8f3\xb1\x9eXO\xac'\xd6\x93\xa6\xc3\x91\xc7"
    b"\xd9\xb7\xae\xa3\x08\x1b \xda\xa3\x8a\xd8\x1f\x1d\xd7\xc6\x16a+\x1bs"
    b'\xc9{\x0c\x95 \x8eDu"\xd5y\x06\xc9\x8f\x84k\x86\x8b\xcc+'
    b"\x85\xf9\xc9\xd4'\x80\xfe\x9d\x15\x88\xef\xcbSg\xdc#/k\x0ca"
    b"R\xde\xb2&\xf4\xe1 \xf4\xf3\xe5^\xaa\x83\x0f\xa2a\xca\xd3<N"
    b"\x93\x86V\x0bn\x1f\xd7\x8e\xba|\xeb//\xec1F0\xd4\xe6\xd0"
    b"\x1a\xa4\xebnw\x0e\xb9\xa4\xbd\x0fm\xae\xb7$?v\x16\xfa[\x9b"
    b"\x1d\xe2\x7f\x9e\xfd\x13c\xde\xfa\x85\xf8@pL\xf9\xe6\x82x.\xba"
    b"l\xe2\xb2B\xef\xb2\xbcb\xf3\xa0\xdf1\xbe\x89M\xf3^\xbd\xdf\xe6"
    b"\xf0^6\xf4\xce\xda\xd61\xd7\xbf\xc70\xda\x14\xffV\xe6\xb8\x0e\xc4"
    b"S\xd4M?\x7fO\xee=\x03\xbf}f\xe4\x9eS.\x10\xfb:\x9d"
    b"\x1ek1\r\x18\xf1T\xea;\x0ec\xab\x1a\xf05\xfab\x1bo\x01"
    b"ohl\xe3\x13C\xe7\xdb\x01\x7f\xcf]\x13G\xf8m\x88ej\xe6"
    b"\xa4\xb9\xc6\xe0\xdd\x10_\x93\xc6\xe0a\x9c\x81\xfa%\xa7L\x99*\x93"
    b"\xbc&s\xe2y\x19\xe3>\x1a \xed\xf2\xecA\xea\x8b\xb9\x9b\x81\xf6"
    b"N\xa5\xb4\xd7bC\xdb%\xe7\x90U\x9blm\x081\xf4h\xcey"
    b'\xc4\xeeM\xa9m<\x02mt90"\xc6\x96k\x06\xdfZ\x06\x83'
    b"\xd6\x8c\xcf\x10e\x1b\xcd\xd3\xa0\xf9\x15>6\xb2\xe6\xa6)+k\x99"
    b"3.\xbc\xe7D\xd62\xac\xdc\x19\x1a{VV{\x12\xf0\x95\xdeq"
    b"\xbb\xf3\xd8\xf9\xcaybhq\xc1<\xaf\xb2\xe2G\xf0\xbb\xed\xcf\xae"
    b"\x87g\xd7\x02\xb4\xb4\xfbT\xdc2}`\xf7\xad\xd84\xed8\xed\x06"
    b"\xdf\x078\x94?\xc2\xb7\xf75\xde\x8f\xb2\xe41\x90\xf74V\x01\xe7"
    b"\xfd\xa42t>\xc0\xfd\xaa\xff\x1f\xa0\x8e\xa0L"
)
