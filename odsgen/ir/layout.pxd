# The C layout of the instances of odsgen.ir.operation's classes, for the
# compiled modules that read and write their fields in place.
#
# The classes stay plain Python classes with `__slots__` (the pure modules
# read their fields fastest so). CPython lays out an instance of such a
# class as the object header, the fields of its base class, then one object
# pointer per slot of its own, in the sorted order of the slot names: the
# structs below say so, and Cython, told that the classes are "external
# extension types" with these structs, reads a field of a typed local (a
# local annotated with one of the names below) with one load instead of an
# attribute look-up. `odsgen.ir.layout` (layout.pyx) proves as it is
# imported that every field is where its struct puts it; a compiled module
# that uses this file runs only where it did (`odsgen/_accel.py`,
# LAYOUT_USERS). The compiled code assumes no field is NULL: each class's
# constructor (for operations, `Operation.create` and `append_new`) sets all
# of them. Nothing guards that (a `__delattr__` would slow every pure field
# write): deleting a field (`del op._next`) or making an instance without
# its constructor (`Block.__new__(Block)`) may crash a compiled module where
# pure Python raises AttributeError; ODSGEN_PURE_PYTHON=1 runs pure. A field
# holding None is safe: the users compile with nonecheck.
#
# A field is declared `object`: a typed local is assigned a field's value
# through a type test, never trusting what a field holds.

cdef extern from *:
    """
    typedef struct {
        PyObject_HEAD
        PyObject *_location;
        PyObject *_next;
        PyObject *_operands;
        PyObject *_prev;
        PyObject *_successors;
        PyObject *attributes;
        PyObject *name;
        PyObject *parent;
        PyObject *regions;
        PyObject *results;
    } OdsOperationObject;

    typedef struct {
        PyObject_HEAD
        PyObject *_first;
        PyObject *_last;
        PyObject *_uses;
        PyObject *arguments;
        PyObject *parent;
    } OdsBlockObject;

    typedef struct {
        PyObject_HEAD
        PyObject *blocks;
        PyObject *parent;
    } OdsRegionObject;

    typedef struct {
        PyObject_HEAD
        PyObject *owner;
        PyObject *value;
    } OdsOpOperandObject;

    typedef struct {
        PyObject_HEAD
        PyObject *block;
        PyObject *index;
        PyObject *owner;
    } OdsBlockOperandObject;

    typedef struct {
        PyObject_HEAD
        PyObject *_uses;
        PyObject *type;
    } OdsValueObject;

    /* Cython names a subclass's base struct `__pyx_base`. */
    typedef struct {
        OdsValueObject __pyx_base;
        PyObject *index;
        PyObject *owner;
    } OdsOpResultObject;

    typedef struct {
        OdsValueObject __pyx_base;
        PyObject *_location;
        PyObject *index;
        PyObject *owner;
    } OdsBlockArgumentObject;
    """

cdef extern from *:
    ctypedef class odsgen.ir.operation.Operation [object OdsOperationObject, check_size ignore]:
        cdef object _location
        cdef object _next
        cdef object _operands
        cdef object _prev
        cdef object _successors
        cdef object attributes
        cdef object name
        cdef object parent
        cdef object regions
        cdef object results

    ctypedef class odsgen.ir.operation.Block [object OdsBlockObject, check_size ignore]:
        cdef object _first
        cdef object _last
        cdef object _uses
        cdef object arguments
        cdef object parent

    ctypedef class odsgen.ir.operation.Region [object OdsRegionObject, check_size ignore]:
        cdef object blocks
        cdef object parent

    ctypedef class odsgen.ir.operation.OpOperand [object OdsOpOperandObject, check_size ignore]:
        cdef object owner
        cdef object value

    ctypedef class odsgen.ir.operation.BlockOperand [object OdsBlockOperandObject, check_size ignore]:
        cdef object block
        cdef object index
        cdef object owner

    ctypedef class odsgen.ir.operation.Value [object OdsValueObject, check_size ignore]:
        cdef object _uses
        cdef object type

    ctypedef class odsgen.ir.operation.OpResult(Value) [object OdsOpResultObject, check_size ignore]:
        cdef object index
        cdef object owner

    ctypedef class odsgen.ir.operation.BlockArgument(Value) [object OdsBlockArgumentObject, check_size ignore]:
        cdef object _location
        cdef object index
        cdef object owner
