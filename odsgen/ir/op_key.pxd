# The compiled build's types for op_key.py (see operation.pxd).
cimport cython
from odsgen.ir.operation cimport Operation

@cython.locals(operands=tuple, results=tuple, count=Py_ssize_t)
cpdef tuple op_key(Operation op)
