; ModuleID = '/tmp/bi-llvmio/quickjs-1.19.4/module.c'
source_filename = "/tmp/bi-llvmio/quickjs-1.19.4/module.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._typeobject = type { %struct.PyVarObject, i8*, i64, i64, void (%struct._object*)*, i64, %struct._object* (%struct._object*, i8*)*, i32 (%struct._object*, i8*, %struct._object*)*, %struct.PyAsyncMethods*, %struct._object* (%struct._object*)*, %struct.PyNumberMethods*, %struct.PySequenceMethods*, %struct.PyMappingMethods*, i64 (%struct._object*)*, %struct._object* (%struct._object*, %struct._object*, %struct._object*)*, %struct._object* (%struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, i32 (%struct._object*, %struct._object*, %struct._object*)*, %struct.PyBufferProcs*, i64, i8*, i32 (%struct._object*, i32 (%struct._object*, i8*)*, i8*)*, i32 (%struct._object*)*, %struct._object* (%struct._object*, %struct._object*, i32)*, i64, %struct._object* (%struct._object*)*, %struct._object* (%struct._object*)*, %struct.PyMethodDef*, %struct.PyMemberDef*, %struct.PyGetSetDef*, %struct._typeobject*, %struct._object*, %struct._object* (%struct._object*, %struct._object*, %struct._object*)*, i32 (%struct._object*, %struct._object*, %struct._object*)*, i64, i32 (%struct._object*, %struct._object*, %struct._object*)*, %struct._object* (%struct._typeobject*, i64)*, %struct._object* (%struct._typeobject*, %struct._object*, %struct._object*)*, void (i8*)*, i32 (%struct._object*)*, %struct._object*, %struct._object*, %struct._object*, %struct._object*, %struct._object*, void (%struct._object*)*, i32, void (%struct._object*)*, %struct._object* (%struct._object*, %struct._object**, i64, %struct._object*)* }
%struct.PyVarObject = type { %struct._object, i64 }
%struct._object = type { i64, %struct._typeobject* }
%struct.PyAsyncMethods = type { %struct._object* (%struct._object*)*, %struct._object* (%struct._object*)*, %struct._object* (%struct._object*)*, i32 (%struct._object*, %struct._object*, %struct._object**)* }
%struct.PyNumberMethods = type { %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*, %struct._object*)*, %struct._object* (%struct._object*)*, %struct._object* (%struct._object*)*, %struct._object* (%struct._object*)*, i32 (%struct._object*)*, %struct._object* (%struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*)*, i8*, %struct._object* (%struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)* }
%struct.PySequenceMethods = type { i64 (%struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, i64)*, %struct._object* (%struct._object*, i64)*, i8*, i32 (%struct._object*, i64, %struct._object*)*, i8*, i32 (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, %struct._object* (%struct._object*, i64)* }
%struct.PyMappingMethods = type { i64 (%struct._object*)*, %struct._object* (%struct._object*, %struct._object*)*, i32 (%struct._object*, %struct._object*, %struct._object*)* }
%struct.PyBufferProcs = type { i32 (%struct._object*, %struct.Py_buffer*, i32)*, void (%struct._object*, %struct.Py_buffer*)* }
%struct.Py_buffer = type { i8*, %struct._object*, i64, i64, i32, i32, i8*, i64*, i64*, i64*, i8* }
%struct.PyMethodDef = type { i8*, %struct._object* (%struct._object*, %struct._object*)*, i32, i8* }
%struct.PyMemberDef = type opaque
%struct.PyGetSetDef = type { i8*, %struct._object* (%struct._object*, i8*)*, i32 (%struct._object*, %struct._object*, i8*)*, i8*, i8* }
%struct.PyModuleDef = type { %struct.PyModuleDef_Base, i8*, i8*, i64, %struct.PyMethodDef*, %struct.PyModuleDef_Slot*, i32 (%struct._object*, i32 (%struct._object*, i8*)*, i8*)*, i32 (%struct._object*)*, void (i8*)* }
%struct.PyModuleDef_Base = type { %struct._object, %struct._object* ()*, i64, %struct._object* }
%struct.PyModuleDef_Slot = type { i32, i8* }
%struct._longobject = type { %struct.PyVarObject, [1 x i32] }
%struct.JSClassDef = type { i8*, void (%struct.JSRuntime*, i64, i64)*, void (%struct.JSRuntime*, i64, i64, void (%struct.JSRuntime*, %struct.JSGCObjectHeader*)*)*, { i64, i64 } (%struct.JSContext*, i64, i64, i64, i64, i32, %struct.JSValue*, i32)*, %struct.JSClassExoticMethods* }
%struct.JSRuntime = type opaque
%struct.JSGCObjectHeader = type opaque
%struct.JSContext = type opaque
%struct.JSValue = type { %union.JSValueUnion, i64 }
%union.JSValueUnion = type { double }
%struct.JSClassExoticMethods = type { i32 (%struct.JSContext*, %struct.JSPropertyDescriptor*, i64, i64, i32)*, i32 (%struct.JSContext*, %struct.JSPropertyEnum**, i32*, i64, i64)*, i32 (%struct.JSContext*, i64, i64, i32)*, i32 (%struct.JSContext*, i64, i64, i32, i64, i64, %struct.JSValue*, %struct.JSValue*, i32)*, i32 (%struct.JSContext*, i64, i64, i32)*, { i64, i64 } (%struct.JSContext*, i64, i64, i32, i64, i64)*, i32 (%struct.JSContext*, i64, i64, i32, i64, i64, %struct.JSValue*, i32)* }
%struct.JSPropertyDescriptor = type { i32, %struct.JSValue, %struct.JSValue, %struct.JSValue }
%struct.JSPropertyEnum = type { i32, i32 }
%struct.RuntimeData = type { %struct._object, %struct.JSRuntime*, %struct.JSContext*, i32, i64, %struct._ts*, %struct.InterruptData, %struct.PythonCallableNode* }
%struct._ts = type { %struct._ts*, %struct._ts*, %struct._is*, i32, i32, i32, i32, i32, i32, i32, %struct._PyCFrame*, i32 (%struct._object*, %struct._frame*, i32, %struct._object*)*, i32 (%struct._object*, %struct._frame*, i32, %struct._object*)*, %struct._object*, %struct._object*, %struct._object*, %struct._object*, %struct._object*, %struct._err_stackitem*, %struct._object*, i32, %struct._object*, i64, i64, i32, %struct._object*, void (i8*)*, i8*, i32, %struct._object*, %struct._object*, %struct._object*, i64, i64, %struct.PyTraceInfo, %struct._stack_chunk*, %struct._object**, %struct._object**, %struct._err_stackitem, %struct._PyCFrame }
%struct._is = type opaque
%struct._frame = type opaque
%struct.PyTraceInfo = type { %struct.PyCodeObject*, %struct._line_offsets }
%struct.PyCodeObject = type { %struct.PyVarObject, %struct._object*, %struct._object*, %struct._object*, i32, i16, i16, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, %struct._object*, %struct._object*, %struct._object*, %struct._object*, %struct._object*, %struct._object*, %struct._object*, %struct._object*, i8*, i32, i8*, [1 x i8] }
%struct._line_offsets = type { i32, i32, i32, %struct._opaque }
%struct._opaque = type { i32, i8*, i8* }
%struct._stack_chunk = type { %struct._stack_chunk*, i64, i64, [1 x %struct._object*] }
%struct._err_stackitem = type { %struct._object*, %struct._err_stackitem* }
%struct._PyCFrame = type { i8, %struct._PyInterpreterFrame*, %struct._PyCFrame* }
%struct._PyInterpreterFrame = type opaque
%struct.InterruptData = type { i64, i64 }
%struct.PythonCallableNode = type { %struct._object*, %struct.PythonCallableNode*, %struct.PythonCallableNode* }
%struct.JSRefCountHeader = type { i32 }
%struct.JSMemoryUsage = type { i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }
%struct.ObjectData = type { %struct._object, %struct.RuntimeData*, %struct.JSValue }

@Context = internal global %struct._typeobject { %struct.PyVarObject { %struct._object { i64 1, %struct._typeobject* null }, i64 0 }, i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.6, i32 0, i32 0), i64 80, i64 0, void (%struct._object*)* bitcast (void (%struct.RuntimeData*)* @runtime_dealloc to void (%struct._object*)*), i64 0, %struct._object* (%struct._object*, i8*)* null, i32 (%struct._object*, i8*, %struct._object*)* null, %struct.PyAsyncMethods* null, %struct._object* (%struct._object*)* null, %struct.PyNumberMethods* null, %struct.PySequenceMethods* null, %struct.PyMappingMethods* null, i64 (%struct._object*)* null, %struct._object* (%struct._object*, %struct._object*, %struct._object*)* null, %struct._object* (%struct._object*)* null, %struct._object* (%struct._object*, %struct._object*)* null, i32 (%struct._object*, %struct._object*, %struct._object*)* null, %struct.PyBufferProcs* null, i64 16384, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.7, i32 0, i32 0), i32 (%struct._object*, i32 (%struct._object*, i8*)*, i8*)* bitcast (i32 (%struct.RuntimeData*, i32 (%struct._object*, i8*)*, i8*)* @runtime_traverse to i32 (%struct._object*, i32 (%struct._object*, i8*)*, i8*)*), i32 (%struct._object*)* bitcast (i32 (%struct.RuntimeData*)* @runtime_clear to i32 (%struct._object*)*), %struct._object* (%struct._object*, %struct._object*, i32)* null, i64 0, %struct._object* (%struct._object*)* null, %struct._object* (%struct._object*)* null, %struct.PyMethodDef* getelementptr inbounds ([13 x %struct.PyMethodDef], [13 x %struct.PyMethodDef]* @runtime_methods, i32 0, i32 0), %struct.PyMemberDef* null, %struct.PyGetSetDef* getelementptr inbounds ([2 x %struct.PyGetSetDef], [2 x %struct.PyGetSetDef]* @runtime_getsetters, i32 0, i32 0), %struct._typeobject* null, %struct._object* null, %struct._object* (%struct._object*, %struct._object*, %struct._object*)* null, i32 (%struct._object*, %struct._object*, %struct._object*)* null, i64 0, i32 (%struct._object*, %struct._object*, %struct._object*)* null, %struct._object* (%struct._typeobject*, i64)* null, %struct._object* (%struct._typeobject*, %struct._object*, %struct._object*)* @runtime_new, void (i8*)* null, i32 (%struct._object*)* null, %struct._object* null, %struct._object* null, %struct._object* null, %struct._object* null, %struct._object* null, void (%struct._object*)* null, i32 0, void (%struct._object*)* null, %struct._object* (%struct._object*, %struct._object**, i64, %struct._object*)* null }, align 8
@Object = internal global %struct._typeobject { %struct.PyVarObject { %struct._object { i64 1, %struct._typeobject* null }, i64 0 }, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @.str.92, i32 0, i32 0), i64 40, i64 0, void (%struct._object*)* bitcast (void (%struct.ObjectData*)* @object_dealloc to void (%struct._object*)*), i64 0, %struct._object* (%struct._object*, i8*)* null, i32 (%struct._object*, i8*, %struct._object*)* null, %struct.PyAsyncMethods* null, %struct._object* (%struct._object*)* null, %struct.PyNumberMethods* null, %struct.PySequenceMethods* null, %struct.PyMappingMethods* null, i64 (%struct._object*)* null, %struct._object* (%struct._object*, %struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.ObjectData*, %struct._object*, %struct._object*)* @object_call to %struct._object* (%struct._object*, %struct._object*, %struct._object*)*), %struct._object* (%struct._object*)* null, %struct._object* (%struct._object*, %struct._object*)* null, i32 (%struct._object*, %struct._object*, %struct._object*)* null, %struct.PyBufferProcs* null, i64 16384, i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.93, i32 0, i32 0), i32 (%struct._object*, i32 (%struct._object*, i8*)*, i8*)* bitcast (i32 (%struct.ObjectData*, i32 (%struct._object*, i8*)*, i8*)* @object_traverse to i32 (%struct._object*, i32 (%struct._object*, i8*)*, i8*)*), i32 (%struct._object*)* null, %struct._object* (%struct._object*, %struct._object*, i32)* null, i64 0, %struct._object* (%struct._object*)* null, %struct._object* (%struct._object*)* null, %struct.PyMethodDef* getelementptr inbounds ([2 x %struct.PyMethodDef], [2 x %struct.PyMethodDef]* @object_methods, i32 0, i32 0), %struct.PyMemberDef* null, %struct.PyGetSetDef* null, %struct._typeobject* null, %struct._object* null, %struct._object* (%struct._object*, %struct._object*, %struct._object*)* null, i32 (%struct._object*, %struct._object*, %struct._object*)* null, i64 0, i32 (%struct._object*, %struct._object*, %struct._object*)* null, %struct._object* (%struct._typeobject*, i64)* null, %struct._object* (%struct._typeobject*, %struct._object*, %struct._object*)* @object_new, void (i8*)* null, i32 (%struct._object*)* null, %struct._object* null, %struct._object* null, %struct._object* null, %struct._object* null, %struct._object* null, void (%struct._object*)* null, i32 0, void (%struct._object*)* null, %struct._object* (%struct._object*, %struct._object**, i64, %struct._object*)* null }, align 8
@moduledef = internal global %struct.PyModuleDef { %struct.PyModuleDef_Base { %struct._object { i64 1, %struct._typeobject* null }, %struct._object* ()* null, i64 0, %struct._object* null }, i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.96, i32 0, i32 0), i8* null, i64 0, %struct.PyMethodDef* getelementptr inbounds ([2 x %struct.PyMethodDef], [2 x %struct.PyMethodDef]* @myextension_methods, i32 0, i32 0), %struct.PyModuleDef_Slot* null, i32 (%struct._object*, i32 (%struct._object*, i8*)*, i8*)* null, i32 (%struct._object*)* null, void (i8*)* null }, align 8
@js_python_function_class_id = internal global i32 0, align 4
@.str = private unnamed_addr constant [21 x i8] c"_quickjs.JSException\00", align 1
@JSException = internal unnamed_addr global %struct._object* null, align 8
@.str.1 = private unnamed_addr constant [23 x i8] c"_quickjs.StackOverflow\00", align 1
@StackOverflow = internal unnamed_addr global %struct._object* null, align 8
@.str.2 = private unnamed_addr constant [8 x i8] c"Context\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"Object\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"JSException\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"StackOverflow\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"_quickjs.Context\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"Quickjs context\00", align 1
@runtime_methods = internal global [13 x %struct.PyMethodDef] [%struct.PyMethodDef { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*, %struct._object*)* @runtime_eval to %struct._object* (%struct._object*, %struct._object*)*), i32 1, i8* getelementptr inbounds ([31 x i8], [31 x i8]* @.str.9, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.10, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*, %struct._object*)* @runtime_module to %struct._object* (%struct._object*, %struct._object*)*), i32 1, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @.str.11, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([20 x i8], [20 x i8]* @.str.12, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*)* @runtime_execute_pending_job to %struct._object* (%struct._object*, %struct._object*)*), i32 4, i8* getelementptr inbounds ([24 x i8], [24 x i8]* @.str.13, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.14, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*, %struct._object*)* @runtime_parse_json to %struct._object* (%struct._object*, %struct._object*)*), i32 1, i8* getelementptr inbounds ([22 x i8], [22 x i8]* @.str.15, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*, %struct._object*)* @runtime_get to %struct._object* (%struct._object*, %struct._object*)*), i32 1, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @.str.17, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.18, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*, %struct._object*)* @runtime_set to %struct._object* (%struct._object*, %struct._object*)*), i32 1, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @.str.19, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.20, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*, %struct._object*)* @runtime_set_memory_limit to %struct._object* (%struct._object*, %struct._object*)*), i32 1, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @.str.21, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.22, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*, %struct._object*)* @runtime_set_time_limit to %struct._object* (%struct._object*, %struct._object*)*), i32 1, i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.str.23, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([19 x i8], [19 x i8]* @.str.24, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*, %struct._object*)* @runtime_set_max_stack_size to %struct._object* (%struct._object*, %struct._object*)*), i32 1, i8* getelementptr inbounds ([56 x i8], [56 x i8]* @.str.25, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*)* @runtime_memory to %struct._object* (%struct._object*, %struct._object*)*), i32 4, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @.str.27, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.28, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*)* @runtime_gc to %struct._object* (%struct._object*, %struct._object*)*), i32 4, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.29, i32 0, i32 0) }, %struct.PyMethodDef { i8* getelementptr inbounds ([13 x i8], [13 x i8]* @.str.30, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.RuntimeData*, %struct._object*)* @runtime_add_callable to %struct._object* (%struct._object*, %struct._object*)*), i32 1, i8* getelementptr inbounds ([25 x i8], [25 x i8]* @.str.31, i32 0, i32 0) }, %struct.PyMethodDef zeroinitializer], align 16
@runtime_getsetters = internal global [2 x %struct.PyGetSetDef] [%struct.PyGetSetDef { i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.81, i32 0, i32 0), %struct._object* (%struct._object*, i8*)* bitcast (%struct._object* (%struct.RuntimeData*, i8*)* @runtime_global_this to %struct._object* (%struct._object*, i8*)*), i32 (%struct._object*, %struct._object*, i8*)* null, i8* getelementptr inbounds ([30 x i8], [30 x i8]* @.str.82, i32 0, i32 0), i8* null }, %struct.PyGetSetDef zeroinitializer], align 16
@.str.8 = private unnamed_addr constant [5 x i8] c"eval\00", align 1
@.str.9 = private unnamed_addr constant [31 x i8] c"Evaluates a Javascript string.\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"module\00", align 1
@.str.11 = private unnamed_addr constant [43 x i8] c"Evaluates a Javascript string as a module.\00", align 1
@.str.12 = private unnamed_addr constant [20 x i8] c"execute_pending_job\00", align 1
@.str.13 = private unnamed_addr constant [24 x i8] c"Executes a pending job.\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"parse_json\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"Parses a JSON string.\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"get\00", align 1
@.str.17 = private unnamed_addr constant [35 x i8] c"Gets a Javascript global variable.\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"set\00", align 1
@.str.19 = private unnamed_addr constant [35 x i8] c"Sets a Javascript global variable.\00", align 1
@.str.20 = private unnamed_addr constant [17 x i8] c"set_memory_limit\00", align 1
@.str.21 = private unnamed_addr constant [32 x i8] c"Sets the memory limit in bytes.\00", align 1
@.str.22 = private unnamed_addr constant [15 x i8] c"set_time_limit\00", align 1
@.str.23 = private unnamed_addr constant [65 x i8] c"Sets the CPU time limit in seconds (C function clock() is used).\00", align 1
@.str.24 = private unnamed_addr constant [19 x i8] c"set_max_stack_size\00", align 1
@.str.25 = private unnamed_addr constant [56 x i8] c"Sets the maximum stack size in bytes. Default is 256kB.\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"memory\00", align 1
@.str.27 = private unnamed_addr constant [36 x i8] c"Returns the memory usage as a dict.\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"gc\00", align 1
@.str.29 = private unnamed_addr constant [25 x i8] c"Runs garbage collection.\00", align 1
@.str.30 = private unnamed_addr constant [13 x i8] c"add_callable\00", align 1
@.str.31 = private unnamed_addr constant [25 x i8] c"Wraps a Python callable.\00", align 1
@.str.32 = private unnamed_addr constant [2 x i8] c"s\00", align 1
@.str.33 = private unnamed_addr constant [8 x i8] c"<input>\00", align 1
@.str.34 = private unnamed_addr constant [28 x i8] c"!runtime_data->thread_state\00", align 1
@.str.35 = private unnamed_addr constant [39 x i8] c"/tmp/bi-llvmio/quickjs-1.19.4/module.c\00", align 1
@__PRETTY_FUNCTION__.prepare_call_js = private unnamed_addr constant [36 x i8] c"void prepare_call_js(RuntimeData *)\00", align 1
@.str.36 = private unnamed_addr constant [27 x i8] c"runtime_data->thread_state\00", align 1
@__PRETTY_FUNCTION__.end_call_js = private unnamed_addr constant [32 x i8] c"void end_call_js(RuntimeData *)\00", align 1
@.str.37 = private unnamed_addr constant [2 x i8] c"i\00", align 1
@.str.38 = private unnamed_addr constant [2 x i8] c"O\00", align 1
@_Py_TrueStruct = external dso_local global %struct._longobject, align 8
@_Py_FalseStruct = external dso_local global %struct._longobject, align 8
@_Py_NoneStruct = external dso_local global %struct._object, align 8
@.str.39 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@PyExc_TypeError = external dso_local local_unnamed_addr global %struct._object*, align 8
@.str.40 = private unnamed_addr constant [24 x i8] c"Unknown quickjs tag: %d\00", align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"stack\00", align 1
@.str.42 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.43 = private unnamed_addr constant [15 x i8] c"stack overflow\00", align 1
@.str.44 = private unnamed_addr constant [6 x i8] c"%s\0A%s\00", align 1
@.str.45 = private unnamed_addr constant [60 x i8] c"(Failed obtaining QuickJS error string. Concurrency issue?)\00", align 1
@.str.46 = private unnamed_addr constant [24 x i8] c"runtime_parse_json.json\00", align 1
@.str.47 = private unnamed_addr constant [3 x i8] c"sO\00", align 1
@.str.48 = private unnamed_addr constant [29 x i8] c"Failed setting the variable.\00", align 1
@PyBool_Type = external dso_local global %struct._typeobject, align 8
@PyFloat_Type = external dso_local global %struct._typeobject, align 8
@PyExc_ValueError = external dso_local local_unnamed_addr global %struct._object*, align 8
@.str.49 = private unnamed_addr constant [48 x i8] c"Can not mix JS objects from different contexts.\00", align 1
@.str.50 = private unnamed_addr constant [65 x i8] c"Unsupported type when converting a Python object to quickjs: %s.\00", align 1
@.str.51 = private unnamed_addr constant [2 x i8] c"n\00", align 1
@.str.52 = private unnamed_addr constant [12 x i8] c"malloc_size\00", align 1
@.str.53 = private unnamed_addr constant [13 x i8] c"malloc_limit\00", align 1
@.str.54 = private unnamed_addr constant [17 x i8] c"memory_used_size\00", align 1
@.str.55 = private unnamed_addr constant [13 x i8] c"malloc_count\00", align 1
@.str.56 = private unnamed_addr constant [18 x i8] c"memory_used_count\00", align 1
@.str.57 = private unnamed_addr constant [11 x i8] c"atom_count\00", align 1
@.str.58 = private unnamed_addr constant [10 x i8] c"atom_size\00", align 1
@.str.59 = private unnamed_addr constant [10 x i8] c"str_count\00", align 1
@.str.60 = private unnamed_addr constant [9 x i8] c"str_size\00", align 1
@.str.61 = private unnamed_addr constant [10 x i8] c"obj_count\00", align 1
@.str.62 = private unnamed_addr constant [9 x i8] c"obj_size\00", align 1
@.str.63 = private unnamed_addr constant [11 x i8] c"prop_count\00", align 1
@.str.64 = private unnamed_addr constant [10 x i8] c"prop_size\00", align 1
@.str.65 = private unnamed_addr constant [12 x i8] c"shape_count\00", align 1
@.str.66 = private unnamed_addr constant [11 x i8] c"shape_size\00", align 1
@.str.67 = private unnamed_addr constant [14 x i8] c"js_func_count\00", align 1
@.str.68 = private unnamed_addr constant [13 x i8] c"js_func_size\00", align 1
@.str.69 = private unnamed_addr constant [18 x i8] c"js_func_code_size\00", align 1
@.str.70 = private unnamed_addr constant [22 x i8] c"js_func_pc2line_count\00", align 1
@.str.71 = private unnamed_addr constant [21 x i8] c"js_func_pc2line_size\00", align 1
@.str.72 = private unnamed_addr constant [13 x i8] c"c_func_count\00", align 1
@.str.73 = private unnamed_addr constant [12 x i8] c"array_count\00", align 1
@.str.74 = private unnamed_addr constant [17 x i8] c"fast_array_count\00", align 1
@.str.75 = private unnamed_addr constant [20 x i8] c"fast_array_elements\00", align 1
@.str.76 = private unnamed_addr constant [20 x i8] c"binary_object_count\00", align 1
@.str.77 = private unnamed_addr constant [19 x i8] c"binary_object_size\00", align 1
@.str.78 = private unnamed_addr constant [27 x i8] c"Argument must be callable.\00", align 1
@.str.79 = private unnamed_addr constant [5 x i8] c"name\00", align 1
@.str.80 = private unnamed_addr constant [28 x i8] c"Failed adding the callable.\00", align 1
@.str.81 = private unnamed_addr constant [11 x i8] c"globalThis\00", align 1
@.str.82 = private unnamed_addr constant [30 x i8] c"Global object of the context.\00", align 1
@js_python_function_class = internal global %struct.JSClassDef { i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str.85, i32 0, i32 0), void (%struct.JSRuntime*, i64, i64)* @js_python_function_finalizer, void (%struct.JSRuntime*, i64, i64, void (%struct.JSRuntime*, %struct.JSGCObjectHeader*)*)* null, { i64, i64 } (%struct.JSContext*, i64, i64, i64, i64, i32, %struct.JSValue*, i32)* @js_python_function_call, %struct.JSClassExoticMethods* null }, align 8
@.str.83 = private unnamed_addr constant [9 x i8] c"Function\00", align 1
@.str.84 = private unnamed_addr constant [10 x i8] c"prototype\00", align 1
@.str.85 = private unnamed_addr constant [15 x i8] c"PythonFunction\00", align 1
@.str.86 = private unnamed_addr constant [48 x i8] c"Can not call into Python with a time limit set.\00", align 1
@.str.87 = private unnamed_addr constant [40 x i8] c"Internal error: could not convert args.\00", align 1
@.str.88 = private unnamed_addr constant [20 x i8] c"Python call failed.\00", align 1
@.str.89 = private unnamed_addr constant [37 x i8] c"Can not convert Python result to JS.\00", align 1
@__PRETTY_FUNCTION__.prepare_call_python = private unnamed_addr constant [40 x i8] c"void prepare_call_python(RuntimeData *)\00", align 1
@__PRETTY_FUNCTION__.end_call_python = private unnamed_addr constant [36 x i8] c"void end_call_python(RuntimeData *)\00", align 1
@.str.90 = private unnamed_addr constant [18 x i8] c"PyTuple_Check(op)\00", align 1
@.str.91 = private unnamed_addr constant [70 x i8] c"/root/.pyenv/versions/3.11.7/include/python3.11/cpython/tupleobject.h\00", align 1
@__PRETTY_FUNCTION__.PyTuple_SET_ITEM = private unnamed_addr constant [58 x i8] c"void PyTuple_SET_ITEM(PyObject *, Py_ssize_t, PyObject *)\00", align 1
@.str.92 = private unnamed_addr constant [16 x i8] c"_quickjs.Object\00", align 1
@.str.93 = private unnamed_addr constant [15 x i8] c"Quickjs object\00", align 1
@object_methods = internal global [2 x %struct.PyMethodDef] [%struct.PyMethodDef { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.94, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* bitcast (%struct._object* (%struct.ObjectData*)* @object_json to %struct._object* (%struct._object*, %struct._object*)*), i32 4, i8* getelementptr inbounds ([27 x i8], [27 x i8]* @.str.95, i32 0, i32 0) }, %struct.PyMethodDef zeroinitializer], align 16
@.str.94 = private unnamed_addr constant [5 x i8] c"json\00", align 1
@.str.95 = private unnamed_addr constant [27 x i8] c"Converts to a JSON string.\00", align 1
@.str.96 = private unnamed_addr constant [8 x i8] c"quickjs\00", align 1
@myextension_methods = internal global [2 x %struct.PyMethodDef] [%struct.PyMethodDef { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.97, i32 0, i32 0), %struct._object* (%struct._object*, %struct._object*)* @test, i32 4, i8* null }, %struct.PyMethodDef zeroinitializer], align 16
@.str.97 = private unnamed_addr constant [5 x i8] c"test\00", align 1

