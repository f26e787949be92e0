# Declarations for the compiled generic_runs (Cython reads them with
# generic_runs.py): the offsets, line numbers and lengths a run computes
# line after line are C integers, so that the arithmetic of each line makes
# no Python ints (the result count of `%name:N`, any digits, stays one); the
# memos it reads by the names on a line are declared what they are, dicts,
# and what it finds in them tuples, so that each look-up is a C call.

cimport cython


@cython.locals(
    pos=Py_ssize_t,
    size=Py_ssize_t,
    line_start=Py_ssize_t,
    limit=Py_ssize_t,
    end=Py_ssize_t,
    hits=Py_ssize_t,
    cap=Py_ssize_t,
    next_pos=Py_ssize_t,
    line_end=Py_ssize_t,
    op_start=Py_ssize_t,
    column=Py_ssize_t,
    arity=Py_ssize_t,
    name_pos=Py_ssize_t,
    next_line=bint,
    trailing=bint,
    line=Py_ssize_t,
    source_bits=Py_ssize_t,
    line_step=Py_ssize_t,
    column_shift=Py_ssize_t,
    column_limit=Py_ssize_t,
    lines_limit=Py_ssize_t,
    text=str,
    values=dict,
    kinds=dict,
    definitions=list,
    kind=tuple,
    entry=tuple,
)
cpdef generic_run(parser, block)


@cython.locals(visible=dict, values=list, recording=bint)
cpdef list operand_values(parser, names, types, Py_ssize_t position)


@cython.locals(successors=list, name=str)
cpdef list successor_blocks(parser, str text, Py_ssize_t position)
