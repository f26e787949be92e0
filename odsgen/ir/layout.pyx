# cython: language_level=3
"""The proof that the C layout `layout.pxd` declares for the instances of
odsgen.ir.operation's classes is theirs, made as this module is imported.

Compiled only (there is no pure form: pure modules read fields by name).
`MISMATCHES` lists each field found elsewhere than declared (none where the
proof holds, `PROVEN`); a compiled module that reads fields in place runs
only where it holds (`odsgen/_accel.py`, LAYOUT_USERS).
"""

import sys

import odsgen.ir.operation

cdef extern from *:
    """
    #include <stddef.h>
    #include "structmember.h"

    /* A field of a declared struct: its class, name and offset. */
    typedef struct {
        const char *owner;
        const char *name;
        Py_ssize_t offset;
    } OdsField;

    #define ODS_FIELD(STRUCT, OWNER, NAME) {OWNER, #NAME, offsetof(STRUCT, NAME)}
    #define ODS_VALUE_FIELD(STRUCT, OWNER, NAME) \
        {OWNER, #NAME, offsetof(STRUCT, __pyx_base) + offsetof(OdsValueObject, NAME)}

    static const OdsField ods_fields[] = {
        ODS_FIELD(OdsOperationObject, "Operation", _location),
        ODS_FIELD(OdsOperationObject, "Operation", _next),
        ODS_FIELD(OdsOperationObject, "Operation", _operands),
        ODS_FIELD(OdsOperationObject, "Operation", _prev),
        ODS_FIELD(OdsOperationObject, "Operation", _successors),
        ODS_FIELD(OdsOperationObject, "Operation", attributes),
        ODS_FIELD(OdsOperationObject, "Operation", name),
        ODS_FIELD(OdsOperationObject, "Operation", parent),
        ODS_FIELD(OdsOperationObject, "Operation", regions),
        ODS_FIELD(OdsOperationObject, "Operation", results),
        ODS_FIELD(OdsBlockObject, "Block", _first),
        ODS_FIELD(OdsBlockObject, "Block", _last),
        ODS_FIELD(OdsBlockObject, "Block", _uses),
        ODS_FIELD(OdsBlockObject, "Block", arguments),
        ODS_FIELD(OdsBlockObject, "Block", parent),
        ODS_FIELD(OdsRegionObject, "Region", blocks),
        ODS_FIELD(OdsRegionObject, "Region", parent),
        ODS_FIELD(OdsOpOperandObject, "OpOperand", owner),
        ODS_FIELD(OdsOpOperandObject, "OpOperand", value),
        ODS_FIELD(OdsBlockOperandObject, "BlockOperand", block),
        ODS_FIELD(OdsBlockOperandObject, "BlockOperand", index),
        ODS_FIELD(OdsBlockOperandObject, "BlockOperand", owner),
        ODS_FIELD(OdsValueObject, "Value", _uses),
        ODS_FIELD(OdsValueObject, "Value", type),
        ODS_VALUE_FIELD(OdsOpResultObject, "OpResult", _uses),
        ODS_VALUE_FIELD(OdsOpResultObject, "OpResult", type),
        ODS_FIELD(OdsOpResultObject, "OpResult", index),
        ODS_FIELD(OdsOpResultObject, "OpResult", owner),
        ODS_VALUE_FIELD(OdsBlockArgumentObject, "BlockArgument", _uses),
        ODS_VALUE_FIELD(OdsBlockArgumentObject, "BlockArgument", type),
        ODS_FIELD(OdsBlockArgumentObject, "BlockArgument", _location),
        ODS_FIELD(OdsBlockArgumentObject, "BlockArgument", index),
        ODS_FIELD(OdsBlockArgumentObject, "BlockArgument", owner),
        {NULL, NULL, 0}
    };

    /* Where instances of `type` keep the field `name`: the offset of the
       slot its member descriptor reads (the one attribute look-up finds
       on the type), or -1 if the attribute is not such a slot. */
    static Py_ssize_t ods_slot_offset(PyObject *type, const char *name) {
        PyObject *found = PyObject_GetAttrString(type, name);
        PyMemberDef *member;
        Py_ssize_t offset = -1;
        if (found == NULL) {
            PyErr_Clear();
            return -1;
        }
        if (Py_TYPE(found) == &PyMemberDescr_Type) {
            member = ((PyMemberDescrObject *)found)->d_member;
            if (member->type == T_OBJECT_EX && !(member->flags & READONLY))
                offset = member->offset;
        }
        Py_DECREF(found);
        return offset;
    }
    """

    ctypedef struct OdsField:
        const char *owner
        const char *name
        Py_ssize_t offset

    const OdsField *ods_fields
    Py_ssize_t ods_slot_offset(object cls, const char *name)


def mismatches(module) -> list:
    """The fields of `module`'s classes (odsgen.ir.operation's, or classes
    named as they are) that are not where `layout.pxd` declares them, each
    as "Class.field: at offset, declared at offset" (none if the layout
    holds)."""
    found = []
    cdef const OdsField *field = ods_fields
    while field.owner != NULL:
        owner = getattr(module, field.owner.decode())
        offset = ods_slot_offset(owner, field.name) if isinstance(owner, type) else -1
        if offset != field.offset:
            found.append(
                f"{field.owner.decode()}.{field.name.decode()}:"
                f" at {offset}, declared at {field.offset}"
            )
        field += 1
    for derived in ("OpResult", "BlockArgument"):
        if not issubclass(getattr(module, derived), getattr(module, "Value")):
            found.append(f"{derived}: not a subclass of Value")
    return found


#: The fields of odsgen.ir.operation's classes found elsewhere than declared.
#: (Read from `sys.modules`: the proof is asked for as odsgen.ir.operation
#: imports op creation, a layout user, once its classes exist but before the
#: module is an attribute of its package. Imported before that module, as
#: `odsgen._accel.layout_proven` never does, the proof would be asked for
#: while half made: it would not hold.)
MISMATCHES: tuple = tuple(mismatches(sys.modules["odsgen.ir.operation"]))
#: Whether compiled modules may read the fields of those classes in place.
PROVEN: bool = not MISMATCHES