; Function Attrs: nounwind uwtable
define dso_local %struct._object* @PyInit__quickjs() local_unnamed_addr #0 {
  %1 = tail call i32 @PyType_Ready(%struct._typeobject* noundef nonnull @Context) #7
  %2 = icmp slt i32 %1, 0
  br i1 %2, label %27, label %3

3:                                                ; preds = %0
  %4 = tail call i32 @PyType_Ready(%struct._typeobject* noundef nonnull @Object) #7
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %27, label %6

6:                                                ; preds = %3
  %7 = tail call %struct._object* @PyModule_Create2(%struct.PyModuleDef* noundef nonnull @moduledef, i32 noundef 1013) #7
  %8 = icmp eq %struct._object* %7, null
  br i1 %8, label %27, label %9

9:                                                ; preds = %6
  %10 = tail call i32 @JS_NewClassID(i32* noundef nonnull @js_python_function_class_id) #7
  %11 = tail call %struct._object* @PyErr_NewException(i8* noundef nonnull getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), %struct._object* noundef null, %struct._object* noundef null) #7
  store %struct._object* %11, %struct._object** @JSException, align 8
  %12 = icmp eq %struct._object* %11, null
  br i1 %12, label %27, label %13

13:                                               ; preds = %9
  %14 = tail call %struct._object* @PyErr_NewException(i8* noundef nonnull getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), %struct._object* noundef nonnull %11, %struct._object* noundef null) #7
  store %struct._object* %14, %struct._object** @StackOverflow, align 8
  %15 = icmp eq %struct._object* %14, null
  br i1 %15, label %27, label %16

16:                                               ; preds = %13
  %17 = load i64, i64* getelementptr inbounds (%struct._typeobject, %struct._typeobject* @Context, i64 0, i32 0, i32 0, i32 0), align 8
  %18 = add nsw i64 %17, 1
  store i64 %18, i64* getelementptr inbounds (%struct._typeobject, %struct._typeobject* @Context, i64 0, i32 0, i32 0, i32 0), align 8
  %19 = tail call i32 @PyModule_AddObject(%struct._object* noundef nonnull %7, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), %struct._object* noundef nonnull getelementptr inbounds (%struct._typeobject, %struct._typeobject* @Context, i64 0, i32 0, i32 0)) #7
  %20 = load i64, i64* getelementptr inbounds (%struct._typeobject, %struct._typeobject* @Object, i64 0, i32 0, i32 0, i32 0), align 8
  %21 = add nsw i64 %20, 1
  store i64 %21, i64* getelementptr inbounds (%struct._typeobject, %struct._typeobject* @Object, i64 0, i32 0, i32 0, i32 0), align 8
  %22 = tail call i32 @PyModule_AddObject(%struct._object* noundef nonnull %7, i8* noundef nonnull getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), %struct._object* noundef nonnull getelementptr inbounds (%struct._typeobject, %struct._typeobject* @Object, i64 0, i32 0, i32 0)) #7
  %23 = load %struct._object*, %struct._object** @JSException, align 8
  %24 = tail call i32 @PyModule_AddObject(%struct._object* noundef nonnull %7, i8* noundef nonnull getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), %struct._object* noundef %23) #7
  %25 = load %struct._object*, %struct._object** @StackOverflow, align 8
  %26 = tail call i32 @PyModule_AddObject(%struct._object* noundef nonnull %7, i8* noundef nonnull getelementptr inbounds ([14 x i8], [14 x i8]* @.str.5, i64 0, i64 0), %struct._object* noundef %25) #7
  br label %27

27:                                               ; preds = %16, %6, %9, %13, %3, %0
  %28 = phi %struct._object* [ null, %0 ], [ null, %3 ], [ %7, %16 ], [ null, %6 ], [ null, %9 ], [ null, %13 ]
  ret %struct._object* %28
}

declare dso_local i32 @PyType_Ready(%struct._typeobject* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare dso_local %struct._object* @PyModule_Create2(%struct.PyModuleDef* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @JS_NewClassID(i32* noundef) local_unnamed_addr #1

declare dso_local %struct._object* @PyErr_NewException(i8* noundef, %struct._object* noundef, %struct._object* noundef) local_unnamed_addr #1

declare dso_local i32 @PyModule_AddObject(%struct._object* noundef, i8* noundef, %struct._object* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define internal void @runtime_dealloc(%struct.RuntimeData* noundef %0) #0 {
  %2 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 2
  %3 = load %struct.JSContext*, %struct.JSContext** %2, align 8
  tail call void @JS_FreeContext(%struct.JSContext* noundef %3) #7
  %4 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 1
  %5 = load %struct.JSRuntime*, %struct.JSRuntime** %4, align 8
  tail call void @JS_FreeRuntime(%struct.JSRuntime* noundef %5) #7
  %6 = bitcast %struct.RuntimeData* %0 to i8*
  tail call void @PyObject_GC_UnTrack(i8* noundef %6) #7
  tail call void @PyObject_GC_Del(i8* noundef %6) #7
  ret void
}

; Function Attrs: nounwind uwtable
define internal i32 @runtime_traverse(%struct.RuntimeData* nocapture noundef readonly %0, i32 (%struct._object*, i8*)* nocapture noundef readonly %1, i8* noundef %2) #0 {
  %4 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 7
  %5 = load %struct.PythonCallableNode*, %struct.PythonCallableNode** %4, align 8
  %6 = icmp eq %struct.PythonCallableNode* %5, null
  br i1 %6, label %22, label %7

7:                                                ; preds = %3, %17
  %8 = phi %struct.PythonCallableNode* [ %20, %17 ], [ %5, %3 ]
  %9 = phi i32 [ %18, %17 ], [ undef, %3 ]
  %10 = getelementptr inbounds %struct.PythonCallableNode, %struct.PythonCallableNode* %8, i64 0, i32 0
  %11 = load %struct._object*, %struct._object** %10, align 8
  %12 = icmp eq %struct._object* %11, null
  br i1 %12, label %17, label %13

13:                                               ; preds = %7
  %14 = tail call i32 %1(%struct._object* noundef nonnull %11, i8* noundef %2) #7
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, i32 %9, i32 %14
  br i1 %15, label %17, label %22

17:                                               ; preds = %13, %7
  %18 = phi i32 [ %16, %13 ], [ %9, %7 ]
  %19 = getelementptr inbounds %struct.PythonCallableNode, %struct.PythonCallableNode* %8, i64 0, i32 2
  %20 = load %struct.PythonCallableNode*, %struct.PythonCallableNode** %19, align 8
  %21 = icmp eq %struct.PythonCallableNode* %20, null
  br i1 %21, label %22, label %7, !llvm.loop !17

22:                                               ; preds = %13, %17, %3
  %23 = phi i32 [ 0, %3 ], [ %16, %13 ], [ 0, %17 ]
  ret i32 %23
}

; Function Attrs: nounwind uwtable
define internal i32 @runtime_clear(%struct.RuntimeData* nocapture noundef readonly %0) #0 {
  %2 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 7
  %3 = load %struct.PythonCallableNode*, %struct.PythonCallableNode** %2, align 8
  %4 = icmp eq %struct.PythonCallableNode* %3, null
  br i1 %4, label %20, label %5

5:                                                ; preds = %1, %16
  %6 = phi %struct.PythonCallableNode* [ %18, %16 ], [ %3, %1 ]
  %7 = getelementptr inbounds %struct.PythonCallableNode, %struct.PythonCallableNode* %6, i64 0, i32 0
  %8 = load %struct._object*, %struct._object** %7, align 8
  %9 = icmp eq %struct._object* %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %5
  store %struct._object* null, %struct._object** %7, align 8
  %11 = getelementptr inbounds %struct._object, %struct._object* %8, i64 0, i32 0
  %12 = load i64, i64* %11, align 8
  %13 = add nsw i64 %12, -1
  store i64 %13, i64* %11, align 8
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %10
  tail call void @_Py_Dealloc(%struct._object* noundef nonnull %8) #7
  br label %16

16:                                               ; preds = %15, %10, %5
  %17 = getelementptr inbounds %struct.PythonCallableNode, %struct.PythonCallableNode* %6, i64 0, i32 2
  %18 = load %struct.PythonCallableNode*, %struct.PythonCallableNode** %17, align 8
  %19 = icmp eq %struct.PythonCallableNode* %18, null
  br i1 %19, label %20, label %5, !llvm.loop !20

20:                                               ; preds = %16, %1
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_new(%struct._typeobject* noundef %0, %struct._object* nocapture readnone %1, %struct._object* nocapture readnone %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = tail call %struct._object* @_PyObject_GC_New(%struct._typeobject* noundef %0) #7
  %7 = icmp eq %struct._object* %6, null
  br i1 %7, label %70, label %8

8:                                                ; preds = %3
  %9 = tail call %struct.JSRuntime* @JS_NewRuntime() #7
  %10 = getelementptr inbounds %struct._object, %struct._object* %6, i64 1
  %11 = bitcast %struct._object* %10 to %struct.JSRuntime**
  store %struct.JSRuntime* %9, %struct.JSRuntime** %11, align 8
  %12 = tail call %struct.JSContext* @JS_NewContext(%struct.JSRuntime* noundef %9) #7
  %13 = getelementptr inbounds %struct._object, %struct._object* %6, i64 1, i32 1
  %14 = bitcast %struct._typeobject** %13 to %struct.JSContext**
  store %struct.JSContext* %12, %struct.JSContext** %14, align 8
  %15 = load %struct.JSRuntime*, %struct.JSRuntime** %11, align 8
  %16 = load i32, i32* @js_python_function_class_id, align 4
  %17 = tail call i32 @JS_NewClass(%struct.JSRuntime* noundef %15, i32 noundef %16, %struct.JSClassDef* noundef nonnull @js_python_function_class) #7
  %18 = load %struct.JSContext*, %struct.JSContext** %14, align 8
  %19 = tail call { i64, i64 } @JS_GetGlobalObject(%struct.JSContext* noundef %18) #7
  %20 = extractvalue { i64, i64 } %19, 0
  %21 = extractvalue { i64, i64 } %19, 1
  %22 = load %struct.JSContext*, %struct.JSContext** %14, align 8
  %23 = tail call { i64, i64 } @JS_GetPropertyStr(%struct.JSContext* noundef %22, i64 %20, i64 %21, i8* noundef nonnull getelementptr inbounds ([9 x i8], [9 x i8]* @.str.83, i64 0, i64 0)) #7
  %24 = extractvalue { i64, i64 } %23, 0
  %25 = extractvalue { i64, i64 } %23, 1
  %26 = load %struct.JSContext*, %struct.JSContext** %14, align 8
  %27 = tail call { i64, i64 } @JS_GetPropertyStr(%struct.JSContext* noundef %26, i64 %24, i64 %25, i8* noundef nonnull getelementptr inbounds ([10 x i8], [10 x i8]* @.str.84, i64 0, i64 0)) #7
  %28 = extractvalue { i64, i64 } %27, 0
  %29 = extractvalue { i64, i64 } %27, 1
  %30 = load %struct.JSContext*, %struct.JSContext** %14, align 8
  %31 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %31)
  %32 = bitcast double* %5 to i64*
  store i64 %24, i64* %32, align 8
  %33 = trunc i64 %25 to i32
  %34 = icmp ugt i32 %33, -12
  br i1 %34, label %35, label %43

35:                                               ; preds = %8
  %36 = bitcast double* %5 to %struct.JSRefCountHeader**
  %37 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %36, align 8
  %38 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %37, i64 0, i32 0
  %39 = load i32, i32* %38, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, i32* %38, align 4
  %41 = icmp slt i32 %39, 2
  br i1 %41, label %42, label %43

42:                                               ; preds = %35
  tail call void @__JS_FreeValue(%struct.JSContext* noundef %30, i64 %24, i64 %25) #7
  br label %43

43:                                               ; preds = %8, %35, %42
  %44 = bitcast double* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %44)
  %45 = load %struct.JSContext*, %struct.JSContext** %14, align 8
  %46 = load i32, i32* @js_python_function_class_id, align 4
  tail call void @JS_SetClassProto(%struct.JSContext* noundef %45, i32 noundef %46, i64 %28, i64 %29) #7
  %47 = load %struct.JSContext*, %struct.JSContext** %14, align 8
  %48 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %48)
  %49 = bitcast double* %4 to i64*
  store i64 %20, i64* %49, align 8
  %50 = trunc i64 %21 to i32
  %51 = icmp ugt i32 %50, -12
  br i1 %51, label %52, label %60

52:                                               ; preds = %43
  %53 = bitcast double* %4 to %struct.JSRefCountHeader**
  %54 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %53, align 8
  %55 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %54, i64 0, i32 0
  %56 = load i32, i32* %55, align 4
  %57 = add nsw i32 %56, -1
  store i32 %57, i32* %55, align 4
  %58 = icmp slt i32 %56, 2
  br i1 %58, label %59, label %60

