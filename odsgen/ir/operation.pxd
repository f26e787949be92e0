# The compiled build's declarations of operation.py's classes (an augmenting
# .pxd: Cython reads it beside the unchanged .py; pure Python ignores it).
# They become extension types whose attributes (the .py's __slots__) are C
# struct fields: a compiled module that cimports them and types a local as
# one of them reads its attributes without a look-up. Assigning a field a
# value of another type than declared raises TypeError (None is allowed).

cdef class Operation
cdef class Block
cdef class Region


cdef class Value:
    cdef public object type
    cdef public list _uses


cdef class OpResult(Value):
    cdef public Operation owner
    cdef public object index


cdef class BlockArgument(Value):
    cdef public Block owner
    cdef public object index
    cdef public object _location


cdef class OpOperand:
    cdef public Operation owner
    cdef public object index
    cdef public Value value


cdef class BlockOperand:
    cdef public Operation owner
    cdef public object index
    cdef public Block block


cdef class Operation:
    cdef public object name
    cdef public tuple _operands
    cdef public tuple results
    cdef public object attributes
    cdef public tuple regions
    cdef public list _successors
    cdef public object _location
    cdef public Block parent
    cdef public Operation _prev
    cdef public Operation _next


cdef class Block:
    cdef public list arguments
    cdef public Region parent
    cdef public Operation _first
    cdef public Operation _last
    cdef public list _uses


cdef class Region:
    cdef public list blocks
    cdef public Operation parent
