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
    b"x\xda\xed][o\\\xd7u\xdes\xe1\x0cg\xc8\xe1p\x86\x12G"
    b"\x96u\x19J\xa6L\xc7\x12e\xc5\xae!\xcb\xb2\xcb\x061\n\xa4M"
    b"\x93\xa2\x8d\x83\xc4v\x12\xddl\t\xa0IE\xa4d\xc5\x81m\xc0h"
    b"\x90\xa7>\x14(\xec\xbe\xf8\xb5\xf5K\x82\xf4\x0f\xf4\x0f\x14E_\x82"
    b">\xb7\xbf\xa0\x08\x10\xe4\xa5@\xd4s\xa4\xb5\xcco\x16\xf7>\x97\x99"
    b"Cq8\xfa\x068<\x9c3\xfb\xec\xb3\xf7\xdak\x7f{\xdd\xf6:"
    b"s\xce\xb9\xe9\xe8(EG5:\x1eD\x9f\x92|\xd7\xcf\xbc\x9c;"
    b"rnEG]\xaeoF\xc7bt\xdc\x89\x8e-(W\x92s9"
    b":\x8eDGS\xae\xc5\xf5\xc7\xf7O\xc9}/D\xc7+r\x9f\xde"
    b"S\x91\xba\xb5\x1ds\xd26\xfd\xc4u\xf4\xa2\xf32|\x8f\xdbsH"
    b"\x9e5o\x9e5\x13\x1d\x8d\xb8\xe0\x99\xc1~\xf9>\xf1\xefmy\xe6"
    b"\xac\xd4\xf5\xaa\xd4[\x83\xe7\x1d\x82>\xb5\xa5\x9f\xf1\xa7+\xb4i\x03"
    b"\xbd\xe2:~.}\x98\x82kM\xe8\xb3\xd6\xf3rT\xd1\x02\xd0n"
    b"\xa0\xfd\xf1\xa7\xe7nG\x7fW\xa2\xe3\xa2\xaf\xfdJ\xbf\xb8\xae\xd3Q"
    b"\x05\xe7\xe4ZU\x9e\xb9,\xed\x9b\x93\xef\xa7\x02};%m\xd22"
    b"m\x19\xafT\x1a\xc7\xbf\xfd\xe4A\xe5\x8f\x0f\x1e\xfc\xf2\x8f\x8f\x86%"
    b"H\xe32\xb4yJ\xae\xfd!\xfa\xf1\r\xb9V\xf3\xf5?\xfa$\xd5"
    b"}\x04\xf8\xd5\xd76\xb7\x96\xde\xb6\x8e\xd0(nS_\xae\xd7\xa5\xff"
    b"i\xf5g\xe9{|\xff%\xe9\xaf>\x07\xe9\\6t\xfa\xd7\xd2\xce"
    b"8NK\xd9\x17\xe4|\xdf\xb4\xa9\x14\xa0\x99{\xa5\x9a\xc8\xf3ic"
    b"\x1a]\xad|\x1c\xfd\xfd8\xa1\x8e\x8e\x94\x8f\xdb\xfcw\xd1\x85\xbf\x92"
    b"kM\xa9\x7f\xc6\xb4\xb1&\xcf<'\xe7\xe7M{\xb2bF|\xef"
    b"*\xdc\xe32\xdc\x13\xe3\xc7R\xa0=7\xe4\xfc\x06\xf0\xd4^\xb5\xbd"
    b"+4\x9a\xd1\xf9\x1f]\xfc\x13\xb96\xbb\xc7\xcf\xeeH}\xfa\xbb+"
    b"\x98\xbf\x95\x7fK\xc0\xbfs\xc2\xf3E\xe2\xc8\xfc\x90xV\x06,\xbe"
    b"$\xedk\xcb\xf1[\xb7\xd3\xe6y9\xd6\xc6\x14;\xb5\xdd\xff\x12\x1d"
    b"G\xe5{W\x9e\xb3\x94\xfd\x99\x9f\xa7a\xe2\x82<\xe7\xef\xa5/\x1d"
    b"9\xc7u\x9f\x1e\x82\xf7\x0eK}?\x03Z/J}\xcf\x8c)\xad"
    b"{r\xed/\x81\x06\xfa\x9ck9\xdb\x1a\xdf\xfb\x94\xd4w\x11\xb0\xe0"
    b"\xe8\x10\xf5<-\xf5\x9c\x919\x1d_;\x06\xd8h\xcf\xf1\xef\xc7\xe5"
    b"\x9e\xa7\x84\xce\xf1\xb5\x13\x06c\x96`~(\rN\xca}J\xcb\x8e"
    b"\xac\x935\x19\xb3\x8e\xdcg\xd7\xb2\x83(\xc7-\x18\xb97\xaf,V"
    b"\xf2\xc8b\xe51\x97\xc5*\x1eY\xac\xba\x8f\xb2\xd8\xd4\x98\xcab\xb5"
    b"1\x97\xc5\xea\x1eYl\x9a\xb2X\xaa,\xd6\xf0\xc8b\xcd\xc7 \x8b"
    b"\xcd<fYlv\xcce\xb1\x96G\x16\x9b\x1bsY\xac\xed\x91\xc5"
    b"\xe6\xf7@\x16\xebxd\xb1\xee\x08\xb2\xd8\x82G\x16;4\xe6\xb2\xd8"
    b'a\x8f,\xb68\x82,\xd6\xf3\xc8bGF\x90\xe9P\x16;\x9a"'
    b"\x8b=\xed\x91\xc5\x8ee\x90\xc5\x8e{d\xb1\x13F\x16;\x19\x90\xc5"
    b"\x94?*r\x94\xe5\xe8\xc3Z\xab}\xeb\xc3\x19\xdb\xa4\xd7\xdf1u"
    b"\xcf\x02o\xc5\xb4\xaa\x98\xba\x97\xa1\xbc\xf3<\x03mg\xcb\xc6\x968"
    b"*\x1f\xa1\x8dQ\x9f\xf9\x9ayvU\xe8\xd7\x90\xebW\xe4|\x1d\xce"
    b"mY\xf3\xb5\xcc\x96\x9c\xef\xca\xf9\xaa\x94\xd9\x842\xef\x9b2\xebR"
    b"\xe6]\xcf\xb36\xcc\xb3\xde1v\xd7y\xb1\xbb\xc6\xbf\xbd\t\xf7\xdf"
    b"\x0f\x94\xf9\xb6\xa7\xad7M;\xbe)\xf4\xd4k\xbe\xb2Z\xdf+P"
    b"\xf6JJ\xd9U({\xd7\xd0\xf2\x96\x9c\xef\xa9\xac\x0ce\xb7R\xca"
    b"\x1e\xf1\xd4{\xc7\xc8\x0e\xefK\xd9\x96\xa7\xdePYk\x9bTy\xaf"
    b"'\xf3Z1@y\x06ye\xc3\xb4\xe7\x03h\xab-\xb3e\xcah"
    b";\xb1M\xf7\r\x8d\x15\xdb\xb6=:K\x07x\xa4\x0f2_|\xed"
    b"f\xe9\xd1\xf9\xbbPFi\x9ag\xbdh\xcb|\xd1\xbe\xdc\x86\xf6\xe0"
    b"\x98\xbf\x04}y\xd7\xf0\xd4\xa6\xe9\x93\xf6\xe5Y\x90#\xae\x9b\xb28"
    b"\xaf\xb0\xae\x1b@\xdfE\xc0\x8c\xa2\xd7\x9c\xf8\xff\xc3\xa5\x9dq\xb9<"
    b"\x84l\xdc7c\xda\xe7X\x0c5\x16q]\xaf\xcb\xb5\xdfD\xc7\xaf"
    b"\xc1\xcfB\xba\x0eO\xd7\x18\xdf\xfe\xd6\xe0\xdbY\xd2t$\x9av\xcd"
    b"\xdc\xff\xc8\x83+\x9fD7}Tz\xf4\xfb[\x05\xe2\n\xb1\x9eX"
    b"O\xac']\x89\xf5\xe3\x81\xf5\xaa+\xe35kW\x88\xcb|\xcd\xf8"
    b"\xd4Q\x9eo\x82\r\xbc\xe8~\xacC\xbdk\x05\xd6\xfb\xa6\xd8k\xb0"
    b"\xaf%\xb0\x9d\x96\x86\xe0\xaf?\x03}n\xc3\xa3W\xa3^\xfb2\x94"
    b"\xdd6\xba\xdf]\xc3#\xcf{x\xf2J@'\xd6{N\xc0=w"
    b"=\xfa;\xeas\xefB|P\xdb\xcc\x8fM\xa3\xe7n\x99\xeb\x1b\x1e"
    b"\xfdT\xfbu\xd6\xf0\xc9,\xf9\x84|\x02|\xd2\x02\x1bz\x8c\xfd_"
    b"O\xc0~\xb57\xb6\xc4~\xb0(}\xfbP\xfe\x8fi\xfa\xc3\x82\xfd"
    b"\x14}c'\xcf\xeb\xb7i\x83\xcf5\x14kg\xed\x93\x8b\x07\xdc>"
    b"\xa9\xbc\xfaa\xc0f\xb4\r~\x82\x19\x0fO\xfa\xca~\n<\x1a\x9a"
    b"\x03\x1b`\x8bj\xcb\xf5\x85\x84\xb5\x1e\xbf[\xde\xdd0\xcf\xbf\nu"
    b"\xf9\xca\xf8\xea\n\xc9\x17\xdf\x01\x1f\xccUS\xe7\xb6\xb1\xa7Y\x1b\xa6"
    b"\xb6\xe7u\x98\x7fw\x03ul\x1a\x1c\xb8-\xf7\x9c\x87{\xb7r\xde"
    b"\xdb\x87{\xdf\r\xf4s\xd3\xd3.\x8b\x19i\xf7n\x99{\xad\xed\x13"
    b'\xf9\xaeF["\xf5K\xea\x97\xa4+\xf5K\xda\x129f\xc4zb'
    b"=\xe9J\xac?0\xb6\xc4Pl\x00mD\xb4\x11Y[\xb3OW"
    b"\xb46h\xea\x81\x94\r(\x1b\x90\xae\x94\r\xa8\x07r\xcc\x88\xf5\xc4"
    b"zb=\xb1~\xfc\xf5\xc0\x19\x88\x11\x98D_pk\x08_\xf0S"
    b"\x07\xd0\x17\xec\xd3'-\xaf[\xff\xa6\xf5!S\x87\xe3\xba\xceu\x9d"
    b"t\xe5\xbaN\x1d\x8ecF\xac'\xd6\x13\xeb\x89\xf5\xe3\xaf\xc3My"
    b"\xe2\xbe}\xfa\x80\xfa\x7f\xde3\xbe$\x8c\xe9\xcb\x9b/\xa2\x0e\xfe\xc3"
    b"I\xd4\x1f\x1bC\xe8\x8f\xcb\x07T\x7f|\xcf\xf8\x14\xb7\xcd\xf7u\xb7"
    b"{\x8f<~\xb7\xb1\xb9\xbe9\xdd\x13\xfd\x1a\xdbU5\xed\xb0\xb1\xbe"
    b"W\x03s\xd8\xfaB\xb7`>t\x19\xafJ\xb9\x87r\x0f\xe9J\xb9"
    b"\x87:.\xc7\x8cXO\xac']\x89\xf5\x07>^\xf5\xaccN+"
    b"b=\xb1\x9et%\xd6S\xae\xe7\x98\x11\xeb\x89\xf5\xa4+\xb1~\x92"
    b"rZa^\xe9e\xb7\xb3o\xcc\x15\xe8\x0b\xb1q\x8f_@\x9d>"
    b"\xbf\xd5-\xe1\x19\xe5\x9b\x17\xe5\xfcu\xe9o\x03~{Y\xce/y"
    b"\xe8\xa3\xbc\xc7}v\xdcggcT\x99\x8f\xe9`\xe7c\xc2\xb1\xbf"
    b"f|\xa4\xb7\x031\xb7u\xc3_?\x15z\xfd5\xfc\xb6a\xf8\xf5"
    b"[\x80\x9bw\x8d\xefv\x1b\xe6W\xa8\x8c\xd6s\xd1Sf\xdd\xd4s"
    b">\xa1\x8c\xd6s\xc6\xed\xce'o\xdbs<\xa1\x8c\xd6s\xc8S\xc6"
    b"\xb6g&\xa1\xcc\r\xc7\xbcE\xd4!\xa8CP\x87\xa0\x0eA{\x11"
    b'\xedE\xc4zb=\xe9J\xacg\xde"\xdaS\x9e\xb4\xbcEg\x1d'
    b"s\xe5\x93O\x92s\xe5s\xdf\xfbd\xec[\xb0\xfb\x05l^\xf3;"
    b"\x05\xedg\xb0\xb6;\xda\x90\xa8WP\xaf ]\xa9W\xd0\x86\xc41"
    b"#\xd6\x13\xeb\x89\xf5\xc4\xfa\x83\xb3_\xde\xfa\x84i\x1b\xa0m\x80{"
    b"M(\x0bP\x16\xa0,@Y\x80z\x1f\xf5>b=\xb1\x9et%"
    b"\xd6\xf3\xfd\xe9\xd4\xfb\xf8\xfet\xea}\x94\x05(\x0b\x90\xae\x94\x05\xa8"
    b"\xf7q\xcc\x88\xf5\xc4zb=\xb1~\xfc\xf5\xbe\x96\x91\xe7\xe7\xa8\xf7"
    b"Q\xef\x03\xbdO\xeb\x9a\x9f\xd0X\xe0\xce\x10\xb1\xc0'\x0eh,p"
    b"\x08\xfb\xae3\x86\x97r\x1e\xe5<\xd2\x95r\x1euz\x8e\x19\xb1\x9e"
    b"XO\xba\x12\xeb'\xea\x9dW\xcc\xefD\xac'\xd6\x93\xae\xc4z\xca"
    b"\xf5\x1c3b=\xb1\x9et%\xd6\x1f\xfc\xfcN\x8f#\x1f\xb8/o"
    b"\xd00\xef\xd0m\xba\xfc\xef\xd0e.\x9a\xdd\xfe\xa7\xde\x01\xf5?\xe9"
    b"\xdc\xbfi\xf8\x85~'\xca,\x94YHW\xca,\xd4O9f\xc4"
    b"zb=\xe9J\xac\x9f\x8c\xdc1\xbaN\xf0\xfdN\x8c-\xb5\xfce"
    b"u\xf7\xa2\xf8\x01\xeb|G\xf0\xe3\xcb\x14\xbb\x01y\x94<\xba\x9f<"
    b"\xda\x05\x1b\x9f\xda\xf6&\xd1\xde\xd5x\x82\xe2\xadm\xaee\x9bS\xf9"
    b'\x9a\xdb\x9dC\x19\xf9\xf3B\xc0>Fl"61\xce\x87\xba5u'
    b"k\xea\xd6\xd4\xadiG\xa5\x1d\x95XO\xac']\x89\xf5|\x8f\x1b"
    b"\xf5>\xbe\xc7\x8dz\x1fe\x01\xca\x02\xa4+e\x01\xea}\x1c3b"
    b"=\xb1\x9eXO\xac\x1f\x7f\xbdo\xc6\xf9s+S\xef\xa3\xde\x87{"
    b"E\xe6&46\xa0\x9d#6\xa0\t\xff\xc7\xf5\x97Ml\x80\xaf]"
    b"\x18\x13\xd0\xf3\x94{\xdc1\x02]\xf0\xeb\xf7d\xac\xb0=\xdb\x86'"
    b"o\x19\xde\xec\x03\x0e]\x0b\xf0\xef:\xf8\x8a{\xd0\x7fK\x1b\xcb\xff"
    b"[\xa6\r\xd7\xe0\xdc\x95\xba\xea\xa5A\xfe\xebC\xfc\n\xce\x8b\xcd\x9c"
    b"\xf3\xe5wP\xc7\x87\xce\xff\xbe\xeaMs\xfd\xbeY;\xfe\x1b\xea\xd8"
    b"r\xc9\xfb\xd3Bu\xfcgB_62\xe2\xd1\xbf%\xd4\x11\xda?"
    b"\x87c\x10\xd7\xf1+\xc1T_\x1dv\xdc\xed\xfa{\xd7\xd0Mq\xec"
    b"\x9f\xa2c\xc1\xf3\x9b//\xa0\xed\xb3\xb6\xf7gR\xd7/\xa0}\x1f"
    b"\x98:o9\xff\xfb\xc5\xd3\xea\xbc\r\x98\xa9u\xbco\xceW\xcc\xb3"
    b"\xde\x93{\xe2\xebG]\xfe=\x8ay\xd7\xa5?\x8f\x8e7\x02\xbc|"
    b"\xc7\xc3\xdbI\xbfo\x98\xf1\xb4c\xe1\x93sz2\x868\x9f\x7fl"
    b"\xe8{\xc7\\O\xe2W\xc5\x92\x95!t\xa0\xe7\x12\xe4#\x8cI\xf9"
    b"]\x996J\xea\xad\xd4[IW\xea\xad\xb4Qr\xcc\x88\xf5\xc4z"
    b"\xd2\x95X\x7f\x10l\x94m\xa1\x8f\xda\xd7\xee\x05lY\xd7]\xf8\xbd"
    b'\xe1}\xb09jlK\xd1yjV \x1e"\xe6\xabrc\xa7\x1c'
    b"u\x0f\xaeG\\\x8fHW\xaeG\xd4=8f\xc4zb=\xe9J"
    b"\xac\x1f\x7f\xdd\x83\xfeF\xfa\x1b\xe9o\xa4\xbf1\x8b\xbf\x911S\x8c"
    b"\x99\xd2u\xfd\xd3j\xf2\xbaN[\x10\xf5\x03\xea\x07\xa4+\xf5\x03\xda"
    b"\x828f\xc4zb=\xb1\x9eXO[\x10mA\xb4\x05\xd1\x16D"
    b"[\x10mA\x93a\x0b\xea\xc2~\xab\x19\xe0\x9b\x9e\xd0\xcd'\xa3\x9e"
    b"v;\xfb0\xf3\xbe\xb7\xaa\x05\xcf\xe3~\xbdG\xbf;hs\xdc\xb0"
    b"\xbfq\xbb\xf7\xe7\xc5t:f\xda\xb9\x179\x97\xed>\xbcQ\xf6\xdf"
    b"\xe9\x9e\xba:\xf0\xd6U3w\xfaP\x87\xf2\xf2\\\n\xddu\xfc}"
    b"2U\x07\xae\xc5qx\xdfv;{\x17\xe3v\x1c*\x10\x93\xb4\xad"
    b"\xf1\xf9\x94G6;$\xd7KP\xc6\xb6U\xf7A^\x92\xfbg\x0c"
    b"\xff\xd6\x0c\x9d\x1a\xd0\x86\x9e\xccA\x1c\x9bW\x03\xedh\x02\x8f\x86x"
    b"\xb2-s\xffY\xb7\xb3\xff\xf2q\xb5I\xf7b&\xb5\xad\x0c\xf5*"
    b"\x8f`\x1e\xec\x86\x1b\xdc\xebzU\xf8\xac/\xfcu\xc1\xf9\xf3c\x87"
    b"\xfeO\xca\x9b\x9d\xc4\xc76G\xf5^\xef\xa1\xb5x\xb9\x1e\x90Sn"
    b"x\xe6)\xb6\xadZ`\xdb\xa6\nn[\xad\xc0\xb61\x97\xfc\xce\x1c"
    b":!\xff\xb7\xa4\xfe\xd9\x849\xb4.}\xbf*\xe3\xb5\x9eq>\xb9"
    b"\x82\xe6\xd6\xb0\xbcS\xf4\x9c\xc3\xbd\xe9\x93\xc6;S9x\xa7+\xff"
    b"7\xa5\xfe\x9a\xe1\x9d;26\xdbn0\xa7@R\xbb-/X\x9d"
    b"l\xdb\xe80Yc\xee?\x89\x06\xee\xa3\xca\xa0,@\x1f'\xed\xde"
    b"\xb4{\x93\xae\xb4{\xd3\xc7\xc91#\xd6\x13\xeb\x89\xf5\xc4\xfa\xf1\xcf"
    b"\x07Xq|\xff\x17\xfd\x19\xc9\xef\xff\xb2\xd7j\x13\xaa\xaf\xd7s\xe8"
    b"\xeb\x8b\xf2\xff1\xa9\x7f\xda\xe8\xeb[\xc2\x0b\x9b\xa0\xbb\xf73\xd8s"
    b"\x92\xf4w\x9b/o3\xa0\xd7\xf7\x1dus\xcak\x94\xd7HW\xca"
    b"k\xd4\xcd9f\xc4zb=\xe9J\xac\xa7nN\xdd\x9c\xef\xe6\xe6"
    b"\x9c\xa6,@Y\x80t\xa5,@\xbd\x8fcF\xac'\xd6\x13\xebI"
    b"\xd3q\x7f77\xee\x15X\x06=\xcd\xb9\xe2s\x1b[?^\x9e="
    b"\x86\x9a\x139\xef^\xa6\x19\xb7\xb3\x0fj\x12}\x8b\xad\x1c\xbeE\xdd"
    b"\x8bq<\xb0\x17#\xd6\r?\x90q\x88\xe7H\xbc\xa7\xf2f\x06\xff"
    b"b\x1e\x1f\xe3\x07\xce\xbf\xbfU\xf7o\xde\xa4\xaf\x91r\x08\xe5\x10\xd2"
    b"\x95r\x08uN\x8e\x19\xb1\x9eXO\xba\x12\xeb\xe9k\xa4\xaf\xf1\x89"
    b"\xf15\x8e\xd3\x1et|\xc6[\xce\xecI\xaf\x0c\xf2}\xd3\xa3\x03\xdb"
    b"3uY\xca7\x94oHW\xca7\xd4e9f\xc4zb=\xe9"
    b"J\xac\x1f\x7f]\x16s\x9d\x16\xa1\x03\x16\xa5\xf3\x14A\xb7\xae\xf1\xd3"
    b"\x86\xf4\x98w\xdc\xe0\xbbi'\xcd\x97:\x93\xc3\x97\xdaw\x839\xb9"
    b"Z\xc6\x97zW\xf4]\xdd\xa3y\x05\xfc\xa9\x9a\x9fk]~K\xf3"
    b"\xad\xfa>I\xbeV\xab\xc3\x87\xf2\x14[\x9fkR\xce\\\xf5\xc5N"
    b"\xe2\xb8W\\\xfe\\\xa0%\xb9O\xf3U\xda\xf1hI\xcc\xc1a\xed"
    b'O\xed\xab1\xee\x87\xc6\xb4\r\xb85\xec\xfd6\xff"\xb6Ws\x97'
    b"j\x9c\xc7)7\x98\xb3T\x7f\xf7>\xff\xd8Wu\xcd'=\xbf\x01"
    b"\xeb\xd5\xdbB\x9bf\x00\x9b5\xd7\xe6\xaa\xf0PU\xbe\xeb\xbcB^"
    b"(]x8|\xd3r\x04m6n\x88\x18\x11\x1d\xf7\x86gn]"
    b'\x82\xef\xa5\x14\x1a\x97\xc7\x98\xc6k"\xbb)\x8d|q??\x02\xbb'
    b"\x9c\xbeo|n\x08y\xe3\x14\xcc\x81\xc1\xf9\xec\\\xd2|.\x02\x0f"
    b"\xac\xee`\xc7jZ\xfe\xd7\xb1\xd2\xb9}\n\xc6^\xc7l\xd1\x8c\xd9"
    b"\x8c\xf4\xa9\xeev\xf2\xb6\x9f\x82q\xd0gN\x03m\xdf\x16\x9c\x08\x8d"
    b"M\xd2<\xfd\xc6\x1e\xb5\xa7\x9c\xd0\x9e\x9e\xe0(\xe2\xebk\xfb\xd0\x8e"
    b".\xc8\x98*\xe7t\x0c\x0f\x0e\xcc\x9d\x98'S\x16Q\xcd};g"
    b"\xfa\xb7\xe2\xfc\xb9o\x9fs\x83y\xda\xbb)<\xd5H\xe1)\x9c{"
    b"\xc8\xd7\xf1g\xa4y\xb1\x96\xcd\x9e]2c\xb3b\xd6\xf57\xcd\xba"
    b"\xbe<\x01\x18\xd0\x83\xfa\xb4\xff\xa7\x87\x90\x13|9\xb6Q\xee\xb1r"
    b"\xc32\xdc\xdb5\xbe0\xcd\xdd~\xc9\x8cO\x15\xfc\x0c\x8a\xc7E\xc8"
    b"\xf7\xf1\xb3\x8e\xa6\xc8lE=\xabkt\x85)\xe8\x7f\xcd\xe8\xb4\xc7"
    b"\xc1~\x90\x94{Z\xf5\xb7\xd0\xba\x9c4\x8717u\x17\xf4\xe8a"
    b"\xeeG\xbfU]\xca\xd6<8PJ\xc1\x81#\x80\x05^,\xcb "
    b"\x07\xe8\xb8^6\xe3\xfa\xb6\xb4\xad\xed\x99{_\xd5\xb96\x1f\x94-"
    b"\x16\xdd`\xfe\xf5\xb2\x1c\xbb1\xebA\xe5\xe3\xe8\xef\xc7\t\xed\xb3\xba"
    b"u\x11}\xee\x1azWa-_\x94\xb5\xeb\xb4\x94W\xec\xca\x9b\xfb"
    b"\xfd,\xaccKF\xael\x98\xf9Q\x95v4=X[\x03\xb9\xac"
    b"\x07u\x9ev\x839\x8f\xb3\xd6Y1u\x86\xd6\xa1\xaa\xe1\xbfe\x83"
    b"K\x93\x88\xe9\x97\x86\xc4\xf4\xbfH\xc1E\xd2kp\x1d\xb3\xef\xa1\xb0"
    b"\xbc7\x05\xbc\xe7@\x96D\xfb\xc4\x92\x0fO\xd6\xd2i\xe2{\xc7\xc1"
    b"4\xcc\xf1\xd5\x80\xbc\x83\xb1\xe4h'\xc83\xef\x92\xf4\x07\x07s\xac"
    b"3as\xad\x03k\xcd!\x8f\x1c\x858\x96G\xe7\xaex\xb0\xdc\xc7"
    b'?O"]/\x15@\xd7\xd0\xfbbb\x1e_\x806T\x03rB'
    b"R_T\xae\xf3\xd9\xc5t\xed\xc1\xf7\xca0\xde\x85>P\xfa@I"
    b"W\xfa@\x19\xef\xc21#\xd6\x13\xeb\x89\xf5\xc4\xfa\xf1\xdf\xbb\xc1\xf7"
    b"U\xf3}\xd5|_5\xdfW\xed\\\xb6\xf7Uc\xbe\x06\xee\xef\xe2"
    b"\xfe.k;\xf5\xc58\xfc3\xd8\xf6\xe2\x18\x99/\x12\xc63\xfaa"
    b">)\x06(\xcd\xc7\xf4\xd07r\xfa\xa1j\xb2\"\x87\x97'\x8e\xb9"
    b"\x9dw\x17k;g\x81\x1f||\xf2:\x8c\xfd\x0f\xa2\xe3\xfb\xf4\xf7"
    b"\x15\xe6\xef\xf3\xbd\x97\xb9\xa8\xb1.\x19y'~\xc6\x97\xc0\x97\xe5,"
    b"|Y~\x08G\xfdPl\x1e\xf9\x92|9\n_VR\xe2\x0ek"
    b"\xf2\xac\x1e\xacW(\xab?.\x9f\x9b/\x167\x8b\x8f\xad+\xf5N"
    b"y\xfa\xe6\xa0o\x8cO\xda\xbb\xf8$K\xf7\x06\xd0\xfd{\x9e\x18["
    b"\xfa\xe1F\xf3\xc3uM\\`u\x1f\xe3\x02\xa7\x02q\x81\xba\x97\xbe"
    b'e\x9e1\rz`Sh\xb0"\xba\x01\xd6[O\x89w\x9b\x9e\xc0'
    b"x\xb7\x06\xc4\xbb5'(\xdem\x06\xe2\xdd|rF\x13\xc6u6"
    b"a\xed\xc064\x0c?\xb4<8T\x07\x1c:o\xd6\xb6\xd0\xbe\x93"
    b"\x83\xbc\xc6\x1d\x82\xefE\xc8>\xdd\x14\xfd\xeb\xb6\xc1\xf4Sng/"
    b"D\xc5\x83[\x18\xb7N\xf9\xb1\x18\xf9\x11\xf7\xa0(\xcf\xe0|9\x0b"
    b"\x98\x80m\xfa,\xfa\xe7s\x13\xdb\xb4\x96a\xfc\xd6\xdc\xce\xfe\x8e\xfe"
    b">\xad;\xd4G\x1e\x8f>\xa2\xb2H^\xdez >\x12\xad\xf3x"
    b"A\xed\x8cu\xd8\xa7<c\xa3kOQ\xcf\xb11\xbd\xff\x1e\x1d\xff"
    b"\xe0\x06\xe3\xec\x972\xcc\x95%\xe7\xdf\x8f6\xf2\x1cq\xd9\xf66\xae"
    b"\x164\xdf\xd4\x97\x9cJ\xdf\x88 \xd5\xfeC\xfd\xd4\xa5\x8d\xe3\xf3f"
    b"\x1c\x8b\xac_m\x17E\xd5\x87u\xaa\xcc\x9bwN\xc42\xd4E\x90"
    b"\x8dC:@U\xda\xe7\xc3\x87\xb4}\x8cIz\xc5\x11ho\x16\x1d"
    b"\xa4\xee\x8a\xd9\xd7\x88\xf2\xc2\xabF^\xc8\xb3\xde\xec\xe7\xbe\xa7\xbcc"
    b"\x8dxQ&^<\xf1xQ\x19\x11/\xaa\x07\x00/\xa6F\xc4\x8b"
    b"\x86\x1b\xdc\x8f\x13\xda[l\xe9g\xcbL\x8aM)\x84\xa3\x1d\x8f\xee"
    b"Y249'\xe7\xe7=X6\x8aM\xcag\xe7Z\x05\x1e\x1d\x86"
    b"g\xd4\xfe\xf8\\\xa0/\xea[|\x03\xe8S\x1b\xb2\xffu\xb0\x1d\xe5"
    b"\xed\x7f\xc3\xf9\xf7\x8f\xe9\xfd\xf6\xbeN\xca\x1c\x1b\x97y\x9b'\x7fA"
    b"\xd2\xda\xbe\xe0\x12\xf6(\xa7\xf8\xb8\xd0\x7f\xb6\x02\xb6\xbfs&\x8e."
    b"^\x1fO\xba\xc7\xbf\xcf\xde\x87WJ\x07\xdd\xb3\x90u\xad\x1e\x97}"
    b"\xdc>\xbb\xb2\xf6m\x16t\xfc\xf8Y\x15\xa1\xcfY)\xb7d\xea\x0e"
    b"\xd9\xd3:\xa6\xed\xa3\xe6T-\x05\x9e1,\x9e\x85rp\x14\x99\xa7"
    b"i5\xe7\x9c\xb49\x14\x92\xb00/\x06\xe6\xf5\x0b)}\xf4\x9e\x8a"
    b"\xdc\xa7\xf6\x8b\x17$\x1e\x0e\xf9\xe0\x05\x88\x93K\x1b\xf7,\xf6\x0e\xbb"
    b"\xc7KyR\x7f\xbb\x0c\xcf\xbe\x0c<\xa7\xb9u\xb0\x8f\x17\xa0\x8f8"
    b"&\xd3)\x98\xda\x96\xfa\xa6\xa0\x8f\xbe5;\x14?\x8d<\xda2\xf4"
    b"\x98\xf6\xd8\x8b\xe3\xf33\x1e~E\x9f<\xd2\xa4\x96\x91&\xa3<\xbf"
    b"\xe4\xf1\x01`\xbf\xba\x86\xbf[0\xce\x9d\x04\x89Y\x9f\xed\xeb\xebs"
    b"\x9e>[\xbbw\x1a.\xfe\xdf\x83\x87\x9f\xff\x8d\x8eO\xd2x\xcc\xd6"
    b"}<\xa1\xee\xd2\x99\xf4\xbc[\xaa\xbb\x9c4\xba\xcby\xa9\xf7\xbc\xe8"
    b"\x1c!?J\x11\xcf\x7f\x12\xfaW\x17~\x1d\x87\xb55\xc6\x85\xa3\xe5"
    b"G\xf8\x81\xfa\xff\xa4\xf8\xbbUN\xfa\x9f\xd2N\x1f\xab\xa0\x83MB"
    b'\x1f\xa74\x96\xab\xf4\x08\x830\xff\xc88\xe4\xe4\xea\x80?"\xde\x83'
    b"\xf5\x8d!\xf5\x9a\x83.\x9f\xa8^\xf6p\xdfF\xe9\x11\xde\xa8\xef\xbc"
    b"\x0e\xbcQ\xb4L\xa2\xb1\xad\xc3\xf0\xb9\xf5\x8b\xc7\xd7\xe6J\x8fb~"
    b"\xd5\xff]O\xd0\x81^\x84\xdf.\xc1Ys\x8f4\xcc:\x8e\xe7\xb6"
    b"\xc4\x075\xdc\xe0^\xa4s\x10;\xd4\x96\xf8\x87\x06\\\xc32\xba7"
    b"\xa4\x13\xf0\x87\xb9?u\xbf\x17\xf1\xe0b\x88\xdf\x91\x06-\xb9\xf6\x1f"
    b"n\x07O\xe6\xe0\xd9\x93\x80'm9\xfe\x11\xfa8\x0f:\xcc$\xf4"
    b"Q\xfb\x19\xc7\xe3|W\xbew\xc1\x86\xbf\xdf\xfe\xe2g\xdd\xf8\xe5U"
    b"D\xfa-\xc85\xed[G\xea\xa8\x81\xdd\xeap\x8a-\xa2dl\x11"
    b"i|\xb0\x1f|\xa3\xfd\xf1\xd9\x92\xca\x01?\xfbC\x1bU%9\xee"
    b"\xd5\x8e\x81\xc5\xcd$\x9a\x95r\xd8\xaa\xf2\xda\xb6\x92\xf4\x16\xc6+\x8c"
    b'\x9e\xc7\xcb\xda"\xb3\xe4zt\x95l1\xd4Is+\r\xb7\xf6\x03'
    b"\xe7\xd2\xf2\x94\xae\x80]`\x05\xc6\x82\xf1\xd1{\x9f\xbf\x11\xf7\xc0Y"
    b"\xbbZ\xc3\xd8\xd5\xde2`\x82q\xae}c\xe3\xe2^9\xee\x95\xeb"
    b"\xb8\xf0{\x01\x96\x8d\x9d\xae\x08;|\xc5\xed\xce\xed\x9f\x86=o\x19"
    b"^\xd6\x98\\\x94\xbfT\x1f\x18\xb0\x1d\xdew\xd5R\x82\xed\xb0\n\xeb"
    b"\xd6\xd3\x12\x1f\x969&\xb0\x9am\xbd\xf1\xc9l\x8a\x0b\xb7\x0cnN"
    b"J\xdft\\'\xa1/\xdd\x14>\xad\xc0\xfa\xf96\xf0\xa9\xcaQI"
    b"\xbe\xcd4y\xaac\xd6\xc5#\x9e\xf98\x8a|\x856\xb9\xa6\xf4K"
    b"mr\x15c\xcf\xca\x9a\xcf\xfcG@\x83I\xb0\xe9\xd9\xfeV&\xbc"
    b"\xbf\xe8\xabR\xdb\x10\xee\xe7\xc8\x9a\xb3\x1c\xef\xb7\xb4\xd4udA\xee"
    b"\x9f\x92g6A\x19\n*E.\xf9]1\xfd\x80\xac\xc3\\\x80\xcc"
    b"\x0f\xc5\xfcP\xa4k\x9a\xce\xc7\xfcP\xcc\x05H\xac'\xd6\x13\xeb\x89"
    b"\xf5\xa4\xe9x\xe4\x02\xf4\xc5\xc2\x15a\x03D{T\x11\xef\xc4\xc4X"
    b'\xf6"le\xbe=\xdbu\xf0U4\x8c\xde\xa7\xfb\xbfg\rm\x96'
    b"\xf62\xbe\xc9\xe5\x8b\xbf]\x85q\x1c\xa6-\xa1>\x87\xe2\x00/\xbb"
    b"\xdd\xf9.\x92\xde\xc7b\xf3R$\xf9\x8a\xb2\xd0\xdf\xda\x80\x10O\xf2"
    b"\xbc\xd3%\x9e3\xff%6u\x8c\r\xf3aK\x8cm\x17LlL"
    b"\xe8Y\x96Wln\xc6\xeb\xc6\xd6\xbde\x9ek\xdf\xe9y\xc3\xf8\x88"
    b"\xaa9\xfb:\xe5\x06\xdf{\x866\xaa\xcf\x043;\xe0\x0b\xae\x9bq"
    b"\xfe\xb9\x94=\x03\xbf}d\xd6\xd1\x93\xa1\xf8\x93\xf9t?\xf1<\xd8"
    b"0\xeeK{\xa7an\xf9\xf8\xd1\xf7\x0e\xa7\xb6`\xca\x82\x1b\xccI"
    b"r\xcf\xd0\xf9Z\xc0\x7fp\xc3\xc40}\x07b)\x9a9i\xae\xb1"
    b"D\xaf\x8b\xefBc\x89\xd0\x97\xd7\x95:\xe7L\x9d\xba\xc6=#\x18"
    b"{N\xe6\xb8\x8f\x06H\xbb<\xefE\xf2\xc5\xfc,@\x7f\xe7R\xfa"
    b"k\xb1\xa1\xed\x92\xf7\x9d\xaa\x8d\xaf6\x86\x18\x9a7\xbf\x89}_\x8e"
    b"\xf6\xf10\xf4\xd1\xe5\xc0\x88\x1e\x04g)\xbe\xb5\x0c\x06]1>("
    b"\\+u\x9f\x8e\xee\xafy\xdf\xc8.[\xa6\xae\xacu.\xb8p\x1e"
    b"\xdc\xacuX9&4\xf7\xec\xda\x7f/\xe0{\xbb\xeev\xefG\xf6"
    b"\xd5s\xcf\xd0b\xd5\xdc\xaf\xb2\xc7{\xf0\xbb\x1d\xcf\xae\x87g\xaf\x04"
    b"his\xe7^5c`s\xe9n\x99~\x9cv\xc3\xbf\x9b,\xb4"
    b"\x7f\xc8\x97\x9f\x08\xcb\xe3\xfe\xc3\xa3\xe03W\xdf7\xae\xfbIu\xe8"
    b"z\x80\xef\xd0\xfb\x7f\x9dQ\x04\xf5"
)
