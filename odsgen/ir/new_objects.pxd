# The compiled form of new_objects.py (its module is imported as well, as
# `numpy` is beside `cimport numpy`: a name this file declares is a C call):
# each function makes an instance of `cls`, as `object.__new__(cls)` does,
# with every field the layout declares for its class holding None (a
# compiled store into a field releases the value it replaces). A `cls`
# that is not a subclass of that class raises TypeError before anything is
# made.
from odsgen.ir.layout cimport BlockOperand, OpOperand, OpResult, Operation

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


cdef inline OpOperand op_operand(object cls):
    return ods_new_op_operand(cls, OpOperand)


cdef inline OpResult op_result(object cls):
    return ods_new_op_result(cls, OpResult)


cdef inline BlockOperand block_operand(object cls):
    return ods_new_block_operand(cls, BlockOperand)