59:                                               ; preds = %52
  tail call void @__JS_FreeValue(%struct.JSContext* noundef %47, i64 %20, i64 %21) #7
  br label %60

60:                                               ; preds = %43, %52, %59
  %61 = bitcast double* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %61)
  %62 = getelementptr inbounds %struct._object, %struct._object* %6, i64 2
  %63 = bitcast %struct._object* %62 to i32*
  store i32 0, i32* %63, align 8
  %64 = getelementptr inbounds %struct._object, %struct._object* %6, i64 2, i32 1
  %65 = getelementptr inbounds %struct._object, %struct._object* %6, i64 4, i32 1
  %66 = bitcast %struct._typeobject** %65 to %struct.PythonCallableNode**
  store %struct.PythonCallableNode* null, %struct.PythonCallableNode** %66, align 8
  %67 = bitcast %struct._typeobject** %64 to i8*
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %67, i8 0, i64 16, i1 false)
  %68 = load %struct.JSRuntime*, %struct.JSRuntime** %11, align 8
  %69 = bitcast %struct._object* %6 to i8*
  tail call void @JS_SetRuntimeOpaque(%struct.JSRuntime* noundef %68, i8* noundef nonnull %69) #7
  tail call void @PyObject_GC_Track(i8* noundef nonnull %69) #7
  br label %70

70:                                               ; preds = %60, %3
  ret %struct._object* %6
}

declare dso_local void @JS_FreeContext(%struct.JSContext* noundef) local_unnamed_addr #1

declare dso_local void @JS_FreeRuntime(%struct.JSRuntime* noundef) local_unnamed_addr #1

declare dso_local void @PyObject_GC_UnTrack(i8* noundef) local_unnamed_addr #1

declare dso_local void @PyObject_GC_Del(i8* noundef) local_unnamed_addr #1

declare dso_local void @_Py_Dealloc(%struct._object* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_eval(%struct.RuntimeData* noundef %0, %struct._object* noundef %1) #0 {
  %3 = tail call fastcc %struct._object* @runtime_eval_internal(%struct.RuntimeData* noundef %0, %struct._object* noundef %1, i32 noundef 0)
  ret %struct._object* %3
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_module(%struct.RuntimeData* noundef %0, %struct._object* noundef %1) #0 {
  %3 = tail call fastcc %struct._object* @runtime_eval_internal(%struct.RuntimeData* noundef %0, %struct._object* noundef %1, i32 noundef 1)
  ret %struct._object* %3
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_execute_pending_job(%struct.RuntimeData* noundef %0) #0 {
  %2 = alloca %struct.JSContext*, align 8
  %3 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 5
  %4 = load %struct._ts*, %struct._ts** %3, align 8
  %5 = icmp eq %struct._ts* %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  tail call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([28 x i8], [28 x i8]* @.str.34, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 83, i8* noundef nonnull getelementptr inbounds ([36 x i8], [36 x i8]* @__PRETTY_FUNCTION__.prepare_call_js, i64 0, i64 0)) #8
  unreachable

7:                                                ; preds = %1
  %8 = tail call %struct._ts* @PyEval_SaveThread() #7
  store %struct._ts* %8, %struct._ts** %3, align 8
  %9 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 1
  %10 = load %struct.JSRuntime*, %struct.JSRuntime** %9, align 8
  tail call void @JS_UpdateStackTop(%struct.JSRuntime* noundef %10) #7
  %11 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 3
  %12 = load i32, i32* %11, align 8
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %7
  %15 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 6
  %16 = load %struct.JSRuntime*, %struct.JSRuntime** %9, align 8
  %17 = bitcast %struct.InterruptData* %15 to i8*
  tail call void @JS_SetInterruptHandler(%struct.JSRuntime* noundef %16, i32 (%struct.JSRuntime*, i8*)* noundef nonnull @js_interrupt_handler, i8* noundef nonnull %17) #7
  %18 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 4
  %19 = load i64, i64* %18, align 8
  %20 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 6, i32 1
  store i64 %19, i64* %20, align 8
  %21 = tail call i64 @clock() #7
  %22 = getelementptr inbounds %struct.InterruptData, %struct.InterruptData* %15, i64 0, i32 0
  store i64 %21, i64* %22, align 8
  br label %23

23:                                               ; preds = %7, %14
  %24 = bitcast %struct.JSContext** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %24) #7
  %25 = load %struct.JSRuntime*, %struct.JSRuntime** %9, align 8
  %26 = call i32 @JS_ExecutePendingJob(%struct.JSRuntime* noundef %25, %struct.JSContext** noundef nonnull %2) #7
  %27 = load i32, i32* %11, align 8
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %31, label %29

29:                                               ; preds = %23
  %30 = load %struct.JSRuntime*, %struct.JSRuntime** %9, align 8
  call void @JS_SetInterruptHandler(%struct.JSRuntime* noundef %30, i32 (%struct.JSRuntime*, i8*)* noundef null, i8* noundef null) #7
  br label %31

31:                                               ; preds = %29, %23
  %32 = load %struct._ts*, %struct._ts** %3, align 8
  %33 = icmp eq %struct._ts* %32, null
  br i1 %33, label %34, label %35

34:                                               ; preds = %31
  call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([27 x i8], [27 x i8]* @.str.36, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 92, i8* noundef nonnull getelementptr inbounds ([32 x i8], [32 x i8]* @__PRETTY_FUNCTION__.end_call_js, i64 0, i64 0)) #8
  unreachable

35:                                               ; preds = %31
  call void @PyEval_RestoreThread(%struct._ts* noundef nonnull %32) #7
  store %struct._ts* null, %struct._ts** %3, align 8
  %36 = icmp sgt i32 %26, 0
  br i1 %36, label %37, label %40

37:                                               ; preds = %35
  %38 = load i64, i64* getelementptr inbounds (%struct._longobject, %struct._longobject* @_Py_TrueStruct, i64 0, i32 0, i32 0, i32 0), align 8
  %39 = add nsw i64 %38, 1
  store i64 %39, i64* getelementptr inbounds (%struct._longobject, %struct._longobject* @_Py_TrueStruct, i64 0, i32 0, i32 0, i32 0), align 8
  br label %47

40:                                               ; preds = %35
  %41 = icmp eq i32 %26, 0
  br i1 %41, label %42, label %45

42:                                               ; preds = %40
  %43 = load i64, i64* getelementptr inbounds (%struct._longobject, %struct._longobject* @_Py_FalseStruct, i64 0, i32 0, i32 0, i32 0), align 8
  %44 = add nsw i64 %43, 1
  store i64 %44, i64* getelementptr inbounds (%struct._longobject, %struct._longobject* @_Py_FalseStruct, i64 0, i32 0, i32 0, i32 0), align 8
  br label %47

45:                                               ; preds = %40
  %46 = load %struct.JSContext*, %struct.JSContext** %2, align 8
  call fastcc void @quickjs_exception_to_python(%struct.JSContext* noundef %46)
  br label %47

47:                                               ; preds = %45, %42, %37
  %48 = phi %struct._object* [ getelementptr inbounds (%struct._longobject, %struct._longobject* @_Py_TrueStruct, i64 0, i32 0, i32 0), %37 ], [ getelementptr inbounds (%struct._longobject, %struct._longobject* @_Py_FalseStruct, i64 0, i32 0, i32 0), %42 ], [ null, %45 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %24) #7
  ret %struct._object* %48
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_parse_json(%struct.RuntimeData* noundef %0, %struct._object* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = bitcast i8** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7
  %5 = call i32 (%struct._object*, i8*, ...) @PyArg_ParseTuple(%struct._object* noundef %1, i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.32, i64 0, i64 0), i8** noundef nonnull %3) #7
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %17, label %7

7:                                                ; preds = %2
  %8 = call %struct._ts* @PyEval_SaveThread() #7
  %9 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 2
  %10 = load %struct.JSContext*, %struct.JSContext** %9, align 8
  %11 = load i8*, i8** %3, align 8
  %12 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %11) #9
  %13 = call { i64, i64 } @JS_ParseJSON(%struct.JSContext* noundef %10, i8* noundef %11, i64 noundef %12, i8* noundef nonnull getelementptr inbounds ([24 x i8], [24 x i8]* @.str.46, i64 0, i64 0)) #7
  %14 = extractvalue { i64, i64 } %13, 0
  %15 = extractvalue { i64, i64 } %13, 1
  call void @PyEval_RestoreThread(%struct._ts* noundef %8) #7
  %16 = call fastcc %struct._object* @quickjs_to_python(%struct.RuntimeData* noundef %0, i64 %14, i64 %15)
  br label %17

17:                                               ; preds = %2, %7
  %18 = phi %struct._object* [ %16, %7 ], [ null, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7
  ret %struct._object* %18
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_get(%struct.RuntimeData* noundef %0, %struct._object* noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca i8*, align 8
  %5 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7
  %6 = call i32 (%struct._object*, i8*, ...) @PyArg_ParseTuple(%struct._object* noundef %1, i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.32, i64 0, i64 0), i8** noundef nonnull %4) #7
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %35, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 2
  %10 = load %struct.JSContext*, %struct.JSContext** %9, align 8
  %11 = call { i64, i64 } @JS_GetGlobalObject(%struct.JSContext* noundef %10) #7
  %12 = extractvalue { i64, i64 } %11, 0
  %13 = extractvalue { i64, i64 } %11, 1
  %14 = load %struct.JSContext*, %struct.JSContext** %9, align 8
  %15 = load i8*, i8** %4, align 8
  %16 = call { i64, i64 } @JS_GetPropertyStr(%struct.JSContext* noundef %14, i64 %12, i64 %13, i8* noundef %15) #7
  %17 = extractvalue { i64, i64 } %16, 0
  %18 = extractvalue { i64, i64 } %16, 1
  %19 = load %struct.JSContext*, %struct.JSContext** %9, align 8
  %20 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20)
  %21 = bitcast double* %3 to i64*
  store i64 %12, i64* %21, align 8
  %22 = trunc i64 %13 to i32
  %23 = icmp ugt i32 %22, -12
  br i1 %23, label %24, label %32

24:                                               ; preds = %8
  %25 = bitcast double* %3 to %struct.JSRefCountHeader**
  %26 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %25, align 8
  %27 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %26, i64 0, i32 0
  %28 = load i32, i32* %27, align 4
  %29 = add nsw i32 %28, -1
  store i32 %29, i32* %27, align 4
  %30 = icmp slt i32 %28, 2
  br i1 %30, label %31, label %32

31:                                               ; preds = %24
  call void @__JS_FreeValue(%struct.JSContext* noundef %19, i64 %12, i64 %13) #7
  br label %32

32:                                               ; preds = %8, %24, %31
  %33 = bitcast double* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33)
  %34 = call fastcc %struct._object* @quickjs_to_python(%struct.RuntimeData* noundef %0, i64 %17, i64 %18)
  br label %35

35:                                               ; preds = %2, %32
  %36 = phi %struct._object* [ %34, %32 ], [ null, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7
  ret %struct._object* %36
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_set(%struct.RuntimeData* noundef %0, %struct._object* noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i8*, align 8
  %6 = alloca %struct._object*, align 8
  %7 = bitcast i8** %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %7) #7
  %8 = bitcast %struct._object** %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #7
  %9 = call i32 (%struct._object*, i8*, ...) @PyArg_ParseTuple(%struct._object* noundef %1, i8* noundef nonnull getelementptr inbounds ([3 x i8], [3 x i8]* @.str.47, i64 0, i64 0), i8** noundef nonnull %5, %struct._object** noundef nonnull %6) #7
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %65, label %11

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 2
  %13 = load %struct.JSContext*, %struct.JSContext** %12, align 8
  %14 = call { i64, i64 } @JS_GetGlobalObject(%struct.JSContext* noundef %13) #7
  %15 = extractvalue { i64, i64 } %14, 0
  %16 = extractvalue { i64, i64 } %14, 1
  %17 = load %struct._object*, %struct._object** %6, align 8
  %18 = call fastcc i32 @python_to_quickjs_possible(%struct.RuntimeData* noundef %0, %struct._object* noundef %17)
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %49, label %20

20:                                               ; preds = %11
  %21 = load %struct.JSContext*, %struct.JSContext** %12, align 8
  %22 = load i8*, i8** %5, align 8
  %23 = load %struct._object*, %struct._object** %6, align 8
  %24 = call fastcc { i64, i64 } @python_to_quickjs(%struct.RuntimeData* noundef %0, %struct._object* noundef %23)
  %25 = extractvalue { i64, i64 } %24, 0
  %26 = extractvalue { i64, i64 } %24, 1
  %27 = call i32 @JS_SetPropertyStr(%struct.JSContext* noundef %21, i64 %15, i64 %16, i8* noundef %22, i64 %25, i64 %26) #7
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %31, label %29

29:                                               ; preds = %20
  %30 = load %struct._object*, %struct._object** @PyExc_TypeError, align 8
  call void @PyErr_SetString(%struct._object* noundef %30, i8* noundef nonnull getelementptr inbounds ([29 x i8], [29 x i8]* @.str.48, i64 0, i64 0)) #7
  br label %49

31:                                               ; preds = %20
  %32 = load %struct.JSContext*, %struct.JSContext** %12, align 8
  %33 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33)
  %34 = bitcast double* %4 to i64*
  store i64 %15, i64* %34, align 8
  %35 = trunc i64 %16 to i32
  %36 = icmp ugt i32 %35, -12
  br i1 %36, label %37, label %45

37:                                               ; preds = %31
  %38 = bitcast double* %4 to %struct.JSRefCountHeader**
  %39 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %38, align 8
  %40 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %39, i64 0, i32 0
  %41 = load i32, i32* %40, align 4
  %42 = add nsw i32 %41, -1
  store i32 %42, i32* %40, align 4
  %43 = icmp slt i32 %41, 2
  br i1 %43, label %44, label %45

44:                                               ; preds = %37
  call void @__JS_FreeValue(%struct.JSContext* noundef %32, i64 %15, i64 %16) #7
  br label %45

45:                                               ; preds = %31, %37, %44
  %46 = bitcast double* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %46)
  %47 = load i64, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  %48 = add nsw i64 %47, 1
  store i64 %48, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  br label %65

49:                                               ; preds = %11, %29
  %50 = load %struct.JSContext*, %struct.JSContext** %12, align 8
  %51 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %51)
  %52 = bitcast double* %3 to i64*
  store i64 %15, i64* %52, align 8
  %53 = trunc i64 %16 to i32
  %54 = icmp ugt i32 %53, -12
  br i1 %54, label %55, label %63

55:                                               ; preds = %49
  %56 = bitcast double* %3 to %struct.JSRefCountHeader**
  %57 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %56, align 8
  %58 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %57, i64 0, i32 0
  %59 = load i32, i32* %58, align 4
  %60 = add nsw i32 %59, -1
  store i32 %60, i32* %58, align 4
  %61 = icmp slt i32 %59, 2
  br i1 %61, label %62, label %63

62:                                               ; preds = %55
  call void @__JS_FreeValue(%struct.JSContext* noundef %50, i64 %15, i64 %16) #7
  br label %63

63:                                               ; preds = %49, %55, %62
  %64 = bitcast double* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %64)
  br label %65

65:                                               ; preds = %45, %63, %2
  %66 = phi %struct._object* [ null, %2 ], [ @_Py_NoneStruct, %45 ], [ null, %63 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %7) #7
  ret %struct._object* %66
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_set_memory_limit(%struct.RuntimeData* nocapture noundef readonly %0, %struct._object* noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7
  %5 = call i32 (%struct._object*, i8*, ...) @PyArg_ParseTuple(%struct._object* noundef %1, i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.51, i64 0, i64 0), i64* noundef nonnull %3) #7
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 1
  %9 = load %struct.JSRuntime*, %struct.JSRuntime** %8, align 8
  %10 = load i64, i64* %3, align 8
  call void @JS_SetMemoryLimit(%struct.JSRuntime* noundef %9, i64 noundef %10) #7
  %11 = load i64, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  br label %13

13:                                               ; preds = %2, %7
  %14 = phi %struct._object* [ @_Py_NoneStruct, %7 ], [ null, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7
  ret %struct._object* %14
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_set_time_limit(%struct.RuntimeData* nocapture noundef writeonly %0, %struct._object* noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7
  %5 = call i32 (%struct._object*, i8*, ...) @PyArg_ParseTuple(%struct._object* noundef %1, i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.39, i64 0, i64 0), double* noundef nonnull %3) #7
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %19, label %7

7:                                                ; preds = %2
  %8 = load double, double* %3, align 8
  %9 = fcmp olt double %8, 0.000000e+00
  %10 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 3
  br i1 %9, label %11, label %12

11:                                               ; preds = %7
  store i32 0, i32* %10, align 8
  br label %16

12:                                               ; preds = %7
  store i32 1, i32* %10, align 8
  %13 = fmul double %8, 1.000000e+06
  %14 = fptosi double %13 to i64
  %15 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 4
  store i64 %14, i64* %15, align 8
  br label %16

16:                                               ; preds = %12, %11
  %17 = load i64, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  %18 = add nsw i64 %17, 1
  store i64 %18, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  br label %19

19:                                               ; preds = %2, %16
  %20 = phi %struct._object* [ @_Py_NoneStruct, %16 ], [ null, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7
  ret %struct._object* %20
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_set_max_stack_size(%struct.RuntimeData* nocapture noundef readonly %0, %struct._object* noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = bitcast i64* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %4) #7
  %5 = call i32 (%struct._object*, i8*, ...) @PyArg_ParseTuple(%struct._object* noundef %1, i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.51, i64 0, i64 0), i64* noundef nonnull %3) #7
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %13, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 1
  %9 = load %struct.JSRuntime*, %struct.JSRuntime** %8, align 8
  %10 = load i64, i64* %3, align 8
  call void @JS_SetMaxStackSize(%struct.JSRuntime* noundef %9, i64 noundef %10) #7
  %11 = load i64, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  br label %13

13:                                               ; preds = %2, %7
  %14 = phi %struct._object* [ @_Py_NoneStruct, %7 ], [ null, %2 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %4) #7
  ret %struct._object* %14
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_memory(%struct.RuntimeData* nocapture noundef readonly %0) #0 {
  %2 = alloca %struct.JSMemoryUsage, align 8
  %3 = tail call %struct._object* @PyDict_New() #7
  %4 = icmp eq %struct._object* %3, null
  br i1 %4, label %322, label %5

5:                                                ; preds = %1
  %6 = bitcast %struct.JSMemoryUsage* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 208, i8* nonnull %6) #7
  %7 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 1
  %8 = load %struct.JSRuntime*, %struct.JSRuntime** %7, align 8
  call void @JS_ComputeMemoryUsage(%struct.JSRuntime* noundef %8, %struct.JSMemoryUsage* noundef nonnull %2) #7
  %9 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 0
  %10 = load i64, i64* %9, align 8
  %11 = call %struct._object* @PyLong_FromLongLong(i64 noundef %10) #7
  %12 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([12 x i8], [12 x i8]* @.str.52, i64 0, i64 0), %struct._object* noundef %11) #7
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %320

14:                                               ; preds = %5
  %15 = getelementptr inbounds %struct._object, %struct._object* %11, i64 0, i32 0
  %16 = load i64, i64* %15, align 8
  %17 = add nsw i64 %16, -1
  store i64 %17, i64* %15, align 8
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %14
  call void @_Py_Dealloc(%struct._object* noundef %11) #7
  br label %20

20:                                               ; preds = %14, %19
  %21 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 1
  %22 = load i64, i64* %21, align 8
  %23 = call %struct._object* @PyLong_FromLongLong(i64 noundef %22) #7
  %24 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([13 x i8], [13 x i8]* @.str.53, i64 0, i64 0), %struct._object* noundef %23) #7
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %320

26:                                               ; preds = %20
  %27 = getelementptr inbounds %struct._object, %struct._object* %23, i64 0, i32 0
  %28 = load i64, i64* %27, align 8
  %29 = add nsw i64 %28, -1
  store i64 %29, i64* %27, align 8
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %26
  call void @_Py_Dealloc(%struct._object* noundef %23) #7
  br label %32

