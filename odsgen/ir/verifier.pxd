# The compiled build's types for verifier.py's walk (see operation.pxd).
cimport cython
from odsgen.ir.operation cimport Block, OpOperand, Operation, Region


cdef class _Walk:
    cdef public object root
    cdef public object ctx
    cdef public list work
    cdef public object hooks
    cdef public object hook_of
    cdef public object screen
    cdef public dict isolated
    cdef public dict tables
    cdef public dict symbol_users
    cdef public dict kinds
    cdef public object signatures
    cdef public set signed
    cdef public dict pending

    @cython.locals(work=list, path=list, open_blocks=dict, depth=Py_ssize_t, first=Operation)
    cpdef run(self)

    @cython.locals(work=list, region=Region, block=Block)
    cpdef _enter(self, Operation op, bint scope)

    @cython.locals(
        block=Block,
        region=Region,
        entered=set,
        kinds=dict,
        successors=list,
        use=OpOperand,
        results=tuple,
    )
    cpdef _verify_ops(self, Operation op)

    cpdef _exit(self, Operation op)

    @cython.locals(parent=Operation)
    cpdef _table_above(self, Operation op)


@cython.locals(regions=tuple, blocks=list, others=list)
cpdef _signature(Operation op, unless, hook_of)

@cython.locals(last=Operation)
cpdef _block_exit(Block block)
