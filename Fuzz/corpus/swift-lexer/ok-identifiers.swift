let `class` = 1
let x = $0 + 0x1F + 1_000.5e-3
#if DEBUG
let s = "debug"
#else
let s = "release"
#endif
@MainActor func f() -> Int { 0...1; a..<b; c?.d! }
let kp = \Foo.bar
