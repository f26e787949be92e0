# The compiled form of new_objects.py (whose module is imported as well, as
# `numpy` is beside `cimport numpy`: a name this file declares is a C call),
# for op creation: the same objects, fields written in place as layout.pxd
# lays them out. An object is made as `object.__new__(cls)` makes it, then
# each field the layout declares for its class holds None until set (a
# compiled store releases the value it replaces); a `cls` that is not a
# subclass of that class raises TypeError before anything is made. Operands
# and successors are linked into their values' and blocks' uses as their
# classes' constructors link them; one whose value is not a `Value`, or
# block not a `Block`, raises TypeError (AttributeError in pure Python).
from odsgen.ir.layout cimport (
    Block,
    BlockOperand,
    OpOperand,
    OpResult,
    Operation,
    Region,
    Value,
)

cdef extern from *:
    """
    /* The number of fields of a layout struct: all follow the object header. */
    #define ODS_FIELDS(STRUCT) \
        ((Py_ssize_t)((sizeof(STRUCT) - sizeof(PyObject)) / sizeof(PyObject *)))

    static PyObject *ods_new_instance(PyObject *cls, PyObject *base, Py_ssize_t fields) {
        PyObject *empty, *made, **field;
        Py_ssize_t index;
        if (!PyType_Check(cls)
                || !PyType_IsSubtype((PyTypeObject *)cls, (PyTypeObject *)base)) {
            PyErr_Format(PyExc_TypeError, "%R is not a subclass of %s",
                         cls, ((PyTypeObject *)base)->tp_name);
            return NULL;
        }
        empty = PyTuple_New(0);
        if (empty == NULL)
            return NULL;
        made = PyBaseObject_Type.tp_new((PyTypeObject *)cls, empty, NULL);
        Py_DECREF(empty);
        if (made == NULL)
            return NULL;
        field = (PyObject **)((char *)made + sizeof(PyObject));
        for (index = 0; index < fields; index++) {
            Py_INCREF(Py_None);
            field[index] = Py_None;
        }
        return made;
    }

    #define ods_new_operation(cls, base) \
        ((OdsOperationObject *)ods_new_instance(cls, base, ODS_FIELDS(OdsOperationObject)))
    #define ods_new_op_operand(cls, base) \
        ((OdsOpOperandObject *)ods_new_instance(cls, base, ODS_FIELDS(OdsOpOperandObject)))
    #define ods_new_op_result(cls, base) \
        ((OdsOpResultObject *)ods_new_instance(cls, base, ODS_FIELDS(OdsOpResultObject)))
    #define ods_new_block_operand(cls, base) \
        ((OdsBlockOperandObject *)ods_new_instance(cls, base, ODS_FIELDS(OdsBlockOperandObject)))
    """
    Operation ods_new_operation(object cls, object base)
    OpOperand ods_new_op_operand(object cls, object base)
    OpResult ods_new_op_result(object cls, object base)
    BlockOperand ods_new_block_operand(object cls, object base)


cdef inline Operation operation(object cls):
    return ods_new_operation(cls, Operation)


cdef inline OpResult op_result():
    return ods_new_op_result(OpResult, OpResult)


cdef inline OpOperand op_operand(object owner, object value):
    if not isinstance(value, Value):
        raise TypeError(f"an operand must be a Value, not {type(value).__name__}")
    cdef Value used = value
    cdef OpOperand use = ods_new_op_operand(OpOperand, OpOperand)
    use.owner = owner
    use.value = used
    uses = used._uses
    if uses is None:
        used._uses = use
    elif type(uses) is list:
        uses.append(use)
    else:
        used._uses = [uses, use]
    return use


cdef inline BlockOperand block_operand(object owner, object index, object block):
    if not isinstance(block, Block):
        raise TypeError(f"a successor must be a Block, not {type(block).__name__}")
    cdef Block target = block
    cdef BlockOperand successor = ods_new_block_operand(BlockOperand, BlockOperand)
    successor.owner = owner
    successor.index = index
    successor.block = target
    target._uses.append(successor)
    return successor


cdef inline object region():
    return Region()