32:                                               ; preds = %26, %31
  %33 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 2
  %34 = load i64, i64* %33, align 8
  %35 = call %struct._object* @PyLong_FromLongLong(i64 noundef %34) #7
  %36 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([17 x i8], [17 x i8]* @.str.54, i64 0, i64 0), %struct._object* noundef %35) #7
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %320

38:                                               ; preds = %32
  %39 = getelementptr inbounds %struct._object, %struct._object* %35, i64 0, i32 0
  %40 = load i64, i64* %39, align 8
  %41 = add nsw i64 %40, -1
  store i64 %41, i64* %39, align 8
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %38
  call void @_Py_Dealloc(%struct._object* noundef %35) #7
  br label %44

44:                                               ; preds = %38, %43
  %45 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 3
  %46 = load i64, i64* %45, align 8
  %47 = call %struct._object* @PyLong_FromLongLong(i64 noundef %46) #7
  %48 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([13 x i8], [13 x i8]* @.str.55, i64 0, i64 0), %struct._object* noundef %47) #7
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %320

50:                                               ; preds = %44
  %51 = getelementptr inbounds %struct._object, %struct._object* %47, i64 0, i32 0
  %52 = load i64, i64* %51, align 8
  %53 = add nsw i64 %52, -1
  store i64 %53, i64* %51, align 8
  %54 = icmp eq i64 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %50
  call void @_Py_Dealloc(%struct._object* noundef %47) #7
  br label %56

56:                                               ; preds = %50, %55
  %57 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 4
  %58 = load i64, i64* %57, align 8
  %59 = call %struct._object* @PyLong_FromLongLong(i64 noundef %58) #7
  %60 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([18 x i8], [18 x i8]* @.str.56, i64 0, i64 0), %struct._object* noundef %59) #7
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %320

62:                                               ; preds = %56
  %63 = getelementptr inbounds %struct._object, %struct._object* %59, i64 0, i32 0
  %64 = load i64, i64* %63, align 8
  %65 = add nsw i64 %64, -1
  store i64 %65, i64* %63, align 8
  %66 = icmp eq i64 %65, 0
  br i1 %66, label %67, label %68

67:                                               ; preds = %62
  call void @_Py_Dealloc(%struct._object* noundef %59) #7
  br label %68

68:                                               ; preds = %62, %67
  %69 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 5
  %70 = load i64, i64* %69, align 8
  %71 = call %struct._object* @PyLong_FromLongLong(i64 noundef %70) #7
  %72 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([11 x i8], [11 x i8]* @.str.57, i64 0, i64 0), %struct._object* noundef %71) #7
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %320

74:                                               ; preds = %68
  %75 = getelementptr inbounds %struct._object, %struct._object* %71, i64 0, i32 0
  %76 = load i64, i64* %75, align 8
  %77 = add nsw i64 %76, -1
  store i64 %77, i64* %75, align 8
  %78 = icmp eq i64 %77, 0
  br i1 %78, label %79, label %80

79:                                               ; preds = %74
  call void @_Py_Dealloc(%struct._object* noundef %71) #7
  br label %80

80:                                               ; preds = %74, %79
  %81 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 6
  %82 = load i64, i64* %81, align 8
  %83 = call %struct._object* @PyLong_FromLongLong(i64 noundef %82) #7
  %84 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([10 x i8], [10 x i8]* @.str.58, i64 0, i64 0), %struct._object* noundef %83) #7
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %320

86:                                               ; preds = %80
  %87 = getelementptr inbounds %struct._object, %struct._object* %83, i64 0, i32 0
  %88 = load i64, i64* %87, align 8
  %89 = add nsw i64 %88, -1
  store i64 %89, i64* %87, align 8
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %91, label %92

91:                                               ; preds = %86
  call void @_Py_Dealloc(%struct._object* noundef %83) #7
  br label %92

92:                                               ; preds = %86, %91
  %93 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 7
  %94 = load i64, i64* %93, align 8
  %95 = call %struct._object* @PyLong_FromLongLong(i64 noundef %94) #7
  %96 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([10 x i8], [10 x i8]* @.str.59, i64 0, i64 0), %struct._object* noundef %95) #7
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %98, label %320

98:                                               ; preds = %92
  %99 = getelementptr inbounds %struct._object, %struct._object* %95, i64 0, i32 0
  %100 = load i64, i64* %99, align 8
  %101 = add nsw i64 %100, -1
  store i64 %101, i64* %99, align 8
  %102 = icmp eq i64 %101, 0
  br i1 %102, label %103, label %104

103:                                              ; preds = %98
  call void @_Py_Dealloc(%struct._object* noundef %95) #7
  br label %104

104:                                              ; preds = %98, %103
  %105 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 8
  %106 = load i64, i64* %105, align 8
  %107 = call %struct._object* @PyLong_FromLongLong(i64 noundef %106) #7
  %108 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([9 x i8], [9 x i8]* @.str.60, i64 0, i64 0), %struct._object* noundef %107) #7
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %110, label %320

110:                                              ; preds = %104
  %111 = getelementptr inbounds %struct._object, %struct._object* %107, i64 0, i32 0
  %112 = load i64, i64* %111, align 8
  %113 = add nsw i64 %112, -1
  store i64 %113, i64* %111, align 8
  %114 = icmp eq i64 %113, 0
  br i1 %114, label %115, label %116

115:                                              ; preds = %110
  call void @_Py_Dealloc(%struct._object* noundef %107) #7
  br label %116

116:                                              ; preds = %110, %115
  %117 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 9
  %118 = load i64, i64* %117, align 8
  %119 = call %struct._object* @PyLong_FromLongLong(i64 noundef %118) #7
  %120 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([10 x i8], [10 x i8]* @.str.61, i64 0, i64 0), %struct._object* noundef %119) #7
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %320

122:                                              ; preds = %116
  %123 = getelementptr inbounds %struct._object, %struct._object* %119, i64 0, i32 0
  %124 = load i64, i64* %123, align 8
  %125 = add nsw i64 %124, -1
  store i64 %125, i64* %123, align 8
  %126 = icmp eq i64 %125, 0
  br i1 %126, label %127, label %128

127:                                              ; preds = %122
  call void @_Py_Dealloc(%struct._object* noundef %119) #7
  br label %128

128:                                              ; preds = %122, %127
  %129 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 10
  %130 = load i64, i64* %129, align 8
  %131 = call %struct._object* @PyLong_FromLongLong(i64 noundef %130) #7
  %132 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([9 x i8], [9 x i8]* @.str.62, i64 0, i64 0), %struct._object* noundef %131) #7
  %133 = icmp eq i32 %132, 0
  br i1 %133, label %134, label %320

134:                                              ; preds = %128
  %135 = getelementptr inbounds %struct._object, %struct._object* %131, i64 0, i32 0
  %136 = load i64, i64* %135, align 8
  %137 = add nsw i64 %136, -1
  store i64 %137, i64* %135, align 8
  %138 = icmp eq i64 %137, 0
  br i1 %138, label %139, label %140

139:                                              ; preds = %134
  call void @_Py_Dealloc(%struct._object* noundef %131) #7
  br label %140

140:                                              ; preds = %134, %139
  %141 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 11
  %142 = load i64, i64* %141, align 8
  %143 = call %struct._object* @PyLong_FromLongLong(i64 noundef %142) #7
  %144 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([11 x i8], [11 x i8]* @.str.63, i64 0, i64 0), %struct._object* noundef %143) #7
  %145 = icmp eq i32 %144, 0
  br i1 %145, label %146, label %320

146:                                              ; preds = %140
  %147 = getelementptr inbounds %struct._object, %struct._object* %143, i64 0, i32 0
  %148 = load i64, i64* %147, align 8
  %149 = add nsw i64 %148, -1
  store i64 %149, i64* %147, align 8
  %150 = icmp eq i64 %149, 0
  br i1 %150, label %151, label %152

151:                                              ; preds = %146
  call void @_Py_Dealloc(%struct._object* noundef %143) #7
  br label %152

152:                                              ; preds = %146, %151
  %153 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 12
  %154 = load i64, i64* %153, align 8
  %155 = call %struct._object* @PyLong_FromLongLong(i64 noundef %154) #7
  %156 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([10 x i8], [10 x i8]* @.str.64, i64 0, i64 0), %struct._object* noundef %155) #7
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %158, label %320

158:                                              ; preds = %152
  %159 = getelementptr inbounds %struct._object, %struct._object* %155, i64 0, i32 0
  %160 = load i64, i64* %159, align 8
  %161 = add nsw i64 %160, -1
  store i64 %161, i64* %159, align 8
  %162 = icmp eq i64 %161, 0
  br i1 %162, label %163, label %164

163:                                              ; preds = %158
  call void @_Py_Dealloc(%struct._object* noundef %155) #7
  br label %164

164:                                              ; preds = %158, %163
  %165 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 13
  %166 = load i64, i64* %165, align 8
  %167 = call %struct._object* @PyLong_FromLongLong(i64 noundef %166) #7
  %168 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([12 x i8], [12 x i8]* @.str.65, i64 0, i64 0), %struct._object* noundef %167) #7
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %170, label %320

170:                                              ; preds = %164
  %171 = getelementptr inbounds %struct._object, %struct._object* %167, i64 0, i32 0
  %172 = load i64, i64* %171, align 8
  %173 = add nsw i64 %172, -1
  store i64 %173, i64* %171, align 8
  %174 = icmp eq i64 %173, 0
  br i1 %174, label %175, label %176

175:                                              ; preds = %170
  call void @_Py_Dealloc(%struct._object* noundef %167) #7
  br label %176

176:                                              ; preds = %170, %175
  %177 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 14
  %178 = load i64, i64* %177, align 8
  %179 = call %struct._object* @PyLong_FromLongLong(i64 noundef %178) #7
  %180 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([11 x i8], [11 x i8]* @.str.66, i64 0, i64 0), %struct._object* noundef %179) #7
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %182, label %320

182:                                              ; preds = %176
  %183 = getelementptr inbounds %struct._object, %struct._object* %179, i64 0, i32 0
  %184 = load i64, i64* %183, align 8
  %185 = add nsw i64 %184, -1
  store i64 %185, i64* %183, align 8
  %186 = icmp eq i64 %185, 0
  br i1 %186, label %187, label %188

187:                                              ; preds = %182
  call void @_Py_Dealloc(%struct._object* noundef %179) #7
  br label %188

188:                                              ; preds = %182, %187
  %189 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 15
  %190 = load i64, i64* %189, align 8
  %191 = call %struct._object* @PyLong_FromLongLong(i64 noundef %190) #7
  %192 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([14 x i8], [14 x i8]* @.str.67, i64 0, i64 0), %struct._object* noundef %191) #7
  %193 = icmp eq i32 %192, 0
  br i1 %193, label %194, label %320

194:                                              ; preds = %188
  %195 = getelementptr inbounds %struct._object, %struct._object* %191, i64 0, i32 0
  %196 = load i64, i64* %195, align 8
  %197 = add nsw i64 %196, -1
  store i64 %197, i64* %195, align 8
  %198 = icmp eq i64 %197, 0
  br i1 %198, label %199, label %200

199:                                              ; preds = %194
  call void @_Py_Dealloc(%struct._object* noundef %191) #7
  br label %200

200:                                              ; preds = %194, %199
  %201 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 16
  %202 = load i64, i64* %201, align 8
  %203 = call %struct._object* @PyLong_FromLongLong(i64 noundef %202) #7
  %204 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([13 x i8], [13 x i8]* @.str.68, i64 0, i64 0), %struct._object* noundef %203) #7
  %205 = icmp eq i32 %204, 0
  br i1 %205, label %206, label %320

206:                                              ; preds = %200
  %207 = getelementptr inbounds %struct._object, %struct._object* %203, i64 0, i32 0
  %208 = load i64, i64* %207, align 8
  %209 = add nsw i64 %208, -1
  store i64 %209, i64* %207, align 8
  %210 = icmp eq i64 %209, 0
  br i1 %210, label %211, label %212

211:                                              ; preds = %206
  call void @_Py_Dealloc(%struct._object* noundef %203) #7
  br label %212

212:                                              ; preds = %206, %211
  %213 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 17
  %214 = load i64, i64* %213, align 8
  %215 = call %struct._object* @PyLong_FromLongLong(i64 noundef %214) #7
  %216 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([18 x i8], [18 x i8]* @.str.69, i64 0, i64 0), %struct._object* noundef %215) #7
  %217 = icmp eq i32 %216, 0
  br i1 %217, label %218, label %320

218:                                              ; preds = %212
  %219 = getelementptr inbounds %struct._object, %struct._object* %215, i64 0, i32 0
  %220 = load i64, i64* %219, align 8
  %221 = add nsw i64 %220, -1
  store i64 %221, i64* %219, align 8
  %222 = icmp eq i64 %221, 0
  br i1 %222, label %223, label %224

223:                                              ; preds = %218
  call void @_Py_Dealloc(%struct._object* noundef %215) #7
  br label %224

224:                                              ; preds = %218, %223
  %225 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 18
  %226 = load i64, i64* %225, align 8
  %227 = call %struct._object* @PyLong_FromLongLong(i64 noundef %226) #7
  %228 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([22 x i8], [22 x i8]* @.str.70, i64 0, i64 0), %struct._object* noundef %227) #7
  %229 = icmp eq i32 %228, 0
  br i1 %229, label %230, label %320

230:                                              ; preds = %224
  %231 = getelementptr inbounds %struct._object, %struct._object* %227, i64 0, i32 0
  %232 = load i64, i64* %231, align 8
  %233 = add nsw i64 %232, -1
  store i64 %233, i64* %231, align 8
  %234 = icmp eq i64 %233, 0
  br i1 %234, label %235, label %236

235:                                              ; preds = %230
  call void @_Py_Dealloc(%struct._object* noundef %227) #7
  br label %236

236:                                              ; preds = %230, %235
  %237 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 19
  %238 = load i64, i64* %237, align 8
  %239 = call %struct._object* @PyLong_FromLongLong(i64 noundef %238) #7
  %240 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([21 x i8], [21 x i8]* @.str.71, i64 0, i64 0), %struct._object* noundef %239) #7
  %241 = icmp eq i32 %240, 0
  br i1 %241, label %242, label %320

242:                                              ; preds = %236
  %243 = getelementptr inbounds %struct._object, %struct._object* %239, i64 0, i32 0
  %244 = load i64, i64* %243, align 8
  %245 = add nsw i64 %244, -1
  store i64 %245, i64* %243, align 8
  %246 = icmp eq i64 %245, 0
  br i1 %246, label %247, label %248

247:                                              ; preds = %242
  call void @_Py_Dealloc(%struct._object* noundef %239) #7
  br label %248

248:                                              ; preds = %242, %247
  %249 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 20
  %250 = load i64, i64* %249, align 8
  %251 = call %struct._object* @PyLong_FromLongLong(i64 noundef %250) #7
  %252 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([13 x i8], [13 x i8]* @.str.72, i64 0, i64 0), %struct._object* noundef %251) #7
  %253 = icmp eq i32 %252, 0
  br i1 %253, label %254, label %320

254:                                              ; preds = %248
  %255 = getelementptr inbounds %struct._object, %struct._object* %251, i64 0, i32 0
  %256 = load i64, i64* %255, align 8
  %257 = add nsw i64 %256, -1
  store i64 %257, i64* %255, align 8
  %258 = icmp eq i64 %257, 0
  br i1 %258, label %259, label %260

259:                                              ; preds = %254
  call void @_Py_Dealloc(%struct._object* noundef %251) #7
  br label %260

260:                                              ; preds = %254, %259
  %261 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 21
  %262 = load i64, i64* %261, align 8
  %263 = call %struct._object* @PyLong_FromLongLong(i64 noundef %262) #7
  %264 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([12 x i8], [12 x i8]* @.str.73, i64 0, i64 0), %struct._object* noundef %263) #7
  %265 = icmp eq i32 %264, 0
  br i1 %265, label %266, label %320

266:                                              ; preds = %260
  %267 = getelementptr inbounds %struct._object, %struct._object* %263, i64 0, i32 0
  %268 = load i64, i64* %267, align 8
  %269 = add nsw i64 %268, -1
  store i64 %269, i64* %267, align 8
  %270 = icmp eq i64 %269, 0
  br i1 %270, label %271, label %272

271:                                              ; preds = %266
  call void @_Py_Dealloc(%struct._object* noundef %263) #7
  br label %272

272:                                              ; preds = %266, %271
  %273 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 22
  %274 = load i64, i64* %273, align 8
  %275 = call %struct._object* @PyLong_FromLongLong(i64 noundef %274) #7
  %276 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([17 x i8], [17 x i8]* @.str.74, i64 0, i64 0), %struct._object* noundef %275) #7
  %277 = icmp eq i32 %276, 0
  br i1 %277, label %278, label %320

278:                                              ; preds = %272
  %279 = getelementptr inbounds %struct._object, %struct._object* %275, i64 0, i32 0
  %280 = load i64, i64* %279, align 8
  %281 = add nsw i64 %280, -1
  store i64 %281, i64* %279, align 8
  %282 = icmp eq i64 %281, 0
  br i1 %282, label %283, label %284

283:                                              ; preds = %278
  call void @_Py_Dealloc(%struct._object* noundef %275) #7
  br label %284

284:                                              ; preds = %278, %283
  %285 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 23
  %286 = load i64, i64* %285, align 8
  %287 = call %struct._object* @PyLong_FromLongLong(i64 noundef %286) #7
  %288 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([20 x i8], [20 x i8]* @.str.75, i64 0, i64 0), %struct._object* noundef %287) #7
  %289 = icmp eq i32 %288, 0
  br i1 %289, label %290, label %320

290:                                              ; preds = %284
  %291 = getelementptr inbounds %struct._object, %struct._object* %287, i64 0, i32 0
  %292 = load i64, i64* %291, align 8
  %293 = add nsw i64 %292, -1
  store i64 %293, i64* %291, align 8
  %294 = icmp eq i64 %293, 0
  br i1 %294, label %295, label %296

295:                                              ; preds = %290
  call void @_Py_Dealloc(%struct._object* noundef %287) #7
  br label %296

296:                                              ; preds = %290, %295
  %297 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 24
  %298 = load i64, i64* %297, align 8
  %299 = call %struct._object* @PyLong_FromLongLong(i64 noundef %298) #7
  %300 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([20 x i8], [20 x i8]* @.str.76, i64 0, i64 0), %struct._object* noundef %299) #7
  %301 = icmp eq i32 %300, 0
  br i1 %301, label %302, label %320

302:                                              ; preds = %296
  %303 = getelementptr inbounds %struct._object, %struct._object* %299, i64 0, i32 0
  %304 = load i64, i64* %303, align 8
  %305 = add nsw i64 %304, -1
  store i64 %305, i64* %303, align 8
  %306 = icmp eq i64 %305, 0
  br i1 %306, label %307, label %308

307:                                              ; preds = %302
  call void @_Py_Dealloc(%struct._object* noundef %299) #7
  br label %308

308:                                              ; preds = %302, %307
  %309 = getelementptr inbounds %struct.JSMemoryUsage, %struct.JSMemoryUsage* %2, i64 0, i32 25
  %310 = load i64, i64* %309, align 8
  %311 = call %struct._object* @PyLong_FromLongLong(i64 noundef %310) #7
  %312 = call i32 @PyDict_SetItemString(%struct._object* noundef %3, i8* noundef nonnull getelementptr inbounds ([19 x i8], [19 x i8]* @.str.77, i64 0, i64 0), %struct._object* noundef %311) #7
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %314, label %320

314:                                              ; preds = %308
  %315 = getelementptr inbounds %struct._object, %struct._object* %311, i64 0, i32 0
  %316 = load i64, i64* %315, align 8
  %317 = add nsw i64 %316, -1
  store i64 %317, i64* %315, align 8
  %318 = icmp eq i64 %317, 0
  br i1 %318, label %319, label %320

319:                                              ; preds = %314
  call void @_Py_Dealloc(%struct._object* noundef %311) #7
  br label %320

