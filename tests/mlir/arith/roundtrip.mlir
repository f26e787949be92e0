func.func @ops(%a: i32, %b: i32, %i: index, %f: f32, %g: f64, %h: f16, %v: vector<4xi32>, %w: vector<4xf32>, %t: tensor<?x4xi64>, %u: tensor<*xf32>, %m: memref<4xi32>, %c: i1, %vc: vector<4xi1>, %z: vector<i32>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %i, %i : index
  %2 = arith.muli %v, %v : vector<4xi32>
  %3 = arith.divsi %t, %t : tensor<?x4xi64>
  %4 = arith.divui %a, %b {tag} : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.ceildivui %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remsi %a, %b : i32
  %9 = arith.remui %a, %b : i32
  %10 = arith.andi %a, %b : i32
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b : i32
  %14 = arith.shrsi %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.negf %f fastmath<nnan> : f32
  %17 = arith.addf %f, %f : f32
  %18 = arith.subf %w, %w fastmath<fast> : vector<4xf32>
  %19 = arith.mulf %g, %g fastmath<reassoc,contract> : f64
  %20 = arith.divf %u, %u : tensor<*xf32>
  %21 = arith.remf %h, %h : f16
  %22 = arith.maxf %f, %f fastmath<none> : f32
  %23 = arith.minf %f, %f : f32
  %24 = arith.maxsi %a, %b : i32
  %25 = arith.maxui %a, %b : i32
  %26 = arith.minsi %a, %b : i32
  %27 = arith.minui %a, %b : i32
  %28 = arith.cmpi ne, %v, %v : vector<4xi32>
  %29 = arith.cmpi uge, %z, %z : vector<i32>
  %30 = arith.cmpf ueq, %f, %f : f32
  %31 = arith.cmpf false, %w, %w : vector<4xf32>
  %32 = arith.select %c, %v, %v : vector<4xi32>
  %33 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %34 = arith.constant 3.5 : f16
  %35 = arith.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %36 = arith.constant {foo = 1 : i32} 7 : i8
  %37 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %38 = arith.extui %a : i32 to i64
  %39 = arith.extf %f : f32 to f64
  %40 = arith.trunci %a : i32 to i8
  %41 = arith.truncf %g : f64 to f32
  %42 = arith.uitofp %a : i32 to f32
  %43 = arith.sitofp %a : i32 to f64
  %44 = arith.fptoui %f : f32 to i32
  %45 = arith.fptosi %f : f32 to i16
  %46 = arith.index_cast %i : index to i64
  %47 = arith.index_castui %a : i32 to index
  %48 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %49 = arith.bitcast %a : i32 to f32
  %50 = arith.bitcast %w : vector<4xf32> to vector<4xi32>
  %51:2 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %52:2 = arith.mului_extended %a, %b : i32
  %53 = arith.constant -1 : i1
  %54 = arith.constant 5 : index
  %55 = arith.constant 5 : index
  %56 = arith.constant 0x7FC00000 : f32
  %57 = arith.select %c, %f, %f {a = 1} : f32
  %58 = arith.cmpi eq, %i, %i : index
  return
}
func.func @dynamic_shapes(%t: tensor<?xi32>, %u: tensor<4xi32>) {
  %0 = arith.extsi %t : tensor<?xi32> to tensor<4xi64>
  %2 = "arith.cmpi"(%t, %t) {predicate = 0 : i64} : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1>
  %3 = "arith.select"(%2, %t, %t) : (tensor<?xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return
}