320:                                              ; preds = %308, %314, %319, %296, %284, %272, %260, %248, %236, %224, %212, %200, %188, %176, %164, %152, %140, %128, %116, %104, %92, %80, %68, %56, %44, %32, %20, %5
  %321 = phi %struct._object* [ null, %5 ], [ null, %20 ], [ null, %32 ], [ null, %44 ], [ null, %56 ], [ null, %68 ], [ null, %80 ], [ null, %92 ], [ null, %104 ], [ null, %116 ], [ null, %128 ], [ null, %140 ], [ null, %152 ], [ null, %164 ], [ null, %176 ], [ null, %188 ], [ null, %200 ], [ null, %212 ], [ null, %224 ], [ null, %236 ], [ null, %248 ], [ null, %260 ], [ null, %272 ], [ null, %284 ], [ null, %296 ], [ %3, %319 ], [ %3, %314 ], [ null, %308 ]
  call void @llvm.lifetime.end.p0i8(i64 208, i8* nonnull %6) #7
  br label %322

322:                                              ; preds = %1, %320
  %323 = phi %struct._object* [ %321, %320 ], [ null, %1 ]
  ret %struct._object* %323
}

; Function Attrs: nounwind uwtable
define internal nonnull %struct._object* @runtime_gc(%struct.RuntimeData* nocapture noundef readonly %0) #0 {
  %2 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 1
  %3 = load %struct.JSRuntime*, %struct.JSRuntime** %2, align 8
  tail call void @JS_RunGC(%struct.JSRuntime* noundef %3) #7
  %4 = load i64, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  %5 = add nsw i64 %4, 1
  store i64 %5, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  ret %struct._object* @_Py_NoneStruct
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_add_callable(%struct.RuntimeData* nocapture noundef %0, %struct._object* noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i8*, align 8
  %7 = alloca %struct._object*, align 8
  %8 = bitcast i8** %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %8) #7
  %9 = bitcast %struct._object** %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9) #7
  %10 = call i32 (%struct._object*, i8*, ...) @PyArg_ParseTuple(%struct._object* noundef %1, i8* noundef nonnull getelementptr inbounds ([3 x i8], [3 x i8]* @.str.47, i64 0, i64 0), i8** noundef nonnull %6, %struct._object** noundef nonnull %7) #7
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %118, label %12

12:                                               ; preds = %2
  %13 = load %struct._object*, %struct._object** %7, align 8
  %14 = call i32 @PyCallable_Check(%struct._object* noundef %13) #7
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %12
  %17 = load %struct._object*, %struct._object** @PyExc_TypeError, align 8
  call void @PyErr_SetString(%struct._object* noundef %17, i8* noundef nonnull getelementptr inbounds ([27 x i8], [27 x i8]* @.str.78, i64 0, i64 0)) #7
  br label %118

18:                                               ; preds = %12
  %19 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 2
  %20 = load %struct.JSContext*, %struct.JSContext** %19, align 8
  %21 = load i32, i32* @js_python_function_class_id, align 4
  %22 = call { i64, i64 } @JS_NewObjectClass(%struct.JSContext* noundef %20, i32 noundef %21) #7
  %23 = extractvalue { i64, i64 } %22, 0
  %24 = extractvalue { i64, i64 } %22, 1
  %25 = and i64 %24, 4294967295
  %26 = icmp eq i64 %25, 6
  %27 = load %struct.JSContext*, %struct.JSContext** %19, align 8
  br i1 %26, label %28, label %29

28:                                               ; preds = %18
  call fastcc void @quickjs_exception_to_python(%struct.JSContext* noundef %27)
  br label %118

29:                                               ; preds = %18
  %30 = load i8*, i8** %6, align 8
  %31 = call { i64, i64 } @JS_NewString(%struct.JSContext* noundef %27, i8* noundef %30) #7
  %32 = extractvalue { i64, i64 } %31, 0
  %33 = extractvalue { i64, i64 } %31, 1
  %34 = call i32 @JS_DefinePropertyValueStr(%struct.JSContext* noundef %27, i64 %23, i64 %24, i8* noundef nonnull getelementptr inbounds ([5 x i8], [5 x i8]* @.str.79, i64 0, i64 0), i64 %32, i64 %33, i32 noundef 1) #7
  %35 = call i8* @PyMem_Malloc(i64 noundef 24) #7
  %36 = icmp eq i8* %35, null
  br i1 %36, label %37, label %53

37:                                               ; preds = %29
  %38 = load %struct.JSContext*, %struct.JSContext** %19, align 8
  %39 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %39)
  %40 = bitcast double* %5 to i64*
  store i64 %23, i64* %40, align 8
  %41 = trunc i64 %24 to i32
  %42 = icmp ugt i32 %41, -12
  br i1 %42, label %43, label %51

43:                                               ; preds = %37
  %44 = bitcast double* %5 to %struct.JSRefCountHeader**
  %45 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %44, align 8
  %46 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %45, i64 0, i32 0
  %47 = load i32, i32* %46, align 4
  %48 = add nsw i32 %47, -1
  store i32 %48, i32* %46, align 4
  %49 = icmp slt i32 %47, 2
  br i1 %49, label %50, label %51

50:                                               ; preds = %43
  call void @__JS_FreeValue(%struct.JSContext* noundef %38, i64 %23, i64 %24) #7
  br label %51

51:                                               ; preds = %37, %43, %50
  %52 = bitcast double* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %52)
  br label %118

53:                                               ; preds = %29
  %54 = load %struct._object*, %struct._object** %7, align 8
  %55 = getelementptr inbounds %struct._object, %struct._object* %54, i64 0, i32 0
  %56 = load i64, i64* %55, align 8
  %57 = add nsw i64 %56, 1
  store i64 %57, i64* %55, align 8
  %58 = bitcast i8* %35 to %struct._object**
  store %struct._object* %54, %struct._object** %58, align 8
  %59 = getelementptr inbounds i8, i8* %35, i64 8
  %60 = bitcast i8* %59 to %struct.PythonCallableNode**
  store %struct.PythonCallableNode* null, %struct.PythonCallableNode** %60, align 8
  %61 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 7
  %62 = load %struct.PythonCallableNode*, %struct.PythonCallableNode** %61, align 8
  %63 = getelementptr inbounds i8, i8* %35, i64 16
  %64 = bitcast i8* %63 to %struct.PythonCallableNode**
  store %struct.PythonCallableNode* %62, %struct.PythonCallableNode** %64, align 8
  %65 = icmp eq %struct.PythonCallableNode* %62, null
  br i1 %65, label %69, label %66

66:                                               ; preds = %53
  %67 = getelementptr inbounds %struct.PythonCallableNode, %struct.PythonCallableNode* %62, i64 0, i32 1
  %68 = bitcast %struct.PythonCallableNode** %67 to i8**
  store i8* %35, i8** %68, align 8
  br label %69

69:                                               ; preds = %66, %53
  %70 = bitcast %struct.PythonCallableNode** %61 to i8**
  store i8* %35, i8** %70, align 8
  call void @JS_SetOpaque(i64 %23, i64 %24, i8* noundef nonnull %35) #7
  %71 = load %struct.JSContext*, %struct.JSContext** %19, align 8
  %72 = call { i64, i64 } @JS_GetGlobalObject(%struct.JSContext* noundef %71) #7
  %73 = extractvalue { i64, i64 } %72, 0
  %74 = extractvalue { i64, i64 } %72, 1
  %75 = and i64 %74, 4294967295
  %76 = icmp eq i64 %75, 6
  %77 = load %struct.JSContext*, %struct.JSContext** %19, align 8
  br i1 %76, label %78, label %94

78:                                               ; preds = %69
  %79 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %79)
  %80 = bitcast double* %4 to i64*
  store i64 %23, i64* %80, align 8
  %81 = trunc i64 %24 to i32
  %82 = icmp ugt i32 %81, -12
  br i1 %82, label %83, label %91

83:                                               ; preds = %78
  %84 = bitcast double* %4 to %struct.JSRefCountHeader**
  %85 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %84, align 8
  %86 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %85, i64 0, i32 0
  %87 = load i32, i32* %86, align 4
  %88 = add nsw i32 %87, -1
  store i32 %88, i32* %86, align 4
  %89 = icmp slt i32 %87, 2
  br i1 %89, label %90, label %91

90:                                               ; preds = %83
  call void @__JS_FreeValue(%struct.JSContext* noundef %77, i64 %23, i64 %24) #7
  br label %91

91:                                               ; preds = %78, %83, %90
  %92 = bitcast double* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %92)
  %93 = load %struct.JSContext*, %struct.JSContext** %19, align 8
  call fastcc void @quickjs_exception_to_python(%struct.JSContext* noundef %93)
  br label %118

94:                                               ; preds = %69
  %95 = load i8*, i8** %6, align 8
  %96 = call i32 @JS_SetPropertyStr(%struct.JSContext* noundef %77, i64 %73, i64 %74, i8* noundef %95, i64 %23, i64 %24) #7
  %97 = load %struct.JSContext*, %struct.JSContext** %19, align 8
  %98 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %98)
  %99 = bitcast double* %3 to i64*
  store i64 %73, i64* %99, align 8
  %100 = trunc i64 %74 to i32
  %101 = icmp ugt i32 %100, -12
  br i1 %101, label %102, label %110

102:                                              ; preds = %94
  %103 = bitcast double* %3 to %struct.JSRefCountHeader**
  %104 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %103, align 8
  %105 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %104, i64 0, i32 0
  %106 = load i32, i32* %105, align 4
  %107 = add nsw i32 %106, -1
  store i32 %107, i32* %105, align 4
  %108 = icmp slt i32 %106, 2
  br i1 %108, label %109, label %110

109:                                              ; preds = %102
  call void @__JS_FreeValue(%struct.JSContext* noundef %97, i64 %73, i64 %74) #7
  br label %110

110:                                              ; preds = %94, %102, %109
  %111 = bitcast double* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %111)
  %112 = icmp eq i32 %96, 1
  br i1 %112, label %115, label %113

113:                                              ; preds = %110
  %114 = load %struct._object*, %struct._object** @PyExc_TypeError, align 8
  call void @PyErr_SetString(%struct._object* noundef %114, i8* noundef nonnull getelementptr inbounds ([28 x i8], [28 x i8]* @.str.80, i64 0, i64 0)) #7
  br label %118

115:                                              ; preds = %110
  %116 = load i64, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  %117 = add nsw i64 %116, 1
  store i64 %117, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  br label %118

118:                                              ; preds = %28, %91, %115, %113, %51, %2, %16
  %119 = phi %struct._object* [ null, %16 ], [ null, %2 ], [ null, %28 ], [ null, %51 ], [ null, %91 ], [ null, %113 ], [ @_Py_NoneStruct, %115 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9) #7
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %8) #7
  ret %struct._object* %119
}

; Function Attrs: nounwind uwtable
define internal fastcc %struct._object* @runtime_eval_internal(%struct.RuntimeData* noundef %0, %struct._object* noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca i8*, align 8
  %5 = bitcast i8** %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #7
  %6 = call i32 (%struct._object*, i8*, ...) @PyArg_ParseTuple(%struct._object* noundef %1, i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.32, i64 0, i64 0), i8** noundef nonnull %4) #7
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %47, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 5
  %10 = load %struct._ts*, %struct._ts** %9, align 8
  %11 = icmp eq %struct._ts* %10, null
  br i1 %11, label %13, label %12

12:                                               ; preds = %8
  call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([28 x i8], [28 x i8]* @.str.34, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 83, i8* noundef nonnull getelementptr inbounds ([36 x i8], [36 x i8]* @__PRETTY_FUNCTION__.prepare_call_js, i64 0, i64 0)) #8
  unreachable

13:                                               ; preds = %8
  %14 = call %struct._ts* @PyEval_SaveThread() #7
  store %struct._ts* %14, %struct._ts** %9, align 8
  %15 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 1
  %16 = load %struct.JSRuntime*, %struct.JSRuntime** %15, align 8
  call void @JS_UpdateStackTop(%struct.JSRuntime* noundef %16) #7
  %17 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 3
  %18 = load i32, i32* %17, align 8
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %29, label %20

20:                                               ; preds = %13
  %21 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 6
  %22 = load %struct.JSRuntime*, %struct.JSRuntime** %15, align 8
  %23 = bitcast %struct.InterruptData* %21 to i8*
  call void @JS_SetInterruptHandler(%struct.JSRuntime* noundef %22, i32 (%struct.JSRuntime*, i8*)* noundef nonnull @js_interrupt_handler, i8* noundef nonnull %23) #7
  %24 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 4
  %25 = load i64, i64* %24, align 8
  %26 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 6, i32 1
  store i64 %25, i64* %26, align 8
  %27 = call i64 @clock() #7
  %28 = getelementptr inbounds %struct.InterruptData, %struct.InterruptData* %21, i64 0, i32 0
  store i64 %27, i64* %28, align 8
  br label %29

29:                                               ; preds = %13, %20
  %30 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 2
  %31 = load %struct.JSContext*, %struct.JSContext** %30, align 8
  %32 = load i8*, i8** %4, align 8
  %33 = call i64 @strlen(i8* noundef nonnull dereferenceable(1) %32) #9
  %34 = call { i64, i64 } @JS_Eval(%struct.JSContext* noundef %31, i8* noundef %32, i64 noundef %33, i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.33, i64 0, i64 0), i32 noundef %2) #7
  %35 = extractvalue { i64, i64 } %34, 0
  %36 = extractvalue { i64, i64 } %34, 1
  %37 = load i32, i32* %17, align 8
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %29
  %40 = load %struct.JSRuntime*, %struct.JSRuntime** %15, align 8
  call void @JS_SetInterruptHandler(%struct.JSRuntime* noundef %40, i32 (%struct.JSRuntime*, i8*)* noundef null, i8* noundef null) #7
  br label %41

41:                                               ; preds = %39, %29
  %42 = load %struct._ts*, %struct._ts** %9, align 8
  %43 = icmp eq %struct._ts* %42, null
  br i1 %43, label %44, label %45

44:                                               ; preds = %41
  call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([27 x i8], [27 x i8]* @.str.36, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 92, i8* noundef nonnull getelementptr inbounds ([32 x i8], [32 x i8]* @__PRETTY_FUNCTION__.end_call_js, i64 0, i64 0)) #8
  unreachable

45:                                               ; preds = %41
  call void @PyEval_RestoreThread(%struct._ts* noundef nonnull %42) #7
  store %struct._ts* null, %struct._ts** %9, align 8
  %46 = call fastcc %struct._object* @quickjs_to_python(%struct.RuntimeData* noundef %0, i64 %35, i64 %36)
  br label %47

47:                                               ; preds = %3, %45
  %48 = phi %struct._object* [ %46, %45 ], [ null, %3 ]
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #7
  ret %struct._object* %48
}

declare dso_local i32 @PyArg_ParseTuple(%struct._object* noundef, i8* noundef, ...) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_Eval(%struct.JSContext* noundef, i8* noundef, i64 noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc %struct._object* @quickjs_to_python(%struct.RuntimeData* noundef %0, i64 %1, i64 %2) unnamed_addr #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 2
  %7 = load %struct.JSContext*, %struct.JSContext** %6, align 8
  %8 = trunc i64 %2 to i32
  switch i32 %8, label %49 [
    i32 0, label %9
    i32 -10, label %12
    i32 1, label %15
    i32 2, label %52
    i32 3, label %52
    i32 6, label %20
    i32 7, label %21
    i32 -7, label %24
    i32 -1, label %27
    i32 -3, label %27
    i32 -8, label %27
  ]

9:                                                ; preds = %3
  %10 = trunc i64 %1 to i32
  %11 = tail call %struct._object* (i8*, ...) @Py_BuildValue(i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.37, i64 0, i64 0), i32 noundef %10) #7
  br label %52

12:                                               ; preds = %3
  %13 = tail call i8* @JS_ToCStringLen2(%struct.JSContext* noundef %7, i64* noundef null, i64 %1, i64 %2, i32 noundef 0) #7
  %14 = tail call %struct._object* @PyLong_FromString(i8* noundef %13, i8** noundef null, i32 noundef 10) #7
  tail call void @JS_FreeCString(%struct.JSContext* noundef %7, i8* noundef %13) #7
  br label %52

15:                                               ; preds = %3
  %16 = and i64 %1, 4294967295
  %17 = icmp eq i64 %16, 0
  %18 = select i1 %17, %struct._object* getelementptr inbounds (%struct._longobject, %struct._longobject* @_Py_FalseStruct, i64 0, i32 0, i32 0), %struct._object* getelementptr inbounds (%struct._longobject, %struct._longobject* @_Py_TrueStruct, i64 0, i32 0, i32 0)
  %19 = tail call %struct._object* (i8*, ...) @Py_BuildValue(i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.38, i64 0, i64 0), %struct._object* noundef nonnull %18) #7
  br label %52

20:                                               ; preds = %3
  tail call fastcc void @quickjs_exception_to_python(%struct.JSContext* noundef %7)
  br label %52

21:                                               ; preds = %3
  %22 = bitcast i64 %1 to double
  %23 = tail call %struct._object* (i8*, ...) @Py_BuildValue(i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.39, i64 0, i64 0), double noundef %22) #7
  br label %52

24:                                               ; preds = %3
  %25 = tail call i8* @JS_ToCStringLen2(%struct.JSContext* noundef %7, i64* noundef null, i64 %1, i64 %2, i32 noundef 0) #7
  %26 = tail call %struct._object* (i8*, ...) @Py_BuildValue(i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.32, i64 0, i64 0), i8* noundef %25) #7
  tail call void @JS_FreeCString(%struct.JSContext* noundef %7, i8* noundef %25) #7
  br label %52

27:                                               ; preds = %3, %3, %3
  %28 = tail call %struct._object* @PyObject_CallObject(%struct._object* noundef nonnull getelementptr inbounds (%struct._typeobject, %struct._typeobject* @Object, i64 0, i32 0, i32 0), %struct._object* noundef null) #7
  %29 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 0, i32 0
  %30 = load i64, i64* %29, align 8
  %31 = add nsw i64 %30, 1
  store i64 %31, i64* %29, align 8
  %32 = getelementptr inbounds %struct._object, %struct._object* %28, i64 1
  %33 = bitcast %struct._object* %32 to %struct.RuntimeData**
  store %struct.RuntimeData* %0, %struct.RuntimeData** %33, align 8
  %34 = bitcast %struct._object* %28 to i8*
  tail call void @PyObject_GC_Track(i8* noundef %34) #7
  %35 = bitcast double* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35)
  %36 = bitcast double* %5 to i64*
  store i64 %1, i64* %36, align 8
  %37 = icmp ugt i32 %8, -12
  br i1 %37, label %38, label %44

38:                                               ; preds = %27
  %39 = bitcast double* %5 to %struct.JSRefCountHeader**
  %40 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %39, align 8
  %41 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %40, i64 0, i32 0
  %42 = load i32, i32* %41, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %41, align 4
  br label %44

44:                                               ; preds = %27, %38
  %45 = bitcast double* %5 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %45)
  %46 = getelementptr inbounds %struct._object, %struct._object* %28, i64 1, i32 1
  %47 = bitcast %struct._typeobject** %46 to i64*
  store i64 %1, i64* %47, align 8
  %48 = getelementptr inbounds %struct._object, %struct._object* %28, i64 2, i32 0
  store i64 %2, i64* %48, align 8
  br label %52

49:                                               ; preds = %3
  %50 = load %struct._object*, %struct._object** @PyExc_TypeError, align 8
  %51 = tail call %struct._object* (%struct._object*, i8*, ...) @PyErr_Format(%struct._object* noundef %50, i8* noundef nonnull getelementptr inbounds ([24 x i8], [24 x i8]* @.str.40, i64 0, i64 0), i32 noundef %8) #7
  br label %52

52:                                               ; preds = %3, %3, %12, %20, %24, %49, %44, %21, %15, %9
  %53 = phi %struct._object* [ %11, %9 ], [ %14, %12 ], [ %19, %15 ], [ null, %20 ], [ %23, %21 ], [ %26, %24 ], [ %28, %44 ], [ null, %49 ], [ @_Py_NoneStruct, %3 ], [ @_Py_NoneStruct, %3 ]
  %54 = bitcast double* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %54)
  %55 = bitcast double* %4 to i64*
  store i64 %1, i64* %55, align 8
  %56 = icmp ugt i32 %8, -12
  br i1 %56, label %57, label %65

57:                                               ; preds = %52
  %58 = bitcast double* %4 to %struct.JSRefCountHeader**
  %59 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %58, align 8
  %60 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %59, i64 0, i32 0
  %61 = load i32, i32* %60, align 4
  %62 = add nsw i32 %61, -1
  store i32 %62, i32* %60, align 4
  %63 = icmp slt i32 %61, 2
  br i1 %63, label %64, label %65

64:                                               ; preds = %57
  tail call void @__JS_FreeValue(%struct.JSContext* noundef %7, i64 %1, i64 %2) #7
  br label %65

65:                                               ; preds = %52, %57, %64
  %66 = bitcast double* %4 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %66)
  %67 = icmp eq %struct._object* %53, @_Py_NoneStruct
  br i1 %67, label %68, label %71

68:                                               ; preds = %65
  %69 = load i64, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  %70 = add nsw i64 %69, 1
  store i64 %70, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  br label %71

71:                                               ; preds = %65, %68
  %72 = phi %struct._object* [ @_Py_NoneStruct, %68 ], [ %53, %65 ]
  ret %struct._object* %72
}

; Function Attrs: noreturn nounwind
declare dso_local void @__assert_fail(i8* noundef, i8* noundef, i32 noundef, i8* noundef) local_unnamed_addr #4

declare dso_local %struct._ts* @PyEval_SaveThread() local_unnamed_addr #1

declare dso_local void @JS_UpdateStackTop(%struct.JSRuntime* noundef) local_unnamed_addr #1

declare dso_local void @JS_SetInterruptHandler(%struct.JSRuntime* noundef, i32 (%struct.JSRuntime*, i8*)* noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i32 @js_interrupt_handler(%struct.JSRuntime* nocapture readnone %0, i8* nocapture noundef readonly %1) #0 {
  %3 = tail call i64 @clock() #7
  %4 = bitcast i8* %1 to i64*
  %5 = load i64, i64* %4, align 8
  %6 = sub nsw i64 %3, %5
  %7 = getelementptr inbounds i8, i8* %1, i64 8
  %8 = bitcast i8* %7 to i64*
  %9 = load i64, i64* %8, align 8
  %10 = icmp sge i64 %6, %9
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: nounwind
declare dso_local i64 @clock() local_unnamed_addr #5

declare dso_local void @PyEval_RestoreThread(%struct._ts* noundef) local_unnamed_addr #1

declare dso_local %struct._object* @Py_BuildValue(i8* noundef, ...) local_unnamed_addr #1

declare dso_local %struct._object* @PyLong_FromString(i8* noundef, i8** noundef, i32 noundef) local_unnamed_addr #1

declare dso_local void @JS_FreeCString(%struct.JSContext* noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @quickjs_exception_to_python(%struct.JSContext* noundef %0) unnamed_addr #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = tail call { i64, i64 } @JS_GetException(%struct.JSContext* noundef %0) #7
  %5 = extractvalue { i64, i64 } %4, 0
  %6 = extractvalue { i64, i64 } %4, 1
  %7 = tail call i8* @JS_ToCStringLen2(%struct.JSContext* noundef %0, i64* noundef null, i64 %5, i64 %6, i32 noundef 0) #7
  %8 = and i64 %6, 4294967294
  %9 = icmp eq i64 %8, 2
  br i1 %9, label %32, label %10

10:                                               ; preds = %1
  %11 = tail call { i64, i64 } @JS_GetPropertyStr(%struct.JSContext* noundef %0, i64 %5, i64 %6, i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.41, i64 0, i64 0)) #7
  %12 = extractvalue { i64, i64 } %11, 0
  %13 = extractvalue { i64, i64 } %11, 1
  %14 = and i64 %13, 4294967295
  %15 = icmp eq i64 %14, 6
  br i1 %15, label %32, label %16

16:                                               ; preds = %10
  %17 = tail call i8* @JS_ToCStringLen2(%struct.JSContext* noundef %0, i64* noundef null, i64 %12, i64 %13, i32 noundef 0) #7
  %18 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %18)
  %19 = bitcast double* %3 to i64*
  store i64 %12, i64* %19, align 8
  %20 = trunc i64 %13 to i32
  %21 = icmp ugt i32 %20, -12
  br i1 %21, label %22, label %30

22:                                               ; preds = %16
  %23 = bitcast double* %3 to %struct.JSRefCountHeader**
  %24 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %23, align 8
  %25 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %24, i64 0, i32 0
  %26 = load i32, i32* %25, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, i32* %25, align 4
  %28 = icmp slt i32 %26, 2
  br i1 %28, label %29, label %30

29:                                               ; preds = %22
  tail call void @__JS_FreeValue(%struct.JSContext* noundef %0, i64 %12, i64 %13) #7
  br label %30

30:                                               ; preds = %16, %22, %29
  %31 = bitcast double* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %31)
  br label %32

32:                                               ; preds = %1, %10, %30
  %33 = phi i8* [ null, %10 ], [ %17, %30 ], [ null, %1 ]
  %34 = icmp eq i8* %7, null
  br i1 %34, label %46, label %35

35:                                               ; preds = %32
  %36 = icmp eq i8* %33, null
  %37 = select i1 %36, i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.42, i64 0, i64 0), i8* %33
  %38 = tail call i8* @strstr(i8* noundef nonnull dereferenceable(1) %7, i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.43, i64 0, i64 0)) #9
  %39 = icmp eq i8* %38, null
  br i1 %39, label %43, label %40

40:                                               ; preds = %35
  %41 = load %struct._object*, %struct._object** @StackOverflow, align 8
  %42 = tail call %struct._object* (%struct._object*, i8*, ...) @PyErr_Format(%struct._object* noundef %41, i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.44, i64 0, i64 0), i8* noundef nonnull %7, i8* noundef %37) #7
  br label %49

43:                                               ; preds = %35
  %44 = load %struct._object*, %struct._object** @JSException, align 8
  %45 = tail call %struct._object* (%struct._object*, i8*, ...) @PyErr_Format(%struct._object* noundef %44, i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.44, i64 0, i64 0), i8* noundef nonnull %7, i8* noundef %37) #7
  br label %49

46:                                               ; preds = %32
  %47 = load %struct._object*, %struct._object** @JSException, align 8
  %48 = tail call %struct._object* (%struct._object*, i8*, ...) @PyErr_Format(%struct._object* noundef %47, i8* noundef nonnull getelementptr inbounds ([60 x i8], [60 x i8]* @.str.45, i64 0, i64 0)) #7
  br label %49

49:                                               ; preds = %40, %43, %46
  tail call void @JS_FreeCString(%struct.JSContext* noundef %0, i8* noundef %7) #7
  tail call void @JS_FreeCString(%struct.JSContext* noundef %0, i8* noundef %33) #7
  %50 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %50)
  %51 = bitcast double* %2 to i64*
  store i64 %5, i64* %51, align 8
  %52 = trunc i64 %6 to i32
  %53 = icmp ugt i32 %52, -12
  br i1 %53, label %54, label %62

54:                                               ; preds = %49
  %55 = bitcast double* %2 to %struct.JSRefCountHeader**
  %56 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %55, align 8
  %57 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %56, i64 0, i32 0
  %58 = load i32, i32* %57, align 4
  %59 = add nsw i32 %58, -1
  store i32 %59, i32* %57, align 4
  %60 = icmp slt i32 %58, 2
  br i1 %60, label %61, label %62

61:                                               ; preds = %54
  tail call void @__JS_FreeValue(%struct.JSContext* noundef %0, i64 %5, i64 %6) #7
  br label %62

62:                                               ; preds = %49, %54, %61
  %63 = bitcast double* %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %63)
  ret void
}

declare dso_local %struct._object* @PyObject_CallObject(%struct._object* noundef, %struct._object* noundef) local_unnamed_addr #1

declare dso_local void @PyObject_GC_Track(i8* noundef) local_unnamed_addr #1

declare dso_local %struct._object* @PyErr_Format(%struct._object* noundef, i8* noundef, ...) local_unnamed_addr #1

declare dso_local i8* @JS_ToCStringLen2(%struct.JSContext* noundef, i64* noundef, i64, i64, i32 noundef) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_GetException(%struct.JSContext* noundef) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_GetPropertyStr(%struct.JSContext* noundef, i64, i64, i8* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i8* @strstr(i8* noundef, i8* nocapture noundef) local_unnamed_addr #3

declare dso_local void @__JS_FreeValue(%struct.JSContext* noundef, i64, i64) local_unnamed_addr #1

declare dso_local i32 @JS_ExecutePendingJob(%struct.JSRuntime* noundef, %struct.JSContext** noundef) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_ParseJSON(%struct.JSContext* noundef, i8* noundef, i64 noundef, i8* noundef) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_GetGlobalObject(%struct.JSContext* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc i32 @python_to_quickjs_possible(%struct.RuntimeData* noundef readnone %0, %struct._object* noundef %1) unnamed_addr #0 {
  %3 = getelementptr inbounds %struct._object, %struct._object* %1, i64 0, i32 1
  %4 = load %struct._typeobject*, %struct._typeobject** %3, align 8
  %5 = icmp eq %struct._typeobject* %4, @PyBool_Type
  br i1 %5, label %43, label %6

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct._typeobject, %struct._typeobject* %4, i64 0, i32 19
  %8 = load i64, i64* %7, align 8
  %9 = and i64 %8, 16777216
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %43

11:                                               ; preds = %6
  %12 = icmp eq %struct._typeobject* %4, @PyFloat_Type
  br i1 %12, label %16, label %13

13:                                               ; preds = %11
  %14 = tail call i32 @PyType_IsSubtype(%struct._typeobject* noundef %4, %struct._typeobject* noundef nonnull @PyFloat_Type) #7
  %15 = icmp ne i32 %14, 0
  br label %16

16:                                               ; preds = %11, %13
  %17 = phi i1 [ true, %11 ], [ %15, %13 ]
  %18 = icmp eq %struct._object* %1, @_Py_NoneStruct
  %19 = or i1 %18, %17
  br i1 %19, label %43, label %20

20:                                               ; preds = %16
  %21 = load %struct._typeobject*, %struct._typeobject** %3, align 8
  %22 = getelementptr inbounds %struct._typeobject, %struct._typeobject* %21, i64 0, i32 19
  %23 = load i64, i64* %22, align 8
  %24 = and i64 %23, 268435456
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %43

26:                                               ; preds = %20
  %27 = tail call i32 @PyObject_IsInstance(%struct._object* noundef %1, %struct._object* noundef nonnull getelementptr inbounds (%struct._typeobject, %struct._typeobject* @Object, i64 0, i32 0, i32 0)) #7
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %37, label %29

29:                                               ; preds = %26
  %30 = getelementptr inbounds %struct._object, %struct._object* %1, i64 1
  %31 = bitcast %struct._object* %30 to %struct.RuntimeData**
  %32 = load %struct.RuntimeData*, %struct.RuntimeData** %31, align 8
  %33 = icmp eq %struct.RuntimeData* %32, %0
  br i1 %33, label %43, label %34

34:                                               ; preds = %29
  %35 = load %struct._object*, %struct._object** @PyExc_ValueError, align 8
  %36 = tail call %struct._object* (%struct._object*, i8*, ...) @PyErr_Format(%struct._object* noundef %35, i8* noundef nonnull getelementptr inbounds ([48 x i8], [48 x i8]* @.str.49, i64 0, i64 0)) #7
  br label %43

37:                                               ; preds = %26
  %38 = load %struct._object*, %struct._object** @PyExc_TypeError, align 8
  %39 = load %struct._typeobject*, %struct._typeobject** %3, align 8
  %40 = getelementptr inbounds %struct._typeobject, %struct._typeobject* %39, i64 0, i32 1
  %41 = load i8*, i8** %40, align 8
  %42 = tail call %struct._object* (%struct._object*, i8*, ...) @PyErr_Format(%struct._object* noundef %38, i8* noundef nonnull getelementptr inbounds ([65 x i8], [65 x i8]* @.str.50, i64 0, i64 0), i8* noundef %41) #7
  br label %43

43:                                               ; preds = %34, %29, %20, %16, %6, %2, %37
  %44 = phi i32 [ 0, %37 ], [ 1, %2 ], [ 1, %6 ], [ 1, %16 ], [ 1, %20 ], [ 0, %34 ], [ 1, %29 ]
  ret i32 %44
}

declare dso_local i32 @JS_SetPropertyStr(%struct.JSContext* noundef, i64, i64, i8* noundef, i64, i64) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc { i64, i64 } @python_to_quickjs(%struct.RuntimeData* nocapture noundef readonly %0, %struct._object* noundef %1) unnamed_addr #0 {
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %struct._object, %struct._object* %1, i64 0, i32 1
  %6 = load %struct._typeobject*, %struct._typeobject** %5, align 8
  %7 = icmp eq %struct._typeobject* %6, @PyBool_Type
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = icmp eq %struct._object* %1, getelementptr inbounds (%struct._longobject, %struct._longobject* @_Py_TrueStruct, i64 0, i32 0, i32 0)
  %10 = zext i1 %9 to i64
  br label %104

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct._typeobject, %struct._typeobject* %6, i64 0, i32 19
  %13 = load i64, i64* %12, align 8
  %14 = and i64 %13, 16777216
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %46, label %16

16:                                               ; preds = %11
  %17 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #7
  %18 = call i64 @PyLong_AsLongAndOverflow(%struct._object* noundef %1, i32* noundef nonnull %4) #7
  %19 = load i32, i32* %4, align 4
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %42, label %21

21:                                               ; preds = %16
  %22 = call %struct._object* @PyNumber_Float(%struct._object* noundef %1) #7
  %23 = call double @PyFloat_AsDouble(%struct._object* noundef %22) #7
  %24 = getelementptr inbounds %struct._object, %struct._object* %22, i64 0, i32 0
  %25 = load i64, i64* %24, align 8
  %26 = add nsw i64 %25, -1
  store i64 %26, i64* %24, align 8
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %28, label %29

28:                                               ; preds = %21
  call void @_Py_Dealloc(%struct._object* noundef %22) #7
  br label %29

29:                                               ; preds = %21, %28
  %30 = fptosi double %23 to i32
  %31 = sitofp i32 %30 to double
  %32 = bitcast double %23 to i64
  %33 = bitcast double %31 to i64
  %34 = icmp eq i64 %32, %33
  %35 = trunc i64 %32 to i32
  %36 = and i64 %32, -4294967296
  %37 = select i1 %34, i32 %30, i32 %35
  %38 = select i1 %34, i64 0, i64 %36
  %39 = select i1 %34, i64 0, i64 7
  %40 = zext i32 %37 to i64
  %41 = or i64 %38, %40
  br label %42

42:                                               ; preds = %16, %29
  %43 = phi i64 [ %41, %29 ], [ %18, %16 ]
  %44 = phi i64 [ %38, %29 ], [ 0, %16 ]
  %45 = phi i64 [ %39, %29 ], [ 0, %16 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #7
  br label %104

46:                                               ; preds = %11
  %47 = icmp eq %struct._typeobject* %6, @PyFloat_Type
  br i1 %47, label %51, label %48

48:                                               ; preds = %46
  %49 = tail call i32 @PyType_IsSubtype(%struct._typeobject* noundef %6, %struct._typeobject* noundef nonnull @PyFloat_Type) #7
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %65, label %51

51:                                               ; preds = %46, %48
  %52 = tail call double @PyFloat_AsDouble(%struct._object* noundef %1) #7
  %53 = fptosi double %52 to i32
  %54 = sitofp i32 %53 to double
  %55 = bitcast double %52 to i64
  %56 = bitcast double %54 to i64
  %57 = icmp eq i64 %55, %56
  %58 = trunc i64 %55 to i32
  %59 = and i64 %55, -4294967296
  %60 = select i1 %57, i32 %53, i32 %58
  %61 = select i1 %57, i64 0, i64 %59
  %62 = select i1 %57, i64 0, i64 7
  %63 = zext i32 %60 to i64
  %64 = or i64 %61, %63
  br label %104

65:                                               ; preds = %48
  %66 = icmp eq %struct._object* %1, @_Py_NoneStruct
  br i1 %66, label %104, label %67

67:                                               ; preds = %65
  %68 = load %struct._typeobject*, %struct._typeobject** %5, align 8
  %69 = getelementptr inbounds %struct._typeobject, %struct._typeobject* %68, i64 0, i32 19
  %70 = load i64, i64* %69, align 8
  %71 = and i64 %70, 268435456
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %81, label %73

73:                                               ; preds = %67
  %74 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 2
  %75 = load %struct.JSContext*, %struct.JSContext** %74, align 8
  %76 = tail call i8* @PyUnicode_AsUTF8(%struct._object* noundef %1) #7
  %77 = tail call { i64, i64 } @JS_NewString(%struct.JSContext* noundef %75, i8* noundef %76) #7
  %78 = extractvalue { i64, i64 } %77, 0
  %79 = and i64 %78, -4294967296
  %80 = extractvalue { i64, i64 } %77, 1
  br label %104

81:                                               ; preds = %67
  %82 = tail call i32 @PyObject_IsInstance(%struct._object* noundef %1, %struct._object* noundef nonnull getelementptr inbounds (%struct._typeobject, %struct._typeobject* @Object, i64 0, i32 0, i32 0)) #7
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %104, label %84

84:                                               ; preds = %81
  %85 = getelementptr inbounds %struct._object, %struct._object* %1, i64 1, i32 1
  %86 = bitcast %struct._typeobject** %85 to i64*
  %87 = load i64, i64* %86, align 8
  %88 = getelementptr inbounds %struct._typeobject*, %struct._typeobject** %85, i64 1
  %89 = bitcast %struct._typeobject** %88 to i64*
  %90 = load i64, i64* %89, align 8
  %91 = bitcast double* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %91)
  %92 = bitcast double* %3 to i64*
  store i64 %87, i64* %92, align 8
  %93 = trunc i64 %90 to i32
  %94 = icmp ugt i32 %93, -12
  br i1 %94, label %95, label %101

95:                                               ; preds = %84
  %96 = bitcast double* %3 to %struct.JSRefCountHeader**
  %97 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %96, align 8
  %98 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %97, i64 0, i32 0
  %99 = load i32, i32* %98, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, i32* %98, align 4
  br label %101

101:                                              ; preds = %84, %95
  %102 = bitcast double* %3 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %102)
  %103 = and i64 %87, -4294967296
  br label %104

104:                                              ; preds = %81, %65, %101, %73, %51, %42, %8
  %105 = phi i64 [ %10, %8 ], [ %43, %42 ], [ %64, %51 ], [ %78, %73 ], [ %87, %101 ], [ 0, %65 ], [ 0, %81 ]
  %106 = phi i64 [ 0, %8 ], [ %44, %42 ], [ %61, %51 ], [ %79, %73 ], [ %103, %101 ], [ 0, %65 ], [ 0, %81 ]
  %107 = phi i64 [ 1, %8 ], [ %45, %42 ], [ %62, %51 ], [ %80, %73 ], [ %90, %101 ], [ 2, %65 ], [ 3, %81 ]
  %108 = and i64 %105, 4294967295
  %109 = or i64 %106, %108
  %110 = insertvalue { i64, i64 } poison, i64 %109, 0
  %111 = insertvalue { i64, i64 } %110, i64 %107, 1
  ret { i64, i64 } %111
}

declare dso_local void @PyErr_SetString(%struct._object* noundef, i8* noundef) local_unnamed_addr #1

declare dso_local i32 @PyObject_IsInstance(%struct._object* noundef, %struct._object* noundef) local_unnamed_addr #1

declare dso_local i32 @PyType_IsSubtype(%struct._typeobject* noundef, %struct._typeobject* noundef) local_unnamed_addr #1

declare dso_local i64 @PyLong_AsLongAndOverflow(%struct._object* noundef, i32* noundef) local_unnamed_addr #1

declare dso_local %struct._object* @PyNumber_Float(%struct._object* noundef) local_unnamed_addr #1

declare dso_local double @PyFloat_AsDouble(%struct._object* noundef) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_NewString(%struct.JSContext* noundef, i8* noundef) local_unnamed_addr #1

declare dso_local i8* @PyUnicode_AsUTF8(%struct._object* noundef) local_unnamed_addr #1

declare dso_local void @JS_SetMemoryLimit(%struct.JSRuntime* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local void @JS_SetMaxStackSize(%struct.JSRuntime* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local %struct._object* @PyDict_New() local_unnamed_addr #1

declare dso_local void @JS_ComputeMemoryUsage(%struct.JSRuntime* noundef, %struct.JSMemoryUsage* noundef) local_unnamed_addr #1

declare dso_local %struct._object* @PyLong_FromLongLong(i64 noundef) local_unnamed_addr #1

declare dso_local i32 @PyDict_SetItemString(%struct._object* noundef, i8* noundef, %struct._object* noundef) local_unnamed_addr #1

declare dso_local void @JS_RunGC(%struct.JSRuntime* noundef) local_unnamed_addr #1

declare dso_local i32 @PyCallable_Check(%struct._object* noundef) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_NewObjectClass(%struct.JSContext* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @JS_DefinePropertyValueStr(%struct.JSContext* noundef, i64, i64, i8* noundef, i64, i64, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @PyMem_Malloc(i64 noundef) local_unnamed_addr #1

declare dso_local void @JS_SetOpaque(i64, i64, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal %struct._object* @runtime_global_this(%struct.RuntimeData* noundef %0, i8* nocapture readnone %1) #0 {
  %3 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %0, i64 0, i32 2
  %4 = load %struct.JSContext*, %struct.JSContext** %3, align 8
  %5 = tail call { i64, i64 } @JS_GetGlobalObject(%struct.JSContext* noundef %4) #7
  %6 = extractvalue { i64, i64 } %5, 0
  %7 = extractvalue { i64, i64 } %5, 1
  %8 = tail call fastcc %struct._object* @quickjs_to_python(%struct.RuntimeData* noundef %0, i64 %6, i64 %7)
  ret %struct._object* %8
}

declare dso_local %struct._object* @_PyObject_GC_New(%struct._typeobject* noundef) local_unnamed_addr #1

declare dso_local %struct.JSRuntime* @JS_NewRuntime() local_unnamed_addr #1

declare dso_local %struct.JSContext* @JS_NewContext(%struct.JSRuntime* noundef) local_unnamed_addr #1

declare dso_local i32 @JS_NewClass(%struct.JSRuntime* noundef, i32 noundef, %struct.JSClassDef* noundef) local_unnamed_addr #1

declare dso_local void @JS_SetClassProto(%struct.JSContext* noundef, i32 noundef, i64, i64) local_unnamed_addr #1

declare dso_local void @JS_SetRuntimeOpaque(%struct.JSRuntime* noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal void @js_python_function_finalizer(%struct.JSRuntime* noundef %0, i64 %1, i64 %2) #0 {
  %4 = load i32, i32* @js_python_function_class_id, align 4
  %5 = tail call i8* @JS_GetOpaque(i64 %1, i64 %2, i32 noundef %4) #7
  %6 = tail call i8* @JS_GetRuntimeOpaque(%struct.JSRuntime* noundef %0) #7
  %7 = icmp eq i8* %5, null
  br i1 %7, label %47, label %8

8:                                                ; preds = %3
  tail call void @JS_SetOpaque(i64 %1, i64 %2, i8* noundef null) #7
  %9 = getelementptr inbounds i8, i8* %6, i64 48
  %10 = bitcast i8* %9 to %struct._ts**
  %11 = load %struct._ts*, %struct._ts** %10, align 8
  %12 = icmp eq %struct._ts* %11, null
  br i1 %12, label %14, label %13

13:                                               ; preds = %8
  tail call void @PyEval_RestoreThread(%struct._ts* noundef nonnull %11) #7
  br label %14

14:                                               ; preds = %13, %8
  %15 = getelementptr inbounds i8, i8* %5, i64 8
  %16 = bitcast i8* %15 to %struct.PythonCallableNode**
  %17 = load %struct.PythonCallableNode*, %struct.PythonCallableNode** %16, align 8
  %18 = icmp eq %struct.PythonCallableNode* %17, null
  %19 = getelementptr inbounds i8, i8* %5, i64 16
  %20 = bitcast i8* %19 to %struct.PythonCallableNode**
  %21 = load %struct.PythonCallableNode*, %struct.PythonCallableNode** %20, align 8
  %22 = getelementptr inbounds i8, i8* %6, i64 72
  %23 = bitcast i8* %22 to %struct.PythonCallableNode**
  %24 = getelementptr inbounds %struct.PythonCallableNode, %struct.PythonCallableNode* %17, i64 0, i32 2
  %25 = select i1 %18, %struct.PythonCallableNode** %23, %struct.PythonCallableNode** %24
  store %struct.PythonCallableNode* %21, %struct.PythonCallableNode** %25, align 8
  %26 = getelementptr inbounds i8, i8* %5, i64 16
  %27 = bitcast i8* %26 to %struct.PythonCallableNode**
  %28 = load %struct.PythonCallableNode*, %struct.PythonCallableNode** %27, align 8
  %29 = icmp eq %struct.PythonCallableNode* %28, null
  br i1 %29, label %32, label %30

30:                                               ; preds = %14
  %31 = getelementptr inbounds %struct.PythonCallableNode, %struct.PythonCallableNode* %28, i64 0, i32 1
  store %struct.PythonCallableNode* %17, %struct.PythonCallableNode** %31, align 8
  br label %32

32:                                               ; preds = %30, %14
  %33 = bitcast i8* %5 to %struct._object**
  %34 = load %struct._object*, %struct._object** %33, align 8
  %35 = icmp eq %struct._object* %34, null
  br i1 %35, label %42, label %36

36:                                               ; preds = %32
  %37 = getelementptr inbounds %struct._object, %struct._object* %34, i64 0, i32 0
  %38 = load i64, i64* %37, align 8
  %39 = add nsw i64 %38, -1
  store i64 %39, i64* %37, align 8
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %36
  tail call void @_Py_Dealloc(%struct._object* noundef nonnull %34) #7
  br label %42

42:                                               ; preds = %32, %36, %41
  tail call void @PyMem_Free(i8* noundef nonnull %5) #7
  %43 = load %struct._ts*, %struct._ts** %10, align 8
  %44 = icmp eq %struct._ts* %43, null
  br i1 %44, label %47, label %45

45:                                               ; preds = %42
  %46 = tail call %struct._ts* @PyEval_SaveThread() #7
  store %struct._ts* %46, %struct._ts** %10, align 8
  br label %47

47:                                               ; preds = %42, %45, %3
  ret void
}

; Function Attrs: nounwind uwtable
define internal { i64, i64 } @js_python_function_call(%struct.JSContext* noundef %0, i64 %1, i64 %2, i64 %3, i64 %4, i32 noundef %5, %struct.JSValue* nocapture noundef readonly %6, i32 %7) #0 {
  %9 = alloca double, align 8
  %10 = tail call %struct.JSRuntime* @JS_GetRuntime(%struct.JSContext* noundef %0) #7
  %11 = tail call i8* @JS_GetRuntimeOpaque(%struct.JSRuntime* noundef %10) #7
  %12 = bitcast i8* %11 to %struct.RuntimeData*
  %13 = load i32, i32* @js_python_function_class_id, align 4
  %14 = tail call i8* @JS_GetOpaque(i64 %1, i64 %2, i32 noundef %13) #7
  %15 = getelementptr inbounds i8, i8* %11, i64 32
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 8
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %21, label %19

19:                                               ; preds = %8
  %20 = tail call { i64, i64 } (%struct.JSContext*, i8*, ...) @JS_ThrowInternalError(%struct.JSContext* noundef %0, i8* noundef nonnull getelementptr inbounds ([48 x i8], [48 x i8]* @.str.86, i64 0, i64 0)) #7
  br label %135

21:                                               ; preds = %8
  %22 = getelementptr inbounds i8, i8* %11, i64 48
  %23 = bitcast i8* %22 to %struct._ts**
  %24 = load %struct._ts*, %struct._ts** %23, align 8
  %25 = icmp eq %struct._ts* %24, null
  br i1 %25, label %26, label %27

26:                                               ; preds = %21
  tail call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([27 x i8], [27 x i8]* @.str.36, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 99, i8* noundef nonnull getelementptr inbounds ([40 x i8], [40 x i8]* @__PRETTY_FUNCTION__.prepare_call_python, i64 0, i64 0)) #8
  unreachable

27:                                               ; preds = %21
  tail call void @PyEval_RestoreThread(%struct._ts* noundef nonnull %24) #7
  store %struct._ts* null, %struct._ts** %23, align 8
  %28 = sext i32 %5 to i64
  %29 = tail call %struct._object* @PyTuple_New(i64 noundef %28) #7
  %30 = icmp eq %struct._object* %29, null
  br i1 %30, label %42, label %31

31:                                               ; preds = %27
  %32 = icmp sgt i32 %5, 0
  br i1 %32, label %33, label %81

33:                                               ; preds = %31
  %34 = getelementptr inbounds %struct._object, %struct._object* %29, i64 0, i32 1
  %35 = getelementptr inbounds %struct._object, %struct._object* %29, i64 1, i32 1
  %36 = bitcast %struct._typeobject** %35 to [1 x %struct._object*]*
  %37 = zext i32 %5 to i64
  %38 = bitcast double* %9 to i8*
  %39 = bitcast double* %9 to i64*
  %40 = bitcast double* %9 to %struct.JSRefCountHeader**
  %41 = bitcast double* %9 to i8*
  br label %49

42:                                               ; preds = %27
  %43 = load %struct._ts*, %struct._ts** %23, align 8
  %44 = icmp eq %struct._ts* %43, null
  br i1 %44, label %46, label %45

45:                                               ; preds = %42
  tail call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([28 x i8], [28 x i8]* @.str.34, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 106, i8* noundef nonnull getelementptr inbounds ([36 x i8], [36 x i8]* @__PRETTY_FUNCTION__.end_call_python, i64 0, i64 0)) #8
  unreachable

46:                                               ; preds = %42
  %47 = tail call %struct._ts* @PyEval_SaveThread() #7
  store %struct._ts* %47, %struct._ts** %23, align 8
  %48 = tail call { i64, i64 } @JS_ThrowOutOfMemory(%struct.JSContext* noundef %0) #7
  br label %135

49:                                               ; preds = %76, %33
  %50 = phi i64 [ 0, %33 ], [ %78, %76 ]
  %51 = phi i32 [ 1, %33 ], [ %77, %76 ]
  %52 = getelementptr inbounds %struct.JSValue, %struct.JSValue* %6, i64 %50
  %53 = bitcast %struct.JSValue* %52 to i64*
  %54 = load i64, i64* %53, align 8
  %55 = getelementptr inbounds %struct.JSValue, %struct.JSValue* %6, i64 %50, i32 1
  %56 = load i64, i64* %55, align 8
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %38)
  store i64 %54, i64* %39, align 8
  %57 = trunc i64 %56 to i32
  %58 = icmp ugt i32 %57, -12
  br i1 %58, label %59, label %64

59:                                               ; preds = %49
  %60 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %40, align 8
  %61 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %60, i64 0, i32 0
  %62 = load i32, i32* %61, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, i32* %61, align 4
  br label %64

64:                                               ; preds = %49, %59
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %41)
  %65 = tail call fastcc %struct._object* @quickjs_to_python(%struct.RuntimeData* noundef %12, i64 %54, i64 %56)
  %66 = icmp eq %struct._object* %65, null
  br i1 %66, label %76, label %67

67:                                               ; preds = %64
  %68 = load %struct._typeobject*, %struct._typeobject** %34, align 8
  %69 = getelementptr inbounds %struct._typeobject, %struct._typeobject* %68, i64 0, i32 19
  %70 = load i64, i64* %69, align 8
  %71 = and i64 %70, 67108864
  %72 = icmp eq i64 %71, 0
  br i1 %72, label %73, label %74

73:                                               ; preds = %67
  tail call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([18 x i8], [18 x i8]* @.str.90, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([70 x i8], [70 x i8]* @.str.91, i64 0, i64 0), i32 noundef 35, i8* noundef nonnull getelementptr inbounds ([58 x i8], [58 x i8]* @__PRETTY_FUNCTION__.PyTuple_SET_ITEM, i64 0, i64 0)) #8
  unreachable

74:                                               ; preds = %67
  %75 = getelementptr inbounds [1 x %struct._object*], [1 x %struct._object*]* %36, i64 0, i64 %50
  store %struct._object* %65, %struct._object** %75, align 8
  br label %76

76:                                               ; preds = %64, %74
  %77 = phi i32 [ %51, %74 ], [ 0, %64 ]
  %78 = add nuw nsw i64 %50, 1
  %79 = icmp eq i64 %78, %37
  %80 = select i1 %66, i1 true, i1 %79
  br i1 %80, label %81, label %49, !llvm.loop !73

81:                                               ; preds = %76, %31
  %82 = phi i32 [ 1, %31 ], [ %77, %76 ]
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %97

84:                                               ; preds = %81
  %85 = getelementptr inbounds %struct._object, %struct._object* %29, i64 0, i32 0
  %86 = load i64, i64* %85, align 8
  %87 = add nsw i64 %86, -1
  store i64 %87, i64* %85, align 8
  %88 = icmp eq i64 %87, 0
  br i1 %88, label %89, label %90

89:                                               ; preds = %84
  tail call void @_Py_Dealloc(%struct._object* noundef nonnull %29) #7
  br label %90

90:                                               ; preds = %84, %89
  %91 = load %struct._ts*, %struct._ts** %23, align 8
  %92 = icmp eq %struct._ts* %91, null
  br i1 %92, label %94, label %93

93:                                               ; preds = %90
  tail call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([28 x i8], [28 x i8]* @.str.34, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 106, i8* noundef nonnull getelementptr inbounds ([36 x i8], [36 x i8]* @__PRETTY_FUNCTION__.end_call_python, i64 0, i64 0)) #8
  unreachable

94:                                               ; preds = %90
  %95 = tail call %struct._ts* @PyEval_SaveThread() #7
  store %struct._ts* %95, %struct._ts** %23, align 8
  %96 = tail call { i64, i64 } (%struct.JSContext*, i8*, ...) @JS_ThrowInternalError(%struct.JSContext* noundef %0, i8* noundef nonnull getelementptr inbounds ([40 x i8], [40 x i8]* @.str.87, i64 0, i64 0)) #7
  br label %135

97:                                               ; preds = %81
  %98 = bitcast i8* %14 to %struct._object**
  %99 = load %struct._object*, %struct._object** %98, align 8
  %100 = tail call %struct._object* @PyObject_CallObject(%struct._object* noundef %99, %struct._object* noundef nonnull %29) #7
  %101 = getelementptr inbounds %struct._object, %struct._object* %29, i64 0, i32 0
  %102 = load i64, i64* %101, align 8
  %103 = add nsw i64 %102, -1
  store i64 %103, i64* %101, align 8
  %104 = icmp eq i64 %103, 0
  br i1 %104, label %105, label %106

105:                                              ; preds = %97
  tail call void @_Py_Dealloc(%struct._object* noundef nonnull %29) #7
  br label %106

106:                                              ; preds = %97, %105
  %107 = icmp eq %struct._object* %100, null
  br i1 %107, label %108, label %115

108:                                              ; preds = %106
  %109 = load %struct._ts*, %struct._ts** %23, align 8
  %110 = icmp eq %struct._ts* %109, null
  br i1 %110, label %112, label %111

111:                                              ; preds = %108
  tail call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([28 x i8], [28 x i8]* @.str.34, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 106, i8* noundef nonnull getelementptr inbounds ([36 x i8], [36 x i8]* @__PRETTY_FUNCTION__.end_call_python, i64 0, i64 0)) #8
  unreachable

112:                                              ; preds = %108
  %113 = tail call %struct._ts* @PyEval_SaveThread() #7
  store %struct._ts* %113, %struct._ts** %23, align 8
  %114 = tail call { i64, i64 } (%struct.JSContext*, i8*, ...) @JS_ThrowInternalError(%struct.JSContext* noundef %0, i8* noundef nonnull getelementptr inbounds ([20 x i8], [20 x i8]* @.str.88, i64 0, i64 0)) #7
  br label %135

115:                                              ; preds = %106
  %116 = tail call fastcc i32 @python_to_quickjs_possible(%struct.RuntimeData* noundef %12, %struct._object* noundef nonnull %100)
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %120, label %118

118:                                              ; preds = %115
  %119 = tail call fastcc { i64, i64 } @python_to_quickjs(%struct.RuntimeData* noundef %12, %struct._object* noundef nonnull %100)
  br label %122

120:                                              ; preds = %115
  tail call void @PyErr_Clear() #7
  %121 = tail call { i64, i64 } (%struct.JSContext*, i8*, ...) @JS_ThrowInternalError(%struct.JSContext* noundef %0, i8* noundef nonnull getelementptr inbounds ([37 x i8], [37 x i8]* @.str.89, i64 0, i64 0)) #7
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi { i64, i64 } [ %119, %118 ], [ %121, %120 ]
  %124 = getelementptr inbounds %struct._object, %struct._object* %100, i64 0, i32 0
  %125 = load i64, i64* %124, align 8
  %126 = add nsw i64 %125, -1
  store i64 %126, i64* %124, align 8
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %128, label %129

128:                                              ; preds = %122
  tail call void @_Py_Dealloc(%struct._object* noundef nonnull %100) #7
  br label %129

129:                                              ; preds = %122, %128
  %130 = load %struct._ts*, %struct._ts** %23, align 8
  %131 = icmp eq %struct._ts* %130, null
  br i1 %131, label %133, label %132

132:                                              ; preds = %129
  tail call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([28 x i8], [28 x i8]* @.str.34, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 106, i8* noundef nonnull getelementptr inbounds ([36 x i8], [36 x i8]* @__PRETTY_FUNCTION__.end_call_python, i64 0, i64 0)) #8
  unreachable

133:                                              ; preds = %129
  %134 = tail call %struct._ts* @PyEval_SaveThread() #7
  store %struct._ts* %134, %struct._ts** %23, align 8
  br label %135

135:                                              ; preds = %46, %112, %133, %94, %19
  %136 = phi { i64, i64 } [ %20, %19 ], [ %48, %46 ], [ %96, %94 ], [ %123, %133 ], [ %114, %112 ]
  ret { i64, i64 } %136
}

declare dso_local i8* @JS_GetOpaque(i64, i64, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @JS_GetRuntimeOpaque(%struct.JSRuntime* noundef) local_unnamed_addr #1

declare dso_local void @PyMem_Free(i8* noundef) local_unnamed_addr #1

declare dso_local %struct.JSRuntime* @JS_GetRuntime(%struct.JSContext* noundef) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_ThrowInternalError(%struct.JSContext* noundef, i8* noundef, ...) local_unnamed_addr #1

declare dso_local %struct._object* @PyTuple_New(i64 noundef) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_ThrowOutOfMemory(%struct.JSContext* noundef) local_unnamed_addr #1

declare dso_local void @PyErr_Clear() local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal void @object_dealloc(%struct.ObjectData* noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 1
  %4 = load %struct.RuntimeData*, %struct.RuntimeData** %3, align 8
  %5 = icmp eq %struct.RuntimeData* %4, null
  br i1 %5, label %39, label %6

6:                                                ; preds = %1
  %7 = bitcast %struct.ObjectData* %0 to i8*
  tail call void @PyObject_GC_UnTrack(i8* noundef %7) #7
  %8 = load %struct.RuntimeData*, %struct.RuntimeData** %3, align 8
  %9 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %8, i64 0, i32 2
  %10 = load %struct.JSContext*, %struct.JSContext** %9, align 8
  %11 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 2
  %12 = bitcast %struct.JSValue* %11 to i64*
  %13 = load i64, i64* %12, align 8
  %14 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 2, i32 1
  %15 = load i64, i64* %14, align 8
  %16 = bitcast double* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %16)
  %17 = bitcast double* %2 to i64*
  store i64 %13, i64* %17, align 8
  %18 = trunc i64 %15 to i32
  %19 = icmp ugt i32 %18, -12
  br i1 %19, label %20, label %28

20:                                               ; preds = %6
  %21 = bitcast double* %2 to %struct.JSRefCountHeader**
  %22 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %21, align 8
  %23 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %22, i64 0, i32 0
  %24 = load i32, i32* %23, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, i32* %23, align 4
  %26 = icmp slt i32 %24, 2
  br i1 %26, label %27, label %28

27:                                               ; preds = %20
  tail call void @__JS_FreeValue(%struct.JSContext* noundef %10, i64 %13, i64 %15) #7
  br label %28

28:                                               ; preds = %6, %20, %27
  %29 = bitcast double* %2 to i8*
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %29)
  %30 = bitcast %struct.RuntimeData** %3 to %struct._object**
  %31 = load %struct._object*, %struct._object** %30, align 8
  %32 = icmp eq %struct._object* %31, null
  br i1 %32, label %39, label %33

33:                                               ; preds = %28
  store %struct.RuntimeData* null, %struct.RuntimeData** %3, align 8
  %34 = getelementptr inbounds %struct._object, %struct._object* %31, i64 0, i32 0
  %35 = load i64, i64* %34, align 8
  %36 = add nsw i64 %35, -1
  store i64 %36, i64* %34, align 8
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %38, label %39

38:                                               ; preds = %33
  tail call void @_Py_Dealloc(%struct._object* noundef nonnull %31) #7
  br label %39

39:                                               ; preds = %38, %33, %28, %1
  %40 = bitcast %struct.ObjectData* %0 to i8*
  tail call void @PyObject_GC_Del(i8* noundef %40) #7
  ret void
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @object_call(%struct.ObjectData* nocapture noundef readonly %0, %struct._object* noundef %1, %struct._object* nocapture readnone %2) #0 {
  %4 = alloca double, align 8
  %5 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 1
  %6 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %7 = icmp eq %struct.RuntimeData* %6, null
  br i1 %7, label %8, label %11

8:                                                ; preds = %3
  %9 = load i64, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  %10 = add nsw i64 %9, 1
  store i64 %10, i64* getelementptr inbounds (%struct._object, %struct._object* @_Py_NoneStruct, i64 0, i32 0), align 8
  br label %143

11:                                               ; preds = %3
  %12 = tail call i64 @PyTuple_Size(%struct._object* noundef %1) #7
  %13 = trunc i64 %12 to i32
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %15, label %26

15:                                               ; preds = %11
  %16 = and i64 %12, 4294967295
  br label %20

17:                                               ; preds = %20
  %18 = add nuw nsw i64 %21, 1
  %19 = icmp eq i64 %18, %16
  br i1 %19, label %26, label %20, !llvm.loop !74

20:                                               ; preds = %15, %17
  %21 = phi i64 [ 0, %15 ], [ %18, %17 ]
  %22 = tail call %struct._object* @PyTuple_GetItem(%struct._object* noundef %1, i64 noundef %21) #7
  %23 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %24 = tail call fastcc i32 @python_to_quickjs_possible(%struct.RuntimeData* noundef %23, %struct._object* noundef %22)
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %143, label %17

26:                                               ; preds = %17, %11
  %27 = icmp eq i32 %13, 0
  br i1 %27, label %41, label %28

28:                                               ; preds = %26
  %29 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %30 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %29, i64 0, i32 2
  %31 = load %struct.JSContext*, %struct.JSContext** %30, align 8
  %32 = shl i64 %12, 32
  %33 = ashr exact i64 %32, 28
  %34 = tail call i8* @js_malloc(%struct.JSContext* noundef %31, i64 noundef %33) #7
  %35 = bitcast i8* %34 to %struct.JSValue*
  %36 = icmp eq i8* %34, null
  br i1 %36, label %37, label %41

37:                                               ; preds = %28
  %38 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %39 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %38, i64 0, i32 2
  %40 = load %struct.JSContext*, %struct.JSContext** %39, align 8
  tail call fastcc void @quickjs_exception_to_python(%struct.JSContext* noundef %40)
  br label %143

41:                                               ; preds = %28, %26
  %42 = phi %struct.JSValue* [ %35, %28 ], [ undef, %26 ]
  %43 = icmp sgt i32 %13, 0
  br i1 %43, label %44, label %46

44:                                               ; preds = %41
  %45 = and i64 %12, 4294967295
  br label %87

46:                                               ; preds = %87, %41
  %47 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %48 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %47, i64 0, i32 5
  %49 = load %struct._ts*, %struct._ts** %48, align 8
  %50 = icmp eq %struct._ts* %49, null
  br i1 %50, label %52, label %51

51:                                               ; preds = %46
  tail call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([28 x i8], [28 x i8]* @.str.34, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 83, i8* noundef nonnull getelementptr inbounds ([36 x i8], [36 x i8]* @__PRETTY_FUNCTION__.prepare_call_js, i64 0, i64 0)) #8
  unreachable

52:                                               ; preds = %46
  %53 = tail call %struct._ts* @PyEval_SaveThread() #7
  store %struct._ts* %53, %struct._ts** %48, align 8
  %54 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %47, i64 0, i32 1
  %55 = load %struct.JSRuntime*, %struct.JSRuntime** %54, align 8
  tail call void @JS_UpdateStackTop(%struct.JSRuntime* noundef %55) #7
  %56 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %47, i64 0, i32 3
  %57 = load i32, i32* %56, align 8
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %68, label %59

59:                                               ; preds = %52
  %60 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %47, i64 0, i32 6
  %61 = load %struct.JSRuntime*, %struct.JSRuntime** %54, align 8
  %62 = bitcast %struct.InterruptData* %60 to i8*
  tail call void @JS_SetInterruptHandler(%struct.JSRuntime* noundef %61, i32 (%struct.JSRuntime*, i8*)* noundef nonnull @js_interrupt_handler, i8* noundef nonnull %62) #7
  %63 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %47, i64 0, i32 4
  %64 = load i64, i64* %63, align 8
  %65 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %47, i64 0, i32 6, i32 1
  store i64 %64, i64* %65, align 8
  %66 = tail call i64 @clock() #7
  %67 = getelementptr inbounds %struct.InterruptData, %struct.InterruptData* %60, i64 0, i32 0
  store i64 %66, i64* %67, align 8
  br label %68

68:                                               ; preds = %52, %59
  %69 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %70 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %69, i64 0, i32 2
  %71 = load %struct.JSContext*, %struct.JSContext** %70, align 8
  %72 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 2
  %73 = bitcast %struct.JSValue* %72 to i64*
  %74 = load i64, i64* %73, align 8
  %75 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 2, i32 1
  %76 = load i64, i64* %75, align 8
  %77 = tail call { i64, i64 } @JS_Call(%struct.JSContext* noundef %71, i64 %74, i64 %76, i64 0, i64 2, i32 noundef %13, %struct.JSValue* noundef %42) #7
  %78 = extractvalue { i64, i64 } %77, 0
  %79 = extractvalue { i64, i64 } %77, 1
  %80 = icmp sgt i32 %13, 0
  br i1 %80, label %81, label %99

81:                                               ; preds = %68
  %82 = and i64 %12, 4294967295
  %83 = bitcast double* %4 to i8*
  %84 = bitcast double* %4 to i64*
  %85 = bitcast double* %4 to %struct.JSRefCountHeader**
  %86 = bitcast double* %4 to i8*
  br label %100

87:                                               ; preds = %44, %87
  %88 = phi i64 [ 0, %44 ], [ %97, %87 ]
  %89 = tail call %struct._object* @PyTuple_GetItem(%struct._object* noundef %1, i64 noundef %88) #7
  %90 = getelementptr inbounds %struct.JSValue, %struct.JSValue* %42, i64 %88
  %91 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %92 = tail call fastcc { i64, i64 } @python_to_quickjs(%struct.RuntimeData* noundef %91, %struct._object* noundef %89)
  %93 = extractvalue { i64, i64 } %92, 0
  %94 = extractvalue { i64, i64 } %92, 1
  %95 = bitcast %struct.JSValue* %90 to i64*
  store i64 %93, i64* %95, align 8
  %96 = getelementptr inbounds %struct.JSValue, %struct.JSValue* %42, i64 %88, i32 1
  store i64 %94, i64* %96, align 8
  %97 = add nuw nsw i64 %88, 1
  %98 = icmp eq i64 %97, %45
  br i1 %98, label %46, label %87, !llvm.loop !75

99:                                               ; preds = %119, %68
  br i1 %27, label %127, label %122

100:                                              ; preds = %81, %119
  %101 = phi i64 [ 0, %81 ], [ %120, %119 ]
  %102 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %103 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %102, i64 0, i32 2
  %104 = load %struct.JSContext*, %struct.JSContext** %103, align 8
  %105 = getelementptr inbounds %struct.JSValue, %struct.JSValue* %42, i64 %101
  %106 = bitcast %struct.JSValue* %105 to i64*
  %107 = load i64, i64* %106, align 8
  %108 = getelementptr inbounds %struct.JSValue, %struct.JSValue* %42, i64 %101, i32 1
  %109 = load i64, i64* %108, align 8
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %83)
  store i64 %107, i64* %84, align 8
  %110 = trunc i64 %109 to i32
  %111 = icmp ugt i32 %110, -12
  br i1 %111, label %112, label %119

112:                                              ; preds = %100
  %113 = load %struct.JSRefCountHeader*, %struct.JSRefCountHeader** %85, align 8
  %114 = getelementptr inbounds %struct.JSRefCountHeader, %struct.JSRefCountHeader* %113, i64 0, i32 0
  %115 = load i32, i32* %114, align 4
  %116 = add nsw i32 %115, -1
  store i32 %116, i32* %114, align 4
  %117 = icmp slt i32 %115, 2
  br i1 %117, label %118, label %119

118:                                              ; preds = %112
  tail call void @__JS_FreeValue(%struct.JSContext* noundef %104, i64 %107, i64 %109) #7
  br label %119

119:                                              ; preds = %100, %112, %118
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %86)
  %120 = add nuw nsw i64 %101, 1
  %121 = icmp eq i64 %120, %82
  br i1 %121, label %99, label %100, !llvm.loop !76

122:                                              ; preds = %99
  %123 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %124 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %123, i64 0, i32 2
  %125 = load %struct.JSContext*, %struct.JSContext** %124, align 8
  %126 = bitcast %struct.JSValue* %42 to i8*
  tail call void @js_free(%struct.JSContext* noundef %125, i8* noundef %126) #7
  br label %127

127:                                              ; preds = %122, %99
  %128 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %129 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %128, i64 0, i32 3
  %130 = load i32, i32* %129, align 8
  %131 = icmp eq i32 %130, 0
  br i1 %131, label %135, label %132

132:                                              ; preds = %127
  %133 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %128, i64 0, i32 1
  %134 = load %struct.JSRuntime*, %struct.JSRuntime** %133, align 8
  tail call void @JS_SetInterruptHandler(%struct.JSRuntime* noundef %134, i32 (%struct.JSRuntime*, i8*)* noundef null, i8* noundef null) #7
  br label %135

135:                                              ; preds = %132, %127
  %136 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %128, i64 0, i32 5
  %137 = load %struct._ts*, %struct._ts** %136, align 8
  %138 = icmp eq %struct._ts* %137, null
  br i1 %138, label %139, label %140

139:                                              ; preds = %135
  tail call void @__assert_fail(i8* noundef nonnull getelementptr inbounds ([27 x i8], [27 x i8]* @.str.36, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([39 x i8], [39 x i8]* @.str.35, i64 0, i64 0), i32 noundef 92, i8* noundef nonnull getelementptr inbounds ([32 x i8], [32 x i8]* @__PRETTY_FUNCTION__.end_call_js, i64 0, i64 0)) #8
  unreachable

140:                                              ; preds = %135
  tail call void @PyEval_RestoreThread(%struct._ts* noundef nonnull %137) #7
  store %struct._ts* null, %struct._ts** %136, align 8
  %141 = load %struct.RuntimeData*, %struct.RuntimeData** %5, align 8
  %142 = tail call fastcc %struct._object* @quickjs_to_python(%struct.RuntimeData* noundef %141, i64 %78, i64 %79)
  br label %143

143:                                              ; preds = %20, %140, %37, %8
  %144 = phi %struct._object* [ @_Py_NoneStruct, %8 ], [ null, %37 ], [ %142, %140 ], [ null, %20 ]
  ret %struct._object* %144
}

; Function Attrs: nounwind uwtable
define internal i32 @object_traverse(%struct.ObjectData* nocapture noundef readonly %0, i32 (%struct._object*, i8*)* nocapture noundef readonly %1, i8* noundef %2) #0 {
  %4 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 1
  %5 = load %struct.RuntimeData*, %struct.RuntimeData** %4, align 8
  %6 = icmp eq %struct.RuntimeData* %5, null
  br i1 %6, label %11, label %7

7:                                                ; preds = %3
  %8 = getelementptr %struct.RuntimeData, %struct.RuntimeData* %5, i64 0, i32 0
  %9 = tail call i32 %1(%struct._object* noundef %8, i8* noundef %2) #7
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %7, %3
  br label %12

12:                                               ; preds = %7, %11
  %13 = phi i32 [ %9, %7 ], [ 0, %11 ]
  ret i32 %13
}

; Function Attrs: nounwind uwtable
define internal %struct._object* @object_new(%struct._typeobject* noundef %0, %struct._object* nocapture readnone %1, %struct._object* nocapture readnone %2) #0 {
  %4 = tail call %struct._object* @_PyObject_GC_New(%struct._typeobject* noundef %0) #7
  %5 = icmp eq %struct._object* %4, null
  br i1 %5, label %9, label %6

6:                                                ; preds = %3
  %7 = getelementptr inbounds %struct._object, %struct._object* %4, i64 1
  %8 = bitcast %struct._object* %7 to %struct.RuntimeData**
  store %struct.RuntimeData* null, %struct.RuntimeData** %8, align 8
  br label %9

9:                                                ; preds = %6, %3
  ret %struct._object* %4
}

declare dso_local i64 @PyTuple_Size(%struct._object* noundef) local_unnamed_addr #1

declare dso_local %struct._object* @PyTuple_GetItem(%struct._object* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i8* @js_malloc(%struct.JSContext* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local { i64, i64 } @JS_Call(%struct.JSContext* noundef, i64, i64, i64, i64, i32 noundef, %struct.JSValue* noundef) local_unnamed_addr #1

declare dso_local void @js_free(%struct.JSContext* noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal %struct._object* @object_json(%struct.ObjectData* nocapture noundef readonly %0) #0 {
  %2 = alloca %struct.JSValue, align 8
  %3 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 1
  %4 = load %struct.RuntimeData*, %struct.RuntimeData** %3, align 8
  %5 = getelementptr inbounds %struct.RuntimeData, %struct.RuntimeData* %4, i64 0, i32 2
  %6 = load %struct.JSContext*, %struct.JSContext** %5, align 8
  %7 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 2
  %8 = bitcast %struct.JSValue* %2 to i32*
  store i32 0, i32* %8, align 8
  %9 = getelementptr inbounds %struct.JSValue, %struct.JSValue* %2, i64 0, i32 1
  store i64 3, i64* %9, align 8
  %10 = bitcast %struct.JSValue* %7 to i64*
  %11 = load i64, i64* %10, align 8
  %12 = getelementptr inbounds %struct.ObjectData, %struct.ObjectData* %0, i64 0, i32 2, i32 1
  %13 = load i64, i64* %12, align 8
  %14 = tail call { i64, i64 } @JS_JSONStringify(%struct.JSContext* noundef %6, i64 %11, i64 %13, i64 0, i64 3, %struct.JSValue* noundef nonnull byval(%struct.JSValue) align 8 %2) #7
  %15 = extractvalue { i64, i64 } %14, 0
  %16 = extractvalue { i64, i64 } %14, 1
  %17 = load %struct.RuntimeData*, %struct.RuntimeData** %3, align 8
  %18 = tail call fastcc %struct._object* @quickjs_to_python(%struct.RuntimeData* noundef %17, i64 %15, i64 %16)
  ret %struct._object* %18
}

declare dso_local { i64, i64 } @JS_JSONStringify(%struct.JSContext* noundef, i64, i64, i64, i64, %struct.JSValue* noundef byval(%struct.JSValue) align 8) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal %struct._object* @test(%struct._object* nocapture readnone %0, %struct._object* nocapture readnone %1) #0 {
  %3 = tail call %struct._object* (i8*, ...) @Py_BuildValue(i8* noundef nonnull getelementptr inbounds ([2 x i8], [2 x i8]* @.str.37, i64 0, i64 0), i32 noundef 42) #7
  ret %struct._object* %3
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"uwtable", i32 2}
!2 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"any pointer", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !9, i64 0}
!8 = !{!"_object", !9, i64 0, !4, i64 8}
!9 = !{!"long", !5, i64 0}
!10 = !{!11, !4, i64 24}
!11 = !{!"", !8, i64 0, !4, i64 16, !4, i64 24, !12, i64 32, !9, i64 40, !4, i64 48, !13, i64 56, !4, i64 72}
!12 = !{!"int", !5, i64 0}
!13 = !{!"", !9, i64 0, !9, i64 8}
!14 = !{!11, !4, i64 16}
!15 = !{!16, !4, i64 0}
!16 = !{!"PythonCallableNode", !4, i64 0, !4, i64 8, !4, i64 16}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !18, !19}
!21 = !{!12, !12, i64 0}
!22 = !{!5, !5, i64 0}
!23 = !{!24, !12, i64 0}
!24 = !{!"JSRefCountHeader", !12, i64 0}
!25 = !{!11, !12, i64 32}
!26 = !{!11, !4, i64 72}
!27 = !{!11, !4, i64 48}
!28 = !{!11, !9, i64 40}
!29 = !{!13, !9, i64 8}
!30 = !{!13, !9, i64 0}
!31 = !{!9, !9, i64 0}
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !5, i64 0}
!34 = !{!35, !9, i64 0}
!35 = !{!"JSMemoryUsage", !9, i64 0, !9, i64 8, !9, i64 16, !9, i64 24, !9, i64 32, !9, i64 40, !9, i64 48, !9, i64 56, !9, i64 64, !9, i64 72, !9, i64 80, !9, i64 88, !9, i64 96, !9, i64 104, !9, i64 112, !9, i64 120, !9, i64 128, !9, i64 136, !9, i64 144, !9, i64 152, !9, i64 160, !9, i64 168, !9, i64 176, !9, i64 184, !9, i64 192, !9, i64 200}
!36 = !{!35, !9, i64 8}
!37 = !{!35, !9, i64 16}
!38 = !{!35, !9, i64 24}
!39 = !{!35, !9, i64 32}
!40 = !{!35, !9, i64 40}
!41 = !{!35, !9, i64 48}
!42 = !{!35, !9, i64 56}
!43 = !{!35, !9, i64 64}
!44 = !{!35, !9, i64 72}
!45 = !{!35, !9, i64 80}
!46 = !{!35, !9, i64 88}
!47 = !{!35, !9, i64 96}
!48 = !{!35, !9, i64 104}
!49 = !{!35, !9, i64 112}
!50 = !{!35, !9, i64 120}
!51 = !{!35, !9, i64 128}
!52 = !{!35, !9, i64 136}
!53 = !{!35, !9, i64 144}
!54 = !{!35, !9, i64 152}
!55 = !{!35, !9, i64 160}
!56 = !{!35, !9, i64 168}
!57 = !{!35, !9, i64 176}
!58 = !{!35, !9, i64 184}
!59 = !{!35, !9, i64 192}
!60 = !{!35, !9, i64 200}
!61 = !{!16, !4, i64 8}
!62 = !{!16, !4, i64 16}
!63 = !{!64, !4, i64 16}
!64 = !{!"", !8, i64 0, !4, i64 16, !65, i64 24}
!65 = !{!"JSValue", !5, i64 0, !9, i64 8}
!66 = !{i64 0, i64 4, !21, i64 0, i64 8, !32, i64 0, i64 8, !3, i64 8, i64 8, !31}
!67 = !{i64 0, i64 8, !31}
!68 = !{!8, !4, i64 8}
!69 = !{!70, !9, i64 168}
!70 = !{!"_typeobject", !71, i64 0, !4, i64 24, !9, i64 32, !9, i64 40, !4, i64 48, !9, i64 56, !4, i64 64, !4, i64 72, !4, i64 80, !4, i64 88, !4, i64 96, !4, i64 104, !4, i64 112, !4, i64 120, !4, i64 128, !4, i64 136, !4, i64 144, !4, i64 152, !4, i64 160, !9, i64 168, !4, i64 176, !4, i64 184, !4, i64 192, !4, i64 200, !9, i64 208, !4, i64 216, !4, i64 224, !4, i64 232, !4, i64 240, !4, i64 248, !4, i64 256, !4, i64 264, !4, i64 272, !4, i64 280, !9, i64 288, !4, i64 296, !4, i64 304, !4, i64 312, !4, i64 320, !4, i64 328, !4, i64 336, !4, i64 344, !4, i64 352, !4, i64 360, !4, i64 368, !4, i64 376, !12, i64 384, !4, i64 392, !4, i64 400}
!71 = !{!"", !8, i64 0, !9, i64 16}
!72 = !{!70, !4, i64 24}
!73 = distinct !{!73, !18, !19}
!74 = distinct !{!74, !18, !19}
!75 = distinct !{!75, !18, !19}
!76 = distinct !{!76, !18, !19}
!77 = !{!65, !9, i64 8}
